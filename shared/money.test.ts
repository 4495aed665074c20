import { describe, expect, it } from 'vitest';
import { formatPaise, reservationEstimatePaise, withGstInPaise } from './money';

describe('money', () => {
  it('when two veg and one non-veg guests book, then the estimate is round((2*949 + 999) * 1.05 * 100) paise', () => {
    expect(reservationEstimatePaise(2, 1)).toBe(Math.round(2897 * 1.05 * 100));
    expect(reservationEstimatePaise(2, 1)).toBe(304185);
  });

  it('when GST makes a fraction of a paisa, then it is rounded', () => {
    expect(withGstInPaise(949)).toBe(99645);
    expect(withGstInPaise(0.333)).toBe(35);
  });

  it('when paise are shown, then they read as Indian rupees with two decimals', () => {
    expect(formatPaise(304185)).toBe('₹3,041.85');
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
  });
});
