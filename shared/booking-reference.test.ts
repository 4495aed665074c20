import { describe, expect, it } from 'vitest';
import { bookingIdOfReference, bookingReference } from './booking-reference';

describe('bookingReference', () => {
  it('U7: when bookings are numbered one after another, then each has its own short reference that does not count them', () => {
    const refs = Array.from({ length: 5000 }, (_, i) => bookingReference(i + 1));
    expect(new Set(refs).size).toBe(refs.length);
    for (const ref of refs) expect(ref).toMatch(/^TR-[0-9A-HJKMNP-TV-Z]{6}$/);
    // Neighbours share no obvious pattern (not TR-000001, TR-000002...).
    expect(bookingReference(1)).not.toBe('TR-000001');
    expect(bookingReference(2).slice(-3)).not.toBe(bookingReference(1).slice(-3));
    // The same id always gives the same reference, on the client as on the server.
    expect(bookingReference(42)).toBe(bookingReference(42));
  });

  it('reads a typed reference back to its booking id, in any letter case, with or without TR-', () => {
    for (const id of [1, 2, 42, 9999, 123456, 2 ** 30 - 1]) {
      const ref = bookingReference(id);
      expect(bookingIdOfReference(ref)).toBe(id);
      expect(bookingIdOfReference(ref.toLowerCase())).toBe(id);
      expect(bookingIdOfReference(ref.replace('-', ''))).toBe(id);
    }
    expect(bookingIdOfReference('Asha')).toBeUndefined();
    expect(bookingIdOfReference('Sharma')).toBeUndefined();
    expect(bookingIdOfReference('TR-7KQ3P')).toBeUndefined();
    expect(bookingIdOfReference('TR-7KQ3PI')).toBeUndefined();
  });
});
