import crypto from 'node:crypto';

/** A rendered public page as sent to everyone who asks for it, with its ETag. */
export type SharedDocument = { body: Buffer; etag: string };

/**
 * When each query in the page's handed-over state was read and handed over: the moment of the
 * render, not its content. Inside the state's JSON a key is `"name":`; the same words in the
 * page's text are escaped (`\"name\":`) and never match.
 */
const RENDER_MOMENTS = /"(dataUpdatedAt|dehydratedAt)":\d+/g;

/**
 * A weak validator from the bytes of the whole document (meta tags, structured data and preloads
 * included): weak, because the compression middleware sends the same page gzipped or not. The
 * moments of the render are left out, so every process (and every render after the cache
 * expired) gives an unchanged page the same tag and a browser's copy stays good (304).
 */
export function weakEtagOf(body: Buffer): string {
  const content = body.toString('utf8').replace(RENDER_MOMENTS, '"$1":0');
  return `W/"${crypto.createHash('sha256').update(content).digest('base64url').slice(0, 32)}"`;
}

/**
 * The one path every unknown page is rendered from. The 404 page reads nothing of the path it was
 * asked for (the browser's router shows the same page for any unknown path), so one rendering
 * serves them all: unique unknown paths neither cost a render each nor push the real pages out
 * of the cache.
 */
export const NOT_FOUND_RENDER_PATH = '/not-found';

/**
 * What a shared page is rendered from and kept under: the path alone for a page of the route
 * table, its trailing slashes folded into one (so `/book///…` is one entry, not one per
 * spelling), and NOT_FOUND_RENDER_PATH for any unknown path. A query string the page does not
 * read (`?utm_source=…` and the like) shares that one entry; one it reads (READ_PARAMS below)
 * is never kept at all.
 */
export function pageCacheKey(path: string, _search: string, known: boolean): string {
  if (!known) return NOT_FOUND_RENDER_PATH;
  return path.length > 1 ? path.replace(/\/{2,}$/, '/') : path;
}

/**
 * Query parameters a server-rendered page reads (/book?date=… lists that night's seatings). A
 * page asked for with one is rendered for that request alone, never kept: its seats change with
 * every booking, and a crawler's many dates would push the real pages out of the cache.
 */
const READ_PARAMS: Record<string, readonly string[]> = { '/book': ['date'] };

/** Whether this request's page depends on its query string (see READ_PARAMS). */
export function readsSearch(path: string, search: string): boolean {
  const params = READ_PARAMS[path.length > 1 ? path.replace(/\/+$/, '') : path];
  if (!params) return false;
  const query = new URLSearchParams(search);
  return params.some((name) => query.has(name));
}
