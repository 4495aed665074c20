/**
 * How long a rendered public page is served from memory. A staff write clears the cache of every
 * server process at once (a change notice, see server/db/change-notices.ts and app.ts); the
 * lifetime only bounds how long a new copyright year, or an edit whose notice was lost with the
 * database connection, can take to show. Half a minute keeps that short while a busy page is
 * still rendered at most twice a minute.
 */
export const PAGE_CACHE_TTL_MS = 30_000;

/**
 * At most this many pages are kept (least recently used first out): the public pages and their
 * 404 neighbours, a few hundred kilobytes in all, however many odd paths a crawler asks for.
 */
export const PAGE_CACHE_MAX_ENTRIES = 50;

export type PageCache<T> = {
  /**
   * The value kept for `key`, or the one `produce` makes (kept when it is not undefined). Callers
   * asking for a key being produced share that one production.
   */
  get(key: string, produce: () => Promise<T | undefined>): Promise<T | undefined>;
  /** Everything goes: the next request of each page reads and renders again. */
  invalidate(): void;
  readonly size: number;
};

/** A small in-process LRU with a lifetime per entry: a Map in order of last use. */
export function pageCache<T>(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): PageCache<T> {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<T | undefined> }>();

  const drop = (key: string, value: Promise<T | undefined>) => {
    // Only the entry this production made: an invalidation may have replaced it since.
    if (entries.get(key)?.value === value) entries.delete(key);
  };

  return {
    get(key, produce) {
      const found = entries.get(key);
      if (found && now() - found.at < ttlMs) {
        entries.delete(key);
        entries.set(key, found);
        return found.value;
      }
      if (found) entries.delete(key);
      const value = produce();
      entries.set(key, { at: now(), value });
      value.then(
        (made) => {
          if (made === undefined) drop(key, value);
        },
        () => drop(key, value),
      );
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      return value;
    },
    invalidate() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
