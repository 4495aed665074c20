import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { analyticsSessions, conversionEvents, pageViews } from '@shared/schema/analytics';
import { users } from '@shared/schema/users';
import { createTestApp, signedInAgent, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { BROWSER_UA, pageViewBody, testClock } from './analytics-test-kit';
import { PAGE_VIEWS_PER_IP, PAGE_VIEWS_PER_SESSION } from './analytics.routes';

describe(`page views (${testDatabaseKind})`, () => {
  let t: TestApp;
  const clock = testClock('2026-11-20T10:00:00Z');
  // Behind a proxy, so each test can come from an address of its own (the per-IP budget).
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, { now: clock.now });
  });
  afterAll(() => t.close());

  let lastIp = 0;
  const nextIp = () => `198.51.100.${++lastIp}`;

  function post(body: unknown, options: { ip?: string; ua?: string | null } = {}) {
    const req = request(t.app)
      .post('/api/analytics/pageview')
      .set('X-Forwarded-For', options.ip ?? nextIp());
    if (options.ua !== null) req.set('User-Agent', options.ua ?? BROWSER_UA);
    return req.send(body as object);
  }

  const viewsOf = (sessionId: string) =>
    t.database.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.sessionId, sessionId))
      .orderBy(pageViews.id);
  const sessionRow = async (sessionId: string) =>
    (
      await t.database.db
        .select()
        .from(analyticsSessions)
        .where(eq(analyticsSessions.sessionId, sessionId))
    )[0];
  const countViews = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pageViews))[0]!.n;

  it('when a visitor opens pages, then each view is stored in its session and a view over 30 minutes after the last starts a new visit', async () => {
    const sid = 'visit-session-0001';
    const ip = nextIp();
    const at = async (iso: string, path: string, referrer = '') => {
      clock.set(iso);
      await post(pageViewBody(path, sid, { referrer }), { ip }).expect(204);
    };
    await at('2026-11-20T10:00:00Z', '/', 'https://www.google.com/search?q=tasting+menu');
    await at('2026-11-20T10:10:00Z', '/book?utm_source=newsletter&email=a@b.c');
    await at('2026-11-20T10:55:00Z', '/contact#map');
    await at('2026-11-20T11:25:00Z', '/reservation/AbCdEfGhIjKlMnOpQrStUvWx');
    await at('2026-11-20T11:55:01Z', '/');

    const views = await viewsOf(sid);
    expect(views.map((v) => v.path)).toEqual([
      '/',
      '/book',
      '/contact',
      '/reservation/:token',
      '/',
    ]);
    expect(views.map((v) => v.createdAt.toISOString())).toEqual([
      '2026-11-20T10:00:00.000Z',
      '2026-11-20T10:10:00.000Z',
      '2026-11-20T10:55:00.000Z',
      '2026-11-20T11:25:00.000Z',
      '2026-11-20T11:55:01.000Z',
    ]);
    expect(views.map((v) => v.referrer)).toEqual([
      'https://www.google.com/search',
      null,
      null,
      null,
      null,
    ]);
    expect(views[0]).toMatchObject({
      userId: null,
      deviceInfo: { userAgent: BROWSER_UA, language: 'en-IN', screenSize: '1280x800' },
    });
    expect(views[0]!.viewedAt).toEqual(views[0]!.createdAt);
    // 10:00 starts visit 1; 10:55 (45 min later) visit 2; 11:25 is exactly 30 min on, so still
    // visit 2; 11:55:01 is just over 30 min on, visit 3.
    expect(await sessionRow(sid)).toMatchObject({
      firstSeen: new Date('2026-11-20T10:00:00Z'),
      lastSeen: new Date('2026-11-20T11:55:01Z'),
      totalVisits: 3,
      userId: null,
      firstPublicViewAt: new Date('2026-11-20T10:00:00Z'),
    });
  });

  it('when a signed-in staff user opens a page, then the view and the session carry the user', async () => {
    const staff = await signedInAgent(t.app);
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, TEST_ADMIN.username));
    await staff
      .post('/api/analytics/pageview')
      .set('User-Agent', BROWSER_UA)
      .send(pageViewBody('/staff', 'staff-session-0001'))
      .expect(204);
    expect(await viewsOf('staff-session-0001')).toMatchObject([
      { path: '/staff', userId: admin!.id },
    ]);
    expect(await sessionRow('staff-session-0001')).toMatchObject({
      userId: admin!.id,
      firstPublicViewAt: null,
    });
    // Signed out in the same browser, the staff pages still do not make it a visitor; the
    // home page does.
    const guestView = (path: string) =>
      post(pageViewBody(path, 'staff-session-0001'), { ip: '198.51.100.250' }).expect(204);
    clock.set('2026-11-20T12:00:00Z');
    await guestView('/login');
    await guestView('/staff/orders');
    expect(await sessionRow('staff-session-0001')).toMatchObject({ firstPublicViewAt: null });
    clock.set('2026-11-20T12:05:00Z');
    await guestView('/');
    clock.set('2026-11-20T12:10:00Z');
    await guestView('/book');
    expect(await sessionRow('staff-session-0001')).toMatchObject({
      firstPublicViewAt: new Date('2026-11-20T12:05:00Z'),
    });
  });

  it('when a robot sends a page view, then it gets the same answer and nothing is stored', async () => {
    const robots: [string, string | null, string][] = [
      ['bot-crawler-0001', 'Googlebot/2.1 (+http://www.google.com/bot.html)', BROWSER_UA],
      ['bot-script-00001', 'python-requests/2.32.3', BROWSER_UA],
      ['bot-noheader-001', null, BROWSER_UA],
      [
        'bot-headless-001',
        BROWSER_UA,
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
      ],
      ['bot-pagebot-0001', BROWSER_UA, 'Mozilla/5.0 (compatible; bingbot/2.0)'],
    ];
    for (const [sid, header, page] of robots) {
      const body = pageViewBody('/', sid, {
        deviceInfo: { userAgent: page, language: 'en', screenSize: '800x600' },
      });
      await post(body, { ua: header }).expect(204);
    }
    const sids = robots.map(([sid]) => sid);
    expect(
      await t.database.db.select().from(pageViews).where(inArray(pageViews.sessionId, sids)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(analyticsSessions)
        .where(inArray(analyticsSessions.sessionId, sids)),
    ).toEqual([]);
  });

  it('when a page view is malformed or oversized, then 400 (never 500) and nothing is stored', async () => {
    const good = pageViewBody('/book', 'bad-input-session-1');
    const device = good.deviceInfo;
    const malformed: [string, unknown][] = [
      ['no path', { ...good, path: undefined }],
      ['an empty path', { ...good, path: '' }],
      ['a path without a leading slash', { ...good, path: 'book' }],
      ['a 10 KB path', { ...good, path: `/${'a'.repeat(10_240)}` }],
      ['a NUL byte in the path', { ...good, path: '/book\u0000' }],
      ['a line break in the path', { ...good, path: '/book\nSet-Cookie: x' }],
      ['a number as path', { ...good, path: 42 }],
      ['an array as path', { ...good, path: ['/book'] }],
      ['no session id', { ...good, sessionId: undefined }],
      ['a malformed session id', { ...good, sessionId: '<script>' }],
      ['a 10 KB session id', { ...good, sessionId: 'a'.repeat(10_240) }],
      ['no device info', { ...good, deviceInfo: undefined }],
      ['device info as an array', { ...good, deviceInfo: [device] }],
      ['device info as text', { ...good, deviceInfo: 'Chrome' }],
      ['a 10 KB user agent', { ...good, deviceInfo: { ...device, userAgent: 'x'.repeat(10_240) } }],
      ['a NUL in the user agent', { ...good, deviceInfo: { ...device, userAgent: 'Moz\u0000' } }],
      ['a made-up language', { ...good, deviceInfo: { ...device, language: 'en_IN; drop' } }],
      ['a screen of 0x0', { ...good, deviceInfo: { ...device, screenSize: '0x0' } }],
      ['a screen of 99999x1', { ...good, deviceInfo: { ...device, screenSize: '99999x1' } }],
      ['a screen written 1280*800', { ...good, deviceInfo: { ...device, screenSize: '1280*800' } }],
      ['a screen as numbers', { ...good, deviceInfo: { ...device, screenSize: [1280, 800] } }],
      ['a 10 KB referrer', { ...good, referrer: `https://x.example/${'a'.repeat(10_240)}` }],
      ['a referrer object', { ...good, referrer: { href: 'https://x.example/' } }],
      ['an array body', [good]],
      ['a text body', 'path=/book'],
    ];
    const before = await countViews();
    for (const [what, body] of malformed) {
      const res = await post(body);
      expect([what, res.status]).toEqual([what, 400]);
      expect(res.body.code, what).toMatch(/^invalid_(input|json)$/);
    }
    const huge = await post({ ...good, padding: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(await countViews()).toBe(before);
  });

  it('when the longest allowed values arrive, then they are stored as sent', async () => {
    const path = `/${'é'.repeat(499)}`;
    const userAgent = `${BROWSER_UA} ${'ü'.repeat(512 - BROWSER_UA.length - 1)}`;
    await post(
      pageViewBody(path, 'long-values-0001', {
        deviceInfo: { userAgent, language: 'zh-Hant-TW', screenSize: '20000x20000' },
        referrer: `https://example.com/${'a'.repeat(980)}`,
      }),
    ).expect(204);
    expect(await viewsOf('long-values-0001')).toMatchObject([
      { path, deviceInfo: { userAgent, language: 'zh-Hant-TW', screenSize: '20000x20000' } },
    ]);
  });

  it('when one session floods page views, then at most its budget is stored and the rest get 429', async () => {
    const sid = 'flooding-session-1';
    const ip = nextIp();
    const attempts = PAGE_VIEWS_PER_SESSION.points + 10;
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, attempts - i) }, () =>
          post(pageViewBody('/book', sid), { ip }),
        ),
      );
      statuses.push(...batch.map((r) => r.status));
      const refused = batch.find((r) => r.status === 429);
      if (refused) expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(PAGE_VIEWS_PER_SESSION.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await viewsOf(sid)).toHaveLength(PAGE_VIEWS_PER_SESSION.points);
    // Another session from the same address is not held back by this one.
    await post(pageViewBody('/book', 'calm-session-0001'), { ip }).expect(204);
  }, 60_000);

  it('when one address floods page views from many sessions, then at most its budget is stored and the rest get 429', async () => {
    const ip = nextIp();
    const attempts = PAGE_VIEWS_PER_IP.points + 10;
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, attempts - i) }, (_, j) =>
          post(pageViewBody('/', `ip-flood-${String(i + j).padStart(6, '0')}`), { ip }),
        ),
      );
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(PAGE_VIEWS_PER_IP.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pageViews)
      .where(sql`${pageViews.sessionId} like 'ip-flood-%'`);
    expect(stored!.n).toBe(PAGE_VIEWS_PER_IP.points);
    // Another address is not held back by this one.
    await post(pageViewBody('/', 'other-address-01')).expect(204);
    // Signed-in staff sharing that address are not held back either (the whole floor may sit
    // behind one address, and their views are never visitor figures).
    const staff = await signedInAgent(t.app);
    await staff
      .post('/api/analytics/pageview')
      .set('X-Forwarded-For', ip)
      .set('User-Agent', BROWSER_UA)
      .send(pageViewBody('/staff', 'staff-behind-flood'))
      .expect(204);
    expect(await viewsOf('staff-behind-flood')).toHaveLength(1);
  }, 60_000);

  it('when views and funnel events arrive, then no IP address is stored anywhere, not even in the rate limiter', async () => {
    const ip = '203.0.113.77';
    await post(pageViewBody('/', 'no-ip-session-01'), { ip }).expect(204);
    await request(t.app)
      .post('/api/analytics/conversion')
      .set('X-Forwarded-For', ip)
      .send({ eventType: 'reservation_start', sessionId: 'no-ip-session-01' })
      .expect(204);

    const columns = await t.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_name in ('page_views', 'analytics_sessions', 'conversion_events')`);
    const names = (columns as unknown as { rows: { column_name: string }[] }).rows.map(
      (r) => r.column_name,
    );
    expect(names).toContain('session_id');
    expect(
      names.filter((n) => /(^|_)(ip|ip_address|address|remote|forwarded)(_|$)/.test(n)),
    ).toEqual([]);

    for (const table of [pageViews, analyticsSessions, conversionEvents]) {
      const rows = await t.database.db.select().from(table);
      expect(rows.length).toBeGreaterThan(0);
      const text = JSON.stringify(rows);
      expect(text).not.toContain(ip);
      expect(text).not.toMatch(/127\.0\.0\.1|::ffff|198\.51\.100\./);
    }
    const limiterKeys = await t.database.db.execute(sql`select key from rate_limits`);
    const keys = JSON.stringify((limiterKeys as unknown as { rows: unknown[] }).rows);
    expect(keys).toContain('pageview-ip');
    expect(keys).not.toContain(ip);
    expect(keys).not.toMatch(/198\.51\.100\./);
  });
});
