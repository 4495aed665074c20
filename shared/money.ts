import { GST_RATE, NON_VEG_COURSE_PRICE_RUPEES, VEG_COURSE_PRICE_RUPEES } from './constants';

/** Rupees (before tax) to paise including 5% GST: round(subtotal * 1.05 * 100). */
export function withGstInPaise(subtotalRupees: number): number {
  return Math.round(subtotalRupees * (1 + GST_RATE) * 100);
}

/** The estimated bill of a booking, in paise; paid at the restaurant. */
export function reservationEstimatePaise(vegCount: number, nonVegCount: number): number {
  return withGstInPaise(
    vegCount * VEG_COURSE_PRICE_RUPEES + nonVegCount * NON_VEG_COURSE_PRICE_RUPEES,
  );
}

// Made on first use, not when the module loads: a browser making its first en-IN formatter loads
// the locale's data, which took a long task on every public page that merely loaded this module.
function rupeeFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () =>
    (format ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...options }));
}
const inrFormat = rupeeFormat({ minimumFractionDigits: 2 });
const inrWholeFormat = rupeeFormat({ maximumFractionDigits: 0 });

/** ₹1,234.00 from paise. */
export function formatPaise(paise: number): string {
  return inrFormat().format(paise / 100);
}

/** ₹1,234.00 from whole rupees (menu prices). */
export function formatRupees(rupees: number): string {
  return inrFormat().format(rupees);
}

/** ₹1,234 from paise, rounded to the rupee (summary figures such as revenue). */
export function formatPaiseWhole(paise: number): string {
  return inrWholeFormat().format(Math.round(paise / 100));
}

/**
 * The bill of a corporate order from whole-rupee unit prices: subtotal, GST and total in paise.
 * The total is round(subtotal * 1.05 * 100) and GST is what that adds, so the three always add
 * up. The cart shows this; the server charges it from its own prices.
 */
export function corporateOrderBill(lines: readonly { price: number; quantity: number }[]): {
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
} {
  const subtotalRupees = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const totalPaise = withGstInPaise(subtotalRupees);
  const subtotalPaise = subtotalRupees * 100;
  return { subtotalPaise, gstPaise: totalPaise - subtotalPaise, totalPaise };
}

/**
 * The bill of an order as it was charged, the one rule every display of an order uses (the staff
 * screen, the buyer's order page, the mails). With item lines, subtotal and GST come from the
 * lines through corporateOrderBill. Without them only the total is known, and the total already
 * includes the 5% GST: the subtotal is total / 1.05 and GST the rest (₹1,050 is ₹1,000 + ₹50),
 * never 5% of the total. A stored total wins over the lines' sum, since it is what was charged.
 */
export function chargedOrderBill(
  lines: readonly { price: number; quantity: number }[],
  chargedPaise: number | null,
): { subtotalPaise: number; gstPaise: number; totalPaise: number } | null {
  if (lines.length > 0) {
    const bill = corporateOrderBill(lines);
    return { ...bill, totalPaise: chargedPaise ?? bill.totalPaise };
  }
  if (chargedPaise === null) return null;
  const subtotalPaise = Math.round(chargedPaise / (1 + GST_RATE));
  return { subtotalPaise, gstPaise: chargedPaise - subtotalPaise, totalPaise: chargedPaise };
}
