import { describe, expect, it } from 'vitest';
import { corporatePaymentStatuses } from './statuses';
import { approvalBlockedReason, buyerOrderState, isAwaitingPayment } from './corporate-order-rules';

describe('corporate order rules', () => {
  it('U1: only a paid order may be approved; every other payment state says why not', () => {
    for (const paymentStatus of corporatePaymentStatuses) {
      const reason = approvalBlockedReason(paymentStatus);
      if (paymentStatus === 'completed') expect(reason).toBeNull();
      else expect(reason).toMatch(/^Awaiting payment: /);
    }
  });

  it('U1: a pending order is awaiting payment until it is paid; a settled one never is', () => {
    expect(isAwaitingPayment({ status: 'pending', paymentStatus: 'pending' })).toBe(true);
    expect(isAwaitingPayment({ status: 'pending', paymentStatus: 'failed' })).toBe(true);
    expect(isAwaitingPayment({ status: 'pending', paymentStatus: 'completed' })).toBe(false);
    expect(isAwaitingPayment({ status: 'cancelled', paymentStatus: 'pending' })).toBe(false);
  });

  it("U2: the buyer reads 'Paid, awaiting approval' after paying, and each later state in words", () => {
    const label = (
      status: 'pending' | 'approved' | 'completed' | 'cancelled',
      paymentStatus: (typeof corporatePaymentStatuses)[number],
    ) => buyerOrderState({ status, paymentStatus }).label;
    expect(label('pending', 'completed')).toBe('Paid, awaiting approval');
    expect(label('pending', 'pending')).toBe('Awaiting payment');
    expect(label('pending', 'failed')).toBe('Payment failed');
    expect(label('approved', 'completed')).toBe('Approved');
    expect(label('completed', 'completed')).toBe('Delivered');
    expect(label('cancelled', 'completed')).toBe('Cancelled, refund on its way');
    expect(label('cancelled', 'refunded')).toBe('Cancelled, refunded');
    expect(label('cancelled', 'pending')).toBe('Cancelled');
  });
});
