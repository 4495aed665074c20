import { z } from 'zod';
import { gstinStateCode, gstinStateMismatch } from '../invoicing/gstin';
import { optionalGstinField, optionalStateCodeField, optionalText } from './gst-fields';
import { safeText } from './safe-input';

/**
 * Who the tax invoice is made out to, when the buyer asks for one in the company's name: its
 * legal name, GSTIN, billing address and state (the place of supply) and a purchase order number.
 * Only the legal name is needed; a GSTIN needs its registered address beside it, and fixes the
 * state when none is chosen.
 */
export const billingDetailsSchema = z
  .object({
    legalName: safeText(200, { required: "Enter the company's legal name" })
      .trim()
      .min(2, "Enter the company's legal name"),
    gstin: optionalGstinField,
    address: optionalText(500, { multiline: true }),
    state: optionalStateCodeField('Choose the state of the billing address'),
    poNumber: optionalText(40),
  })
  .superRefine((billing, ctx) => {
    if (!billing.gstin) return;
    if (!billing.address) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'Enter the billing address registered with this GSTIN',
      });
    }
    const mismatch = billing.state ? gstinStateMismatch(billing.gstin, billing.state) : null;
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['state'], message: mismatch });
  })
  .transform((billing) => ({
    ...billing,
    state: billing.state ?? (billing.gstin ? gstinStateCode(billing.gstin) : undefined),
  }));
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetails = z.output<typeof billingDetailsSchema>;

/** The billing details as an order keeps and shows them; absent parts are null. */
export const billingDetailsDtoSchema = z.object({
  legalName: z.string(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  poNumber: z.string().nullable(),
});
export type BillingDetailsDto = z.infer<typeof billingDetailsDtoSchema>;
