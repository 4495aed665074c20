/**
 * The fourteen allergens a course may hold and a guest may declare, with their words. Apart from
 * dietary.ts so the public home page (its text menu) carries only these, not the booking rules.
 */

export const allergenCodes = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'tree_nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type AllergenCode = (typeof allergenCodes)[number];

/** Lower-case words, as they read inside a sentence ('contains milk'). */
export const ALLERGEN_LABELS: Readonly<Record<AllergenCode, string>> = {
  gluten: 'gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  peanuts: 'peanuts',
  soy: 'soy',
  milk: 'milk',
  tree_nuts: 'tree nuts',
  celery: 'celery',
  mustard: 'mustard',
  sesame: 'sesame',
  sulphites: 'sulphites',
  lupin: 'lupin',
  molluscs: 'molluscs',
};

/** 'milk, tree nuts and sesame': words as a sentence lists them. */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** 'milk, tree nuts and sesame'. */
export function allergenWords(codes: readonly AllergenCode[]): string {
  return listWords(codes.map((c) => ALLERGEN_LABELS[c]));
}
