import { describe, expect, it, vi } from 'vitest';

describe('restaurantToday', () => {
  it('when the server names a zone, then today is judged there; otherwise in the default zone', async () => {
    let zone: string | null = 'America/Los_Angeles';
    vi.stubGlobal('document', {
      querySelector: () => (zone ? { getAttribute: () => zone } : null),
    });
    const { restaurantToday } = await import('./restaurant-today');
    // 03:00 UTC on 23 Nov is still 22 Nov in Los Angeles and already 23 Nov in Kolkata.
    const now = new Date('2026-11-23T03:00:00Z');
    expect(restaurantToday(now)).toBe('2026-11-22');
    zone = null;
    expect(restaurantToday(now)).toBe('2026-11-23');
    vi.unstubAllGlobals();
  });
});
