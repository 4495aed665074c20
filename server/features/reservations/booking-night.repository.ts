import { and, asc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import { contentSections } from '@shared/schema/content-sections';
import { siteSettings } from '@shared/schema/site-settings';
import { specialNights, type SpecialNightRow } from '@shared/schema/special-nights';
import { timeSlots, type TimeSlotRow } from '@shared/schema/time-slots';
import type { Db } from '../../db/connection';
import { preparedPerHandle } from '../../db/prepared-per-handle';
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
 * The night's one read, built once per database handle: every booking asks it, and building its
 * text took Drizzle about half a millisecond each time. Its values are parameters: the date, the
 * seating, the settings' names and the idempotency key (null: none, which matches no booking).
 * A booking reads its night on the handle, before its own transaction.
 */
const nightRead = preparedPerHandle((db) => {
  const date = sql.placeholder('date');
  const timeSlot = sql.placeholder('timeSlot');
  return db
    .select({
      slot: getTableColumns(timeSlots),
      night: getTableColumns(specialNights),
      taken: seatsTakenSql(date, timeSlot),
      blocked: seatingBlockedSql(date, timeSlot),
      settings: sql<Record<
        string,
        string
      > | null>`(select json_object_agg(${siteSettings.settingName}, ${siteSettings.settingValue}) from ${siteSettings} where ${siteSettings.settingName} = any(${sql.placeholder('settingNames')}::text[]))`,
      footer: sql<unknown>`(select ${contentSections.extraData} from ${contentSections} where ${contentSections.sectionName} = 'footer' limit 1)`,
      earlier: bookingByKeySql(sql.placeholder('idempotencyKey')),
    })
    .from(sql`(select 1) as booking_night`)
    .leftJoin(timeSlots, eq(timeSlots.slot, timeSlot))
    .leftJoin(
      specialNights,
      and(lte(specialNights.startDate, date), gte(specialNights.endDate, date)),
    )
    .orderBy(asc(specialNights.startDate))
    .limit(1)
    .prepare('booking_night');
});

/**
 * One round trip for a booking's facts: the seating, the night, the seats, the settings named
 * and the booking a retried key made. A booking read them in seven statements before; each is a
 * round trip on PostgreSQL and a parse and plan on either engine. `db` is the database handle,
 * never a transaction (see nightRead).
 */
export async function readBookingNight(
  db: Db,
  request: { date: string; timeSlot: string; idempotencyKey?: string },
  settingNames: readonly string[],
): Promise<BookingNight> {
  const [row] = await nightRead(db).execute({
    date: request.date,
    timeSlot: request.timeSlot,
    settingNames: [...settingNames],
    idempotencyKey: request.idempotencyKey ?? null,
  });
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
