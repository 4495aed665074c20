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
 * spelling), and NOT_FOUND_RENDER_PATH for any unknown path. No server-rendered page reads its
 * query string (only /login does, and the browser renders it), so `?utm_source=…` and the like
 * share one entry. A page that comes to read the search must add it here.
 */
export function pageCacheKey(path: string, _search: string, known: boolean): string {
  if (!known) return NOT_FOUND_RENDER_PATH;
  return path.length > 1 ? path.replace(/\/{2,}$/, '/') : path;
}
