import { describe, expect, it } from 'vitest';
import { reservationEstimatePaise } from '../money';
import {
  amountDuePaise,
  cancellationRefunds,
  DEFAULT_BOOKING_PAYMENT_POLICY as NONE,
  describeBookingPaymentPolicy,
  partyChangeMoney,
  paymentAsked,
  refundableUntil,
} from './booking-payments';
import { weekdayNumber, weekdayOf } from '../weekdays';

const party = { date: '2027-01-08', guests: 4, vegCount: 1, nonVegCount: 3 };

describe('the booking payment policy', () => {
  it('when the policy is none, then nothing is asked and nothing is said', () => {
    expect(paymentAsked(NONE, party)).toBeUndefined();
    expect(describeBookingPaymentPolicy(NONE)).toEqual([]);
  });

  it('when a deposit applies, then it is per guest in paise; prepay is the whole estimate', () => {
    const deposit = { ...NONE, kind: 'deposit' as const, depositPerGuestRupees: 1000 };
    expect(paymentAsked(deposit, party)).toEqual({
      kind: 'deposit',
      perGuestPaise: 100_000,
      amountPaise: 400_000,
    });
    expect(paymentAsked({ ...deposit, kind: 'prepay' }, party)?.amountPaise).toBe(
      Math.round((949 + 3 * 999) * 1.05 * 100),
    );
  });

  it('when the deposit per guest comes to more than the estimate, then the estimate is asked', () => {
    const two = { guests: 2, vegCount: 0, nonVegCount: 2 };
    // Two non-vegetarian menus: ₹1,998 + 5% GST = ₹2,097.90, less than 2 × ₹2,000.
    expect(reservationEstimatePaise(0, 2)).toBe(209_790);
    expect(amountDuePaise('deposit', 200_000, two)).toBe(209_790);
    expect(amountDuePaise('deposit', 100_000, two)).toBe(200_000);
    expect(amountDuePaise('deposit', 104_895, two)).toBe(209_790);
    expect(amountDuePaise('prepay', 200_000, two)).toBe(209_790);
    const deposit = { ...NONE, kind: 'deposit' as const, depositPerGuestRupees: 2000 };
    expect(paymentAsked(deposit, { date: '2027-01-08', ...two })).toEqual({
      kind: 'deposit',
      perGuestPaise: 200_000,
      amountPaise: 209_790,
    });
  });

  it('when the night or the party is not chosen, then it pays at the restaurant', () => {
    expect(weekdayNumber(weekdayOf('2027-01-08'))).toBe(5);
    const fridays = { ...NONE, kind: 'deposit' as const, weekdays: [5], minGuests: 4 };
    expect(paymentAsked(fridays, party)).toBeDefined();
    expect(paymentAsked(fridays, { ...party, date: '2027-01-09' })).toBeUndefined();
    expect(paymentAsked(fridays, { ...party, guests: 3, nonVegCount: 2 })).toBeUndefined();
  });

  it('when cancelling, then only before the window closes is it refunded', () => {
    const starts = new Date('2027-01-08T13:30:00Z');
    const deadline = refundableUntil(starts, 48);
    expect(deadline.toISOString()).toBe('2027-01-06T13:30:00.000Z');
    expect(cancellationRefunds(deadline, new Date('2027-01-06T13:29:59Z'))).toBe(true);
    expect(cancellationRefunds(deadline, deadline)).toBe(false);
    expect(cancellationRefunds(null, new Date(0))).toBe(false);
  });

  it('when stated to diners, then the nights, parties, amount and window are in words', () => {
    expect(
      describeBookingPaymentPolicy({
        ...NONE,
        kind: 'deposit',
        depositPerGuestRupees: 2000,
        weekdays: [5, 6],
        minGuests: 4,
      }),
    ).toEqual([
      'On Fridays and Saturdays, parties of 4 or more pay a deposit of ₹2,000 per guest when booking; it is taken off the bill at the restaurant.',
      'Cancel at least 48 hours before your seating for a full refund; after that, or if you do not come, the deposit is kept.',
      'Unpaid bookings hold their seats for 15 minutes.',
    ]);
  });

  it('when a paid party changes, then more is a top-up of the exact difference and less is refunded only in time', () => {
    const deposit = { kind: 'deposit' as const, perGuestPaise: 50_000, heldPaise: 200_000 };
    const four = { guests: 4, vegCount: 4, nonVegCount: 0 };
    const six = { guests: 6, vegCount: 6, nonVegCount: 0 };
    const three = { guests: 3, vegCount: 3, nonVegCount: 0 };
    expect(partyChangeMoney(deposit, four, six, true)).toEqual({ topUp: 100_000 });
    // Growing is charged whether or not cancelling is still free.
    expect(partyChangeMoney(deposit, four, six, false)).toEqual({ topUp: 100_000 });
    expect(partyChangeMoney(deposit, four, three, true)).toEqual({ refund: 50_000 });
    expect(partyChangeMoney(deposit, four, three, false)).toEqual({ none: true });
    expect(partyChangeMoney(deposit, four, four, true)).toEqual({ none: true });
    // Prepaid: dearer menus for the same four guests pay the difference of the estimates.
    const prepaid = {
      kind: 'prepay' as const,
      perGuestPaise: 0,
      heldPaise: reservationEstimatePaise(4, 0),
    };
    expect(
      partyChangeMoney(prepaid, four, { guests: 4, vegCount: 2, nonVegCount: 2 }, true),
    ).toEqual({
      topUp: reservationEstimatePaise(2, 2) - reservationEstimatePaise(4, 0),
    });
  });

  it('when staff gave part back, then a change that adds nothing asks nothing, and growing pays only what it adds', () => {
    // Four guests paid ₹2,000; staff refunded ₹500 as a gesture: ₹1,500 held.
    const refunded = { kind: 'deposit' as const, perGuestPaise: 50_000, heldPaise: 150_000 };
    const four = { guests: 4, vegCount: 4, nonVegCount: 0 };
    expect(
      partyChangeMoney(refunded, four, { ...four, vegCount: 2, nonVegCount: 2 }, true),
    ).toEqual({ none: true });
    expect(
      partyChangeMoney(refunded, four, { guests: 6, vegCount: 6, nonVegCount: 0 }, true),
    ).toEqual({ topUp: 100_000 });
    // A party made smaller after the window kept what it paid: growing back costs nothing.
    const kept = { kind: 'deposit' as const, perGuestPaise: 50_000, heldPaise: 200_000 };
    const three = { guests: 3, vegCount: 3, nonVegCount: 0 };
    expect(partyChangeMoney(kept, three, four, false)).toEqual({ none: true });
  });
});
