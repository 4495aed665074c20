import { z } from 'zod';
import { allergenCodes, type TastingCourse } from '../domain/dietary';
import { MAX_COURSE_NUMBER, MIN_COURSE_NUMBER } from './menu';
import { safeText } from './safe-input';

// Zod only (docs/decisions/001): the staff tasting-menu editor and /api/tasting-menu share these.

export const COURSE_NAME_MAX = 80;
export const COURSE_DESCRIPTION_MAX = 300;

const courseNumber = z
  .number({ error: 'Course number must be a whole number from 1 to 10' })
  .int('Course number must be a whole number from 1 to 10')
  .min(MIN_COURSE_NUMBER, 'Course number must be a whole number from 1 to 10')
  .max(MAX_COURSE_NUMBER, 'Course number must be a whole number from 1 to 10');

export const allergenSchema = z.enum(allergenCodes, { error: 'Unknown allergen' });

export const courseSchema = z.object({
  courseNumber,
  name: safeText(COURSE_NAME_MAX, { required: 'Each course needs a name' })
    .trim()
    .min(1, 'Each course needs a name'),
  description: safeText(COURSE_DESCRIPTION_MAX, {
    required: 'Each course needs a short description',
  }).trim(),
  allergens: z
    .array(allergenSchema, { error: 'List the allergens of the course' })
    .max(allergenCodes.length, 'List each allergen once')
    .refine((list) => new Set(list).size === list.length, 'List each allergen once'),
}) satisfies z.ZodType<TastingCourse>;
export type CourseInput = z.infer<typeof courseSchema>;

/**
 * PUT /api/tasting-menu/veg and /non-veg: the whole menu, one to ten courses whose numbers are
 * unique; stored in course order whatever order they arrive in.
 */
export const tastingMenuInputSchema = z.object({
  courses: z
    .array(courseSchema, { error: 'Send the menu as a list of courses' })
    .min(1, 'A menu needs at least one course')
    .max(MAX_COURSE_NUMBER, `A menu has at most ${MAX_COURSE_NUMBER} courses`)
    .superRefine((courses, ctx) => {
      const seen = new Set<number>();
      courses.forEach((c, i) => {
        if (seen.has(c.courseNumber)) {
          ctx.addIssue({
            code: 'custom',
            message: `Course ${c.courseNumber} is listed twice: each course number once`,
            path: [i, 'courseNumber'],
          });
        }
        seen.add(c.courseNumber);
      });
    }),
});
export type TastingMenuInput = z.infer<typeof tastingMenuInputSchema>;

export const tastingMenuParamSchema = z.enum(['veg', 'non-veg'], {
  error: 'The menu is veg or non-veg',
});

export const courseDtoSchema = z.object({
  courseNumber: z.number().int(),
  name: z.string(),
  description: z.string(),
  allergens: z.array(allergenSchema),
});
export type CourseDto = z.infer<typeof courseDtoSchema>;

/** GET /api/tasting-menu: both menus, each in course order. */
export const tastingMenuDtoSchema = z.object({
  veg: z.array(courseDtoSchema),
  nonVeg: z.array(courseDtoSchema),
});
export type TastingMenuDto = z.infer<typeof tastingMenuDtoSchema>;
