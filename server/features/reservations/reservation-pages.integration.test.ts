import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER, nextCursorFromLink } from '@shared/contracts/paging';
import { bookingReference } from '@shared/booking-reference';
import { reservations } from '@shared/schema/reservations';
import { insertReservation } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// The staff list answers a page when asked: filters, a keyset cursor, the Link to the next page
// and the count over every page; without parameters it still answers the whole list.

const SEVEN = '7:00 PM - 8:00 PM';
const NINE = '9:00 PM - 10:00 PM';

type Row = { id: number; date: string; timeSlot: string; name: string; status: string };

describe(`the reservations list in pages (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { runJobs: false });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  /** Bookings whose names carry `tag`, so a search finds these and no other test's. */
  async function history(tag: string) {
    const made = [
      { date: '2025-03-01', timeSlot: NINE, status: 'completed' as const },
      { date: '2025-03-01', timeSlot: SEVEN, status: 'cancelled' as const },
      { date: '2025-03-01', timeSlot: SEVEN, status: 'completed' as const },
      { date: '2025-11-20', timeSlot: SEVEN, status: 'completed' as const },
      { date: '2024-12-31', timeSlot: NINE, status: 'completed' as const },
    ];
    const rows = [];
    for (const [i, m] of made.entries()) {
      rows.push(
        await insertReservation(t.database.db, {
          ...m,
          name: `${tag} Diner${i}`,
          email: `${tag.toLowerCase()}.${i}@example.com`,
          phone: `+91 98${String(i).padStart(2, '0')}0 ${tag.length}1234`,
        }),
      );
    }
    return rows;
  }

  /** The list's order: night newest first, then seating name, then id. */
  const ordered = <R extends { date: string; timeSlot: string; id: number }>(rows: R[]) =>
    [...rows].sort((a, b) =>
      a.date !== b.date
        ? b.date.localeCompare(a.date)
        : a.timeSlot !== b.timeSlot
          ? a.timeSlot < b.timeSlot
            ? -1
            : 1
          : a.id - b.id,
    );

  it('when the list is asked without parameters, then every booking comes back, newest night first, with no paging headers', async () => {
    await history('Whole');
    const res = await staff.get('/api/reservations').expect(200);
    const all = await t.database.db.select().from(reservations);
    expect(res.body).toHaveLength(all.length);
    expect((res.body as Row[]).map((r) => r.id)).toEqual(ordered(all).map((r) => r.id));
    expect(res.headers.link).toBeUndefined();
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('when pages are followed through the Link header, then they hold every match once, in order, with the total on each', async () => {
    const rows = await history('Pager');
    const seen: Row[] = [];
    let url: string | null = '/api/reservations?q=pager&limit=2';
    let pages = 0;
    while (url) {
      const res = await staff.get(url).expect(200);
      pages += 1;
      expect(res.headers['x-total-count']).toBe('5');
      seen.push(...(res.body as Row[]));
      expect((res.body as Row[]).length).toBeLessThanOrEqual(2);
      const link = res.headers.link as string | undefined;
      if (link)
        expect(link).toMatch(/^<\/api\/reservations\?q=pager&limit=2&cursor=[\w-]+>; rel="next"$/);
      url = link ? link.slice(1, link.indexOf('>')) : null;
    }
    expect(pages).toBe(3);
    expect(seen.map((r) => r.id)).toEqual(ordered(rows).map((r) => r.id));
    // The same array shape as the whole list: each booking with its guest's history field.
    expect(seen[0]).toHaveProperty('guest');
  });

  it("when staff search a booking's reference as a diner reads it out, then that booking is found", async () => {
    const rows = await history('Reference');
    const target = rows[3]!;
    for (const typed of [bookingReference(target.id), bookingReference(target.id).toLowerCase()]) {
      const res = await staff.get(`/api/reservations?q=${encodeURIComponent(typed)}`).expect(200);
      expect((res.body as Row[]).map((r) => r.id)).toEqual([target.id]);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
    }
  });

  it('when the last page is reached, then no Link is sent and the cursor helper reads none', async () => {
    await history('Last');
    const res = await staff.get('/api/reservations?q=last&limit=5').expect(200);
    expect(res.body).toHaveLength(5);
    expect(res.headers.link).toBeUndefined();
    expect(nextCursorFromLink(res.headers.link)).toBeNull();
  });

  it('when a night, a range, a status or a search is given, then only those bookings come back and the count says how many', async () => {
    const rows = await history('Filter');
    const names = (res: request.Response) => (res.body as Row[]).map((r) => r.name);

    const night = await staff.get('/api/reservations?q=filter&date=2025-03-01').expect(200);
    expect(names(night)).toEqual(
      ordered(rows.filter((r) => r.date === '2025-03-01')).map((r) => r.name),
    );
    expect(night.headers['x-total-count']).toBe('3');

    const range = await staff
      .get('/api/reservations?q=filter&from=2025-01-01&to=2025-06-30')
      .expect(200);
    expect(names(range).sort()).toEqual(['Filter Diner0', 'Filter Diner1', 'Filter Diner2']);

    const cancelled = await staff.get('/api/reservations?q=filter&status=cancelled').expect(200);
    expect(names(cancelled)).toEqual(['Filter Diner1']);
    const two = await staff
      .get('/api/reservations?q=filter&status=cancelled,completed&to=2025-03-01')
      .expect(200);
    expect(two.headers['x-total-count']).toBe('4');

    // Any letter case, on the name, the e-mail or the phone (by its digits too).
    const byEmail = await staff.get('/api/reservations?q=FILTER.3@EXAMPLE').expect(200);
    expect(names(byEmail)).toEqual(['Filter Diner3']);
    const byPhone = await staff.get(`/api/reservations?q=98030&date=2025-11-20`).expect(200);
    expect(names(byPhone)).toContain('Filter Diner3');
    const typedAsWritten = await staff
      .get(`/api/reservations?q=${encodeURIComponent('+91 98030')}&date=2025-11-20`)
      .expect(200);
    expect(names(typedAsWritten)).toContain('Filter Diner3');
    // Words that are not a phone number are not matched against phones by their digits.
    const wordsWithDigits = await staff.get('/api/reservations?q=nobody 98030').expect(200);
    expect(names(wordsWithDigits)).toEqual([]);
    const fromLastYear = await staff.get('/api/reservations?q=filter diner4').expect(200);
    expect(fromLastYear.body).toEqual([expect.objectContaining({ date: '2024-12-31' })]);
  });

  it('when a parameter is wrong, then the answer is 400 naming that field', async () => {
    const forged = Buffer.from(JSON.stringify(['2025-03-01', SEVEN, 'x'])).toString('base64url');
    const wrongList = Buffer.from(JSON.stringify(['2025-03-01 10:00:00+00', 3])).toString(
      'base64url',
    );
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=2.5', 'limit'],
      ['date=2025-02-30', 'date'],
      ['from=yesterday', 'from'],
      ['to=2025-1-1', 'to'],
      ['from=2025-03-02&to=2025-03-01', 'to'],
      ['status=booked', 'status'],
      ['status=confirmed,', 'status'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['cursor=not*base64', 'cursor'],
      [`cursor=${forged}`, 'cursor'],
      [`cursor=${wrongList}`, 'cursor'],
      ['cursor=e30', 'cursor'],
    ];
    for (const [query, field] of cases) {
      const res = await staff.get(`/api/reservations?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('invalid_input');
      expect(res.body.errors?.[0]?.path, query).toBe(field);
    }
  });

  it('when a page is asked without signing in, then it is refused like the whole list', async () => {
    await request(t.app).get('/api/reservations?limit=5').expect(401);
    await request(t.app).get('/api/reservations/export.csv').expect(401);
  });

  it('when the export is asked with filters, then it streams a CSV of every match with the header first', async () => {
    const rows = await history('Export');
    const res = await staff
      .get('/api/reservations/export.csv?q=export&from=2025-01-01')
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('reservations.csv');
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Seating,Name,Phone,Email,Guests,Veg,Non-veg,Status,Special requests,Dietary needs,Occasion',
    );
    const expected = ordered(rows.filter((r) => r.date >= '2025-01-01'));
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(expected.map((r) => r.name));
    await staff.get('/api/reservations/export.csv?date=2025-13-01').expect(400);
  });

  it('when the export has more bookings than one batch, then every one arrives once', async () => {
    const night = '2023-06-15';
    const values = Array.from({ length: 1203 }, (_, i) => ({
      name: `Batch ${i}`,
      email: `batch.${i}@example.com`,
      phone: `+91 97000 ${String(i).padStart(5, '0')}`,
      date: night,
      timeSlot: i % 2 ? SEVEN : NINE,
      guests: 2,
      nonVegCount: 2,
      status: 'completed' as const,
    }));
    await t.database.db.insert(reservations).values(values);
    const res = await staff
      .get(`/api/reservations/export.csv?date=${night}`)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    const names = (res.body as string)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[2]);
    expect(names).toHaveLength(1203);
    expect(new Set(names).size).toBe(1203);
  });
});
