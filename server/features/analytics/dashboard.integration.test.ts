import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { insertReservation } from '../../test/factories';
import { testDatabaseKind } from '../../test/test-database';
import { addDays } from '@shared/restaurant-time';
import { BROWSER_UA, pageViewBody, testClock } from './analytics-test-kit';

// Generated traffic with known answers, in the restaurant's default zone, Asia/Kolkata (UTC+5:30):
// midnight of 10 November there is 18:30 UTC on 9 November. Every view is sent through the API
// at a pinned instant. The range asked for is 10 to 12 November.
//
// session  view (UTC instant)       Kolkata day  path                   counts in 10-12 Nov?
// A        2026-11-05T10:00:00Z     5 Nov        /                      before (A returns)
// A        2026-11-10T05:00:00Z     10 Nov       /book                  yes
// A        2026-11-11T05:00:00Z     11 Nov       /                      yes
// D        2026-11-09T18:29:59Z     9 Nov 23:59  /contact               before (D returns)
// D        2026-11-10T06:30:00Z     10 Nov       /book                  yes
// B        2026-11-09T18:30:00Z     10 Nov 00:00 /contact               yes (first second)
// B        2026-11-11T09:00:00Z     11 Nov       /reservation/<token>   yes, as /reservation/:token
// B        2026-11-12T18:29:59Z     12 Nov 23:59 /book?utm_source=x     yes (last second), as /book
// H        2026-11-08T09:00:00Z     8 Nov        /                      staff signed in: never counts
// H        2026-11-11T10:00:00Z     11 Nov       /                      yes (H is new)
// C        2026-11-12T18:30:00Z     13 Nov 00:00 /corporate             after the range
// C        2026-11-12T20:00:00Z     13 Nov       /corporate             after (still 12 Nov in UTC)
// E        10 and 11 Nov            -            /staff, /book          staff signed in: never counts
// F        10 Nov                   -            /login, /staff/orders  staff pages: never count
// G        10 Nov                   -            /                      a robot: never stored
//
// Visitors A, B, D, H (4); returning A and D; new B and H; views 7: 3 on 10 Nov, 3 on 11 Nov,
// 1 on 12 Nov. Funnel: 3 starts, 2 forms filled, 1 completion in the range; one start a second
// before it and one by a signed-in staff user do not count.

