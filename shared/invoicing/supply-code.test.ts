import { describe, expect, it } from 'vitest';
import { HAMPER_HSN, supplyCodeOf } from './supply-code';

describe('what an invoice line is supplied as', () => {
  it.each([
    [{ name: 'Diwali Sweets Box', category: 'Festival Hampers' }, 'HSN', HAMPER_HSN],
    [{ name: 'Holi Hamper', category: 'Meals' }, 'HSN', HAMPER_HSN],
    [{ name: 'Veg Thali', category: 'Meals' }, 'SAC', '996334'],
    // An order from before categories were kept on its lines.
    [{ name: 'Chicken Biryani' }, 'SAC', '996334'],
    // A word that merely contains the letters is not a hamper.
    [{ name: 'Champers Platter', category: 'Meals' }, 'SAC', '996334'],
  ])('T14: %j is invoiced under %s %s', (line, scheme, code) => {
    expect(supplyCodeOf(line, '996334')).toEqual({ scheme, code });
  });
});
