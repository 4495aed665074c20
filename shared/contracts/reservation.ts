import { z } from 'zod';
import { MAX_GUESTS, MIN_GUESTS } from '../constants';
import { reservationStatuses } from '../domain/statuses';
import { safeText } from './safe-input';

// Zod only (docs/decisions/001): the booking form and POST /api/reservations share it.

export const COURSE_TOTAL_MESSAGE =
  'Total of vegetarian and non-vegetarian courses must equal the number of guests';

/** A real calendar date written yyyy-MM-dd; `message` when it is missing or not one. */
export const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, message);

export const isoDateSchema = calendarDate('Please select a date');

/** A seating's name as the booking form sends it, e.g. '7:00 PM - 8:00 PM'. */
const seatingName = safeText(50, { required: 'Please select a time slot' }).min(
  1,
  'Please select a time slot',
);

const courseCount = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(MAX_GUESTS, message);

const reservationFields = z.object({
  name: safeText(100, { required: 'Name is required' }).trim().min(1, 'Name is required'),
  email: safeText(200, { required: 'Valid email is required' })
    .trim()
    .email('Valid email is required'),
  phone: safeText(30, { required: 'Phone number is required', tooLong: 'Phone number is too long' })
    .trim()
    .min(1, 'Phone number is required'),
  date: isoDateSchema,
  timeSlot: seatingName,
  guests: z.coerce
    .number({ error: 'Please select number of guests' })
    .int('Please select number of guests')
    .min(MIN_GUESTS, 'Please select number of guests')
    .max(MAX_GUESTS, 'Please select number of guests'),
  vegCount: courseCount('Please enter number of vegetarian courses'),
  nonVegCount: courseCount('Please enter number of non-vegetarian courses'),
  specialRequests: safeText(1000, {
    multiline: true,
    tooLong: 'Please keep special requests under 1000 characters',
  })
    .trim()
    .optional(),
  /**
   * The booking form sends 'confirmed'; the server owns a new booking's status and ignores
   * whatever arrives here.
   */
  status: z.unknown().optional(),
  /** Honeypot: a field people never see; bots fill it. */
  website: z.string().max(0, 'Unable to complete your booking').optional(),
  /** The robot check's solution (under 1 KB of base64), sent only when the server asks for one. */
  altcha: safeText(4000, {
    tooLong: 'This robot check is not valid. Please let it run again.',
  }).optional(),
});

const courseFields = reservationFields.pick({ guests: true, vegCount: true, nonVegCount: true });

export const reservationFormSchema = reservationFields.refine(
  (r) => r.vegCount + r.nonVegCount === r.guests,
  {
    message: COURSE_TOTAL_MESSAGE,
    path: ['vegCount'],
    // Checked as soon as the three counts are valid, even while other fields are still wrong.
    when: (payload) => courseFields.safeParse(payload.value).success,
  },
);
export type ReservationInput = z.infer<typeof reservationFormSchema>;

export const CANCEL_REASON_MAX = 300;

export const reservationStatusUpdateSchema = z.object({
  status: z.enum(reservationStatuses, { error: 'Unknown status' }),
  /** Staff's words to the guest when cancelling; optional, and ignored for other moves. */
  reason: safeText(CANCEL_REASON_MAX, { multiline: true }).trim().optional(),
});

export const availabilityQuerySchema = z.object({ date: isoDateSchema });

export const blockSlotSchema = z.object({
  date: isoDateSchema,
  timeSlot: seatingName,
  reason: safeText(200).trim().optional(),
});

// Response DTOs: what the API answers, never a table row. The server's mappers build them and
// the client reads their types.

/** A seating as GET /api/time-slots answers it; staff edit these rows, nothing else lists them. */
export const timeSlotDtoSchema = z.object({
  id: z.number().int(),
  slot: z.string(),
  /** HH:mm, 24-hour, in the restaurant's time zone. */
  startTime: z.string(),
  endTime: z.string(),
  maxCapacity: z.number().int(),
  isActive: z.boolean(),
  /** Service order: the first seating of the night is lowest. */
  order: z.number().int(),
});
export type TimeSlotDto = z.infer<typeof timeSlotDtoSchema>;

/** A seating on one date, with the seats a booking may still take. */
export const availabilityEntrySchema = timeSlotDtoSchema
  .pick({ id: true, slot: true, startTime: true, endTime: true })
  .extend({ availableSeats: z.number().int(), isAvailable: z.boolean() });
export type AvailabilityEntry = z.infer<typeof availabilityEntrySchema>;

export const reservationDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  guests: z.number().int(),
  vegCount: z.number().int(),
  nonVegCount: z.number().int(),
  specialRequests: z.string().nullable(),
  status: z.enum(reservationStatuses),
  paymentStatus: z.string(),
  paymentId: z.string().nullable(),
  razorpayOrderId: z.string().nullable(),
  /** Estimated bill in paise. */
  totalAmount: z.number().int().nullable(),
  cancelledBy: z.enum(['guest', 'staff']).nullable(),
  createdAt: z.string(),
});
export type ReservationDto = z.infer<typeof reservationDtoSchema>;

/** POST /api/reservations: the booking, and the guest's private link (shown once). */
export const bookedReservationDtoSchema = reservationDtoSchema.extend({ manageUrl: z.string() });
export type BookedReservationDto = z.infer<typeof bookedReservationDtoSchema>;

/** A retried POST /api/reservations: only the id and status, never the guest's details. */
export const replayedReservationDtoSchema = reservationDtoSchema.pick({ id: true, status: true });

export const blockedSlotDtoSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  timeSlot: z.string(),
  reason: z.string().nullable(),
});
export type BlockedSlotDto = z.infer<typeof blockedSlotDtoSchema>;
