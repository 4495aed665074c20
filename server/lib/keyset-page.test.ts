import { describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { nextCursorFromLink, pageQuerySchema } from '@shared/contracts/paging';
import { decodeCursor, encodeCursor, pageOf } from './keyset-page';

const key = z.tuple([z.string(), z.number().int()]);

describe('keyset cursors', () => {
  it('when a key is written and read back, then it is the same key', () => {
    const cursor = encodeCursor(['2025-03-01', 42]);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor, key)).toEqual(['2025-03-01', 42]);
    expect(decodeCursor(undefined, key)).toBeUndefined();
  });

  it('when a cursor is garbage, another shape or another spelling, then it is refused on the cursor field', () => {
    const valid = encodeCursor(['a', 1]);
    for (const forged of [
      'abc',
      encodeCursor(['a', 'b']),
      encodeCursor([1, 'a']),
      encodeCursor({ a: 1 } as never),
      // The same bytes with different padding bits in the last character.
      `${valid.slice(0, -1)}${valid.endsWith('d') ? 'e' : 'd'}`,
    ]) {
      let thrown: unknown;
      try {
        decodeCursor(forged, key);
      } catch (err) {
        thrown = err;
      }
      expect(thrown, forged).toBeInstanceOf(ZodError);
      expect((thrown as ZodError).issues[0]!.path).toEqual(['cursor']);
    }
  });

  it('when one more row than the limit was read, then the page stops at the limit and names the next key', () => {
    const rows = [1, 2, 3].map((id) => ({ id }));
    expect(pageOf(rows, 2, (r) => ['x', r.id], 3)).toEqual({
      rows: rows.slice(0, 2),
      total: 3,
      next: ['x', 2],
    });
    expect(pageOf(rows.slice(0, 2), 2, (r) => ['x', r.id], 2).next).toBeNull();
  });

  it('when a Link header is read, then the next cursor comes out of it (none without rel="next")', () => {
    expect(nextCursorFromLink('</api/reservations?q=a&limit=2&cursor=WyJ4Il0>; rel="next"')).toBe(
      'WyJ4Il0',
    );
    expect(nextCursorFromLink('</api/x?cursor=abc>; rel="prev"')).toBeNull();
    expect(nextCursorFromLink(null)).toBeNull();
  });

  it('when limit is left out, then it is 50; beyond 1 to 200 it is refused', () => {
    expect(pageQuerySchema.parse({}).limit).toBe(50);
    expect(pageQuerySchema.parse({ limit: '200' }).limit).toBe(200);
    expect(pageQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
