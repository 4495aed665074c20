import { describe, expect, it } from 'vitest';
import { staffReservationEditSchema, staffReservationSchema } from '@shared/contracts/reservation';
import { editBookingValues, editPayload, newBookingValues } from './booking-form-values';
import { reservationFixture } from '@/lib/reservations/reservation-fixture';
import { menusForPartySize as splitForGuests, restOfParty } from '@/lib/reservations/menu-split';

describe('staff booking form values', () => {
  it('when staff add a booking, then it starts as a phone booking for the date given, two guests on the non-vegetarian menu', () => {
    expect(newBookingValues('2027-01-05')).toMatchObject({
      source: 'phone',
      date: '2027-01-05',
      timeSlot: '',
      guests: 2,
      vegCount: 0,
      nonVegCount: 2,
    });
  });

  it('when a walk-in leaves the e-mail empty, then the shared schema accepts it; a phone booking needs one', () => {
    const filled = {
      ...newBookingValues('2027-01-05'),
      name: 'Asha Rao',
      phone: '+91 98450 12345',
      timeSlot: 'First seating',
    };
    expect(staffReservationSchema.safeParse({ ...filled, source: 'walk_in' }).success).toBe(true);
    const phone = staffReservationSchema.safeParse(filled);
    expect(phone.success).toBe(false);
    expect(phone.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Valid email is required'],
    ]);
  });

  it('when staff edit a booking, then the form holds its details, and the body sent leaves out the source', () => {
    const booking = reservationFixture({
      specialRequests: null,
      source: 'online',
      guests: 3,
      nonVegCount: 2,
    });
    const values = editBookingValues(booking);
    expect(values).toMatchObject({ source: 'phone', name: booking.name, specialRequests: '' });
    const parsed = staffReservationSchema.parse(values);
    const body = editPayload(parsed);
    expect(body).not.toHaveProperty('source');
    expect(staffReservationEditSchema.parse(body)).toEqual(body);
    expect(editBookingValues(reservationFixture({ source: 'walk_in' })).source).toBe('walk_in');
  });

  it('when staff edit a booking with needs and an occasion, then the form holds them, and taking them away sends an empty list and no occasion, so they clear', () => {
    const need = { menu: 'non-veg' as const, allergens: ['tree_nuts' as const], preferences: [] };
    const booking = reservationFixture({
      dietaryNeeds: [need],
      occasion: 'birthday',
      occasionNote: 'Her 40th',
    });
    const values = editBookingValues(booking);
    expect(values).toMatchObject({
      dietaryNeeds: [need],
      occasion: 'birthday',
      occasionNote: 'Her 40th',
    });
    const cleared = editPayload(
      staffReservationSchema.parse({ ...values, dietaryNeeds: undefined, occasion: undefined }),
    );
    expect(cleared).toMatchObject({ dietaryNeeds: [], occasion: null });
  });

  it('when the party size or one menu changes, then the menus are coupled as the booking rules say', () => {
    expect(splitForGuests(5)).toEqual({ vegCount: 0, nonVegCount: 5 });
    expect(restOfParty(5, 2)).toBe(3);
    expect(restOfParty(5, 7)).toBe(0);
    expect(restOfParty(5, Number(''))).toBe(5);
    expect(restOfParty(5, Number.NaN)).toBe(5);
  });
});
