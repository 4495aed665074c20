import { z } from 'zod';

// One input-safety rule for every field the API accepts, shared with the client forms so both
// refuse the same input with the same words. PostgreSQL refuses NUL in text, and control
// characters in a name or a phone end up in CSV files, e-mails and logs; a lone UTF-16 surrogate
// would be silently replaced on its way to the database. All of them are refused up front.

/** Largest value of a PostgreSQL `integer` (serial ids, counts). */
export const MAX_INT32 = 2_147_483_647;

export const CONTROL_CHARACTER_MESSAGE = 'Please remove control characters from this field';
export const MALFORMED_TEXT_MESSAGE = 'This text contains characters that cannot be stored';

/** C0 controls (tab, LF and CR included), DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab, LF and CR are allowed (text areas). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A string field of at most `max` characters with no control characters (multi-line fields keep
 * tab, LF and CR) and no broken UTF-16. `required` is the message when the value is missing or
 * not a string. Chain .trim() and .min() after it as usual.
 */
export function safeText(
  max: number,
  options: { multiline?: boolean; required?: string; tooLong?: string } = {},
) {
  const controls = options.multiline ? CONTROL_EXCEPT_LINE_BREAKS : ANY_CONTROL;
  return z
    .string(options.required ? { error: options.required } : undefined)
    .max(max, options.tooLong ?? `Please keep this under ${max} characters`)
    .refine((v) => !controls.test(v), CONTROL_CHARACTER_MESSAGE)
    .refine((v) => !LONE_SURROGATE.test(v), MALFORMED_TEXT_MESSAGE);
}

/** A database id from a path or a body: a whole number from 1 to 2147483647. */
export const idSchema = z.coerce
  .number({ error: 'Invalid id' })
  .int('Invalid id')
  .min(1, 'Invalid id')
  .max(MAX_INT32, 'Invalid id');
