import { BRAND_NAME } from './constants';
import { ROUTE_LIST, type RouteMeta } from './routes';

export type { RouteMeta };

const PUBLIC = new Map(ROUTE_LIST.flatMap((r) => (r.meta ? [[r.path, r.meta] as const] : [])));

/** The public pages, in the route table's order. */
export const SITEMAP_PATHS = [...PUBLIC.keys()];

/** Title, description and robots rule for the first HTML of a path (crawlers and link previews). */
export function routeMeta(path: string): RouteMeta {
  const known = PUBLIC.get(path);
  if (known) return known;
  return {
    title:
      path.startsWith('/staff') || path === '/login' ? `Staff Portal | ${BRAND_NAME}` : BRAND_NAME,
    description: `${BRAND_NAME}: an extraordinary 10-course tasting menu.`,
    index: false,
  };
}
