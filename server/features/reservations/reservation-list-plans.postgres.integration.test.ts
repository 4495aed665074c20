import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { scansOfPlan } from '../../test/query-plan';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import {
  countReservationsQuery,
  reservationsAfterQuery,
  type ReservationFilter,
  type ReservationKey,
} from './reservation-list.repository';

// The staff list's reads are ranges of an index in the list's order, not scans of every booking
// ever made: checked on PostgreSQL's own plans over two years of bookings (the planner picks
// a sequential scan for a small table, which would prove nothing). PGlite runs the same
// planner, but only PostgreSQL is what the budgets are about; this file runs in that pass.

describe('the reservations list reads ranges (postgres)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // 22,000 bookings over 730 nights (about 30 a night, three seatings), mostly completed.
    await client.query(
      `insert into reservations (name, email, phone, date, time_slot, guests, non_veg_count, status)
       select 'Diner ' || g, 'diner' || g || '@example.com', '+91 90000 ' || lpad((g % 100000)::text, 5, '0'),
              to_char(date '2025-01-01' + (g % 730), 'YYYY-MM-DD'),
              (array['7:00 PM - 8:00 PM', '8:00 PM - 9:00 PM', '9:00 PM - 10:00 PM'])[1 + g % 3],
              2, 2, case when g % 10 = 0 then 'cancelled' when g % 7 = 0 then 'confirmed' else 'completed' end
       from generate_series(1, 22000) as g`,
    );
    await client.query('analyze reservations');
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  const planOf = (query: Parameters<typeof scansOfPlan>[1]) => scansOfPlan(client, query);

  const page = (filter: ReservationFilter, after?: ReservationKey) =>
    planOf(reservationsAfterQuery(database.db, filter, after, 51));

  it.each<[string, ReservationFilter, ReservationKey | undefined]>([
    ['the first page', {}, undefined],
    ['a page deep in the history', {}, ['2025-06-30', '8:00 PM - 9:00 PM', 12000]],
    ['a night', { date: '2026-11-22' }, undefined],
    ['a range of nights', { from: '2026-11-01', to: '2026-11-30' }, undefined],
    ['the upcoming page', { statuses: ['confirmed'] }, undefined],
    ['a later upcoming page', { statuses: ['confirmed'] }, ['2026-01-10', '7:00 PM - 8:00 PM', 4]],
  ])('when %s is read, then no booking outside its range is scanned', async (_, filter, after) => {
    const scans = await page(filter, after);
    expect(scans.length).toBeGreaterThan(0);
    expect(scans.filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
  });

  it("when a night's count is taken, then only that night is read", async () => {
    const scans = await planOf(countReservationsQuery(database.db, { date: '2026-11-22' }));
    expect(scans.filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
  });
});
