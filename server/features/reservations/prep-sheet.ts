import type { SeatingPrepDto } from '@shared/contracts/dietary-needs';
import type { TastingMenuDto } from '@shared/contracts/tasting-menu';
import { isAllergen, tagsOfCourse, type CourseTag } from '@shared/domain/course-tags';
import {
  allergenCodes,
  avoidedTags,
  preferenceCodes,
  tastingMenus,
  type DietaryNeed,
  type OccasionCode,
  type TastingCourse,
  type TastingMenuCode,
} from '@shared/domain/dietary';
import { preferencesExcluding } from '@shared/domain/preferences';

/** What the prep sheet reads of a party holding seats that night. */
export type PrepParty = {
  name: string;
  timeSlot: string;
  guests: number;
  vegCount: number;
  nonVegCount: number;
  dietaryNeeds: DietaryNeed[];
  occasion: OccasionCode | null;
  occasionNote: string | null;
};

const menuOf = (menus: TastingMenuDto, menu: TastingMenuCode) =>
  menu === 'veg' ? menus.veg : menus.nonVeg;

/** code -> guests, in the list's order, leaving out codes nobody declared. */
function countsOf<C extends string>(codes: readonly C[], declared: C[][]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const code of codes) {
    const guests = declared.filter((list) => list.includes(code)).length;
    if (guests > 0) counts[code] = guests;
  }
  return counts;
}

/** One guest with needs: their party, their place in its needs and the tags they avoid. */
type Diner = { party: string; guest: number; need: DietaryNeed; avoided: CourseTag[] };

function dinersOf(parties: readonly PrepParty[]): Diner[] {
  return parties.flatMap((p) =>
    p.dietaryNeeds.map((need, i) => ({
      party: p.name,
      guest: i + 1,
      need,
      avoided: avoidedTags(need),
    })),
  );
}

/** The course's alternative plates: the guests meeting it, what they avoid of it and why. */
function alternativeFor(
  menu: TastingMenuCode,
  course: TastingCourse,
  onMenu: readonly Diner[],
): SeatingPrepDto['alternatives'][number] | undefined {
  const held = tagsOfCourse(course);
  const diners = onMenu
    .map((d) => ({ ...d, avoids: held.filter((t) => d.avoided.includes(t)) }))
    .filter((d) => d.avoids.length > 0);
  if (diners.length === 0) return undefined;
  return {
    menu,
    courseNumber: course.courseNumber,
    course: course.name,
    guests: diners.length,
    tags: held
      .map((tag) => ({ tag, guests: diners.filter((d) => d.avoids.includes(tag)).length }))
      .filter((t) => t.guests > 0),
    diners: diners.map((d) => ({
      party: d.party,
      guest: d.guest,
      avoids: d.avoids,
      diets: preferencesExcluding(d.need.preferences, d.avoids),
    })),
  };
}

/**
 * The kitchen's prep for one seating: covers and menus, guests per allergen and diet, and per
 * course of each menu the guests on that menu who must avoid something it holds (an allergen
 * they declared, or what their diet leaves out: milk for a vegan, onion for a Jain guest), once
 * per allergen (substitutions) and once per guest (alternatives: the plates to make, with whom
 * they are for). A course nobody must avoid appears nowhere. Each dietary-needs entry is one
 * guest.
 */
export function seatingPrep(
  slot: string,
  parties: readonly PrepParty[],
  menus: TastingMenuDto,
): SeatingPrepDto {
  const needs = parties.flatMap((p) => p.dietaryNeeds);
  const diners = dinersOf(parties);
  const alternatives: SeatingPrepDto['alternatives'] = [];
  for (const menu of tastingMenus) {
    const onMenu = diners.filter((d) => d.need.menu === menu);
    for (const course of menuOf(menus, menu)) {
      const alternative = alternativeFor(menu, course, onMenu);
      if (alternative) alternatives.push(alternative);
    }
  }
  // The allergens of each alternative, as the contract of the first prep sheet counted them.
  const substitutions: SeatingPrepDto['substitutions'] = alternatives.flatMap(
    ({ menu, courseNumber, course, tags }) =>
      tags.flatMap(({ tag, guests }) =>
        isAllergen(tag) ? [{ menu, courseNumber, course, allergen: tag, guests }] : [],
      ),
  );
  return {
    slot,
    parties: parties.length,
    covers: parties.reduce((n, p) => n + p.guests, 0),
    veg: parties.reduce((n, p) => n + p.vegCount, 0),
    nonVeg: parties.reduce((n, p) => n + p.nonVegCount, 0),
    allergens: countsOf(
      allergenCodes,
      needs.map((n) => n.allergens),
    ),
    preferences: countsOf(
      preferenceCodes,
      needs.map((n) => n.preferences),
    ),
    substitutions,
    alternatives,
    occasions: [...parties]
      .filter((p) => p.occasion !== null)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((p) => ({ name: p.name, occasion: p.occasion!, note: p.occasionNote })),
  };
}

/**
 * The night's prep, one entry per seating in service order; a booking under a seating name no
 * longer offered (renamed since) gets its own entry at the end, so no guest is left off.
 */
export function prepSheet(
  seatings: readonly string[],
  parties: readonly PrepParty[],
  menus: TastingMenuDto,
): SeatingPrepDto[] {
  const others = [...new Set(parties.map((p) => p.timeSlot))]
    .filter((slot) => !seatings.includes(slot))
    .sort();
  return [...seatings, ...others].map((slot) =>
    seatingPrep(
      slot,
      parties.filter((p) => p.timeSlot === slot),
      menus,
    ),
  );
}
