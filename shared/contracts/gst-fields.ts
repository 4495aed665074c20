import { z } from 'zod';
import { gstinProblem, normaliseGstin } from '../invoicing/gstin';
import { isStateCode, STATE_CODES, type StateCode } from '../invoicing/indian-states';
import { safeText } from './safe-input';

// The GST fields the restaurant's legal details and a buyer's billing details share, so the
// client forms and the server refuse the same GSTIN with the same words.

/** A GSTIN as typed (spaces and lower case allowed), checked and answered in its normal form. */
export const gstinField = safeText(30, { required: 'Enter the GSTIN' })
  .transform(normaliseGstin)
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A state or union territory by its two-digit GST code, e.g. '29' for Karnataka. */
export const stateCodeField = (message: string) => z.enum(STATE_CODES, { error: message });

/** An optional text field where an empty box means 'not given'. */
export const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  safeText(max, options)
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));

/** A GSTIN that may be left empty: an empty box is 'none'; anything else must be valid. */
export const optionalGstinField = safeText(30)
  .transform(normaliseGstin)
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => (v ? v : undefined))
  .optional();

/** A state that may be left unchosen (an empty select). */
export const optionalStateCodeField = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => v === '' || isStateCode(v), message)
    .transform((v) => (v ? (v as StateCode) : undefined))
    .optional();
