import { NON_VEG_COURSE_PRICE_RUPEES, VEG_COURSE_PRICE_RUPEES } from '@shared/constants';
import { reservationEstimatePaise } from '@shared/money';

// The menu split (a new party size starts everyone on the non-vegetarian menu; setting one
// menu gives the other the rest of the party), as plain functions so the booking form and the change form couple
// the two menus exactly alike.

/** A new party size starts the whole party on the non-vegetarian menu. */
export function menusForPartySize(guests: number): { vegCount: number; nonVegCount: number } {
  return { vegCount: 0, nonVegCount: guests };
}

const countOf = (v: number | string): number => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/**
 * A guest changing their booking's party size keeps the menus they chose: a larger party keeps
 * every count as it is (the added guests are theirs to place, see unplacedGuests); a smaller
 * one shrinks both menus in proportion, so 2 + 2 becomes 2 + 1, never 0 + 3.
 */
export function menusKeepingSplit(
  current: { vegCount: number | string; nonVegCount: number | string },
  guests: number,
): { vegCount: number; nonVegCount: number } {
  const veg = countOf(current.vegCount);
  const nonVeg = countOf(current.nonVegCount);
  const total = veg + nonVeg;
  if (guests >= total) return { vegCount: veg, nonVegCount: nonVeg };
  const vegCount = Math.round((veg * guests) / total);
  return { vegCount, nonVegCount: guests - vegCount };
}

/** Guests on neither menu yet (added to the party, not yet placed); 0 when the menus add up. */
export function unplacedGuests(
  guests: number,
  counts: { vegCount: number | string; nonVegCount: number | string },
): number {
  if (counts.vegCount === '' || counts.nonVegCount === '') return 0;
  return Math.max(0, guests - countOf(counts.vegCount) - countOf(counts.nonVegCount));
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
