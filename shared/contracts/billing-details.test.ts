import { describe, expect, it } from 'vitest';
import { billingDetailsSchema } from './billing-details';
import { createCorporateOrderSchema } from './corporate-order';

const messages = (input: unknown) => {
  const parsed = billingDetailsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('billing details for a tax invoice', () => {
  it('when a GSTIN is given, then it is normalised and the state comes from it unless chosen', () => {
    expect(
      billingDetailsSchema.parse({
        legalName: 'Acme Infotech Private Limited',
        gstin: '27aapfu0939f1zv',
        address: 'Unit 401, Tech Park, Mumbai',
        state: '',
        poNumber: '',
      }),
    ).toEqual({
      legalName: 'Acme Infotech Private Limited',
      gstin: '27AAPFU0939F1ZV',
      address: 'Unit 401, Tech Park, Mumbai',
      state: '27',
      poNumber: undefined,
    });
  });

  it('when only a legal name is given, then nothing else is needed and no state is assumed', () => {
    const parsed = billingDetailsSchema.parse({ legalName: 'Acme LLP' });
    expect(parsed.legalName).toBe('Acme LLP');
    expect(parsed.gstin).toBeUndefined();
    expect(parsed.state).toBeUndefined();
  });

  it('when the GSTIN is wrong, lacks its address or disagrees with the state, then the message says which', () => {
    expect(
      messages({ legalName: 'Acme', gstin: '27AAPFU0939F1ZW', address: 'Mumbai 400069' }),
    ).toEqual([
      ['gstin', 'This GSTIN has a typing mistake: its last character does not match the others'],
    ]);
    expect(messages({ legalName: 'Acme', gstin: '27AAPFU0939F1ZV' })).toEqual([
      ['address', 'Enter the billing address registered with this GSTIN'],
    ]);
    expect(
      messages({ legalName: 'Acme', gstin: '27AAPFU0939F1ZV', address: 'Mumbai', state: '29' }),
    ).toEqual([
      [
        'state',
        'This GSTIN is registered in Maharashtra; choose Maharashtra as the state, or leave the GSTIN out',
      ],
    ]);
    expect(messages({ legalName: 'A' })).toEqual([['legalName', "Enter the company's legal name"]]);
    expect(messages({ legalName: 'Acme', state: '99' })).toEqual([
      ['state', 'Choose the state of the billing address'],
    ]);
  });

  it('when an order asks for a payment link, then the accounts e-mail is required; paying by card needs none', () => {
    const base = {
      items: [{ itemId: 1, price: 349, quantity: 1 }],
      totalAmount: 36645,
      deliveryDetails: {
        name: 'Asha Rao',
        contactNumber: '+91 98765 43210',
        email: 'asha@example.com',
        deliveryAddress: '4th floor, 12 MG Road, Bengaluru',
        deliveryDate: '2026-12-10',
        deliveryTime: '12:30 PM',
      },
    };
    expect(createCorporateOrderSchema.safeParse(base).success).toBe(true);
    const link = createCorporateOrderSchema.safeParse({ ...base, paymentMode: 'link' });
    expect(link.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['accountsEmail', "Enter your accounts team's e-mail address"],
    ]);
    expect(
      createCorporateOrderSchema.safeParse({
        ...base,
        paymentMode: 'link',
        accountsEmail: 'accounts@acme.example',
      }).success,
    ).toBe(true);
  });
});
