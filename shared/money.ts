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

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** ₹1,234.00 from paise. */
export function formatPaise(paise: number): string {
  return inr.format(paise / 100);
}
