import { and, eq, gt, sql } from 'drizzle-orm';
import { conversionEvents } from '@shared/schema/analytics';
import { reservations } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';

type ConversionRow = typeof conversionEvents.$inferInsert;

export async function insertConversionEvent(db: Db, row: ConversionRow): Promise<void> {
  await db.insert(conversionEvents).values(row);
}

/** A booking created within the last `minutes`, by the database's clock. */
export async function isFreshBooking(db: Db, id: number, minutes: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.id, id),
        gt(reservations.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The booking's one completion; a second report of it is ignored by the unique index. */
export async function insertCompletion(
  db: Db,
  row: ConversionRow & { reservationId: number },
): Promise<void> {
  await db
    .insert(conversionEvents)
    .values(row)
    .onConflictDoNothing({
      target: conversionEvents.reservationId,
      where: sql`event_type = 'reservation_complete'`,
    });
}
