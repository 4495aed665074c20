import { isbot } from 'isbot';
import { ROUTES, STAFF_AREA } from '@shared/routes';

/**
 * The path a page view is stored under: without query string or fragment (they may carry
 * personal data), without trailing slashes, and with the secret token of a page such as a
 * booking's manage link replaced by its route's `:name`, so no capability ever lands in the
 * analytics tables or on the dashboard.
 */
export function storedPagePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  const normalised = trimmed === '' ? '/' : trimmed;
  for (const route of TOKEN_ROUTES) {
    if (route.pattern.test(normalised)) return route.path;
  }
  return normalised;
}

const TOKEN_ROUTES = Object.values(ROUTES)
  .map((r) => r.path as string)
  .filter((path) => path.includes('/:'))
  .map((path) => ({
    path,
    pattern: new RegExp(
      `^${path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
        .join('/')}$`,
    ),
  }));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A public view counts in the visitor figures: nobody was signed in, and the page is not one of
 * the staff's (the portal and its sign-in page, which a staff member opens before signing in).
 * The database's publicViewCondition says the same for stored rows.
 */
export function isPublicView(storedPath: string, userId: number | null): boolean {
  return userId === null && !STAFF_AREA.test(storedPath) && storedPath !== ROUTES.login.path;
}

/**
 * An obvious robot: the request's User-Agent header is missing or names a crawler, a script or
 * a headless browser, or the page's own navigator.userAgent does. Browsers always send one.
 */
export function isObviousBot(headerUserAgent: string | undefined, pageUserAgent: string): boolean {
  if (!headerUserAgent?.trim()) return true;
  return isbot(headerUserAgent) || isbot(pageUserAgent);
}

/**
 * Only where the visitor came from: the origin and path of an http(s) referrer. Its query string
 * may carry search terms, e-mail addresses or tokens; anything that is not such a URL is dropped.
 */
export function storedReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}
