import { GST_PERCENT } from '../constants';
import { formatPaise } from '../money';
import {
  depositPerGuestText,
  paymentAsked,
  policyWeekdays,
  type BookingPaymentPolicy,
  type ChargedPaymentKind,
} from './booking-payments';

// The payment sentences of the booking page and the waitlist's offer, from the policy alone, so
// every text that says where a booking is paid follows the same rule the server charges by.

/** The booking page's sentence where every booking pays at the restaurant (the default). */
export const PAID_AT_THE_RESTAURANT = 'Payment is made at the restaurant.';

/** The estimate's line where the night and party chosen pay at the restaurant. */
export const ESTIMATE_PAID_AT_THE_RESTAURANT = 'Paid at the restaurant.';

/**
 * The page's payment sentence before a night is chosen: the default's words while the policy
 * asks nothing; otherwise what is paid online (from which party size, on which weekdays), and,
 * where it applies to some bookings only, that the others pay at the restaurant.
 */
export function generalPaymentLine(policy: BookingPaymentPolicy): string {
  if (policy.kind === 'none') return PAID_AT_THE_RESTAURANT;
  const what =
    policy.kind === 'deposit'
      ? `a deposit of ${depositPerGuestText(policy)} a guest is paid online when booking and taken off the bill`
      : 'the whole estimated bill is paid online when booking';
  const who = [
    policy.minGuests > 1 ? `for parties of ${policy.minGuests} or more` : '',
    policy.weekdays.length > 0 ? `on ${policyWeekdays(policy)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (who) return `${PAID_AT_THE_RESTAURANT.slice(0, -1)}; ${who}, ${what}.`;
  const sentence = `${what[0]!.toUpperCase()}${what.slice(1)}`;
  return policy.kind === 'deposit'
    ? `${sentence}; the rest is paid at the restaurant.`
    : `${sentence}.`;
}

/**
 * The line under the estimate for the night and party chosen: undefined where they pay at the
 * restaurant (the estimate keeps its own words); before a night is chosen, on a policy kept to
 * some weekdays, that the night decides.
 */
export function estimatePaymentNote(
  policy: BookingPaymentPolicy | undefined,
  party: { date: string; guests: number; vegCount: number; nonVegCount: number },
): string | undefined {
  if (!policy || policy.kind === 'none' || party.guests < policy.minGuests) return undefined;
  if (!party.date && policy.weekdays.length > 0) {
    return `${generalPaymentLine(policy)} Choose a night to see what applies.`;
  }
  const asked = paymentAsked(policy, party);
  if (!asked) return undefined;
  return asked.kind === 'deposit'
    ? `A deposit of ${formatPaise(asked.amountPaise)} is paid online when you book; the rest at the restaurant.`
    : `Paid online in full when you book: ${formatPaise(asked.amountPaise)}.`;
}

/**
 * What a party pays online when it books on a night, before its menus are chosen (a waitlist
 * offer): from all on the dearer menu down to all on the cheaper one. Undefined when it pays at
 * the restaurant.
 */
export function paymentDueForParty(
  policy: BookingPaymentPolicy,
  date: string,
  guests: number,
):
  { kind: ChargedPaymentKind; perGuestPaise: number; lowest: number; highest: number } | undefined {
  const cheapest = paymentAsked(policy, { date, guests, vegCount: guests, nonVegCount: 0 });
  const dearest = paymentAsked(policy, { date, guests, vegCount: 0, nonVegCount: guests });
  if (!cheapest || !dearest) return undefined;
  return {
    kind: cheapest.kind,
    perGuestPaise: cheapest.perGuestPaise,
    lowest: cheapest.amountPaise,
    highest: dearest.amountPaise,
  };
}

/** The waitlist offer's words for what is due when the held seats are booked, if anything. */
export function offerPaymentLine(
  policy: BookingPaymentPolicy,
  date: string,
  guests: number,
): string | undefined {
  const due = paymentDueForParty(policy, date, guests);
  if (!due) return undefined;
  const amount =
    due.lowest === due.highest
      ? formatPaise(due.lowest)
      : `${formatPaise(due.lowest)} to ${formatPaise(due.highest)}, by the menus you choose`;
  const what =
    due.kind === 'deposit'
      ? `A deposit of ${amount} (${formatPaise(due.perGuestPaise)} a guest) is due online when you book them; it is taken off your bill at the restaurant.`
      : `The whole estimated bill, ${amount} including ${GST_PERCENT} GST, is due online when you book them.`;
  return `${what} Once booked, the seats are held ${policy.holdMinutes} minutes for the payment; unpaid, they go to the next party waiting.`;
}
