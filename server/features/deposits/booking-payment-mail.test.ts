import { describe, expect, it } from 'vitest';
import type { BookingPaymentDto } from '@shared/contracts/booking-payments';
import type { ReservationDto } from '@shared/contracts/reservation';
import { holdEndedMail, paymentRows, topUpLapsedMail, topUpPaidMail } from './booking-payment-mail';

const TZ = 'Asia/Kolkata';
const deposit: BookingPaymentDto = {
  kind: 'deposit',
  amount: 200_000,
  status: 'completed',
  holdUntil: null,
  refundableUntil: null,
  paidAt: '2026-11-22T06:05:00.000Z',
  refunded: 0,
  refundStatus: null,
  topUp: null,
};
// Two of each menu: ₹3,896 + 5% GST = ₹4,090.80.
const booking = (payment: BookingPaymentDto | null) =>
  ({ totalAmount: 409_080, payment }) as ReservationDto;
const row = (rows: [string, string][], label: string) => rows.find(([l]) => l === label)?.[1];

describe("a booking mail's money rows", () => {
  it('when nothing is paid online, then the bill is payable at the restaurant, as the spec says', () => {
    expect(paymentRows(booking(null), TZ)).toEqual([
      ['Estimated bill', '₹4,090.80 including 5% GST, payable at the restaurant'],
    ]);
  });

  it('when a deposit is paid or still to pay, then the bill row says what is left at the restaurant', () => {
    expect(row(paymentRows(booking(deposit), TZ), 'Estimated bill')).toBe(
      '₹4,090.80 including 5% GST; ₹2,090.80 left to pay at the restaurant',
    );
    const pending = { ...deposit, status: 'pending' as const, paidAt: null };
    expect(row(paymentRows(booking(pending), TZ), 'Estimated bill')).toBe(
      '₹4,090.80 including 5% GST; ₹2,090.80 left to pay at the restaurant once the deposit is paid',
    );
    const partRefunded = { ...deposit, refunded: 50_000 };
    expect(row(paymentRows(booking(partRefunded), TZ), 'Estimated bill')).toContain(
      '₹2,590.80 left to pay at the restaurant',
    );
    const whole = { ...deposit, amount: 409_080 };
    expect(row(paymentRows(booking(whole), TZ), 'Estimated bill')).toContain(
      'nothing left to pay at the restaurant',
    );
  });

  it('when a larger party waits for its payment, then the mail says how much and until when', () => {
    const waiting = {
      ...deposit,
      topUp: { amount: 100_000, holdUntil: '2026-11-22T06:15:00.000Z' },
    };
    expect(row(paymentRows(booking(waiting), TZ), 'Larger party')).toBe(
      '₹1,000.00 more to pay online by Sun, 22 Nov 2026 at 11:45 AM; if unpaid by then, the booking goes back to the party already paid for',
    );
  });

  it('T12: the payment mails read the night as guests read it, never as 2026-12-05', () => {
    const r = {
      id: 7,
      name: 'Asha Rao',
      email: 'asha@example.com',
      date: '2026-12-05',
      timeSlot: '7:00 PM - 8:00 PM',
      guests: 4,
      totalAmount: 409_080,
      payment: deposit,
    } as ReservationDto;
    for (const mail of [
      holdEndedMail(r, 'http://x.example/book'),
      topUpPaidMail(r, 100_000),
      topUpLapsedMail(r, 100_000),
    ]) {
      expect(mail.text).toContain('on Sat, 5 Dec 2026 (7:00 PM - 8:00 PM)');
      expect(mail.text).not.toContain('2026-12-05');
    }
  });

  it('T6: a deposit given back in full leaves the whole bill to the restaurant and nothing to keep', () => {
    const refunded = {
      ...deposit,
      status: 'refunded' as const,
      refunded: 200_000,
      refundStatus: 'processed' as const,
      refundableUntil: '2027-01-03T13:30:00.000Z',
    };
    const rows = paymentRows(booking(refunded), TZ);
    expect(rows).toEqual([
      ['Deposit', '₹2,000.00 paid and refunded in full'],
      ['Estimated bill', '₹4,090.80 including 5% GST, payable at the restaurant'],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/kept/);
    // Part given back: the policy keeps what is still paid, said in money.
    const part = { ...refunded, status: 'completed' as const, refunded: 50_000 };
    expect(row(paymentRows(booking(part), TZ), 'Cancellation')).toContain(
      'the ₹1,500.00 still paid is kept',
    );
  });
});
