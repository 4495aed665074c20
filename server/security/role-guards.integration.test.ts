import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../test/factories';
import { listRoutes } from '../test/route-list';
import { testDatabaseKind } from '../test/test-database';
import { plausiblePath } from './route-examples';
import { createSiteUnderTest, isWrite, SAME_ORIGIN } from './site-under-test';

// The role table, as docs/features/staff-accounts.md states it. Built from the app's own routes: a new staff or admin
// route fails the first tests until it is put in one of these lists.
const ADMIN_ROUTES = [
  'POST /api/menu',
  'PATCH /api/menu/:id',
  'DELETE /api/menu/:id',
  'PUT /api/tasting-menu/:menu',
  'PATCH /api/content/:sectionName',
  'PUT /api/site-settings/contact',
  'PUT /api/site-settings/social',
  'PUT /api/site-settings/corporate-ordering',
  'PUT /api/site-settings/booking-window',
  'PUT /api/site-settings/legal',
  'PUT /api/site-settings/booking-payments',
  'POST /api/reservations/:id/refund',
  'POST /api/media/upload',
  'DELETE /api/media/:id',
  'GET /api/users',
  'POST /api/users',
  'PATCH /api/users/:id',
  'POST /api/users/:id/password',
  'GET /api/audit',
  'POST /api/time-slots',
  'PUT /api/time-slots/:id',
  'GET /api/special-nights',
  'POST /api/special-nights',
  'PUT /api/special-nights/:id',
  'DELETE /api/special-nights/:id',
];
const STAFF_ROUTES = [
  'GET /api/reservations',
  'GET /api/reservations/export.csv',
  'GET /api/reservations/:id/messages',
  'PATCH /api/reservations/:id/status',
  'POST /api/reservations/staff',
  'PATCH /api/reservations/:id',
  'GET /api/blocked-slots',
  'GET /api/blocked-slots/affected',
  'POST /api/blocked-slots',
  'DELETE /api/blocked-slots/:id',
  'GET /api/service-sheet',
  'PUT /api/reservations/:id/attendance',
  'GET /api/waitlist',
  'POST /api/waitlist/:id/offer',
  'DELETE /api/waitlist/:id',
  'GET /api/guests',
  'GET /api/guests/:id',
  'PATCH /api/guests/:id',
  'GET /api/corporate-orders',
  // Rejecting a paid order (a refund) is refused to non-admins inside the service.
  'PATCH /api/corporate-orders/:id/status',
  'POST /api/corporate-orders/:id/check-payment',
  'GET /api/corporate-orders/:id/invoice.pdf',
  'GET /api/corporate-orders/:id/credit-note.pdf',
  'GET /api/site-settings/legal',
  'GET /api/quote-requests',
  'PATCH /api/quote-requests/:id',
  'GET /api/analytics/dashboard',
  'GET /api/analytics/overview',
  'GET /api/messages',
  'GET /api/messages/alerts',
  'POST /api/messages/:id/resend',
  'POST /api/auth/password',
  // Last: it signs this staff user out.
  'POST /api/auth/logout-everywhere',
];

const site = await createSiteUnderTest();
const routes = listRoutes(site.app);
const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
afterAll(() => site.close());

describe(`the role table (${testDatabaseKind})`, () => {
  let staff: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    const user = await insertStaffUser(site.database.db);
    staff = request.agent(site.app);
    await staff
      .post('/api/auth/login')
      .set(SAME_ORIGIN)
      .send({ username: user.username, password: user.plainPassword })
      .expect(200);
  });

  it('when the routers are walked, then the admin routes are exactly those of the table', () => {
    expect(
      routes
        .filter((r) => r.access === 'admin')
        .map(keyOf)
        .sort(),
    ).toEqual([...ADMIN_ROUTES].sort());
  });

  it('when the routers are walked, then the staff routes are exactly those of the table', () => {
    expect(
      routes
        .filter((r) => r.access === 'staff')
        .map(keyOf)
        .sort(),
    ).toEqual([...STAFF_ROUTES].sort());
  });

  const call = (route: { method: string; path: string }) => {
    const found = routes.find((r) => keyOf(r) === keyOf(route))!;
    const verb = route.method.toLowerCase() as 'get';
    let req = staff[verb](plausiblePath(found));
    if (isWrite(route.method)) req = req.set(SAME_ORIGIN).send({});
    return req;
  };

  it.each(ADMIN_ROUTES.map((key) => key.split(' ') as [string, string]))(
    'when a staff user who is not an admin calls %s %s, then 403',
    async (method, path) => {
      const res = await call({ method, path });
      expect(res.status, res.text).toBe(403);
      expect(res.body).toEqual({ message: 'Only an admin can do that', code: 'forbidden' });
    },
  );

  it.each(STAFF_ROUTES.map((key) => key.split(' ') as [string, string]))(
    'when a staff user who is not an admin calls %s %s, then it is theirs to call (no 401 or 403)',
    async (method, path) => {
      const res = await call({ method, path });
      expect([401, 403], `${method} ${path} answered ${res.status}: ${res.text}`).not.toContain(
        res.status,
      );
    },
  );
});
