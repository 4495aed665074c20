import { z } from 'zod';
import { allergenCodes, ingredientCodes, type TastingCourse } from '../domain/dietary';
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
export const ingredientSchema = z.enum(ingredientCodes, { error: 'Unknown ingredient' });

const uniqueCodes = <T extends z.ZodType>(item: T, what: string, max: number) =>
  z
    .array(item, { error: `List the ${what} of the course` })
    .max(max, `List each ${what.replace(/s$/, '')} once`)
    .refine(
      (list) => new Set(list).size === list.length,
      `List each ${what.replace(/s$/, '')} once`,
    );

export const courseSchema = z.object({
  courseNumber,
  name: safeText(COURSE_NAME_MAX, { required: 'Each course needs a name' })
    .trim()
    .min(1, 'Each course needs a name'),
  description: safeText(COURSE_DESCRIPTION_MAX, {
    required: 'Each course needs a short description',
  }).trim(),
  allergens: uniqueCodes(allergenSchema, 'allergens', allergenCodes.length),
  /** Left out by a client that predates it: the course then holds none of them. */
  ingredients: uniqueCodes(ingredientSchema, 'ingredients', ingredientCodes.length).default([]),
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
  /** The other ingredients a diet leaves out (onion, garlic, honey...), beside the allergens. */
  ingredients: z.array(ingredientSchema),
});
export type CourseDto = z.infer<typeof courseDtoSchema>;

/** GET /api/tasting-menu: both menus, each in course order. */
export const tastingMenuDtoSchema = z.object({
  veg: z.array(courseDtoSchema),
  nonVeg: z.array(courseDtoSchema),
});
export type TastingMenuDto = z.infer<typeof tastingMenuDtoSchema>;
