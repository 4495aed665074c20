import { z } from 'zod';
import { gstinStateMismatch } from '../invoicing/gstin';
import { INVOICE_PREFIX_PATTERN } from '../invoicing/document-number';
import { DEFAULT_CATERING_SAC } from '../invoicing/legal-defaults';
import { gstinField, stateCodeField } from './gst-fields';
import { safeText } from './safe-input';

// Zod only: the restaurant's legal details, which every tax invoice and credit note carries
// (GET/PUT /api/site-settings/legal, admins only).

export const legalSettingsSchema = z
  .object({
    legalName: safeText(200, { required: 'Enter the legal name of the business' })
      .trim()
      .min(2, 'Enter the legal name of the business'),
    address: safeText(500, { multiline: true, required: 'Enter the registered address' })
      .trim()
      .min(10, 'Enter the registered address'),
    state: stateCodeField('Choose the state the restaurant is registered in'),
    gstin: gstinField,
    fssaiLicence: safeText(20, { required: 'An FSSAI licence number has 14 digits' })
      .trim()
      .regex(/^\d{14}$/, 'An FSSAI licence number has 14 digits'),
    invoicePrefix: safeText(10, { required: 'Use 1 to 4 letters or digits, e.g. TTR' })
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => INVOICE_PREFIX_PATTERN.test(v), 'Use 1 to 4 letters or digits, e.g. TTR'),
    sac: safeText(10)
      .trim()
      .regex(/^\d{6}$/, 'A SAC code has 6 digits, e.g. 996334')
      .optional()
      .default(DEFAULT_CATERING_SAC),
  })
  .superRefine((legal, ctx) => {
    const mismatch = gstinStateMismatch(legal.gstin, legal.state);
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['gstin'], message: mismatch });
  });
export type LegalSettingsInput = z.input<typeof legalSettingsSchema>;
export type LegalSettings = z.output<typeof legalSettingsSchema>;

/**
 * What GET and PUT answer. Empty strings (and the default SAC) until an admin saves them;
 * `complete` says whether invoices can be issued.
 */
export const legalSettingsDtoSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  state: z.string(),
  gstin: z.string(),
  fssaiLicence: z.string(),
  invoicePrefix: z.string(),
  sac: z.string(),
  complete: z.boolean(),
});
export type LegalSettingsDto = z.infer<typeof legalSettingsDtoSchema>;
