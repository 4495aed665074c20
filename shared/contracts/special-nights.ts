import { z } from 'zod';
import { specialNightPayments } from '../schema/special-nights';
import { calendarDate } from './reservation';
import { safeText } from './safe-input';
import { seatingCapacitySchema } from './seatings';
import { courseDtoSchema, tastingMenuInputSchema } from './tasting-menu';

// Zod only (docs/decisions/001): the Special nights screen and /api/special-nights share these.

export const SPECIAL_NIGHT_NAME_MAX = 80;
/** The longest run of nights one special night covers. */
export const MAX_SPECIAL_NIGHTS = 31;
export const SPECIAL_PRICE_MAX_RUPEES = 100_000;

const rupees = (what: string) =>
  z
    .number({ error: `${what} must be whole rupees` })
    .int(`${what} must be whole rupees`)
    .min(1, `${what} must be at least ₹1`)
    .max(SPECIAL_PRICE_MAX_RUPEES, `${what} must be at most ₹${SPECIAL_PRICE_MAX_RUPEES}`);

export const specialNightInputSchema = z
  .object({
    name: safeText(SPECIAL_NIGHT_NAME_MAX, { required: 'Give the night a name' })
      .trim()
      .min(1, 'Give the night a name'),
    date: calendarDate('Please select a date'),
    /** The last night of a run; the same night when left out. */
    toDate: calendarDate('Please select the last night').optional(),
    capacities: z
      .array(
        z.object({
          timeSlotId: z.number({ error: 'Choose a seating' }).int('Choose a seating').min(1),
          maxCapacity: seatingCapacitySchema,
        }),
        { error: 'Send the seats as a list' },
      )
      .max(50)
      .refine(
        (list) => new Set(list.map((c) => c.timeSlotId)).size === list.length,
        'List each seating once',
      )
      .default([]),
    menu: z
      .object({
        name: safeText(SPECIAL_NIGHT_NAME_MAX, { required: 'Give the menu a name' })
          .trim()
          .min(1, 'Give the menu a name'),
        courses: tastingMenuInputSchema.shape.courses,
      })
      .nullable()
      .default(null),
    pricePerGuestRupees: rupees('The price per guest').nullable().default(null),
    payment: z.enum(specialNightPayments, { error: 'Unknown payment' }).default('usual'),
    depositPerGuestRupees: rupees('The deposit per guest').nullable().default(null),
  })
  .refine((b) => !b.toDate || b.toDate >= b.date, {
    message: 'The last night must be on or after the first',
    path: ['toDate'],
  })
  .refine(
    (b) =>
      !b.toDate || (Date.parse(b.toDate) - Date.parse(b.date)) / 86_400_000 < MAX_SPECIAL_NIGHTS,
    { message: `A special night covers at most ${MAX_SPECIAL_NIGHTS} nights`, path: ['toDate'] },
  )
  .refine((b) => b.payment !== 'deposit' || b.depositPerGuestRupees !== null, {
    message: 'Give the deposit per guest',
    path: ['depositPerGuestRupees'],
  });
export type SpecialNightInput = z.infer<typeof specialNightInputSchema>;

export const specialNightDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  toDate: z.string(),
  capacities: z.array(z.object({ timeSlotId: z.number().int(), maxCapacity: z.number().int() })),
  menu: z.object({ name: z.string(), courses: z.array(courseDtoSchema) }).nullable(),
  pricePerGuestRupees: z.number().int().nullable(),
  payment: z.enum(specialNightPayments),
  depositPerGuestRupees: z.number().int().nullable(),
});
export type SpecialNightDto = z.infer<typeof specialNightDtoSchema>;

/** GET /api/special-nights/upcoming: what diners see of the special nights ahead. */
export const publicSpecialNightSchema = specialNightDtoSchema.omit({ capacities: true });
export type PublicSpecialNightDto = z.infer<typeof publicSpecialNightSchema>;
