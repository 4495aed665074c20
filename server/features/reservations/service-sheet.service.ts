import type { SeatingPrepDto } from '@shared/contracts/dietary-needs';
import type { Db } from '../../db/connection';
import { listCourses } from '../tasting-menu/tasting-menu.repository';
import { toTastingMenuDto } from '../tasting-menu/tasting-menu.service';
import { prepSheet } from './prep-sheet';
import { partiesHoldingSeatsOn } from './reservation.repository';
import { listTimeSlots } from './seating.repository';

/**
 * GET /api/service-sheet: the kitchen's prep for one night, per seating, from the bookings that
 * hold seats (a cancelled one is left out) and the menus as they stand now.
 */
export async function serviceSheet(db: Db, date: string): Promise<SeatingPrepDto[]> {
  const slots = await listTimeSlots(db);
  const parties = await partiesHoldingSeatsOn(db, date);
  const menus = toTastingMenuDto(await listCourses(db));
  const offered = slots.filter((s) => s.isActive).map((s) => s.slot);
  return prepSheet(offered, parties, menus);
}
