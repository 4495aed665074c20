import { GST_RATE } from '../constants';

/**
 * How the 5% GST of a catering bill is charged: within the restaurant's own state as central and
 * state tax, half each (union territories without a legislature charge UTGST for the state's
 * half); to another state as integrated tax, whole.
 */
export type TaxLine = {
  name: 'CGST' | 'SGST' | 'UTGST' | 'IGST';
  ratePercent: number;
  amountPaise: number;
};

export type TaxBreakdown = {
  intraState: boolean;
  taxes: TaxLine[];
  /** What the order was charged minus taxable value and taxes: a paisa or two of rounding. */
  roundOffPaise: number;
  /** What was charged, the invoice's value. */
  totalPaise: number;
};

/** Union territories whose own half of the tax is UTGST rather than SGST. */
const UTGST_TERRITORIES = new Set(['04', '26', '31', '35', '38']);

const RATE_BASIS_POINTS = Math.round(GST_RATE * 10_000);

/** Paise of tax at `basisPoints` on a taxable value, rounded half up to the paisa. */
function taxAt(taxablePaise: number, basisPoints: number): number {
  return Math.floor((taxablePaise * basisPoints * 2 + 10_000) / 20_000);
}

/**
 * The tax lines of a bill. Each tax is its rate of the taxable value, rounded to the paisa, so
 * CGST and SGST are always equal; the invoice's total is what was charged, and any paisa between
 * the two is shown as round-off rather than hidden in one of the taxes.
 */
export function taxBreakdown(input: {
  taxablePaise: number;
  chargedPaise: number;
  supplierState: string;
  placeOfSupply: string;
}): TaxBreakdown {
  const intraState = input.supplierState === input.placeOfSupply;
  const half = RATE_BASIS_POINTS / 2;
  const taxes: TaxLine[] = intraState
    ? [
        { name: 'CGST', ratePercent: half / 100, amountPaise: taxAt(input.taxablePaise, half) },
        {
          name: UTGST_TERRITORIES.has(input.supplierState) ? 'UTGST' : 'SGST',
          ratePercent: half / 100,
          amountPaise: taxAt(input.taxablePaise, half),
        },
      ]
    : [
        {
          name: 'IGST',
          ratePercent: RATE_BASIS_POINTS / 100,
          amountPaise: taxAt(input.taxablePaise, RATE_BASIS_POINTS),
        },
      ];
  const taxed = input.taxablePaise + taxes.reduce((sum, t) => sum + t.amountPaise, 0);
  return {
    intraState,
    taxes,
    roundOffPaise: input.chargedPaise - taxed,
    totalPaise: input.chargedPaise,
  };
}
