import type { z } from 'zod';
import type {
  ReservationDto,
  StaffReservationEdit,
  StaffReservationInput,
  staffReservationSchema,
} from '@shared/contracts/reservation';
import { menusForPartySize } from '@/lib/reservations/menu-split';

/** What the staff booking form holds while it is filled in (counts may still be text). */
export type StaffBookingValues = z.input<typeof staffReservationSchema>;

/** The party size a new booking starts with, all on the non-vegetarian menu. */
const DEFAULT_GUESTS = 2;

/** A blank phone booking for `date`; staff switch to Walk-in when the party is at the door. */
export function newBookingValues(date: string): StaffBookingValues {
  return {
    source: 'phone',
    name: '',
    email: '',
    phone: '',
    date,
    timeSlot: '',
    guests: DEFAULT_GUESTS,
    ...menusForPartySize(DEFAULT_GUESTS),
    specialRequests: '',
    dietaryNeeds: [],
    occasion: null,
  };
}

/**
 * The form filled with a booking to correct. Its source cannot change; an online booking is
 * held to the phone rules (an e-mail is needed), a walk-in keeps its optional e-mail.
 */
export function editBookingValues(booking: ReservationDto): StaffBookingValues {
  return {
    source: booking.source === 'walk_in' ? 'walk_in' : 'phone',
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    date: booking.date,
    timeSlot: booking.timeSlot,
    guests: booking.guests,
    vegCount: booking.vegCount,
    nonVegCount: booking.nonVegCount,
    specialRequests: booking.specialRequests ?? '',
    dietaryNeeds: booking.dietaryNeeds,
    occasion: booking.occasion,
    ...(booking.occasionNote ? { occasionNote: booking.occasionNote } : {}),
  };
}

/**
 * The PATCH body of an edit: every field but the source, which an edit never changes. The needs
 * and the occasion are always sent, so taking them all away clears them (left out, they stay).
 */
export function editPayload(input: StaffReservationInput): StaffReservationEdit {
  const { source: _source, ...rest } = input;
  return { ...rest, dietaryNeeds: rest.dietaryNeeds ?? [], occasion: rest.occasion ?? null };
}
