import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { z } from 'zod';

/** Numbers written without a country code are Indian ones, as the restaurant's diners write them. */
export const DEFAULT_PHONE_REGION = 'IN';

/** Kinds of number that can never receive a WhatsApp message or an SMS. */
const UNREACHABLE: ReadonlySet<NumberType> = new Set([
  'FIXED_LINE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'UAN',
  'VOICEMAIL',
  'PAGER',
]);

/** The number in E.164 (+919812345678) when it can take a message; undefined otherwise. */
export function messagingNumber(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_PHONE_REGION);
  if (!parsed?.isValid()) return undefined;
  const type = parsed.getType();
  if (type !== undefined && UNREACHABLE.has(type)) return undefined;
  return parsed.number;
}

export const MESSAGING_PHONE_MESSAGE =
  'To get updates on WhatsApp / SMS, give a mobile number (e.g. +91 98765 43210), or untick the box';

/**
 * Refuses, as a 400 naming the phone field, a request that asks for messages to a number that
 * cannot take them: the diner learns now rather than by never hearing from us.
 */
export function assertMessagingPhone(input: { phone: string; messagingConsent?: boolean }): void {
  if (!input.messagingConsent || messagingNumber(input.phone) !== undefined) return;
  // As the schemas refuse a field: the error handler answers 400 with `errors` naming it.
  throw new z.ZodError([
    { code: 'custom', path: ['phone'], message: MESSAGING_PHONE_MESSAGE, input: input.phone },
  ]);
}
