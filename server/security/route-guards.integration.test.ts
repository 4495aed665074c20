import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../test/route-list';
import { testDatabaseKind } from '../test/test-database';
import { plausiblePath } from './route-examples';
import { createSiteUnderTest, isWrite, SAME_ORIGIN } from './site-under-test';

// The tests are made from the app's own routes, so the app is built while the file is collected.
const site = await createSiteUnderTest();
const routes = listRoutes(site.app);
// A route that forgot its marker is treated as staff-only: it must refuse strangers too.
const guardedRoutes = routes.filter((r) => r.access !== 'public');
afterAll(() => site.close());

describe(`every route says who may call it (${testDatabaseKind})`, () => {
  it('when the routers are walked, then every route carries requireAuth or publicRoute', () => {
    const unmarked = routes
      .filter((r) => r.access === 'unmarked')
      .map((r) => `${r.method} ${r.path}`);
    expect(
      unmarked,
      'routes with neither requireAuth nor publicRoute in their handler stack',
    ).toEqual([]);
  });

  it('when the routers are walked, then staff routes exist to check', () => {
    expect(guardedRoutes.filter((r) => r.access === 'staff').length).toBeGreaterThan(5);
  });

  it.each(guardedRoutes.map((r) => [r.method, r.path, r] as const))(
    'when %s %s is called without a session, then 401 in the error contract',
    async (method, _path, route) => {
      const verb = method === 'ALL' ? 'get' : (method.toLowerCase() as 'get');
      let req = request(site.app)[verb](plausiblePath(route));
      if (isWrite(method)) req = req.set(SAME_ORIGIN).send({});
      const res = await req;

      expect(res.status, `${method} ${route.path} answered ${res.status}: ${res.text}`).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
    },
  );

  it.each(guardedRoutes.map((r) => [r.method, r.path, r] as const))(
    'when %s %s is called with a forged session cookie, then 401',
    async (method, _path, route) => {
      const verb = method === 'ALL' ? 'get' : (method.toLowerCase() as 'get');
      let req = request(site.app)
        [verb](plausiblePath(route))
        .set('Cookie', 'sid=s%3Aforged-session-id.not-a-real-signature');
      if (isWrite(method)) req = req.set(SAME_ORIGIN).send({});
      const res = await req;

      expect(res.status, `${method} ${route.path} answered ${res.status}: ${res.text}`).toBe(401);
      expect(res.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
    },
  );
});
