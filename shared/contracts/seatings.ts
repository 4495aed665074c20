import { z } from 'zod';
import { CANCEL_REASON_MAX } from './reservation';
import { safeText } from './safe-input';

// Zod only (docs/decisions/001): the Seatings screen and /api/time-slots writes share these.

export const SEATING_CAPACITY_MIN = 1;
export const SEATING_CAPACITY_MAX = 200;
export const SEATING_ORDER_MAX = 1000;

const CAPACITY_MESSAGE = `Seats must be a whole number from ${SEATING_CAPACITY_MIN} to ${SEATING_CAPACITY_MAX}`;

export const seatingCapacitySchema = z
  .number({ error: CAPACITY_MESSAGE })
  .int(CAPACITY_MESSAGE)
  .min(SEATING_CAPACITY_MIN, CAPACITY_MESSAGE)
  .max(SEATING_CAPACITY_MAX, CAPACITY_MESSAGE);

const clockTime = (what: string) =>
  z
    .string({ error: `Give the ${what} as HH:mm` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Give the ${what} as HH:mm (24-hour)`);

const orderSchema = z
  .number({ error: 'Order must be a whole number' })
  .int('Order must be a whole number')
  .min(0, 'Order must be 0 or more')
  .max(SEATING_ORDER_MAX, `Order must be at most ${SEATING_ORDER_MAX}`);

/**
 * What happens to the booked parties a change would leave without seats: moved to another
 * seating of the same night (`moveTo`, its label), or cancelled with staff's message mailed to
 * them. Without it, such a change is refused with the nights it concerns.
 */
const partiesFields = {
  bookings: z
    .enum(['move', 'cancel'], { error: 'Choose to move or cancel the bookings' })
    .optional(),
  moveTo: safeText(50).trim().min(1, 'Choose the seating to move them to').optional(),
  message: safeText(CANCEL_REASON_MAX, { multiline: true }).trim().optional(),
};

const movedNeedsTarget = [
  (b: { bookings?: 'move' | 'cancel'; moveTo?: string }) => b.bookings !== 'move' || !!b.moveTo,
  { message: 'Choose the seating to move them to', path: ['moveTo'] as PropertyKey[] },
] as const;

const endsAfterStart = [
  (b: { startTime?: string; endTime?: string }) =>
    !b.startTime || !b.endTime || b.endTime > b.startTime,
  { message: 'The seating must end after it starts', path: ['endTime'] as PropertyKey[] },
] as const;

/** PUT /api/time-slots/:id: any of the seating's seats, times, order, or whether it is offered. */
export const timeSlotUpdateSchema = z
  .object({
    maxCapacity: seatingCapacitySchema.optional(),
    isActive: z.boolean({ error: 'Active is true or false' }).optional(),
    order: orderSchema.optional(),
    startTime: clockTime('start time').optional(),
    endTime: clockTime('end time').optional(),
    ...partiesFields,
  })
  .refine(...endsAfterStart)
  .refine(...movedNeedsTarget);
export type TimeSlotUpdate = z.infer<typeof timeSlotUpdateSchema>;

/** POST /api/time-slots: a new seating; its label is made from its times unless one is given. */
export const timeSlotCreateSchema = z
  .object({
    slot: safeText(50).trim().min(1, 'Give the seating a label').optional(),
    startTime: clockTime('start time'),
    endTime: clockTime('end time'),
    maxCapacity: seatingCapacitySchema.default(10),
    isActive: z.boolean({ error: 'Active is true or false' }).default(true),
    order: orderSchema.optional(),
  })
  .refine(...endsAfterStart);
export type TimeSlotCreate = z.infer<typeof timeSlotCreateSchema>;

/** One night a change concerns: the seating there, what is booked, and what would be left. */
export const affectedNightSchema = z.object({
  date: z.string(),
  timeSlot: z.string(),
  /** Seats booked that night in that seating. */
  booked: z.number().int(),
  /** The seats the change would leave it (0 when retired or re-timed). */
  capacity: z.number().int(),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      guests: z.number().int(),
    }),
  ),
});
export type AffectedNight = z.infer<typeof affectedNightSchema>;

/** A seating write's answer: the seating, and the parties moved or cancelled on the way. */
export const seatingChangeDtoSchema = z.object({
  id: z.number().int(),
  slot: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  maxCapacity: z.number().int(),
  isActive: z.boolean(),
  order: z.number().int(),
  movedBookings: z.array(z.number().int()),
  cancelledBookings: z.array(z.number().int()),
});
export type SeatingChangeDto = z.infer<typeof seatingChangeDtoSchema>;

/** '7:00 PM - 8:00 PM' from 19:00 and 20:00: the label a seating's times give it. */
export function seatingLabel(startTime: string, endTime: string): string {
  const clock = (t: string) => {
    const [h, m] = t.split(':').map(Number) as [number, number];
    const hour = h % 12 === 0 ? 12 : h % 12;
    return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  };
  return `${clock(startTime)} - ${clock(endTime)}`;
}
