import { describe, expect, it } from 'vitest';
import type { BookingPaymentDto } from '@shared/contracts/booking-payments';
import {
  billLeftToPay,
  cancellationMoney,
  changeEstimateNote,
  clockTime,
  paymentHeadline,
  paymentRow,
  staffPaymentText,
} from './payment-display';

const paid: BookingPaymentDto = {
  kind: 'deposit',
  amount: 800_000,
  status: 'completed',
  holdUntil: null,
  refundableUntil: '2027-01-06T13:30:00.000Z',
  paidAt: '2026-11-22T06:05:00.000Z',
  refunded: 0,
  refundStatus: null,
  topUp: null,
};

describe('what a booking paid online reads as', () => {
  it('when paid, part refunded or refunded, then the words say so', () => {
    expect(paymentHeadline(paid)).toBe('Deposit paid');
    expect(paymentRow(paid)).toEqual(['Deposit', '₹8,000.00 paid']);
    expect(staffPaymentText(paid)).toBe('Deposit ₹8,000.00 paid');
    const part = { ...paid, refunded: 200_000, refundStatus: 'requested' as const };
    expect(paymentRow(part)).toEqual(['Deposit', '₹8,000.00 paid · ₹2,000.00 refund on its way']);
    const back = { ...paid, status: 'refunded' as const, refunded: 800_000 };
    expect(staffPaymentText(back)).toBe('Deposit ₹8,000.00 refunded');
    expect(paymentHeadline({ ...paid, status: 'pending' })).toBe('Deposit not paid yet');
  });

  it('when a deposit or prepayment is paid, then the bill says what is left to pay at the restaurant', () => {
    const estimate = 818_160; // four of each menu: ₹7,792 + 5% GST
    expect(billLeftToPay(estimate, paid, 'confirmed')).toBe(
      '₹8,181.60 incl. 5% GST; ₹181.60 left to pay at the restaurant',
    );
    const part = { ...paid, refunded: 200_000, refundStatus: 'processed' as const };
    expect(billLeftToPay(estimate, part, 'confirmed')).toBe(
      '₹8,181.60 incl. 5% GST; ₹2,181.60 left to pay at the restaurant',
    );
    const prepaid = { ...paid, kind: 'prepay' as const, amount: estimate };
    expect(billLeftToPay(estimate, prepaid, 'confirmed')).toBe(
      '₹8,181.60 incl. 5% GST; nothing left to pay at the restaurant',
    );
    // A party made smaller after the window keeps what it paid: still nothing to pay.
    expect(billLeftToPay(713_265, prepaid, 'completed')).toBe(
      '₹7,132.65 incl. 5% GST; nothing left to pay at the restaurant',
    );
    expect(billLeftToPay(estimate, { ...paid, status: 'refunded' }, 'cancelled')).toBe(
      '₹8,181.60 incl. 5% GST; nothing to pay, the booking is cancelled',
    );
  });

  it('when the payment is still to come, then the bill says what is left once it is paid', () => {
    expect(billLeftToPay(818_160, { ...paid, status: 'pending' }, 'confirmed')).toBe(
      '₹8,181.60 incl. 5% GST; ₹181.60 left to pay at the restaurant once the deposit is paid',
    );
    const prepay = {
      ...paid,
      kind: 'prepay' as const,
      amount: 818_160,
      status: 'pending' as const,
    };
    expect(billLeftToPay(818_160, prepay, 'confirmed')).toBe(
      '₹8,181.60 incl. 5% GST; nothing left to pay at the restaurant once the prepayment is paid',
    );
  });

  it('when a change form shows its estimate, then a booking paid online says what counts; others keep the spec', () => {
    expect(changeEstimateNote(null)).toBeUndefined();
    expect(changeEstimateNote({ ...paid, status: 'refunded', refunded: 800_000 })).toBeUndefined();
    expect(changeEstimateNote(paid)).toBe(
      'Your deposit of ₹8,000.00 paid online is taken off it; the rest is paid at the restaurant. More guests pay their deposit online when you save.',
    );
    expect(changeEstimateNote({ ...paid, kind: 'prepay', refunded: 100_000 })).toBe(
      'Prepaid online: ₹7,000.00. More guests or dearer menus pay the difference online when you save.',
    );
    expect(changeEstimateNote({ ...paid, status: 'pending' })).toContain('paid online first');
  });

  it('when a larger party waits for its payment, then the row and the staff list say how much', () => {
    const waiting = { ...paid, topUp: { amount: 100_000, holdUntil: '2026-11-22T06:20:00.000Z' } };
    expect(staffPaymentText(waiting)).toBe(
      'Deposit ₹8,000.00 paid, ₹1,000.00 more awaiting payment',
    );
    expect(paymentRow(waiting)).toEqual([
      'Deposit',
      '₹8,000.00 paid · ₹1,000.00 more to pay for the larger party',
    ]);
  });

  it('when nothing is paid online, then the page keeps its own words', () => {
    expect(billLeftToPay(818_160, null, 'confirmed')).toBeUndefined();
    expect(billLeftToPay(null, paid, 'confirmed')).toBeUndefined();
  });

  it('when cancelling before and after the window, then the refund or the loss is told first', () => {
    expect(cancellationMoney(paid, new Date('2027-01-06T13:29:00Z'))).toEqual({
      refunded: true,
      text: 'Your deposit of ₹8,000.00 will be refunded in full.',
    });
    expect(cancellationMoney(paid, new Date('2027-01-06T13:30:00Z'))?.refunded).toBe(false);
    expect(cancellationMoney({ ...paid, status: 'pending' }, new Date(0))).toBeUndefined();
    expect(cancellationMoney(null, new Date(0))).toBeUndefined();
  });

  it('when a hold ends, then its time is on the restaurant clock', () => {
    expect(clockTime('2026-11-22T13:45:00Z', 'Asia/Kolkata')).toBe('7:15 PM');
  });
});
