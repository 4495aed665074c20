import { z } from 'zod';
import { billingDetailsSchema, type BillingDetails } from '@shared/contracts/billing-details';
import {
  ACCOUNTS_EMAIL_MESSAGE,
  deliveryDetailsSchema,
  type DeliveryDetails,
  type DeliveryDetailsInput,
} from '@shared/contracts/corporate-order';
import { paymentModes, type PaymentMode } from '@shared/domain/statuses';

// The checkout form: the delivery details as the spec fixes them, and the two optional parts,
// the company's GST details for the tax invoice and paying by link. The optional parts are
// checked with the very schemas the server uses, only when the buyer opened them.

const billingInput = z.object({
  legalName: z.string(),
  gstin: z.string(),
  address: z.string(),
  state: z.string(),
  poNumber: z.string(),
});

const accountsEmailSchema = z.string().trim().email(ACCOUNTS_EMAIL_MESSAGE);

export const checkoutFormSchema = deliveryDetailsSchema
  .extend({
    wantsInvoiceDetails: z.boolean(),
    billing: billingInput,
    paymentMode: z.enum(paymentModes),
    accountsEmail: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.wantsInvoiceDetails) {
      const billing = billingDetailsSchema.safeParse(form.billing);
      for (const issue of billing.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['billing', ...issue.path], message: issue.message });
      }
    }
    if (form.paymentMode === 'link' && !accountsEmailSchema.safeParse(form.accountsEmail).success) {
      ctx.addIssue({ code: 'custom', path: ['accountsEmail'], message: ACCOUNTS_EMAIL_MESSAGE });
    }
  });

export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
type CheckoutFormOutput = z.output<typeof checkoutFormSchema>;

/** What checkout sends beside the cart. */
export type CheckoutChoices = {
  details: DeliveryDetails;
  billing: BillingDetails | undefined;
  paymentMode: PaymentMode;
  accountsEmail: string | undefined;
};

export const EMPTY_CHECKOUT_FORM: CheckoutFormInput = {
  name: '',
  companyName: '',
  contactNumber: '',
  email: '',
  deliveryAddress: '',
  deliveryDate: '',
  deliveryTime: '',
  specialInstructions: '',
  wantsInvoiceDetails: false,
  billing: { legalName: '', gstin: '', address: '', state: '', poNumber: '' },
  paymentMode: 'card',
  accountsEmail: '',
};

/** The checked form, split into what the payload carries; closed parts are left out. */
export function checkoutChoices(form: CheckoutFormOutput): CheckoutChoices {
  const {
    wantsInvoiceDetails,
    billing,
    paymentMode,
    accountsEmail,
    ...details
  }: CheckoutFormOutput = form;
  return {
    details: details satisfies DeliveryDetails,
    billing: wantsInvoiceDetails ? billingDetailsSchema.parse(billing) : undefined,
    paymentMode,
    accountsEmail: paymentMode === 'link' ? accountsEmail.trim() : undefined,
  };
}

/** The delivery form's own fields, for the server's messages about them. */
export type { DeliveryDetailsInput };
