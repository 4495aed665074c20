import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog } from '@shared/schema/audit-log';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { guests } from '@shared/schema/guests';
import { quoteRequests } from '@shared/schema/quote-requests';
import { reservations } from '@shared/schema/reservations';
import { waitlistEntries } from '@shared/schema/waitlist-entries';
import { insertMediaFile, insertReservation } from './factories';
import { createTestApp, signedInAgent, type TestApp } from './test-app';
import { testDatabaseKind } from './test-database';

// The other staff lists page the same way as the reservations: limit and cursor, a Link to the
// next page while more remain, the count over every page; their calls without parameters keep
// their original answers.

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

/** Follows the Link header from `first` to the end: every page's rows, and each count seen. */
async function follow(agent: Agent, first: string) {
  const rows: { id: number }[] = [];
  const totals = new Set<string>();
  let url: string | null = first;
  let pages = 0;
  while (url) {
    const res = await agent.get(url).expect(200);
    pages += 1;
    totals.add(res.headers['x-total-count'] as string);
    const body = res.body as { id: number }[] | { entries: { id: number }[] };
    rows.push(...(Array.isArray(body) ? body : body.entries));
    const link = res.headers.link as string | undefined;
    url = link ? link.slice(1, link.indexOf('>')) : null;
    expect(pages).toBeLessThan(50);
  }
  return { ids: rows.map((r) => r.id), totals: [...totals], pages };
}

