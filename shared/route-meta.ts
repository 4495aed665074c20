import { BRAND_NAME } from '@shared/constants';

export type RouteMeta = { title: string; description: string; index: boolean };

const PUBLIC: Record<string, RouteMeta> = {
  '/': {
    title: 'An extraordinary 10-course tasting menu',
    description: `${BRAND_NAME} serves an extraordinary 10-course tasting menu, vegetarian or not, at three seatings every night. Book a table online.`,
    index: true,
  },
  '/book': {
    title: `Reserve a Table | ${BRAND_NAME}`,
    description:
      'Book one of three nightly seatings (7, 8 or 9 PM) for our 10-course tasting menu. Veg ₹949, non-veg ₹999 plus GST, paid at the restaurant.',
    index: true,
  },
  '/corporate': {
    title: `Corporate Orders | ${BRAND_NAME}`,
    description:
      'Corporate catering from our kitchen: fixed meal days, subscription meal plans and festival hampers, with 10% off for corporate partners.',
    index: true,
  },
  '/contact': {
    title: `Contact | ${BRAND_NAME}`,
    description: `Address, phone, e-mail and opening hours of ${BRAND_NAME}.`,
    index: true,
  },
};

export const SITEMAP_PATHS = Object.keys(PUBLIC);

/** Title, description and robots rule for the first HTML of a path (crawlers and link previews). */
export function routeMeta(path: string): RouteMeta {
  const known = PUBLIC[path];
  if (known) return known;
  return {
    title:
      path.startsWith('/staff') || path === '/login' ? `Staff Portal | ${BRAND_NAME}` : BRAND_NAME,
    description: `${BRAND_NAME}: an extraordinary 10-course tasting menu.`,
    index: false,
  };
}
