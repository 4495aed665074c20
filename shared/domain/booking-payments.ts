import { GST_PERCENT } from '../constants';
import { reservationEstimatePaise } from '../money';
import { weekdayNumber, weekdayOf, weekdayOfNumber } from '../weekdays';

/**
 * Whether, and how much, a diner pays when booking. `none` keeps the tasting menu paid at the
 * restaurant (the default); `deposit` takes a fixed sum per guest; `prepay` takes the whole
 * estimated bill. A policy may apply to chosen weekdays only and to parties from a size up.
 */
export const bookingPaymentKinds = ['none', 'deposit', 'prepay'] as const;
export type BookingPaymentKind = (typeof bookingPaymentKinds)[number];
export type ChargedPaymentKind = Exclude<BookingPaymentKind, 'none'>;

export type BookingPaymentPolicy = {
  kind: BookingPaymentKind;
  /** Whole rupees per guest, for `deposit`. */
  depositPerGuestRupees: number;
  /** The weekdays (0 = Sunday) it applies to; empty means every night. */
  weekdays: number[];
  /** The smallest party it applies to (1: every party). */
  minGuests: number;
  /** Cancelled at least this many hours before the seating: refunded in full. */
  cancellationHours: number;
  /** How long an unpaid booking keeps its seats before they go back on sale. */
  holdMinutes: number;
};

export const DEFAULT_BOOKING_PAYMENT_POLICY: BookingPaymentPolicy = {
  kind: 'none',
  depositPerGuestRupees: 1000,
  weekdays: [],
  minGuests: 1,
  cancellationHours: 48,
  holdMinutes: 15,
};

export const BOOKING_PAYMENT_LIMITS = {
  maxDepositPerGuestRupees: 50_000,
  maxCancellationHours: 24 * 30,
  minHoldMinutes: 5,
  maxHoldMinutes: 120,
} as const;

type Party = {
  date: string;
  guests: number;
  vegCount: number;
  nonVegCount: number;
  /** The night's own estimate (a special night's price); the usual prices' when left out. */
  estimatePaise?: number;
};

/** Whether the policy asks this party, on this night, to pay when booking. */
export function policyApplies(policy: BookingPaymentPolicy, party: Party): boolean {
  if (policy.kind === 'none') return false;
  if (party.guests < policy.minGuests) return false;
  return (
    policy.weekdays.length === 0 || policy.weekdays.includes(weekdayNumber(weekdayOf(party.date)))
  );
}

/**
 * What a booking pays online, in paise: a deposit per guest, or the whole estimated bill. A
 * deposit never asks more than the whole estimate would (₹2,000 a guest on a bill of ₹2,097.90
 * for two asks ₹2,097.90). The amount is always worked out here, on the server, from the policy
 * and the party; the booking page's preview calls the same function.
 */
export function amountDuePaise(
  kind: ChargedPaymentKind,
  perGuestPaise: number,
  party: Omit<Party, 'date'>,
): number {
  const estimate =
    party.estimatePaise ?? reservationEstimatePaise(party.vegCount, party.nonVegCount);
  return kind === 'deposit' ? Math.min(perGuestPaise * party.guests, estimate) : estimate;
}

/** What the policy asks of this party when booking, or undefined when it pays at the restaurant. */
export function paymentAsked(
  policy: BookingPaymentPolicy,
  party: Party,
): { kind: ChargedPaymentKind; perGuestPaise: number; amountPaise: number } | undefined {
  if (!policyApplies(policy, party) || policy.kind === 'none') return undefined;
  const perGuestPaise = policy.depositPerGuestRupees * 100;
  return {
    kind: policy.kind,
    perGuestPaise,
    amountPaise: amountDuePaise(policy.kind, perGuestPaise, party),
  };
}

/**
 * What is left to pay at the restaurant, in paise: the estimate less what was paid online and not
 * given back (never below nothing: a prepaid party made smaller after the window keeps what it paid).
 */
export function leftToPayAtRestaurantPaise(estimatePaise: number, heldPaise: number): number {
  return Math.max(0, estimatePaise - heldPaise);
}

/**
 * Where a booking's online payment stands for its bill, the one reading every mail and screen
 * shares: `awaiting` its money (not paid yet, or an attempt failed); `held` (paid, and some or
 * all of it not given back: it counts toward the bill and the cancellation policy governs it);
 * `given back` (paid and refunded in full: the whole bill is paid at the restaurant, and there is
 * nothing left to keep); `waived` (never paid, and staff reconfirmed it to be paid at the
 * restaurant: the stored status is the restaurant's own 'not_paid').
 */
