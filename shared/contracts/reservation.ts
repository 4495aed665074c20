import { z } from 'zod';
import { MAX_GUESTS, MIN_GUESTS } from '../constants';
import { reservationStatuses, type ReservationStatus } from '../domain/statuses';
import { safeText } from './safe-input';

// Zod only (docs/decisions/001): the booking form and POST /api/reservations share it.

export const COURSE_TOTAL_MESSAGE =
  'Total of vegetarian and non-vegetarian courses must equal the number of guests';

/** A real calendar date written yyyy-MM-dd. */
export const isoDateSchema = z
  .string({ error: 'Please select a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please select a date')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Please select a date');

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

export const reservationStatusUpdateSchema = z.object({
  status: z.enum(reservationStatuses, { error: 'Unknown status' }),
});

export const availabilityQuerySchema = z.object({ date: isoDateSchema });

export const blockSlotSchema = z.object({
  date: isoDateSchema,
  timeSlot: seatingName,
  reason: safeText(200).trim().optional(),
});

export type AvailabilityEntry = {
  id: number;
  slot: string;
  startTime: string;
  endTime: string;
  availableSeats: number;
  isAvailable: boolean;
};

export type ReservationDto = {
  id: number;
  name: string;
  email: string;
  phone: string;
  date: string;
  timeSlot: string;
  guests: number;
  vegCount: number;
  nonVegCount: number;
  specialRequests: string | null;
  status: ReservationStatus;
  paymentStatus: string;
  paymentId: string | null;
  razorpayOrderId: string | null;
  /** Estimated bill in paise. */
  totalAmount: number | null;
  cancelledBy: 'guest' | 'staff' | null;
  createdAt: string;
};
