import { describe, expect, it } from 'vitest';
import { statusBadgeText } from './status-badge';

describe('a reservation row status badge', () => {
  it('T12: reads in sentence case, naming a guest who cancelled', () => {
    expect(statusBadgeText({ status: 'cancelled', cancelledBy: 'guest' })).toBe(
      'Cancelled by guest',
    );
    expect(statusBadgeText({ status: 'cancelled', cancelledBy: 'staff' })).toBe('Cancelled');
    expect(statusBadgeText({ status: 'confirmed', cancelledBy: null })).toBe('Confirmed');
    expect(statusBadgeText({ status: 'completed', cancelledBy: null })).toBe('Completed');
  });
});
