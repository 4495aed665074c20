/**
 * What a guest may tell the kitchen, and the two tasting menus it is checked against: the
 * allergens (the fourteen that Indian and EU food law make restaurants declare) and the other
 * ingredients diets leave out, the diets (preferences.ts says what each leaves out), the
 * occasions. Contracts, the database column types, the booking form, the staff screens, the
 * prep sheet and the e-mails all read these lists, so a code and its words live here only.
 */

import { ALLERGEN_LABELS, listWords, type AllergenCode } from './allergens';
import {
  courseTagCodes,
  tagsOfCourse,
  tagWords,
  type CourseTag,
  type IngredientCode,
} from './course-tags';
import {
  PREFERENCE_LABELS,
  PREFERENCE_RULES,
  uncheckedPreferences,
  type PreferenceCode,
} from './preferences';

export const tastingMenus = ['veg', 'non-veg'] as const;
export type TastingMenuCode = (typeof tastingMenus)[number];

export const TASTING_MENU_LABELS: Readonly<Record<TastingMenuCode, string>> = {
  veg: 'Vegetarian menu',
  'non-veg': 'Non-vegetarian menu',
};

export { ALLERGEN_LABELS, allergenCodes, allergenWords, type AllergenCode } from './allergens';
export {
  PREFERENCE_LABELS,
  PREFERENCE_RULES,
  preferenceCodes,
  uncheckedPreferences,
  type PreferenceCode,
} from './preferences';
export {
  COURSE_TAG_LABELS,
  courseTagCodes,
  INGREDIENT_COVERS,
  INGREDIENT_LABELS,
  ingredientCodes,
  tagWords,
  type CourseTag,
  type IngredientCode,
} from './course-tags';

export const occasionCodes = [
  'birthday',
  'anniversary',
  'business',
  'celebration',
  'other',
] as const;
export type OccasionCode = (typeof occasionCodes)[number];

export const OCCASION_LABELS: Readonly<Record<OccasionCode, string>> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  business: 'Business dinner',
  celebration: 'Celebration',
  other: 'Other occasion',
};

/** A note on a guest's needs or on the occasion. */
export const DIETARY_NOTE_MAX = 200;

/**
 * Guests change their needs through the manage link until this long before the seating; after
 * that the kitchen has shopped and planned, and a change is a phone call.
 */
export const NEEDS_CHANGE_CUTOFF_HOURS = 24;

/** One guest's needs: the menu they eat, what they must avoid, how they eat. */
export type DietaryNeed = {
  menu: TastingMenuCode;
  allergens: AllergenCode[];
  preferences: PreferenceCode[];
  note?: string | undefined;
};

/** A course as the kitchen and the guests read it. */
export type TastingCourse = {
  courseNumber: number;
  name: string;
  description: string;
  allergens: AllergenCode[];
  /** The other ingredients some diet leaves out (onion, honey...): checked like allergens. */
  ingredients: IngredientCode[];
};

/**
 * Every tag this guest must not be served, in list order: what they are allergic to and what
 * each of their diets leaves out. Diets are checked exactly as allergies are.
 */
export function avoidedTags(need: Pick<DietaryNeed, 'allergens' | 'preferences'>): CourseTag[] {
  const avoided = new Set<CourseTag>(need.allergens);
  for (const p of need.preferences) PREFERENCE_RULES[p].excludes.forEach((t) => avoided.add(t));
  return courseTagCodes.filter((t) => avoided.has(t));
}

/** Each course of a menu that holds one of the tags, with those it holds, in course order. */
export function coursesMeeting<
  C extends Pick<TastingCourse, 'courseNumber' | 'allergens' | 'ingredients'>,
>(courses: readonly C[], avoided: readonly CourseTag[]): { course: C; tags: CourseTag[] }[] {
  return [...courses]
    .sort((a, b) => a.courseNumber - b.courseNumber)
    .map((course) => ({ course, tags: tagsOfCourse(course).filter((t) => avoided.includes(t)) }))
    .filter((m) => m.tags.length > 0);
}

/** 'Course 3, Charred corn, contains milk: the kitchen will prepare an alternative'. */
export function courseWarning(met: {
  course: Pick<TastingCourse, 'courseNumber' | 'name'>;
  tags: readonly CourseTag[];
}): string {
  const { course, tags } = met;
  return `Course ${course.courseNumber}, ${course.name}, contains ${tagWords(tags)}: the kitchen will prepare an alternative`;
}

/**
 * What the check covers for a diet, said to the guest: 'Vegan: we check each course for milk,
 * eggs...', or, for a diet no tag can check, that it is not checked and who reads it instead.
 */
export function dietCheckWords(preference: PreferenceCode): string {
  const { label, excludes } = PREFERENCE_RULES[preference];
  if (excludes.length === 0) {
    return `${label}: not something we can check against the courses; the kitchen sees it with your booking, and the note can say more.`;
  }
  return `${label}: we check each course for ${tagWords(excludes)}.`;
}

const uncheckedDiets = listWords(uncheckedPreferences.map((p) => PREFERENCE_LABELS[p]));

/**
 * What a form asking for each guest's needs promises: the check, and by name the diets no course
 * tag can check ('Halal'), so it never promises a check it does not make.
 */
export const NEEDS_CHECK_PROMISE =
  'One entry for each guest with allergies or a diet; we check them against the courses of ' +
  `their menu${uncheckedDiets ? `, except ${uncheckedDiets}, which the kitchen reads from the booking` : ''}.`;

/**
 * Why a party's needs do not fit its menus, or undefined when they do: an entry on a menu nobody
 * in the party is having, or more entries on a menu than guests having it (one entry a guest).
 */
export function needsMismatch(
  needs: readonly Pick<DietaryNeed, 'menu'>[],
  split: { vegCount: number; nonVegCount: number },
): string | undefined {
  for (const menu of tastingMenus) {
    const eating = menu === 'veg' ? split.vegCount : split.nonVegCount;
    const entries = needs.filter((n) => n.menu === menu).length;
    const name = TASTING_MENU_LABELS[menu].toLowerCase();
    if (entries > 0 && eating === 0) {
      return `Nobody in this party is having the ${name}: choose the menu each guest with dietary needs is having`;
    }
    if (entries > eating) {
      return `There are dietary needs for ${entries} guests on the ${name}, but only ${eating} ${eating === 1 ? 'guest is' : 'guests are'} having it`;
    }
  }
  return undefined;
}

/** One line a person reads: 'Non-vegetarian menu: no tree nuts, milk; Jain (note)'. */
export function describeNeed(need: DietaryNeed): string {
  const parts = [
    need.allergens.length > 0
      ? `no ${need.allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}`
      : '',
    need.preferences.map((p) => PREFERENCE_LABELS[p]).join(', '),
  ].filter(Boolean);
  const note = need.note ? ` (${need.note})` : '';
  return `${TASTING_MENU_LABELS[need.menu]}: ${parts.join('; ') || 'no restrictions'}${note}`;
}

/** 'Birthday: her 40th' or 'Anniversary'. */
export function describeOccasion(occasion: OccasionCode, note?: string | null): string {
  return note ? `${OCCASION_LABELS[occasion]}: ${note}` : OCCASION_LABELS[occasion];
}
