import type { CorporateOrderDto } from '@shared/contracts/corporate-order';

/** A paid corporate order for unit tests; override what the test is about. */
export function orderFixture(overrides: Partial<CorporateOrderDto> = {}): CorporateOrderDto {
  return {
    id: 12,
    companyName: 'Acme Foods',
    contactPerson: 'Meera Iyer',
    email: 'meera@acme.example',
    phone: '+91 98450 12345',
    eventType: null,
    attendees: null,
    eventDate: '2026-12-05',
    specialRequirements: null,
    status: 'pending',
    // 2 × ₹499 + 1 × ₹250 = ₹1,248, plus 5% GST = ₹1,310.40
    totalAmount: 131040,
    paymentStatus: 'completed',
    paymentId: 'pay_Sandbox12345',
    razorpayOrderId: 'order_Sandbox12345',
    deliveryAddress: '14 Lavelle Road, Bengaluru',
    deliveryDate: '2026-12-05',
    deliveryTime: '1:00 PM',
    orderItems: [
      { name: 'Saffron Pulao', quantity: 2, price: 499 },
      { name: 'Masala Chaas', quantity: 1, price: 250 },
    ],
    refund: null,
    billing: null,
    paymentMode: 'card',
    paymentLink: null,
    invoice: null,
    creditNote: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}
