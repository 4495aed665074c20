import { describe, expect, it } from 'vitest';
import { paymentReturnOf } from './payment-return';

describe('the return from a paid payment link', () => {
  it('when the address carries the gateway’s signed details, then they become the verify call’s body', () => {
    const search =
      '?razorpay_payment_id=pay_A1&razorpay_payment_link_id=plink_L1&razorpay_payment_link_reference_id=42&razorpay_payment_link_status=paid&razorpay_signature=abc';
    expect(paymentReturnOf(search, 42)).toEqual({
      orderId: 42,
      razorpay_payment_id: 'pay_A1',
      razorpay_payment_link_id: 'plink_L1',
      razorpay_payment_link_reference_id: '42',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: 'abc',
    });
  });

  it('when a detail is missing (an ordinary visit, a cut link), then there is nothing to verify', () => {
    expect(paymentReturnOf('', 42)).toBeNull();
    expect(paymentReturnOf('?razorpay_payment_id=pay_A1&razorpay_signature=abc', 42)).toBeNull();
  });
});
