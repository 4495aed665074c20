import { describe, expect, it } from 'vitest';
import type { BookingPaymentDto } from '@shared/contracts/booking-payments';
import { NIGHT } from '@/lib/reservations/reservation-fixture';
import { statusQuestion } from './status-confirmation';

const booking = {
  name: 'Asha Rao',
  date: '2027-01-05',
  timeSlot: 'First seating',
  guests: 6,
  status: 'confirmed' as const,
  payment: null,
};
const deposit: BookingPaymentDto = {
  kind: 'deposit',
  amount: 300_000,
  status: 'refunded',
  holdUntil: null,
  refundableUntil: '2027-01-03T13:30:00.000Z',
  paidAt: '2026-12-01T06:00:00.000Z',
  refunded: 300_000,
  refundStatus: 'processed',
  topUp: null,
};
const zone = 'Asia/Kolkata';
const firstStart = NIGHT.find((s) => s.slot === 'First seating')!.startTime;

describe('statusQuestion', () => {
  it('when staff cancel, then they are always asked, with words that say what happens', () => {
    const q = statusQuestion(booking, 'cancelled', NIGHT, new Date('2027-01-05T18:00:00Z'), zone);
    expect(q).toMatchObject({ title: "Cancel Asha Rao's booking?", confirm: 'Cancel booking' });
  });

  it('when staff complete a booking before its seating starts, then they are asked first', () => {
    const q = statusQuestion(booking, 'completed', NIGHT, new Date('2026-12-20T12:00:00Z'), zone);
    expect(q?.confirm).toBe('Mark completed');
  });

  it('when the seating has started (or the night is past), then Complete goes straight through', () => {
    const [h, m] = firstStart.split(':').map(Number);
    // The seating's start on the restaurant's clock (Kolkata is UTC+5:30).
    const startUtc = new Date(Date.UTC(2027, 0, 5, h! - 5, m! - 30));
    expect(statusQuestion(booking, 'completed', NIGHT, startUtc, zone)).toBeUndefined();
    expect(
      statusQuestion(booking, 'completed', NIGHT, new Date(startUtc.getTime() - 60_000), zone),
    ).toBeDefined();
    expect(
      statusQuestion(booking, 'completed', NIGHT, new Date('2027-01-07T10:00:00Z'), zone),
    ).toBeUndefined();
  });

  it('T6: reconfirming a cancelled booking asks first, and says the guest was refunded and pays at the restaurant', () => {
    const cancelled = { ...booking, status: 'cancelled' as const };
    const now = new Date('2026-12-20T12:00:00Z');
    const plain = statusQuestion(cancelled, 'confirmed', NIGHT, now, zone);
    expect(plain).toMatchObject({
      title: "Reconfirm Asha Rao's booking?",
      confirm: 'Reconfirm booking',
      keep: 'Keep cancelled',
    });
    expect(plain?.description).toContain('6 guests');
    expect(plain?.money).toBeUndefined();

    const refunded = statusQuestion(
      { ...cancelled, payment: deposit },
      'confirmed',
      NIGHT,
      now,
      zone,
    );
    expect(refunded?.money).toBe(
      'The guest was refunded ₹3,000.00 (their deposit). Reconfirming does not take it again: the whole bill is paid at the restaurant, and nothing is kept if the party does not come.',
    );
    const kept = { ...deposit, status: 'completed' as const, refunded: 0, refundStatus: null };
    expect(
      statusQuestion({ ...cancelled, payment: kept }, 'confirmed', NIGHT, now, zone)?.money,
    ).toContain('was kept at the cancellation and counts toward the bill again');
    const never = { ...deposit, status: 'pending' as const, refunded: 0, refundStatus: null };
    expect(
      statusQuestion({ ...cancelled, payment: never }, 'confirmed', NIGHT, now, zone)?.money,
    ).toContain('was never paid');
  });

  it('when a completion is undone (completed back to confirmed), then nothing is asked', () => {
    const completed = { ...booking, status: 'completed' as const };
    expect(
      statusQuestion(completed, 'confirmed', NIGHT, new Date('2026-12-20T12:00:00Z'), zone),
    ).toBeUndefined();
  });
});
