import { SETTING_BOOKING_PAYMENTS } from '@shared/constants';
import {
  bookingPaymentPolicySchema,
  type BookingPaymentPolicyDto,
} from '@shared/contracts/booking-payments';
import {
  DEFAULT_BOOKING_PAYMENT_POLICY,
  type BookingPaymentPolicy,
} from '@shared/domain/booking-payments';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { auditSetting } from '../site-settings/audit-setting';
import { readSetting, writeSetting } from '../site-settings/site-settings.repository';

/**
 * The booking payment policy as stored, or the default (pay at the restaurant) until an admin
 * saves one, or when what is stored no longer passes the rules.
 */
export async function readBookingPaymentPolicy(db: Db): Promise<BookingPaymentPolicy> {
  return bookingPaymentPolicyOf(await readSetting(db, SETTING_BOOKING_PAYMENTS));
}

/** The policy from its setting's stored text (undefined: never saved), read with other facts. */
export function bookingPaymentPolicyOf(raw: string | undefined): BookingPaymentPolicy {
  if (raw === undefined) return DEFAULT_BOOKING_PAYMENT_POLICY;
  try {
    const parsed = bookingPaymentPolicySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_BOOKING_PAYMENT_POLICY;
  } catch {
    return DEFAULT_BOOKING_PAYMENT_POLICY;
  }
}

/** Saves the policy whole and records what changed, in one transaction. */
export async function saveBookingPaymentPolicy(
  db: Db,
  actor: StaffActor,
  policy: BookingPaymentPolicy,
): Promise<BookingPaymentPolicyDto> {
  return db.transaction(async (tx) => {
    const before = await readBookingPaymentPolicy(tx);
    await writeSetting(tx, SETTING_BOOKING_PAYMENTS, JSON.stringify(policy), 'json');
    await auditSetting(tx, actor, SETTING_BOOKING_PAYMENTS, before, policy);
    return { ...policy };
  });
}
