/**
 * The diets a guest may declare and what each leaves out, as tags a course carries. This table is
 * the one place that says so: the booking form's warnings, the check's words, the kitchen's prep
 * sheet and the labels all read it. A diet that leaves out nothing a course is tagged with (halal
 * is about how meat was slaughtered, which no tag says) is reported as not checked, never as
 * checked and fine.
 */

import type { CourseTag } from './course-tags';

export const preferenceCodes = ['jain', 'vegan', 'eggless', 'no_onion_garlic', 'halal'] as const;
export type PreferenceCode = (typeof preferenceCodes)[number];

const SEAFOOD_AND_MEAT = ['fish', 'crustaceans', 'molluscs', 'meat'] as const;

/** Each diet's tags in the order a guest reads them: what sets the diet apart first. */
export const PREFERENCE_RULES: Readonly<
  Record<PreferenceCode, { label: string; excludes: readonly CourseTag[] }>
> = {
  jain: {
    label: 'Jain',
    excludes: [
      'onion',
      'garlic',
      'root_vegetables',
      'mushrooms',
      'honey',
      'eggs',
      ...SEAFOOD_AND_MEAT,
    ],
  },
  vegan: { label: 'Vegan', excludes: ['milk', 'eggs', ...SEAFOOD_AND_MEAT, 'honey'] },
  eggless: { label: 'Eggless', excludes: ['eggs'] },
  no_onion_garlic: { label: 'No onion or garlic', excludes: ['onion', 'garlic'] },
  halal: { label: 'Halal', excludes: [] },
};

export const PREFERENCE_LABELS: Readonly<Record<PreferenceCode, string>> = Object.fromEntries(
  preferenceCodes.map((p) => [p, PREFERENCE_RULES[p].label]),
) as Record<PreferenceCode, string>;

/** Whether the courses can be checked for this diet: it leaves out something a course is tagged with. */
export function isChecked(preference: PreferenceCode): boolean {
  return PREFERENCE_RULES[preference].excludes.length > 0;
}

/** The diets that no tag can check, in list order: they are passed to the kitchen as words. */
export const uncheckedPreferences: readonly PreferenceCode[] = preferenceCodes.filter(
  (p) => !isChecked(p),
);

/** Of these diets, those that leave out any of these tags. */
export function preferencesExcluding(
  preferences: readonly PreferenceCode[],
  tags: readonly CourseTag[],
): PreferenceCode[] {
  return preferenceCodes.filter(
    (p) => preferences.includes(p) && PREFERENCE_RULES[p].excludes.some((t) => tags.includes(t)),
  );
}
