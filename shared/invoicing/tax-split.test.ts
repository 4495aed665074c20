import { describe, expect, it } from 'vitest';
import { corporateOrderBill } from '../money';
import { taxBreakdown } from './tax-split';

describe('GST split of a catering bill', () => {
  const bill = corporateOrderBill([{ price: 349, quantity: 4 }]); // ₹1,396 + 5%

  it('when the place of supply is the restaurant’s state, then CGST 2.5% and SGST 2.5% are charged', () => {
    const split = taxBreakdown({
      taxablePaise: bill.subtotalPaise,
      chargedPaise: bill.totalPaise,
      supplierState: '29',
      placeOfSupply: '29',
    });
    expect(split.intraState).toBe(true);
    expect(split.taxes).toEqual([
      { name: 'CGST', ratePercent: 2.5, amountPaise: 3490 },
      { name: 'SGST', ratePercent: 2.5, amountPaise: 3490 },
    ]);
    expect(split.roundOffPaise).toBe(0);
    expect(split.totalPaise).toBe(146_580);
  });

  it('when the place of supply is another state, then IGST 5% is charged', () => {
    const split = taxBreakdown({
      taxablePaise: bill.subtotalPaise,
      chargedPaise: bill.totalPaise,
      supplierState: '29',
      placeOfSupply: '27',
    });
    expect(split.intraState).toBe(false);
    expect(split.taxes).toEqual([{ name: 'IGST', ratePercent: 5, amountPaise: 6980 }]);
    expect(split.roundOffPaise).toBe(0);
  });

  it('when half the tax falls on half a paisa, then both halves round alike and the paisa is round-off', () => {
    const odd = corporateOrderBill([{ price: 349, quantity: 1 }]); // 5% of ₹349 is ₹17.45
    const split = taxBreakdown({
      taxablePaise: odd.subtotalPaise,
      chargedPaise: odd.totalPaise,
      supplierState: '29',
      placeOfSupply: '29',
    });
    expect(split.taxes.map((t) => t.amountPaise)).toEqual([873, 873]);
    expect(split.roundOffPaise).toBe(-1);
    expect(odd.subtotalPaise + 873 + 873 + split.roundOffPaise).toBe(odd.totalPaise);
  });

  it('when the restaurant is in a union territory without a legislature, then its half is UTGST', () => {
    const split = taxBreakdown({
      taxablePaise: 100_000,
      chargedPaise: 105_000,
      supplierState: '04',
      placeOfSupply: '04',
    });
    expect(split.taxes.map((t) => t.name)).toEqual(['CGST', 'UTGST']);
  });
});
