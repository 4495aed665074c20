import { describe, expect, it } from 'vitest';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import { newOrderNoticeMail, orderApprovedMail } from './order-mail';

const order = (overrides: Partial<CorporateOrderRow> = {}) =>
  ({
    id: 12,
    companyName: 'Acme Infotech',
    contactPerson: 'Asha Rao',
    email: 'asha@acme.example',
    phone: '+91 98765 43210',
    deliveryAddress: '4th floor, 12 MG Road, Bengaluru 560001',
    deliveryDate: '2026-12-05',
    deliveryTime: '12:30 PM',
    specialRequirements: null,
    orderItems: [{ itemId: 1, name: 'Veg Thali', price: 349, quantity: 4 }],
    totalAmount: 146_580,
    ...overrides,
  }) as CorporateOrderRow;

describe('corporate order mails, read aloud', () => {
  it("T12: the restaurant's own new-order mail is not headed 'Your order', and its date reads as staff read dates", () => {
    const mail = newOrderNoticeMail(
      order(),
      'kitchen@example.com',
      'http://x.example/staff/orders',
    );
    expect(mail.text).not.toContain('Your order');
    expect(mail.text).toContain('The order\n4 × Veg Thali');
    expect(mail.text).toContain('Date: Dec 05, 2026');
  });

  it('T12: a delivery fact the order does not have is left out rather than printed empty', () => {
    const mail = orderApprovedMail(
      order({ deliveryAddress: null, deliveryDate: null, deliveryTime: null }),
    );
    expect(mail.text).not.toMatch(/^(Address|Date|Time|Instructions):/m);
    expect(mail.text).toContain('Contact person: Asha Rao');
  });
});
