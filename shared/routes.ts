import { BRAND_NAME } from './constants';

/**
 * The site's one route table. The client's router takes its paths from here, the server answers
 * 200 for exactly these pages (404, still with the SPA and its 404 page, for anything else), puts
 * each page's title and description in its first HTML, lists the public ones in the sitemap and
 * preloads the lazy chunk a page will import.
 */

/** Title, description and robots rule of a page's first HTML (crawlers and link previews). */
export type RouteMeta = { title: string; description: string; index: boolean };

export type PageRoute = {
  /** The path as the router writes it; a `:name` segment is a URL-safe token. */
  path: string;
  /** Public pages carry their own meta and are listed in the sitemap; others are noindex. */
  meta?: RouteMeta;
  /**
   * The lazy chunk the page imports (its source file as the build manifest names it), and the
   * paths that load it: a whole area may share one chunk, unknown paths in it included.
   */
  chunk?: { file: string; loadedUnder: RegExp };
};

/**
 * The staff portal: every path under /staff, unknown ones included, is one lazy chunk that the
 * router hands whole to the portal (which shows its own 404).
 */
export const STAFF_AREA = /^\/staff(\/|$)/;
const STAFF_CHUNK = { file: 'src/app/staff-app.tsx', loadedUnder: STAFF_AREA };

export const ROUTES = {
  home: {
    path: '/',
    meta: {
      title: `An extraordinary 10-course tasting menu | ${BRAND_NAME}`,
      description: `${BRAND_NAME} serves an extraordinary 10-course tasting menu, vegetarian or not, at three seatings every night. Book a table online.`,
      index: true,
    },
  },
  book: {
    path: '/book',
    meta: {
      title: `Reserve a Table | ${BRAND_NAME}`,
      description:
        'Book one of three nightly seatings (7, 8 or 9 PM) for our 10-course tasting menu. Veg ₹949, non-veg ₹999 plus GST, paid at the restaurant.',
      index: true,
    },
    chunk: {
      file: 'src/features/reservations/book-page.tsx',
      loadedUnder: patternOf('/book'),
    },
  },
  corporate: {
    path: '/corporate',
    meta: {
      title: `Corporate Orders | ${BRAND_NAME}`,
      description:
        'Corporate catering from our kitchen: fixed meal days, subscription meal plans and festival hampers, with 10% off for corporate partners.',
      index: true,
    },
    chunk: {
      file: 'src/features/corporate/corporate-page.tsx',
      loadedUnder: patternOf('/corporate'),
    },
  },
  contact: {
    path: '/contact',
    meta: {
      title: `Contact | ${BRAND_NAME}`,
      description: `Address, phone, e-mail and opening hours of ${BRAND_NAME}.`,
      index: true,
    },
  },
  /** The tasting menus as a page: the View Menu dialog's content for readers without JavaScript. */
  menu: {
    path: '/menu',
    meta: {
      title: `Our Tasting Menu | ${BRAND_NAME}`,
      description:
        'The vegetarian and non-vegetarian 10-course tasting menus, course by course, with their allergens.',
      index: true,
    },
    chunk: { file: 'src/features/menu/menu-page.tsx', loadedUnder: patternOf('/menu') },
  },
  login: {
    path: '/login',
    chunk: { file: 'src/features/auth/login-page.tsx', loadedUnder: patternOf('/login') },
  },
  manageBooking: {
    path: '/reservation/:token',
    chunk: {
      file: 'src/features/reservations/manage-booking-page.tsx',
      loadedUnder: /^\/reservation\//,
    },
  },
  waitlistEntry: {
    path: '/waitlist/:token',
    chunk: {
      file: 'src/features/waitlist/waitlist-page.tsx',
      loadedUnder: /^\/waitlist\//,
    },
  },
  buyerOrder: {
    path: '/order/:token',
    chunk: {
      file: 'src/features/order-page/order-page.tsx',
      loadedUnder: /^\/order\//,
    },
  },
  /** The payment sandbox's page for a payment link (Razorpay hosts the real one). */
  sandboxPaymentLink: {
    path: '/pay/:linkId',
    chunk: {
      file: 'src/features/payment-link/sandbox-link-page.tsx',
      loadedUnder: /^\/pay\//,
    },
  },
  staffDashboard: { path: '/staff', chunk: STAFF_CHUNK },
  staffReservations: { path: '/staff/reservations', chunk: STAFF_CHUNK },
  staffMenu: { path: '/staff/menu', chunk: STAFF_CHUNK },
  staffMenuManagement: { path: '/staff/menu-management', chunk: STAFF_CHUNK },
  staffContent: { path: '/staff/content', chunk: STAFF_CHUNK },
  staffOrders: { path: '/staff/orders', chunk: STAFF_CHUNK },
  staffUsers: { path: '/staff/users', chunk: STAFF_CHUNK },
  staffAudit: { path: '/staff/audit', chunk: STAFF_CHUNK },
  staffQuotes: { path: '/staff/quotes', chunk: STAFF_CHUNK },
  staffMessages: { path: '/staff/messages', chunk: STAFF_CHUNK },
  staffSeatings: { path: '/staff/seatings', chunk: STAFF_CHUNK },
  staffSpecialNights: { path: '/staff/special-nights', chunk: STAFF_CHUNK },
} as const satisfies Record<string, PageRoute>;

export const ROUTE_LIST: readonly PageRoute[] = Object.values(ROUTES);

/** A route's path as a pattern for whole request paths; a `:name` segment is a URL-safe token. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '([A-Za-z0-9_-]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('\\/');
  return new RegExp(`^${source}$`);
}

/** Paths the SPA renders as real pages. */
export const SPA_ROUTE_PATTERNS: readonly RegExp[] = ROUTE_LIST.map((r) => patternOf(r.path));

/** A request path without its trailing slashes ('/' stays '/'). */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isSpaRoute(path: string): boolean {
  const normalised = withoutTrailingSlash(path);
  return SPA_ROUTE_PATTERNS.some((pattern) => pattern.test(normalised));
}

/**
 * The parameters of a request path when it is the route's page ('/reservation/abc' for
 * '/reservation/:token' gives { token: 'abc' }), or undefined when it is not.
 */
export function routeParams(routePath: string, path: string): Record<string, string> | undefined {
  const names = routePath
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  const match = patternOf(routePath).exec(withoutTrailingSlash(path));
  if (!match) return undefined;
  const values = match.slice(1);
  return Object.fromEntries(names.map((name, i) => [name, values[i]!]));
}

/** The lazy chunk a request path will import, if its page has one. */
export function lazyChunkOf(path: string): string | undefined {
  return ROUTE_LIST.find((r) => r.chunk?.loadedUnder.test(path))?.chunk?.file;
}
