import { describe, expect, it } from 'vitest';
import { reservationFixture } from './reservation-fixture';
import {
  filterReservations,
  paymentStatusLabel,
  reservationsCsv,
  shortPaymentId,
} from './reservation-filters';

const r = reservationFixture;

describe('staff reservation list rules', () => {
  const list = [
    r({ id: 1, date: '2027-01-05', timeSlot: '9:00 PM - 10:00 PM' }),
    r({ id: 2, date: '2027-01-06', timeSlot: '8:00 PM - 9:00 PM', status: 'completed' }),
    r({
      id: 3,
      date: '2027-01-05',
      timeSlot: '7:00 PM - 8:00 PM',
      status: 'cancelled',
      name: 'Vikram Shah',
      email: 'vik@example.com',
      phone: '080-2222-3333',
    }),
  ];

  it('when listed, then newest date first and earlier seating first within a date', () => {
    expect(filterReservations(list, 'all', '').map((x) => x.id)).toEqual([2, 3, 1]);
  });

  it('when filtered, then Upcoming means confirmed', () => {
    expect(filterReservations(list, 'upcoming', '').map((x) => x.id)).toEqual([1]);
    expect(filterReservations(list, 'cancelled', '').map((x) => x.id)).toEqual([3]);
  });

  it('when searching, then name, e-mail and phone digits match', () => {
    expect(filterReservations(list, 'all', 'vikram').map((x) => x.id)).toEqual([3]);
    expect(filterReservations(list, 'all', '22223333').map((x) => x.id)).toEqual([3]);
    expect(filterReservations(list, 'all', 'ASHA@').map((x) => x.id)).toEqual([2, 1]);
  });

  it('when payment facts are shown, then unknown statuses read Not Recorded and ids are cut to 15', () => {
    expect(paymentStatusLabel('not_paid')).toBe('Not Recorded');
    expect(paymentStatusLabel('completed')).toBe('Completed');
    expect(shortPaymentId('pay_1234567890abcdefgh')).toBe('pay_1234567890a…');
  });

  it('when exported, then the CSV quotes commas and defuses formulas', () => {
    const csv = reservationsCsv([r({ name: '=HYPERLINK("x")', specialRequests: 'Nuts, please' })]);
    expect(csv.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"Nuts, please"');
  });
});
