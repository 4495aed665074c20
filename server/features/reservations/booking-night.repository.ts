import { and, asc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import { contentSections } from '@shared/schema/content-sections';
import { siteSettings } from '@shared/schema/site-settings';
import { specialNights, type SpecialNightRow } from '@shared/schema/special-nights';
import { timeSlots, type TimeSlotRow } from '@shared/schema/time-slots';
import type { Db } from '../../db/connection';
import { seatingOnSpecialNight } from '../special-nights/night-capacity';
import { footerHoursOf, type FooterHours } from '../site-settings/site-settings.repository';
import { bookingByKeySql, type EarlierBooking } from './reservation.repository';
import { seatingBlockedSql, seatsTakenSql } from './seating.repository';

/**
 * Everything a new booking reads of its night before the seating's lock, taken in one statement:
 * nothing here needs the lock (the seats are counted again under it).
 */
export type BookingNight = {
  /** The seating by its label, whether or not it is offered. */
  slot: TimeSlotRow | undefined;
  /** The special night the date falls in, if any. */
  night: SpecialNightRow | undefined;
  /** Seats taken (held ones too), whether staff blocked it, and its seats that night (0: none). */
  taken: number;
  blocked: boolean;
  capacity: number;
  /** The site settings asked for that are set. */
  settings: Map<string, string>;
  /** The footer's hours, which the week falls back to before staff save one. */
  footerHours: FooterHours | undefined;
  /** The booking the request's idempotency key already made. */
  earlier: EarlierBooking | undefined;
};

/**
 * One round trip for a booking's facts: the seating, the night, the seats, the settings named
 * and the booking a retried key made. A booking read them in seven statements before; each is a
 * round trip on PostgreSQL and a parse and plan on either engine.
 */
export async function readBookingNight(
  db: Db,
  request: { date: string; timeSlot: string; idempotencyKey?: string },
  settingNames: readonly string[],
): Promise<BookingNight> {
  const { date, timeSlot, idempotencyKey } = request;
  const [row] = await db
    .select({
      slot: getTableColumns(timeSlots),
      night: getTableColumns(specialNights),
      taken: seatsTakenSql(date, timeSlot),
      blocked: seatingBlockedSql(date, timeSlot),
      settings: sql<Record<
        string,
        string
      > | null>`(select json_object_agg(${siteSettings.settingName}, ${siteSettings.settingValue}) from ${siteSettings} where ${inArray(siteSettings.settingName, [...settingNames])})`,
      footer: sql<unknown>`(select ${contentSections.extraData} from ${contentSections} where ${contentSections.sectionName} = 'footer' limit 1)`,
      earlier: bookingByKeySql(idempotencyKey),
    })
    .from(sql`(select 1) as booking_night`)
    .leftJoin(timeSlots, eq(timeSlots.slot, timeSlot))
    .leftJoin(
      specialNights,
      and(lte(specialNights.startDate, date), gte(specialNights.endDate, date)),
    )
    .orderBy(asc(specialNights.startDate))
    .limit(1);
  const slot = row?.slot ?? undefined;
  const night = row?.night ?? undefined;
  return {
    slot,
    night,
    taken: row?.taken ?? 0,
    blocked: row?.blocked ?? false,
    capacity: slot ? seatingOnSpecialNight(slot, night).maxCapacity : 0,
    settings: new Map(Object.entries(row?.settings ?? {})),
    footerHours: footerHoursOf(row?.footer),
    earlier: row?.earlier ?? undefined,
  };
}