describe(`the staff lists in pages (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Agent;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { runJobs: false });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  it('when corporate orders are paged, then the pages hold the whole list once, newest first, even within one instant', async () => {
    // Five orders in one microsecond-exact instant, and two older: the id breaks the tie.
    const at = new Date('2026-05-01T10:00:00.123Z');
    const order = (n: number, createdAt: Date) => ({
      companyName: `Co ${n}`,
      contactPerson: 'A',
      email: `co${n}@example.com`,
      phone: '+91 98450 00000',
      createdAt,
    });
    await t.database.db.insert(corporateOrders).values([1, 2, 3, 4, 5].map((n) => order(n, at)));
    await t.database.db
      .insert(corporateOrders)
      .values([order(6, new Date('2025-01-01')), order(7, new Date('2024-01-01'))]);
    const whole = await staff.get('/api/corporate-orders').expect(200);
    expect(whole.headers.link).toBeUndefined();
    const paged = await follow(staff, '/api/corporate-orders?limit=2');
    expect(paged.ids).toEqual((whole.body as { id: number }[]).map((o) => o.id));
    expect(paged.totals).toEqual([String(whole.body.length)]);
    expect(paged.pages).toBe(Math.ceil(whole.body.length / 2));
  });

  it('when quote requests are paged, then the pages hold the whole list once', async () => {
    await t.database.db.insert(quoteRequests).values(
      [1, 2, 3].map((n) => ({
        name: `Planner ${n}`,
        email: `p${n}@example.com`,
        phone: '+91 98450 00000',
        eventDate: '2026-12-01',
        guests: 20,
      })),
    );
    const whole = await staff.get('/api/quote-requests').expect(200);
    const paged = await follow(staff, '/api/quote-requests?limit=1');
    expect(paged.ids).toEqual((whole.body as { id: number }[]).map((o) => o.id));
    expect(paged.totals).toEqual([String(whole.body.length)]);
  });

  it('when the media library is paged, then the pages hold the whole list once', async () => {
    for (let i = 0; i < 3; i++) await insertMediaFile(t.database.db);
    const whole = await staff.get('/api/media').expect(200);
    const paged = await follow(staff, '/api/media?limit=2');
    expect(paged.ids).toEqual((whole.body as { id: number }[]).map((o) => o.id));
  });

  it('when the audit trail is paged by cursor, then the pages follow its order, and `before` still works', async () => {
    await t.database.db.insert(auditLog).values(
      [1, 2, 3, 4, 5].map((n) => ({
        username: 'admin',
        area: 'menu',
        action: 'update',
        entityId: String(n),
      })),
    );
    const paged = await follow(staff, '/api/audit?area=menu&limit=2');
    const all = await staff.get('/api/audit?area=menu&limit=100').expect(200);
    expect(paged.ids).toEqual((all.body.entries as { id: number }[]).map((e) => e.id));
    expect(paged.totals).toEqual([String(all.body.entries.length)]);
    const before = await staff.get(`/api/audit?area=menu&limit=2&before=${paged.ids[1]}`);
    expect(before.body.entries.map((e: { id: number }) => e.id)).toEqual(paged.ids.slice(2, 4));
  });

  it("when a night's waitlist is paged, then the pages hold the night once with each party's place", async () => {
    const night = '2026-12-24';
    await t.database.db.insert(waitlistEntries).values(
      ['9:00 PM - 10:00 PM', '7:00 PM - 8:00 PM', '7:00 PM - 8:00 PM'].map((timeSlot, i) => ({
        name: `Waiting ${i}`,
        email: `w${i}@example.com`,
        phone: '+91 98450 00000',
        date: night,
        timeSlot,
        guests: 2,
        tokenSalt: `salt${i}`,
        tokenHash: `hash-${i}-${Math.random()}`,
      })),
    );
    const whole = await staff.get(`/api/waitlist?date=${night}`).expect(200);
    expect(whole.body).toHaveLength(3);
    const paged = await follow(staff, `/api/waitlist?date=${night}&limit=2`);
    expect(paged.ids).toEqual((whole.body as { id: number }[]).map((e) => e.id));
    expect(paged.totals).toEqual(['3']);
    await staff.get('/api/waitlist?limit=2').expect(400);
  });

  it('when the guest book is searched with q and paged, then it finds the guests by name, e-mail or phone, latest booking first', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) {
      const [guest] = await t.database.db
        .insert(guests)
        .values({ emailKey: `pagedguest${i}@example.com`, phoneKey: `98700000${i}0` })
        .returning();
      await insertReservation(t.database.db, {
        name: `Pagedguest ${i}`,
        email: `pagedguest${i}@example.com`,
        phone: `+91 98700 000${i}0`,
        guestId: guest!.id,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
      made.push(guest!.id);
    }
    const paged = await follow(staff, '/api/guests?q=PAGEDGUEST&limit=2');
    expect(paged.ids).toEqual([...made].reverse());
    expect(paged.totals).toEqual(['3']);
    const byPhone = await staff.get('/api/guests?q=98700 00010').expect(200);
    expect(byPhone.body.map((g: { id: number }) => g.id)).toEqual([made[1]]);
    // Without q, limit or cursor the original answer: the latest guests, `query` still read.
    const original = await staff.get('/api/guests?query=pagedguest').expect(200);
    expect(original.headers.link).toBeUndefined();
    expect(original.body).toHaveLength(3);
    // A guest's own bookings come with the guest, one call per guest opened.
    const detail = await staff.get(`/api/guests/${made[0]}`).expect(200);
    expect(detail.body.bookings).toHaveLength(1);
  });

  it('when a list is asked with a wrong limit or a forged cursor, then it is 400 naming the field', async () => {
    const forged = Buffer.from(JSON.stringify(['yesterday', 1])).toString('base64url');
    for (const path of [
      '/api/corporate-orders',
      '/api/quote-requests',
      '/api/media',
      '/api/guests',
      '/api/audit',
      '/api/waitlist?date=2026-12-24&x=1',
    ]) {
      const join = path.includes('?') ? '&' : '?';
      for (const [query, field] of [
        ['limit=0', 'limit'],
        [`limit=${path === '/api/audit' ? 101 : 201}`, 'limit'],
        [`cursor=${forged}`, 'cursor'],
        ['cursor=%2A%2A', 'cursor'],
      ] as const) {
        const res = await staff.get(`${path}${join}${query}`);
        expect(res.status, `${path} ${query}`).toBe(400);
        expect(res.body.errors?.[0]?.path, `${path} ${query}`).toBe(field);
      }
    }
  });

  it('when a cursor of one list is given to another, then it is refused', async () => {
    await insertReservation(t.database.db, { date: '2025-02-02' });
    await insertReservation(t.database.db, { date: '2025-02-01' });
    const res = await staff.get('/api/reservations?limit=1').expect(200);
    const cursor = new URLSearchParams(
      (res.headers.link as string).split('?')[1]!.split('>')[0],
    ).get('cursor');
    const other = await staff.get(`/api/corporate-orders?cursor=${cursor}`);
    expect(other.status).toBe(400);
    expect(other.body.errors[0].path).toBe('cursor');
    // The rows the test made are still there (a refusal changes nothing).
    const [n] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reservations);
    expect(n!.n).toBeGreaterThanOrEqual(2);
  });
});
