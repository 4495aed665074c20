import { z } from 'zod';
import { MAX_GUESTS, MIN_GUESTS } from '../constants';
import { attendanceMarks } from '../domain/attendance';
import { reservationSources, reservationStatuses } from '../domain/statuses';
import { safeText } from './safe-input';
import { dietaryNeedSchema, needsFields, needsFitMenus } from './dietary-needs';
import { occasionCodes } from '../domain/dietary';
import { bookingPaymentDtoSchema } from './booking-payments';

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

/** A yes or no; absent is no. */
export const messagingConsentField = z
  .boolean({ error: 'Tick the box, or leave it unticked' })
  .optional();

const courseCount = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(MAX_GUESTS, message);

export const reservationFields = z.object({
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
  /** The token of an e-mail confirmation link: the diner proved the address is theirs. */
  emailProof: safeText(1000, {
    tooLong: 'This e-mail confirmation link is not valid. Please ask for a new one.',
  }).optional(),
  /** 'Send updates on WhatsApp / SMS to this number': unticked (false) unless the diner ticks it. */
  messagingConsent: messagingConsentField,
  // Beside the spec's fields, all optional: each guest's needs and what the party celebrates.
  ...needsFields,
});

const courseFields = reservationFields.pick({ guests: true, vegCount: true, nonVegCount: true });

/** The menu split must seat every guest; checked as soon as the three counts are valid. */
const coursesMatchGuests = [
  (r: { guests: number; vegCount: number; nonVegCount: number }) =>
    r.vegCount + r.nonVegCount === r.guests,
  {
    message: COURSE_TOTAL_MESSAGE,
    path: ['vegCount'],
    // Even while other fields are still wrong, so the form shows it at once.
    when: (payload: { value: unknown }) => courseFields.safeParse(payload.value).success,
  },
] satisfies [unknown, unknown];

export const reservationFormSchema = reservationFields
  .refine(...coursesMatchGuests)
  .refine(...needsFitMenus);
export type ReservationInput = z.infer<typeof reservationFormSchema>;

/** What a guest may change through their private link: when, and how many at which menu. */
export const reservationChangeSchema = reservationFields
  .pick({
    date: true,
    timeSlot: true,
    guests: true,
    vegCount: true,
    nonVegCount: true,
    // A change that adds seats meets the booking's robot check when traffic looks abnormal.
    altcha: true,
  })
  .refine(...coursesMatchGuests);
export type ReservationChange = z.infer<typeof reservationChangeSchema>;

/** Staff's own fields: a walk-in may come without an e-mail; anything given must be valid. */
const staffReservationFields = reservationFields
  .pick({
    name: true,
    phone: true,
    date: true,
    timeSlot: true,
    guests: true,
    vegCount: true,
    nonVegCount: true,
    specialRequests: true,
    dietaryNeeds: true,
    occasion: true,
    occasionNote: true,
  })
  .extend({
    email: z.union([
      z.literal(''),
      safeText(200, { required: 'Valid email is required' })
        .trim()
        .email('Valid email is required'),
    ]),
  });

/** POST /api/reservations/staff: a booking taken on the phone or a party at the door. */
export const staffReservationSchema = staffReservationFields
  .extend({ source: z.enum(['phone', 'walk_in'], { error: 'Choose phone or walk-in' }) })
  .refine(...coursesMatchGuests)
  .refine(...needsFitMenus)
  .refine((r) => r.source === 'walk_in' || r.email !== '', {
    message: 'Valid email is required',
    path: ['email'],
  });
export type StaffReservationInput = z.infer<typeof staffReservationSchema>;

/** PATCH /api/reservations/{id}: staff correct a confirmed booking's details. */
export const staffReservationEditSchema = staffReservationFields
  .refine(...coursesMatchGuests)
  .refine(...needsFitMenus);
export type StaffReservationEdit = z.infer<typeof staffReservationEditSchema>;

/** GET /api/availability/nearest: other nights where a seating has room for a party. */
export const nearestNightsQuerySchema = z.object({
  date: isoDateSchema,
  /** One seating; without it, any seating of the night that seats the party. */
  timeSlot: seatingName.optional(),
  guests: reservationFields.shape.guests,
});

export const nearestNightsDtoSchema = z.object({
  /** Each night once, in date order. */
  nights: z.array(
    z.object({
      date: z.string(),
      /** The most seats left in one of `timeSlots`. */
      availableSeats: z.number().int(),
      /** The seatings of that night that seat the party, in service order. */
      timeSlots: z.array(z.string()),
    }),
  ),
});
export type NearestNightsDto = z.infer<typeof nearestNightsDtoSchema>;

export const CANCEL_REASON_MAX = 300;

