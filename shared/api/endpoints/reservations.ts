import type { Challenge } from 'altcha-lib';
import type { ManagedBookingDto } from '../../contracts/managed-booking';
import type { z } from 'zod';
import type {
  AvailabilityEntry,
  BookedReservationDto,
  MonthAvailabilityDto,
  EmailProofRequest,
  NearestNightsDto,
  ReplayedReservationDto,
  ReservationChange,
  ReservationDto,
  ReservationInput,
  TimeSlotDto,
  availabilityQuerySchema,
  monthAvailabilityQuerySchema,
  nearestNightsQuerySchema,
} from '../../contracts/reservation';
import type { GuestNeedsInput } from '../../contracts/dietary-needs';
import type {
  BookingCheckoutDto,
  VerifyBookingPaymentInput,
} from '../../contracts/booking-payments';
import { defineEndpoint as define, io } from '../endpoint';

// Bookings: the seatings, the seats left, guests' and staff's bookings, blocked seatings.

export const timeSlots = define({
  method: 'GET',
  path: '/api/time-slots',
  access: 'public',
  errors: [],
  io: io<{ response: TimeSlotDto[] }>,
});

/** Seats left in each seating of one night. */
export const availability = define({
  method: 'GET',
  path: '/api/availability',
  access: 'public',
  errors: ['invalid_input'],
  io: io<{ query: z.output<typeof availabilityQuerySchema>; response: AvailabilityEntry[] }>,
});

/** Every night of a month as the booking calendar marks it: open, full, closed, past, beyond. */
export const monthAvailability = define({
  method: 'GET',
  path: '/api/availability/month',
  access: 'public',
  errors: ['invalid_input'],
  io: io<{
    query: z.output<typeof monthAvailabilityQuerySchema>;
    response: MonthAvailabilityDto;
  }>,
});

/** The nights nearest a date where a seating still has room for the party. */
export const nearestNights = define({
  method: 'GET',
  path: '/api/availability/nearest',
  access: 'public',
  errors: ['invalid_input'],
  io: io<{ query: z.output<typeof nearestNightsQuerySchema>; response: NearestNightsDto }>,
});

/**
 * E-mails the address a link that proves it is the diner's (for a diner whose address or phone
 * others have booked with); always 202, whether or not the address has bookings.
 */
export const emailProof = define({
  method: 'POST',
  path: '/api/reservations/email-proof',
  access: 'public',
  errors: ['invalid_input', 'rate_limited'],
  io: io<{ body: EmailProofRequest; response: { message: string } }>,
});

/** A proof-of-work challenge for the booking form's robot check. */
export const challenge = define({
  method: 'GET',
  path: '/api/reservations/challenge',
  access: 'public',
  errors: ['rate_limited'],
  io: io<{ response: Challenge }>,
});

/**
 * A guest's booking. An `Idempotency-Key` header makes a retry book once; the retry is
 * answered with the booking's id and status only.
 */
export const create = define({
  method: 'POST',
  path: '/api/reservations',
  access: 'public',
  errors: [
    'invalid_input',
    'rate_limited',
    'challenge_required',
    'challenge_failed',
    'conflict',
    'guest_booking_limit',
    'email_proof_invalid',
    'idempotency_key_reused',
    'payments_unavailable',
    'gateway_unavailable',
  ],
  io: io<{
    body: ReservationInput;
    response: BookedReservationDto | ReplayedReservationDto | BookingCheckoutDto;
  }>,
});

/**
 * What the payment dialog handed back for a booking that pays now: a good signature confirms it
 * (and mails the confirmation); repeating it answers the same.
 */
export const verifyPayment = define({
  method: 'POST',
  path: '/api/reservations/verify-payment',
  access: 'public',
  errors: ['invalid_input', 'rate_limited', 'payment_verification_failed', 'payments_unavailable'],
  io: io<{ body: VerifyBookingPaymentInput; response: ReservationDto }>,
});

/** The guest's own booking, through the private link's token. */
export const manage = define({
  method: 'GET',
  path: '/api/reservations/manage/:token',
  access: 'public',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: ManagedBookingDto }>,
});

/**
 * The guest's change of night, seating or party. A larger party on a booking paid online answers
 * the payment dialog's order for the difference (the party holds its new seats until paid or the
 * hold ends); verify it with verifyPayment.
 */
export const changeByGuest = define({
  method: 'PATCH',
  path: '/api/reservations/manage/:token',
  access: 'public',
  errors: ['invalid_input', 'not_found', 'conflict', 'payments_unavailable', 'gateway_unavailable'],
  io: io<{ body: ReservationChange; response: ReservationDto | BookingCheckoutDto }>,
});

/** The guest's own needs and occasion, replaced; refused (409) within 24 hours of the seating. */
export const changeNeedsByGuest = define({
  method: 'PUT',
  path: '/api/reservations/manage/:token/needs',
  access: 'public',
  errors: ['invalid_input', 'not_found', 'conflict', 'dietary_needs_locked', 'rate_limited'],
  io: io<{ body: GuestNeedsInput; response: ReservationDto }>,
});

/** The guest's one tap on 'I'm coming' (the reminder's link): recorded once, answered as stored. */
export const confirmAttendance = define({
  method: 'POST',
  path: '/api/reservations/manage/:token/attendance',
  access: 'public',
  errors: ['invalid_input', 'not_found', 'conflict', 'rate_limited'],
  io: io<{ response: ReservationDto }>,
});

export const cancelByGuest = define({
  method: 'POST',
  path: '/api/reservations/manage/:token/cancel',
  access: 'public',
  errors: ['invalid_input', 'not_found', 'conflict'],
  io: io<{ response: ReservationDto }>,
});

export * from './reservations.staff';
