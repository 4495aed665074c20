import { describe, expect, it } from 'vitest';
import {
  chargedOrderBill,
  corporateOrderBill,
  formatPaise,
  formatPaiseWhole,
  formatRupees,
  reservationEstimatePaise,
  withGstInPaise,
} from './money';

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

  it('when whole rupees are shown, then they read with two decimals; summary figures have none', () => {
    expect(formatRupees(399)).toBe('₹399.00');
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatPaiseWhole(12345678)).toBe('₹1,23,457');
  });

  it('when a corporate cart is billed, then total = round(subtotal * 1.05 * 100) and GST is the difference', () => {
    expect(corporateOrderBill([])).toEqual({ subtotalPaise: 0, gstPaise: 0, totalPaise: 0 });
    const bill = corporateOrderBill([
      { price: 333, quantity: 3 },
      { price: 1, quantity: 1 },
    ]);
    expect(bill).toEqual({ subtotalPaise: 100000, gstPaise: 5000, totalPaise: 105000 });
    const odd = corporateOrderBill([{ price: 949, quantity: 1 }]);
    expect(odd.totalPaise).toBe(99645);
    expect(odd.subtotalPaise + odd.gstPaise).toBe(odd.totalPaise);
  });

  it('U12: when an order has no item lines, then its GST is what the total includes, not 5% of it', () => {
    // ₹1,050 including 5% GST is ₹1,000 + ₹50 (not ₹52.50 of GST on top).
    expect(chargedOrderBill([], 105000)).toEqual({
      subtotalPaise: 100000,
      gstPaise: 5000,
      totalPaise: 105000,
    });
    const odd = chargedOrderBill([], 99645)!;
    expect(odd).toEqual({ subtotalPaise: 94900, gstPaise: 4745, totalPaise: 99645 });
    expect(chargedOrderBill([], null)).toBeNull();
    // With lines, the lines' bill; the stored total is what was charged.
    expect(chargedOrderBill([{ price: 1000, quantity: 1 }], 105000)).toEqual({
      subtotalPaise: 100000,
      gstPaise: 5000,
      totalPaise: 105000,
    });
    expect(chargedOrderBill([{ price: 949, quantity: 1 }], null)!.totalPaise).toBe(99645);
  });
});
