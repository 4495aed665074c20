import crypto from 'node:crypto';

/** A rendered public page as sent to everyone who asks for it, with its ETag. */
export type SharedDocument = { body: Buffer; etag: string };

/**
 * A weak validator from the bytes of the whole document (meta tags, structured data and preloads
 * included): weak, because the compression middleware sends the same page gzipped or not.
 */
export function weakEtagOf(body: Buffer): string {
  return `W/"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * What a rendered public page is kept under. The path alone: no server-rendered page reads its
 * query string (only /login does, and the browser renders it), so `?utm_source=…` and the like
 * share one entry. A page that comes to read the search must add it here.
 */
export function pageCacheKey(path: string, _search: string): string {
  return path;
}
