import { describe, expect, it } from 'vitest';
import { createAvailabilityCache } from './availability-cache';

describe('availability cache', () => {
  it('when asked twice within the second, then it computes once; an invalidation or a new minute recomputes', async () => {
    const cache = createAvailabilityCache<number>(1000);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('2027-01-05', '10:00', compute)).toBe(1);
    expect(await cache.get('2027-01-05', '10:00', compute)).toBe(1);
    cache.invalidate('2027-01-05');
    expect(await cache.get('2027-01-05', '10:00', compute)).toBe(2);
    expect(await cache.get('2027-01-05', '10:01', compute)).toBe(3);
    expect(await cache.get('2027-01-06', '10:01', compute)).toBe(4);
  });

  it('when the time to live has passed, then it recomputes', async () => {
    const cache = createAvailabilityCache<number>(0);
    let computed = 0;
    await cache.get('d', 'm', async () => ++computed);
    await cache.get('d', 'm', async () => ++computed);
    expect(computed).toBe(2);
  });
});
