import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUnderTest, type SiteUnderTest } from '../security/site-under-test';
import { fillPath, listRoutes, pathParamNames, type ListedRoute } from './route-list';
import { testDatabaseKind } from './test-database';

describe(`listRoutes walks the Express routers (${testDatabaseKind})`, () => {
  let site: SiteUnderTest;
  let routes: ListedRoute[];
  beforeAll(async () => {
    site = await createSiteUnderTest();
    routes = listRoutes(site.app);
  });
  afterAll(() => site.close());

  const find = (method: string, path: string) =>
    routes.find((r) => r.method === method && r.path === path);

  // If the router package ever stores its layers differently, the walk would find nothing and
  // the whole security suite would pass vacuously; these known routes keep it honest.
  it.each([
    ['POST', '/api/reservations', 'public'],
    ['PATCH', '/api/reservations/:id/status', 'staff'],
    ['GET', '/api/reservations', 'staff'],
    ['POST', '/api/reservations/staff', 'staff'],
    ['PATCH', '/api/reservations/:id', 'staff'],
    ['PATCH', '/api/reservations/manage/:token', 'public'],
    ['GET', '/api/availability/nearest', 'public'],
    ['DELETE', '/api/blocked-slots/:id', 'staff'],
    ['POST', '/api/auth/login', 'public'],
    ['PATCH', '/api/content/:sectionName', 'admin'],
    ['GET', '/api/content', 'public'],
    ['POST', '/api/media/upload', 'admin'],
    ['PUT', '/api/site-settings/contact', 'admin'],
    ['POST', '/api/analytics/conversion', 'public'],
    ['GET', '/healthz', 'public'],
    ['GET', '/metrics', 'public'],
    ['GET', '/robots.txt', 'public'],
    ['GET', '/api/users', 'admin'],
    ['GET', '/api/audit', 'admin'],
    ['POST', '/api/auth/password', 'staff'],
    ['GET', '/uploads/:name', 'public'],
  ])('when the app is walked, then %s %s is found as %s', (method, path, access) => {
    expect(find(method, path)).toEqual({ method, path, access });
  });

  it('when the app is walked, then the SPA fallback is listed with its pattern', () => {
    const fallback = routes.find((r) => r.pattern);
    expect(fallback).toMatchObject({ method: 'GET', path: '/.*/', access: 'public' });
    expect(fallback!.pattern!.regexp.test('/book')).toBe(true);
  });

  it('when the app is walked, then no route is listed twice and plain middleware is not a route', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The built files (/assets) are served by express.static, plain middleware.
    expect(keys.some((k) => k.includes('/assets'))).toBe(false);
  });

  it('when a path has parameters, then they are named and can be filled', () => {
    expect(pathParamNames('/api/reservations/manage/:token/cancel')).toEqual(['token']);
    expect(fillPath('/api/reservations/:id/status', { id: '42' })).toBe(
      '/api/reservations/42/status',
    );
    expect(() => fillPath('/api/media/:id', {})).toThrow(/no value for :id/);
  });
});
