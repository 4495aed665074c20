import type { SeatingPrepDto } from '@shared/contracts/dietary-needs';
import type { Db } from '../../db/connection';
import { listCourses } from '../tasting-menu/tasting-menu.repository';
import { toTastingMenuDto } from '../tasting-menu/tasting-menu.service';
import { prepSheet } from './prep-sheet';
import { partiesHoldingSeatsOn } from './reservation.repository';
import { listTimeSlots } from './seating.repository';
import { specialNightRowOn } from '../special-nights/special-night.repository';

/**
 * GET /api/service-sheet: the kitchen's prep for one night, per seating, from the bookings that
 * hold seats (a cancelled one is left out) and the menus as they stand now.
 */
export async function serviceSheet(db: Db, date: string): Promise<SeatingPrepDto[]> {
  const slots = await listTimeSlots(db);
  const parties = await partiesHoldingSeatsOn(db, date);
  const night = await specialNightRowOn(db, date);
  const offered = slots.filter((s) => s.isActive).map((s) => s.slot);
  if (!night) return prepSheet(offered, parties, toTastingMenuDto(await listCourses(db)));
  // A special night's own menu is what every guest is served: alternatives are counted on it.
  const courses = night.menu
    ? [...night.menu.courses]
        .sort((a, b) => a.courseNumber - b.courseNumber)
        .map((c) => ({ ...c, ingredients: c.ingredients ?? [] }))
    : undefined;
  const menus = courses
    ? { veg: courses, nonVeg: courses }
    : toTastingMenuDto(await listCourses(db));
  const specialNight = {
    name: night.name,
    menu: night.menu && {
      name: night.menu.name,
      courses: courses!.map(({ courseNumber, name }) => ({ courseNumber, name })),
    },
  };
  return prepSheet(offered, parties, menus).map((prep) => ({ ...prep, specialNight }));
}
