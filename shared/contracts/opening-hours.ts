import { z } from 'zod';
import { DAYS_OF_WEEK } from '../constants';

// Zod only: the week as it is stored, and as GET /api/site-settings/contact answers it.

const clockTime = z
  .string({ error: 'Enter a time such as 19:00' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 19:00');

export const openingDaySchema = z
  .object({
    day: z.enum(DAYS_OF_WEEK, { error: 'Unknown day' }),
    open: z.boolean({ error: 'Say whether this day is open' }),
    opens: clockTime,
    closes: clockTime,
  })
  .refine((d) => !d.open || d.opens !== d.closes, {
    message: 'Opening and closing times must differ',
    path: ['closes'],
  });

/** The whole week, Monday to Sunday, in that order. */
export const openingWeekSchema = z.object({
  days: z
    .array(openingDaySchema)
    .length(7, 'Give all seven days, Monday to Sunday')
    .refine((days) => days.every((d, i) => d.day === DAYS_OF_WEEK[i]), {
      message: 'Give all seven days, Monday to Sunday',
    }),
});
export type OpeningWeekInput = z.infer<typeof openingWeekSchema>;

export const openingWeekDtoSchema = z.object({
  days: z.array(
    z.object({
      day: z.enum(DAYS_OF_WEEK),
      open: z.boolean(),
      opens: z.string(),
      closes: z.string(),
    }),
  ),
  /** True while staff have set nothing: the site shows its default hours. */
  isDefault: z.boolean(),
});
