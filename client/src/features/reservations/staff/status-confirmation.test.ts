import { describe, expect, it } from 'vitest';
import { NIGHT } from './reservation-fixture';
import { statusQuestion } from './status-confirmation';

const booking = { name: 'Asha Rao', date: '2027-01-05', timeSlot: 'First seating' };
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

  it('when staff reconfirm, then nothing is asked', () => {
    expect(
      statusQuestion(booking, 'confirmed', NIGHT, new Date('2026-12-20T12:00:00Z'), zone),
    ).toBeUndefined();
  });
});
