import { and, eq, gt, sql } from 'drizzle-orm';
import { analyticsSessions, conversionEvents, pageViews } from '@shared/schema/analytics';
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

export type PageViewRow = typeof pageViews.$inferInsert & { createdAt: Date };

/**
 * Records one view in its session: the session is created on its first view; later views move
 * lastSeen on, and one that comes more than `visitGapMinutes` after the previous view starts a
 * new visit. The session keeps the time of its first public view (what tells new visitors from
 * returning ones) and a staff user seen in it.
 */
export async function upsertSessionAndInsertView(
  tx: Db,
  view: PageViewRow & { isPublic: boolean },
  visitGapMinutes: number,
): Promise<void> {
  const { isPublic, ...row } = view;
  const seen = row.createdAt;
  await tx
    .insert(analyticsSessions)
    .values({
      sessionId: row.sessionId,
      firstSeen: seen,
      lastSeen: seen,
      totalVisits: 1,
      userId: row.userId ?? null,
      firstPublicViewAt: isPublic ? seen : null,
    })
    .onConflictDoUpdate({
      target: analyticsSessions.sessionId,
      set: {
        firstSeen: sql`least(${analyticsSessions.firstSeen}, excluded.first_seen)`,
        lastSeen: sql`greatest(${analyticsSessions.lastSeen}, excluded.last_seen)`,
        totalVisits: sql`${analyticsSessions.totalVisits} + case when excluded.last_seen > ${analyticsSessions.lastSeen} + make_interval(mins => ${visitGapMinutes}) then 1 else 0 end`,
        userId: sql`coalesce(excluded.user_id, ${analyticsSessions.userId})`,
        // least() passes over nulls: a staff view never sets or moves it.
        firstPublicViewAt: sql`least(${analyticsSessions.firstPublicViewAt}, excluded.first_public_view_at)`,
      },
    });
  await tx.insert(pageViews).values({ ...row, viewedAt: seen });
}
