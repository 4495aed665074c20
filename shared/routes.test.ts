import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SITEMAP_PATHS, routeMeta } from './route-meta';
import { ROUTE_LIST, ROUTES, isSpaRoute, lazyChunkOf, routeParams } from './routes';

const example = (path: string) => path.replace(/:[a-z]+/gi, 'Abc_123-x');

describe('the route table', () => {
  it('when a route is visited, then the server knows it as a page, with or without a trailing slash', () => {
    for (const route of ROUTE_LIST) {
      expect(isSpaRoute(example(route.path)), route.path).toBe(true);
      if (route.path !== '/') expect(isSpaRoute(`${example(route.path)}/`), route.path).toBe(true);
    }
    for (const unknown of ['/nope', '/staff/nope', '/reservation/bad!token', '/book/x', '//']) {
      expect(isSpaRoute(unknown), unknown).toBe(false);
    }
  });

  it("when a path is a route's page, then its parameters are read from it; otherwise it is not that page", () => {
    expect(routeParams(ROUTES.home.path, '/')).toEqual({});
    expect(routeParams(ROUTES.book.path, '/book/')).toEqual({});
    expect(routeParams(ROUTES.manageBooking.path, '/reservation/Abc_123-x')).toEqual({
      token: 'Abc_123-x',
    });
    expect(routeParams(ROUTES.manageBooking.path, '/reservation/bad!token')).toBeUndefined();
    expect(routeParams(ROUTES.book.path, '/booking')).toBeUndefined();
    expect(routeParams(ROUTES.home.path, '/contact')).toBeUndefined();
  });

  it('when a page has a lazy chunk, then the chunk is a real client file and its own path loads it', () => {
    for (const route of ROUTE_LIST) {
      if (!route.chunk) continue;
      const file = fileURLToPath(new URL(`../client/${route.chunk.file}`, import.meta.url));
      expect(fs.existsSync(file), route.chunk.file).toBe(true);
      expect(lazyChunkOf(example(route.path)), route.path).toBe(route.chunk.file);
    }
    expect(lazyChunkOf('/staff/nope')).toBe('src/app/staff-app.tsx');
    expect(lazyChunkOf('/contact')).toBeUndefined();
  });

  it('when the sitemap is built, then it lists exactly the indexable pages', () => {
    expect(SITEMAP_PATHS).toEqual(['/', '/book', '/corporate', '/contact', '/menu']);
    for (const path of SITEMAP_PATHS) expect(routeMeta(path).index).toBe(true);
    expect(routeMeta('/staff/content')).toMatchObject({ index: false });
    expect(routeMeta('/login').title).toMatch(/^Staff Portal/);
  });
});
