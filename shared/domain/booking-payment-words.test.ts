import { describe, expect, it } from 'vitest';
import {
  estimatePaymentNote,
  generalPaymentLine,
  offerPaymentLine,
  PAID_AT_THE_RESTAURANT,
} from './booking-payment-words';
import { DEFAULT_BOOKING_PAYMENT_POLICY as NONE } from './booking-payments';

const FROM_THREE = { ...NONE, kind: 'deposit' as const, depositPerGuestRupees: 500, minGuests: 3 };
// 8 Jan 2027 is a Friday.
const FRIDAY = '2027-01-08';
const party = (guests: number, date = FRIDAY) => ({
  date,
  guests,
  vegCount: 0,
  nonVegCount: guests,
});

describe('the payment words of the booking page', () => {
  it('T9: when no policy is set, then the page keeps the default words and the estimate its own', () => {
    expect(generalPaymentLine(NONE)).toBe(PAID_AT_THE_RESTAURANT);
    expect(PAID_AT_THE_RESTAURANT).toBe('Payment is made at the restaurant.');
    expect(estimatePaymentNote(NONE, party(4))).toBeUndefined();
    expect(estimatePaymentNote(undefined, party(4))).toBeUndefined();
  });

  it('T9: when a deposit is taken from 3 guests, then the sidebar says so in general, and the estimate for the party chosen', () => {
    expect(generalPaymentLine(FROM_THREE)).toBe(
      'Payment is made at the restaurant; for parties of 3 or more, a deposit of ₹500 a guest is paid online when booking and taken off the bill.',
    );
    expect(estimatePaymentNote(FROM_THREE, party(4))).toBe(
      'A deposit of ₹2,000.00 is paid online when you book; the rest at the restaurant.',
    );
    // A party below the policy's size pays at the restaurant: the estimate keeps its words.
    expect(estimatePaymentNote(FROM_THREE, party(2))).toBeUndefined();
  });

  it('T9: when the policy keeps to some weekdays, then the night decides, and before one is chosen the words say so', () => {
    const weekends = { ...FROM_THREE, minGuests: 1, weekdays: [5, 6] };
    expect(generalPaymentLine(weekends)).toBe(
      'Payment is made at the restaurant; on Fridays and Saturdays, a deposit of ₹500 a guest is paid online when booking and taken off the bill.',
    );
    expect(estimatePaymentNote(weekends, party(2))).toContain('₹1,000.00');
    expect(estimatePaymentNote(weekends, party(2, '2027-01-11'))).toBeUndefined();
    expect(estimatePaymentNote(weekends, party(2, ''))).toContain('Choose a night to see');
  });

  it('T9: when the whole bill is prepaid, then every text says it is paid online', () => {
    const prepay = { ...NONE, kind: 'prepay' as const };
    expect(generalPaymentLine(prepay)).toBe(
      'The whole estimated bill is paid online when booking.',
    );
    expect(generalPaymentLine({ ...FROM_THREE, weekdays: [5] })).toBe(
      'Payment is made at the restaurant; for parties of 3 or more on Fridays, a deposit of ₹500 a guest is paid online when booking and taken off the bill.',
    );
    expect(generalPaymentLine({ ...FROM_THREE, minGuests: 1 })).toBe(
      'A deposit of ₹500 a guest is paid online when booking and taken off the bill; the rest is paid at the restaurant.',
    );
    expect(estimatePaymentNote(prepay, party(2))).toBe(
      'Paid online in full when you book: ₹2,097.90.',
    );
  });
});

describe('the payment words of a waitlist offer', () => {
  it('T5: when a party of 4 is offered seats under ₹500 a head from 3, then the offer names ₹2,000 and the hold', () => {
    expect(offerPaymentLine(FROM_THREE, FRIDAY, 4)).toBe(
      'A deposit of ₹2,000.00 (₹500.00 a guest) is due online when you book them; it is taken off your bill at the restaurant. Once booked, the seats are held 15 minutes for the payment; unpaid, they go to the next party waiting.',
    );
    expect(offerPaymentLine(FROM_THREE, FRIDAY, 2)).toBeUndefined();
  });

  it('T5: when the amount depends on the menus (prepaid), then the offer gives its range', () => {
    expect(offerPaymentLine({ ...NONE, kind: 'prepay' }, FRIDAY, 2)).toContain(
      '₹1,992.90 to ₹2,097.90, by the menus you choose',
    );
  });
});
