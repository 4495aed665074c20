import { describe, expect, it } from 'vitest';
import { checkoutChoices, checkoutFormSchema, EMPTY_CHECKOUT_FORM } from './checkout-form';

const filled = {
  ...EMPTY_CHECKOUT_FORM,
  name: 'Asha Rao',
  contactNumber: '+91 98765 43210',
  email: 'asha@example.com',
  deliveryAddress: '4th floor, 12 MG Road, Bengaluru',
  deliveryDate: '2026-12-10',
  deliveryTime: '12:30 PM',
};
const issues = (form: object) =>
  checkoutFormSchema.safeParse(form).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the checkout form', () => {
  it('when the GST details and the link are left closed, then only the delivery details go, to be paid by card', () => {
    const choices = checkoutChoices(checkoutFormSchema.parse(filled));
    expect(choices).toMatchObject({
      billing: undefined,
      paymentMode: 'card',
      accountsEmail: undefined,
    });
    expect(choices.details).not.toHaveProperty('billing');
    expect(choices.details.name).toBe('Asha Rao');
  });

  it('when the GST details are opened, then they are checked by the server’s rules and sent', () => {
    const open = { ...filled, wantsInvoiceDetails: true };
    expect(issues({ ...open, billing: { ...open.billing, gstin: '27AAPFU0939F1ZW' } })).toEqual([
      ['billing.legalName', "Enter the company's legal name"],
      [
        'billing.gstin',
        'This GSTIN has a typing mistake: its last character does not match the others',
      ],
      ['billing.address', 'Enter the billing address registered with this GSTIN'],
    ]);
    const choices = checkoutChoices(
      checkoutFormSchema.parse({
        ...open,
        billing: {
          legalName: 'Acme Infotech Private Limited',
          gstin: '27aapfu0939f1zv',
          address: 'Unit 401, Mumbai',
          state: '',
          poNumber: 'PO-1',
        },
      }),
    );
    expect(choices.billing).toEqual({
      legalName: 'Acme Infotech Private Limited',
      gstin: '27AAPFU0939F1ZV',
      address: 'Unit 401, Mumbai',
      state: '27',
      poNumber: 'PO-1',
    });
  });

  it('when a payment link is chosen, then the accounts e-mail is asked for and sent', () => {
    expect(issues({ ...filled, paymentMode: 'link' })).toEqual([
      ['accountsEmail', "Enter your accounts team's e-mail address"],
    ]);
    const choices = checkoutChoices(
      checkoutFormSchema.parse({ ...filled, paymentMode: 'link', accountsEmail: ' ap@acme.in ' }),
    );
    expect(choices).toMatchObject({ paymentMode: 'link', accountsEmail: 'ap@acme.in' });
  });
});