export type OnlinePaymentStanding = 'awaiting' | 'held' | 'given back' | 'waived';

export function onlinePaymentStanding(p: {
  status: string;
  amount: number;
  refunded: number;
}): OnlinePaymentStanding {
  if (p.status === 'not_paid') return 'waived';
  if (p.status !== 'completed' && p.status !== 'refunded') return 'awaiting';
  return p.amount - p.refunded > 0 ? 'held' : 'given back';
}

/** The last moment a cancellation is refunded in full: the window's hours before the seating. */
export function refundableUntil(seatingStarts: Date, cancellationHours: number): Date {
  return new Date(seatingStarts.getTime() - cancellationHours * 3_600_000);
}

/** Whether cancelling now gives the money back (before the window closes) or keeps it. */
export function cancellationRefunds(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() < deadline.getTime();
}

const listed = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** 'Fridays and Saturdays': the weekdays a policy is kept to, as a sentence names them. */
export const policyWeekdays = (policy: Pick<BookingPaymentPolicy, 'weekdays'>) =>
  listed(policy.weekdays.map((d) => `${weekdayOfNumber(d)}s`));

/** '₹1,500': the policy's deposit a guest, in whole rupees as the admin set it. */
export const depositPerGuestText = (policy: Pick<BookingPaymentPolicy, 'depositPerGuestRupees'>) =>
  `₹${policy.depositPerGuestRupees.toLocaleString('en-IN')}`;

/**
 * The policy in the diner's words, as the booking page states it before they book; empty when
 * every booking pays at the restaurant.
 */
export function describeBookingPaymentPolicy(policy: BookingPaymentPolicy): string[] {
  if (policy.kind === 'none') return [];
  const nights = policy.weekdays.length === 0 ? 'Every night' : `On ${policyWeekdays(policy)}`;
  const parties =
    policy.minGuests > 1 ? `parties of ${policy.minGuests} or more pay` : 'every party pays';
  const rupees = depositPerGuestText(policy);
  const what =
    policy.kind === 'deposit'
      ? `a deposit of ${rupees} per guest when booking; it is taken off the bill at the restaurant`
      : `the whole estimated bill (including ${GST_PERCENT} GST) when booking`;
  const kept = policy.kind === 'deposit' ? 'the deposit is kept' : 'the payment is kept';
  return [
    `${nights}, ${parties} ${what}.`,
    policy.cancellationHours > 0
      ? `Cancel at least ${policy.cancellationHours} hours before your seating for a full refund; after that, or if you do not come, ${kept}.`
      : `Cancel before your seating starts for a full refund; if you do not come, ${kept}.`,
    `Unpaid bookings hold their seats for ${policy.holdMinutes} minutes.`,
  ];
}

/**
 * A further payment for a larger party: waiting for its money, paid, or lapsed (not paid before
 * its hold ended; the party went back to what was paid for, and a payment after that is refunded).
 */
export const topUpStatuses = ['pending', 'completed', 'lapsed'] as const;
export type TopUpStatus = (typeof topUpStatuses)[number];

/**
 * What a change of party does to the money of a booking paid online: what the new party owes
 * (`due`, from the booking's own kind and deposit per guest, never the client) against what it
 * holds (paid and not given back). More than both what it holds and what the party before owed
 * is a top-up of the difference, to pay now (so money staff gave back as a goodwill gesture is
 * never asked again by a change that adds nothing); less is refunded only while cancelling is
 * still free (after that the difference is kept, as a late cancellation's would be).
 */
export function partyChangeMoney(
  booking: { kind: ChargedPaymentKind; perGuestPaise: number; heldPaise: number },
  before: Omit<Party, 'date'>,
  after: Omit<Party, 'date'>,
  refundsNow: boolean,
): { topUp: number } | { refund: number } | { none: true } {
  const due = amountDuePaise(booking.kind, booking.perGuestPaise, after);
  const covered = Math.max(
    booking.heldPaise,
    amountDuePaise(booking.kind, booking.perGuestPaise, before),
  );
  if (due > covered) return { topUp: due - covered };
  if (due < booking.heldPaise && refundsNow) return { refund: booking.heldPaise - due };
  return { none: true };
}
