import { z } from 'zod';
import {
  courseTagCodes,
  DIETARY_NOTE_MAX,
  needsMismatch,
  occasionCodes,
  preferenceCodes,
  tastingMenus,
  type DietaryNeed,
} from '../domain/dietary';
import { MAX_GUESTS } from '../constants';
import { safeText } from './safe-input';
import { allergenSchema } from './tasting-menu';

// Zod only (docs/decisions/001): each guest's needs and the occasion, as the booking form, the
// staff form, the manage page and the API take them.

const note = safeText(DIETARY_NOTE_MAX, {
  tooLong: `Please keep the note under ${DIETARY_NOTE_MAX} characters`,
}).trim();

const uniqueList = <T extends z.ZodType>(item: T, what: string) =>
  z
    .array(item, { error: `List the ${what}` })
    .refine((list) => new Set(list).size === list.length, `List each of the ${what} once`);

export const dietaryNeedSchema = z.object({
  menu: z.enum(tastingMenus, { error: 'Choose the vegetarian or non-vegetarian menu' }),
  allergens: uniqueList(allergenSchema, 'allergens'),
  preferences: uniqueList(z.enum(preferenceCodes, { error: 'Unknown preference' }), 'preferences'),
  note: note.optional(),
}) satisfies z.ZodType<DietaryNeed>;
export type DietaryNeedInput = z.infer<typeof dietaryNeedSchema>;

/** The needs and occasion fields, optional, as they sit beside a booking's other fields. */
export const needsFields = {
  /** One entry a guest at most; the refinement below checks them against the menus. */
  dietaryNeeds: z
    .array(dietaryNeedSchema, { error: 'Send dietary needs as a list, one entry a guest' })
    .max(MAX_GUESTS, `At most ${MAX_GUESTS} guests' dietary needs`)
    .optional(),
  /** null or absent on a new booking: no occasion; on a staff edit absent keeps it, null clears it. */
  occasion: z.enum(occasionCodes, { error: 'Unknown occasion' }).nullable().optional(),
  /** Kept only with an occasion: it says what the occasion is. */
  occasionNote: note.optional(),
};

/** The needs fit the party's menus: see needsMismatch; reported on dietaryNeeds. */
export const needsFitMenus = [
  (r: { dietaryNeeds?: DietaryNeed[] | undefined; vegCount: number; nonVegCount: number }) =>
    needsMismatch(r.dietaryNeeds ?? [], r) === undefined,
  {
    // zod's refine takes a function for the message too: the mismatch says which menu.
    error: (issue: { input: unknown }) => {
      const r = issue.input as {
        dietaryNeeds?: DietaryNeed[];
        vegCount: number;
        nonVegCount: number;
      };
      return needsMismatch(r.dietaryNeeds ?? [], r) ?? 'The dietary needs do not fit the menus';
    },
    path: ['dietaryNeeds'],
  },
] satisfies [unknown, unknown];

/**
 * PUT /api/reservations/manage/{token}/needs: the guest's own needs and occasion, both replaced
 * (an occasion left out is none).
 */
export const guestNeedsSchema = z.object({
  dietaryNeeds: needsFields.dietaryNeeds.unwrap(),
  occasion: needsFields.occasion,
  occasionNote: needsFields.occasionNote,
});
export type GuestNeedsInput = z.infer<typeof guestNeedsSchema>;

const courseTag = z.enum(courseTagCodes);

/** What GET /api/service-sheet answers for one seating: the kitchen's prep for it. */
export const seatingPrepDtoSchema = z.object({
  slot: z.string(),
  /**
   * The special night the date falls on, if any: its name and its own menu (in course order),
   * which the kitchen cooks for every guest that night. Null (or absent) on a usual night.
   */
  specialNight: z
    .object({
      name: z.string(),
      menu: z
        .object({
          name: z.string(),
          courses: z.array(z.object({ courseNumber: z.number().int(), name: z.string() })),
        })
        .nullable(),
    })
    .nullable()
    .optional(),
  /** Parties holding seats (confirmed and completed) and their guests. */
  parties: z.number().int(),
  covers: z.number().int(),
  veg: z.number().int(),
  nonVeg: z.number().int(),
  /** Guests declaring each allergen; an allergen nobody declared is left out. */
  allergens: z.record(z.string(), z.number().int()),
  preferences: z.record(z.string(), z.number().int()),
  /**
   * Per course and allergen: guests on that menu who must avoid that allergen of the course,
   * because they declared it or because their diet leaves it out (milk for a vegan).
   */
  substitutions: z.array(
    z.object({
      menu: z.enum(tastingMenus),
      courseNumber: z.number().int(),
      course: z.string(),
      allergen: allergenSchema,
      guests: z.number().int(),
    }),
  ),
  /**
   * Per course: the alternative plates to make, each guest once however many of their allergens
   * the course holds (the substitutions split the same guests by allergen).
   */
  alternatives: z.array(
    z.object({
      menu: z.enum(tastingMenus),
      courseNumber: z.number().int(),
      course: z.string(),
      guests: z.number().int(),
      /** What to leave out of the course and for how many: allergens and other ingredients. */
      tags: z.array(z.object({ tag: courseTag, guests: z.number().int() })),
      /**
       * Whom the plates are for: each guest by party and guest number (their entry's place in the
       * booking's needs), what of this course they avoid and the diets that leave it out.
       */
      diners: z.array(
        z.object({
          party: z.string(),
          guest: z.number().int(),
          avoids: z.array(courseTag),
          diets: z.array(z.enum(preferenceCodes)),
        }),
      ),
    }),
  ),
  occasions: z.array(
    z.object({
      name: z.string(),
      occasion: z.enum(occasionCodes),
      note: z.string().nullable(),
    }),
  ),
});
export type SeatingPrepDto = z.infer<typeof seatingPrepDtoSchema>;
