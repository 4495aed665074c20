/**
 * What a course is tagged with: the fourteen allergens, and the few other ingredients that a
 * diet leaves out though no law calls them allergens (honey for a vegan; onion, garlic and root
 * vegetables for a Jain guest). One list of tags, so a guest's allergies and diets are checked
 * against a course by the same rule.
 */

import { ALLERGEN_LABELS, allergenCodes, listWords, type AllergenCode } from './allergens';

export const ingredientCodes = [
  'meat',
  'honey',
  'onion',
  'garlic',
  'root_vegetables',
  'mushrooms',
] as const;
export type IngredientCode = (typeof ingredientCodes)[number];

/** Lower-case words, as they read inside a sentence ('contains onion'). */
export const INGREDIENT_LABELS: Readonly<Record<IngredientCode, string>> = {
  meat: 'meat',
  honey: 'honey',
  onion: 'onion',
  garlic: 'garlic',
  root_vegetables: 'root vegetables',
  mushrooms: 'mushrooms',
};

/** What staff tick each ingredient for, where the word alone leaves room for doubt. */
export const INGREDIENT_COVERS: Readonly<Partial<Record<IngredientCode, string>>> = {
  meat: 'any meat or poultry, stock and gelatine included',
  onion: 'shallots, spring onion and leek too',
  root_vegetables: 'potato, carrot, beetroot, radish, yam, fresh ginger and turmeric',
  mushrooms: 'truffle and other fungi too',
};

export type CourseTag = AllergenCode | IngredientCode;

/** Allergens first, then the other ingredients: the order tags are listed in everywhere. */
export const courseTagCodes = [...allergenCodes, ...ingredientCodes] as const;

export const COURSE_TAG_LABELS: Readonly<Record<CourseTag, string>> = {
  ...ALLERGEN_LABELS,
  ...INGREDIENT_LABELS,
};

/** 'milk, onion and root vegetables'. */
export function tagWords(tags: readonly CourseTag[]): string {
  return listWords(tags.map((t) => COURSE_TAG_LABELS[t]));
}

export function isAllergen(tag: CourseTag): tag is AllergenCode {
  return (allergenCodes as readonly CourseTag[]).includes(tag);
}

/** A course's tags in list order. */
export function tagsOfCourse(course: {
  allergens: readonly AllergenCode[];
  ingredients: readonly IngredientCode[];
}): CourseTag[] {
  const held: readonly CourseTag[] = [...course.allergens, ...course.ingredients];
  return courseTagCodes.filter((t) => held.includes(t));
}
