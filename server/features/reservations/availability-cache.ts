/**
 * A one-second memo of availability per date. The booking page polls it from many phones at
 * once; bookings, status changes and blocks in any process clear the date in every process at
 * once (a change notice, see reservation.service.ts), and the second only bounds a change whose
 * notice was lost (the page itself caches for 10 s). A booking may be refused from it, never
 * accepted: the check under the seating's lock reads the database.
 */
export type AvailabilityCache<T> = {
  get(date: string, minuteKey: string, compute: () => Promise<T>): Promise<T>;
  /** The memo of the date when it holds one that `get` would answer with; nothing is computed. */
  peek(date: string, minuteKey: string): Promise<T> | undefined;
  invalidate(date: string): void;
  clear(): void;
};

export function createAvailabilityCache<T>(ttlMs = 1000): AvailabilityCache<T> {
  const entries = new Map<string, { at: number; key: string; value: Promise<T> }>();
  const fresh = (date: string, minuteKey: string) => {
    const hit = entries.get(date);
    return hit && hit.key === minuteKey && Date.now() - hit.at < ttlMs ? hit.value : undefined;
  };
  return {
    peek: fresh,
    get(date, minuteKey, compute) {
      const hit = fresh(date, minuteKey);
      if (hit) return hit;
      const value = compute();
      entries.set(date, { at: Date.now(), key: minuteKey, value });
      value.catch(() => entries.delete(date));
      if (entries.size > 500) entries.delete(entries.keys().next().value!);
      return value;
    },
    invalidate(date) {
      entries.delete(date);
    },
    clear() {
      entries.clear();
    },
  };
}
