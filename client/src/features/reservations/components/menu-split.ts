import { NON_VEG_COURSE_PRICE_RUPEES, VEG_COURSE_PRICE_RUPEES } from '@shared/constants';
import { reservationEstimatePaise } from '@shared/money';

// The menu split (a new party size starts everyone on the non-vegetarian menu; setting one
// menu gives the other the rest of the party), as plain functions so the booking form and the change form couple
// the two menus exactly alike.

/** A new party size starts the whole party on the non-vegetarian menu. */
export function menusForPartySize(guests: number): { vegCount: number; nonVegCount: number } {
  return { vegCount: 0, nonVegCount: guests };
}

/**
 * Guests left for the other menu once one menu has `count`: never below zero. A count being
 * typed ('' or not a number yet) counts as nobody.
 */
export function restOfParty(guests: number, count: number | string): number {
  const n = Number(count);
  return Math.max(0, guests - (Number.isFinite(n) ? n : 0));
}

export type MenuEstimate = {
  /** Before GST, in paise. */
  vegPaise: number;
  nonVegPaise: number;
  gstPaise: number;
  /** What the server stores as the booking's estimate: round(subtotal * 1.05 * 100). */
  totalPaise: number;
};

/** The running estimate: each menu before tax, the 5% GST, and the total the server records. */
export function menuEstimate(vegCount: number, nonVegCount: number): MenuEstimate {
  const vegPaise = vegCount * VEG_COURSE_PRICE_RUPEES * 100;
  const nonVegPaise = nonVegCount * NON_VEG_COURSE_PRICE_RUPEES * 100;
  const totalPaise = reservationEstimatePaise(vegCount, nonVegCount);
  // GST is what the rounded total adds, so the three lines always add up.
  return { vegPaise, nonVegPaise, gstPaise: totalPaise - vegPaise - nonVegPaise, totalPaise };
}
