import type { SeatingPrepDto } from '@shared/contracts/dietary-needs';
import type { TastingMenuDto } from '@shared/contracts/tasting-menu';
import {
  allergenCodes,
  coursesMeeting,
  preferenceCodes,
  tastingMenus,
  type DietaryNeed,
  type OccasionCode,
  type TastingMenuCode,
} from '@shared/domain/dietary';

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

/**
 * The kitchen's prep for one seating: covers and menus, guests per allergen and diet, and per
 * course of each menu the guests on that menu whose allergens meet the course's, once per
 * allergen (substitutions) and once per guest (alternatives: the plates to make). A course whose
 * allergens nobody declared appears nowhere. Each dietary-needs entry is one guest.
 */
export function seatingPrep(
  slot: string,
  parties: readonly PrepParty[],
  menus: TastingMenuDto,
): SeatingPrepDto {
  const needs = parties.flatMap((p) => p.dietaryNeeds);
  const substitutions: SeatingPrepDto['substitutions'] = [];
  const alternatives: SeatingPrepDto['alternatives'] = [];
  for (const menu of tastingMenus) {
    const onMenu = needs.filter((n) => n.menu === menu);
    for (const course of menuOf(menus, menu)) {
      const meeting = onMenu.filter((n) => coursesMeeting([course], n.allergens).length > 0);
      if (meeting.length === 0) continue;
      for (const allergen of allergenCodes) {
        if (!course.allergens.includes(allergen)) continue;
        const guests = meeting.filter((n) => n.allergens.includes(allergen)).length;
        if (guests > 0) {
          substitutions.push({
            menu,
            courseNumber: course.courseNumber,
            course: course.name,
            allergen,
            guests,
          });
        }
      }
      alternatives.push({
        menu,
        courseNumber: course.courseNumber,
        course: course.name,
        guests: meeting.length,
      });
    }
  }
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
