import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-trail';

describe('changedFields', () => {
  it('when some fields change, then only those are kept, before and after', () => {
    expect(
      changedFields(
        { name: 'Dal', price: 399, isActive: true },
        { name: 'Dal', price: 449, isActive: false },
      ),
    ).toEqual({ before: { price: 399, isActive: true }, after: { price: 449, isActive: false } });
  });

  it('when dates are equal instants, then they are not a change', () => {
    const at = '2026-11-23T10:00:00.000Z';
    expect(changedFields({ at: new Date(at) }, { at: new Date(at) })).toEqual({
      before: {},
      after: {},
    });
  });

  it('when keys are named, then only those are compared', () => {
    expect(changedFields({ a: 1, b: 1 }, { a: 2, b: 2 }, ['b'])).toEqual({
      before: { b: 1 },
      after: { b: 2 },
    });
  });
});
