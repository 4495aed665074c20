/**
 * What a guest may tell the kitchen, and the two tasting menus it is checked against: the
 * allergens (the fourteen that Indian and EU food law make restaurants declare), the diets, the
 * occasions. Contracts, the database column types, the booking form, the staff screens, the
 * prep sheet and the e-mails all read these lists, so a code and its words live here only.
 */

import { ALLERGEN_LABELS, allergenCodes, type AllergenCode } from './allergens';

export const tastingMenus = ['veg', 'non-veg'] as const;
export type TastingMenuCode = (typeof tastingMenus)[number];

export const TASTING_MENU_LABELS: Readonly<Record<TastingMenuCode, string>> = {
  veg: 'Vegetarian menu',
  'non-veg': 'Non-vegetarian menu',
};

export { ALLERGEN_LABELS, allergenCodes, allergenWords, type AllergenCode } from './allergens';
export const preferenceCodes = ['jain', 'vegan', 'eggless', 'no_onion_garlic', 'halal'] as const;
export type PreferenceCode = (typeof preferenceCodes)[number];

export const PREFERENCE_LABELS: Readonly<Record<PreferenceCode, string>> = {
  jain: 'Jain',
  vegan: 'Vegan',
  eggless: 'Eggless',
  no_onion_garlic: 'No onion or garlic',
  halal: 'Halal',
};

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
};

/** Each course of a menu that holds one of the allergens, with those it holds, in course order. */
export function coursesMeeting(
  courses: readonly TastingCourse[],
  allergens: readonly AllergenCode[],
): { course: TastingCourse; allergens: AllergenCode[] }[] {
  return [...courses]
    .sort((a, b) => a.courseNumber - b.courseNumber)
    .map((course) => ({
      course,
      allergens: allergenCodes.filter((a) => allergens.includes(a) && course.allergens.includes(a)),
    }))
    .filter((m) => m.allergens.length > 0);
}

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