export const reservationStatusUpdateSchema = z.object({
  status: z.enum(reservationStatuses, { error: 'Unknown status' }),
  /** Staff's words to the guest when cancelling; optional, and ignored for other moves. */
  reason: safeText(CANCEL_REASON_MAX, { multiline: true }).trim().optional(),
  /**
   * The toast's Undo: lets a completion just made return to confirmed (see
   * STATUS_UNDO_WINDOW_MS); an undone cancellation is an ordinary reconfirm.
   */
  undo: z.boolean().optional(),
});

export const availabilityQuerySchema = z.object({ date: isoDateSchema });

/** GET /api/service-sheet: the kitchen's prep for one night. */
export const serviceSheetQuerySchema = z.object({
  date: calendarDate('Give a date written yyyy-MM-dd'),
});

/** GET /api/availability/month: every night of one month, for the booking calendar. */
export const monthAvailabilityQuerySchema = z.object({
  month: z
    .string({ error: 'Give a month written yyyy-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give a month written yyyy-MM'),
});

export const nightStates = ['open', 'full', 'closed', 'past', 'beyond_window'] as const;

export const monthAvailabilityDtoSchema = z.object({
  month: z.string(),
  /** Today and the last night diners may book, on the restaurant's clock (yyyy-MM-dd). */
  today: z.string(),
  lastBookableDate: z.string(),
  nights: z.array(
    z.object({
      date: z.string(),
      /**
       * open: a seating has a seat; full: every seating that night is taken; closed: the
       * restaurant does not open (its weekly day off, or staff closed the whole night); past;
       * beyond_window: further ahead than bookings open.
       */
      state: z.enum(nightStates),
      /** Seats left across the night's open seatings. */
      seatsLeft: z.number().int(),
    }),
  ),
});
export type MonthAvailabilityDto = z.infer<typeof monthAvailabilityDtoSchema>;
export type NightState = (typeof nightStates)[number];

/** The longest stretch of nights closed in one step (a year of holidays). */
export const MAX_BLOCK_NIGHTS = 366;
export const BLOCK_REASON_MAX = 200;

/**
 * POST /api/blocked-slots: one seating on one night, as the spec has it, or (beside it) every
 * seating of the night (`wholeNight`) and a run of nights up to `toDate` (holidays). Bookings
 * already holding seats there are kept or cancelled as staff choose (`bookings`), with words
 * for the guests' e-mail (`message`); the server asks (409 bookings_affected) until they choose.
 */
export const blockSlotSchema = z
  .object({
    date: isoDateSchema,
    timeSlot: seatingName.optional(),
    wholeNight: z.boolean().optional(),
    toDate: calendarDate('Please select the last night to close').optional(),
    reason: safeText(BLOCK_REASON_MAX).trim().optional(),
    bookings: z
      .enum(['keep', 'cancel'], { error: 'Choose to keep or cancel the bookings' })
      .optional(),
    message: safeText(CANCEL_REASON_MAX, { multiline: true }).trim().optional(),
  })
  .refine((b) => b.wholeNight === true || Boolean(b.timeSlot), {
    message: 'Please select a time slot',
    path: ['timeSlot'],
  })
  .refine((b) => !b.toDate || b.toDate >= b.date, {
    message: 'The last night must be on or after the first',
    path: ['toDate'],
  })
  .refine(
    (b) => !b.toDate || (Date.parse(b.toDate) - Date.parse(b.date)) / 86_400_000 < MAX_BLOCK_NIGHTS,
    { message: `Close at most ${MAX_BLOCK_NIGHTS} nights at once`, path: ['toDate'] },
  );
export type BlockSlotInput = z.infer<typeof blockSlotSchema>;

/** GET /api/blocked-slots/affected: what a block would close, before staff confirm it. */
export const blockPreviewQuerySchema = z
  .object({
    date: isoDateSchema,
    timeSlot: seatingName.optional(),
    wholeNight: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    toDate: calendarDate('Please select the last night to close').optional(),
  })
  .refine((b) => b.wholeNight === true || Boolean(b.timeSlot), {
    message: 'Please select a time slot',
    path: ['timeSlot'],
  })
  .refine((b) => !b.toDate || b.toDate >= b.date, {
    message: 'The last night must be on or after the first',
    path: ['toDate'],
  });

/** A confirmed booking inside what staff are about to close. */
export const affectedBookingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  guests: z.number().int(),
});
export type AffectedBooking = z.infer<typeof affectedBookingSchema>;
export const blockPreviewDtoSchema = z.object({ bookings: z.array(affectedBookingSchema) });
export type BlockPreviewDto = z.infer<typeof blockPreviewDtoSchema>;

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
  .extend({
    availableSeats: z.number().int(),
    isAvailable: z.boolean(),
    /**
     * Why a seating takes nobody now: it has started, staff closed it that night, every seat is
     * taken, it is not offered at all, the restaurant is closed that weekday, or the night is
     * further ahead than bookings open; null while it is open.
     */
    unavailableReason: z
      .enum(['started', 'blocked', 'full', 'closed', 'closed_day', 'beyond_window'])
      .nullable(),
  });
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
  cancelledBy: z.enum(['guest', 'staff', 'system']).nullable(),
  /** Why the site cancelled it, e.g. 'payment not completed'. */
  cancelReason: z.string().nullable(),
  /** Paid when booking (deposit or prepaid); null: paid at the restaurant. */
  payment: bookingPaymentDtoSchema.nullable(),
  source: z.enum(reservationSources),
  /** Each guest's needs (one entry a guest who declared any) and the occasion, if any. */
  dietaryNeeds: z.array(dietaryNeedSchema),
  occasion: z.enum(occasionCodes).nullable(),
  occasionNote: z.string().nullable(),
  /** Whether the party came, as the floor marked it on the night; null until then. */
  attendance: z.enum(attendanceMarks).nullable(),
  /** When the guest said 'I'm coming' (the reminder's link or the manage page); null until. */
  attendanceConfirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReservationDto = z.infer<typeof reservationDtoSchema>;