const CHROME = BROWSER_UA;
const TOP_PAGES_TRAFFIC: [string, number][] = [
  ['/a', 1],
  ['/b', 4],
  ['/c', 2],
  ['/d', 4],
  ['/e', 3],
  ['/f', 1],
  ['/g', 2],
];
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe(`staff dashboard analytics (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  const clock = testClock('2026-11-05T10:00:00Z');

  async function view(
    at: string,
    sessionId: string,
    path: string,
    as: 'guest' | 'staff' = 'guest',
    ua = CHROME,
  ) {
    clock.set(at);
    // Signed in at that moment: a staff session ends after 30 idle minutes on the same clock.
    const client = as === 'staff' ? await signedInAgent(t.app) : request(t.app);
    await client
      .post('/api/analytics/pageview')
      .set('User-Agent', ua)
      .send(pageViewBody(path, `session-${sessionId}-0001`))
      .expect(204);
  }

  async function funnel(
    at: string,
    eventType: string,
    sessionId: string,
    as: 'guest' | 'staff' = 'guest',
    metadata?: object,
  ) {
    clock.set(at);
    const client = as === 'staff' ? await signedInAgent(t.app) : request(t.app);
    await client
      .post('/api/analytics/conversion')
      .send({
        eventType,
        sessionId: `session-${sessionId}-0001`,
        ...(metadata ? { metadata } : {}),
      })
      .expect(204);
  }

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    staff = await signedInAgent(t.app);

    await view('2026-11-05T10:00:00Z', 'A', '/');
    await view('2026-11-08T09:00:00Z', 'H', '/', 'staff');
    await view('2026-11-09T18:29:59Z', 'D', '/contact');
    await view('2026-11-09T18:30:00Z', 'B', '/contact');
    await view('2026-11-10T05:00:00Z', 'A', '/book');
    await view('2026-11-10T06:30:00Z', 'D', '/book');
    await view('2026-11-10T07:00:00Z', 'E', '/staff', 'staff');
    await view('2026-11-10T07:05:00Z', 'F', '/login');
    await view('2026-11-10T07:06:00Z', 'F', '/staff/orders');
    await view('2026-11-10T08:00:00Z', 'G', '/', 'guest', GOOGLEBOT);
    await view('2026-11-11T05:00:00Z', 'A', '/');
    await view('2026-11-11T06:00:00Z', 'E', '/book', 'staff');
    await view('2026-11-11T09:00:00Z', 'B', '/reservation/AbCdEfGhIjKlMnOpQrStUvWx');
    await view('2026-11-11T10:00:00Z', 'H', '/');
    await view('2026-11-12T18:29:59Z', 'B', '/book?utm_source=x');
    await view('2026-11-12T18:30:00Z', 'C', '/corporate');
    await view('2026-11-12T20:00:00Z', 'C', '/corporate');

    await funnel('2026-11-09T18:29:00Z', 'reservation_start', 'D');
    await funnel('2026-11-10T05:01:00Z', 'reservation_start', 'A');
    await funnel('2026-11-10T06:31:00Z', 'reservation_start', 'D');
    await funnel('2026-11-11T09:01:00Z', 'reservation_start', 'B');
    await funnel('2026-11-11T06:01:00Z', 'reservation_start', 'E', 'staff');
    await funnel('2026-11-10T05:05:00Z', 'reservation_form_filled', 'A');
    await funnel('2026-11-11T09:05:00Z', 'reservation_form_filled', 'B');
    const booking = await insertReservation(t.database.db);
    await funnel('2026-11-11T09:06:00Z', 'reservation_complete', 'B', 'guest', {
      reservationId: booking.id,
    });
    // 1 September: seven pages, each from a session of its own, viewed 1, 4, 2, 4, 3, 1, 2 times.
    for (const [i, [path, times]] of TOP_PAGES_TRAFFIC.entries()) {
      for (let n = 0; n < times; n++) await view(`2026-09-01T0${n}:00:00Z`, `top${i}`, path);
    }
    // 00:30 on 13 November in Kolkata, still the 12th in UTC.
    clock.set('2026-11-12T19:00:00Z');
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  const dashboard = (query: Record<string, string> = {}) =>
    staff.get('/api/analytics/dashboard').query(query);

  it('when staff ask for 10 to 12 November, then every figure is exactly what the traffic gives', async () => {
    const res = await dashboard({ startDate: '2026-11-10', endDate: '2026-11-12' }).expect(200);
    expect(res.body).toEqual({
      startDate: '2026-11-10',
      endDate: '2026-11-12',
      totalVisitors: 4,
      totalPageViews: 7,
      newCustomers: 2,
      returningCustomers: 2,
      pageViewsOverTime: [
        { date: '2026-11-10', views: 3 },
        { date: '2026-11-11', views: 3 },
        { date: '2026-11-12', views: 1 },
      ],
      topPages: [
        { path: '/book', views: 3 },
        { path: '/', views: 2 },
        { path: '/contact', views: 1 },
        { path: '/reservation/:token', views: 1 },
      ],
      reservationFunnel: { started: 3, formFilled: 2, completed: 1 },
    });
  });

  it('when staff ask for no range, then it is the last 30 days ending today in Kolkata, zero-filled', async () => {
    const res = await dashboard().expect(200);
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-10-15', i));
    const views: Record<string, number> = {
      '2026-11-05': 1,
      '2026-11-09': 1,
      '2026-11-10': 3,
      '2026-11-11': 3,
      '2026-11-12': 1,
      '2026-11-13': 2,
    };
    expect(res.body).toEqual({
      startDate: '2026-10-15',
      endDate: '2026-11-13',
      // Nobody had a counted view before 15 October, so all five are new.
      totalVisitors: 5,
      totalPageViews: 11,
      newCustomers: 5,
      returningCustomers: 0,
      pageViewsOverTime: days.map((date) => ({ date, views: views[date] ?? 0 })),
      topPages: [
        { path: '/', views: 3 },
        { path: '/book', views: 3 },
        { path: '/contact', views: 2 },
        { path: '/corporate', views: 2 },
        { path: '/reservation/:token', views: 1 },
      ],
      reservationFunnel: { started: 4, formFilled: 2, completed: 1 },
    });
  });

  it('when one day is asked for, then views a second either side of its Kolkata midnights stay out', async () => {
    const res = await dashboard({ startDate: '2026-11-09', endDate: '2026-11-09' }).expect(200);
    expect(res.body).toMatchObject({
      totalVisitors: 1,
      totalPageViews: 1,
      newCustomers: 1,
      returningCustomers: 0,
      pageViewsOverTime: [{ date: '2026-11-09', views: 1 }],
      topPages: [{ path: '/contact', views: 1 }],
      reservationFunnel: { started: 1, formFilled: 0, completed: 0 },
    });
  });

  it('when a range has no traffic, then every figure is zero and each day is listed', async () => {
    const res = await dashboard({ startDate: '2027-02-27', endDate: '2027-03-02' }).expect(200);
    expect(res.body).toEqual({
      startDate: '2027-02-27',
      endDate: '2027-03-02',
      totalVisitors: 0,
      totalPageViews: 0,
      newCustomers: 0,
      returningCustomers: 0,
      pageViewsOverTime: ['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02'].map((date) => ({
        date,
        views: 0,
      })),
      topPages: [],
      reservationFunnel: { started: 0, formFilled: 0, completed: 0 },
    });
  });

  it('when more than five pages were viewed, then the top five are listed, most viewed first and ties by path', async () => {
    const res = await dashboard({ startDate: '2026-09-01', endDate: '2026-09-01' }).expect(200);
    expect(res.body.topPages).toEqual([
      { path: '/b', views: 4 },
      { path: '/d', views: 4 },
      { path: '/e', views: 3 },
      { path: '/c', views: 2 },
      { path: '/g', views: 2 },
    ]);
    expect(res.body.totalPageViews).toBe(17);
    expect(res.body.totalVisitors).toBe(7);
  });

  it.each([
    ['the end is before the start', { startDate: '2026-11-12', endDate: '2026-11-11' }],
    ['the range is 401 days', { startDate: '2025-01-01', endDate: '2026-02-05' }],
    ['a date is not a date', { startDate: '2026-02-30', endDate: '2026-03-01' }],
    ['a date is written another way', { startDate: '10/11/2026' }],
    ['a date-time is not a real instant', { endDate: '2026-11-31T00:00:00Z' }],
    ['a date-time is written another way', { endDate: '12 Nov 2026 00:00 GMT' }],
    [
      'the 30 days from the start run past the last day a date can name',
      { startDate: '9999-12-31' },
    ],
  ])('when %s, then 400', async (_what, query) => {
    const res = await dashboard(query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_input');
  });

  it('U11: when the range is sent as ISO 8601 date-times, then each is the restaurant-zone day of its instant', async () => {
    // 18:30 UTC on 9 November is midnight of the 10th in Kolkata; 18:29:59 on the 12th is 23:59:59.
    const res = await dashboard({
      startDate: '2026-11-09T18:30:00.000Z',
      endDate: '2026-11-12T18:29:59.999Z',
    }).expect(200);
    const plain = await dashboard({ startDate: '2026-11-10', endDate: '2026-11-12' }).expect(200);
    expect(res.body).toEqual(plain.body);
    expect(res.body).toMatchObject({ startDate: '2026-11-10', endDate: '2026-11-12' });
  });

  it('U11: when both ends are refused, then each problem is listed once', async () => {
    const res = await dashboard({ startDate: '2026-02-30', endDate: 'soon' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        path: 'startDate',
        message: 'startDate must be a date (yyyy-MM-dd) or an ISO 8601 date-time',
      },
      { path: 'endDate', message: 'endDate must be a date (yyyy-MM-dd) or an ISO 8601 date-time' },
    ]);
  });

  it('when a date is sent twice, then 400', async () => {
    const res = await staff.get(
      '/api/analytics/dashboard?startDate=2026-11-01&startDate=2026-11-02',
    );
    expect(res.status).toBe(400);
  });

  it('when the range is exactly 400 days, then it is answered day by day', async () => {
    const res = await dashboard({ startDate: '2025-10-10', endDate: '2026-11-13' }).expect(200);
    expect(res.body.pageViewsOverTime).toHaveLength(400);
    // The 11 views of the default range and the 17 of 1 September.
    expect(res.body.totalPageViews).toBe(28);
  });

  it('when a guest asks for the dashboard, then 401', async () => {
    const res = await request(t.app).get('/api/analytics/dashboard');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });
});
