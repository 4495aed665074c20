import { describe, expect, it } from 'vitest';
import { undoOf } from './status-undo';

describe('undoOf', () => {
  it('when a booking was cancelled, then Undo reconfirms it (an ordinary reconfirm)', () => {
    expect(undoOf('cancelled')).toEqual({ status: 'confirmed' });
  });

  it('when a booking was completed, then Undo reconfirms it marked as an undo', () => {
    expect(undoOf('completed')).toEqual({ status: 'confirmed', undo: true });
  });

  it('when a booking was reconfirmed, then there is nothing to undo', () => {
    expect(undoOf('confirmed')).toBeUndefined();
  });
});