/** A guest's counts in the guest book (staff only): the booking rows and the book share them. */
export const guestCountsSchema = z.object({
  id: z.number().int(),
  /** Evenings the guest came (marked arrived, or completed without a no-show). */
  visits: z.number().int(),
  noShows: z.number().int(),
  /** Staff keep a note about this guest. */
  hasNote: z.boolean(),
  /** The guest asked for updates on WhatsApp / SMS, and when they last said yes or no. */
  messagingConsent: z.boolean(),
  messagingConsentAt: z.string().nullable(),
});

/**
 * What staff see of a booking's guest beside it: the counts and staff's note, which the floor
 * and the printed service sheet need at the table. Never allergies the guest declared on other
 * bookings: each booking shows only its own party's needs (another party may share the address).
 */
export const bookingGuestDtoSchema = guestCountsSchema.extend({
  /** Staff's private note about the guest; empty when there is none. */
  note: z.string(),
});
export type BookingGuestDto = z.infer<typeof bookingGuestDtoSchema>;

/** GET /api/reservations (staff): each booking with its guest's history. */
export const staffReservationDtoSchema = reservationDtoSchema.extend({
  guest: bookingGuestDtoSchema.nullable(),
  /** The guest's answer to messages on WhatsApp / SMS (false for a booking without a guest). */
  messagingConsent: z.boolean(),
  messagingConsentAt: z.string().nullable(),
});
export type StaffReservationDto = z.infer<typeof staffReservationDtoSchema>;

/** PUT /api/reservations/{id}/attendance: the floor's mark, or null to take it back (undo). */
export const attendanceUpdateSchema = z.object({
  attendance: z.enum(attendanceMarks, { error: 'Choose arrived or no-show' }).nullable(),
});
export type AttendanceUpdate = z.infer<typeof attendanceUpdateSchema>;

/**
 * POST /api/reservations: the booking, the guest's private link (shown once) and how long the
 * evening lasts (the confirmation's calendar buttons use the length the server's invites use).
 */
export const bookedReservationDtoSchema = reservationDtoSchema.extend({
  manageUrl: z.string(),
  /** Sent with a guest's own booking (its confirmation offers the calendar buttons). */
  tastingMinutes: z.number().int().optional(),
});
export type BookedReservationDto = z.infer<typeof bookedReservationDtoSchema>;

/** A retried POST /api/reservations: only the id and status, never the guest's details. */
export const replayedReservationDtoSchema = reservationDtoSchema.pick({ id: true, status: true });
export type ReplayedReservationDto = z.infer<typeof replayedReservationDtoSchema>;

export const blockedSlotDtoSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  timeSlot: z.string(),
  reason: z.string().nullable(),
});
export type BlockedSlotDto = z.infer<typeof blockedSlotDtoSchema>;

/**
 * POST /api/blocked-slots answers the first block's fields (a one-seating block reads as
 * before), every block made, and which bookings were kept or cancelled.
 */
export const blockResultDtoSchema = blockedSlotDtoSchema.extend({
  blocked: z.array(blockedSlotDtoSchema),
  keptBookings: z.array(z.number().int()),
  cancelledBookings: z.array(z.number().int()),
});
export type BlockResultDto = z.infer<typeof blockResultDtoSchema>;
/** A diner asks for a link that proves an e-mail address is theirs (see emailProof endpoint). */
export const emailProofRequestSchema = z.object({
  email: safeText(200, { required: 'Valid email is required' })
    .trim()
    .email('Valid email is required'),
});
export type EmailProofRequest = z.infer<typeof emailProofRequestSchema>;
