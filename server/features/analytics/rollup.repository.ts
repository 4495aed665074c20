import { sql, type SQL } from 'drizzle-orm';
import { CONVERSION_EVENT_TYPES } from '@shared/contracts/analytics';
import {
  analyticsDayPages,
  analyticsDayReturns,
  analyticsDayVisitors,
  analyticsRollupDays,
  NEVER_SEEN_DAY,
} from '@shared/schema/analytics-rollups';
import {
  analyticsSessions,
  conversionEvents,
  pageViews,
  publicViewCondition,
} from '@shared/schema/analytics';
import type { Db } from '../../db/connection';

/** The instant a restaurant-zone day starts. */
export const dayStart = (day: SQL, timeZone: string) =>
  sql`(${day})::timestamp at time zone ${timeZone}`;

const isPublic = publicViewCondition(pageViews.userId, pageViews.path);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Rolls one restaurant-zone day from the raw rows, replacing whatever was rolled for it before,
 * in one transaction: running it again for a day gives the same rows. Each visitor's previous
 * day is read from the days rolled before it, so days are rolled oldest first (see the job).
 */
export async function rollDay(db: Db, day: string, timeZone: string): Promise<void> {
  const from = dayStart(sql`${day}::date`, timeZone);
  const to = dayStart(sql`${day}::date + 1`, timeZone);
  const views = sql`${pageViews.createdAt} >= ${from} and ${pageViews.createdAt} < ${to} and ${isPublic}`;
  const [start, filled, complete] = CONVERSION_EVENT_TYPES;
  const type = conversionEvents.eventType;
  const at = conversionEvents.timestamp;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${analyticsDayPages} where day = ${day}::date`);
    await tx.execute(sql`delete from ${analyticsDayVisitors} where day = ${day}::date`);
    await tx.execute(sql`delete from ${analyticsDayReturns} where day = ${day}::date`);
    await tx.execute(sql`
      insert into ${analyticsDayPages} (day, path, views)
      select ${day}::date, ${pageViews.path}, count(*)::int from ${pageViews}
      where ${views} group by ${pageViews.path}`);
    await tx.execute(sql`
      insert into ${analyticsDayVisitors} (day, session_id, previous_day)
      select ${day}::date, s.session_id,
        (select max(v.day) from ${analyticsDayVisitors} as v
         where v.session_id = s.session_id and v.day < ${day}::date)
      from (select distinct ${pageViews.sessionId} as session_id from ${pageViews} where ${views}) as s`);
    await tx.execute(sql`
      insert into ${analyticsDayReturns} (day, previous_day, visitors)
      select ${day}::date, coalesce(previous_day, ${NEVER_SEEN_DAY}::date), count(*)::int
      from ${analyticsDayVisitors} where day = ${day}::date
      group by 2`);
    await tx.execute(sql`
      insert into ${analyticsRollupDays}
        (day, page_views, visitors, new_visitors, started, form_filled, completed, rolled_at)
      select ${day}::date,
        (select coalesce(sum(views), 0) from ${analyticsDayPages} where day = ${day}::date)::int,
        (select count(*) from ${analyticsDayVisitors} where day = ${day}::date)::int,
        (select count(*) from ${analyticsSessions}
         where ${analyticsSessions.firstPublicViewAt} >= ${from}
           and ${analyticsSessions.firstPublicViewAt} < ${to})::int,
        count(*) filter (where ${type} = ${start})::int,
        count(*) filter (where ${type} = ${filled})::int,
        count(*) filter (where ${type} = ${complete})::int,
        now()
      from ${conversionEvents}
      where ${type} in (${start}, ${filled}, ${complete})
        and ${at} >= ${from} and ${at} < ${to}
        and ${conversionEvents.userId} is null
      on conflict (day) do update set
        page_views = excluded.page_views, visitors = excluded.visitors,
        new_visitors = excluded.new_visitors,
        started = excluded.started, form_filled = excluded.form_filled,
        completed = excluded.completed, rolled_at = excluded.rolled_at`);
  });
}

/**
 * The rolled days of a range: `all` that have been rolled, and `withNew` those rolled with their
 * new visitors counted (not the days rolled by the release before, which did not count them).
 */
export type RolledDays = { all: ReadonlySet<string>; withNew: ReadonlySet<string> };

/** The days from `from` to `to` (both included) that have been rolled. */
export async function rolledDaysBetween(db: Db, from: string, to: string): Promise<RolledDays> {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, new_visitors is not null as "withNew"
    from ${analyticsRollupDays}
    where day between ${from}::date and ${to}::date`);
  const rows = rowsOf<{ day: string; withNew: boolean }>(result);
  return {
    all: new Set(rows.map((r) => r.day)),
    withNew: new Set(rows.filter((r) => r.withNew).map((r) => r.day)),
  };
}

/**
 * Marks the rollups' pages all-visible and refreshes their statistics, as autovacuum would in a
 * while: after a catch-up has written many days at once, the dashboard's probe of
 * analytics_day_visitors then reads the index alone, from the first request. Runs outside a
 * transaction (VACUUM cannot run inside one).
 */
export async function tidyRollups(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${analyticsRollupDays}, ${analyticsDayPages},
    ${analyticsDayVisitors}, ${analyticsDayReturns}`);
}

/** The restaurant-zone day of the oldest page view or funnel event, if any. */
export async function firstActivityDay(db: Db, timeZone: string): Promise<string | undefined> {
  const result = await db.execute(sql`
    select to_char(min(at) at time zone ${timeZone}, 'YYYY-MM-DD') as day from (
      (select ${pageViews.createdAt} as at from ${pageViews} order by 1 limit 1)
      union all
      (select ${conversionEvents.timestamp} from ${conversionEvents} order by 1 limit 1)
    ) as firsts`);
  return rowsOf<{ day: string | null }>(result)[0]?.day ?? undefined;
}
