import { GST_PERCENT } from '@shared/constants';
import type { BookingPaymentDto } from '@shared/contracts/booking-payments';
import {
  cancellationRefunds,
  leftToPayAtRestaurantPaise,
  onlinePaymentStanding,
} from '@shared/domain/booking-payments';
import { clockTimeOf } from '@shared/date-display';
import { formatPaise } from '@shared/money';

/** 'Deposit' or 'Prepaid': what the booking paid online is called. */
export const paymentName = (p: Pick<BookingPaymentDto, 'kind'>) =>
  p.kind === 'deposit' ? 'Deposit' : 'Prepaid';

/** 'deposit' or 'prepayment', inside a sentence. */
const paymentWord = (p: Pick<BookingPaymentDto, 'kind'>) =>
  p.kind === 'deposit' ? 'deposit' : 'prepayment';

const isPaid = (p: BookingPaymentDto) => p.status === 'completed' || p.status === 'refunded';

/** Never paid, and staff reconfirmed the booking to be paid at the restaurant (no deposit due). */
const waived = (p: BookingPaymentDto) => onlinePaymentStanding(p) === 'waived';

/** One short line for the booking's money: 'Deposit paid', 'Deposit refunded'… */
export function paymentHeadline(p: BookingPaymentDto): string {
  const name = paymentName(p);
  if (p.status === 'refunded') return `${name} refunded`;
  if (waived(p)) return `No ${paymentWord(p)} due: the bill is paid at the restaurant`;
  if (!isPaid(p)) return `${name} not paid yet`;
  if (p.refunded > 0) return `${name} paid, ${formatPaise(p.refunded)} refunded`;
  return `${name} paid`;
}

/** The row a summary shows: 'Deposit' → '₹8,000.00 paid', with what went back. */
export function paymentRow(p: BookingPaymentDto): [string, string] {
  const amount = formatPaise(p.amount);
  if (waived(p)) return [paymentName(p), 'none due; the bill is paid at the restaurant'];
  if (!isPaid(p)) return [paymentName(p), `${amount}, not paid yet`];
  const waiting = p.topUp
    ? ` · ${formatPaise(p.topUp.amount)} more to pay for the larger party`
    : '';
  if (p.refunded === 0) return [paymentName(p), `${amount} paid${waiting}`];
  const state = p.refundStatus === 'processed' ? 'refunded' : 'refund on its way';
  return [paymentName(p), `${amount} paid · ${formatPaise(p.refunded)} ${state}${waiting}`];
}

/** The staff row's words: 'Deposit ₹2,000.00 paid', 'Deposit ₹2,000.00 refunded'. */
export function staffPaymentText(p: BookingPaymentDto): string {
  const base = `${paymentName(p)} ${formatPaise(p.amount)}`;
  if (p.status === 'refunded') return `${base} refunded`;
  if (waived(p)) return `${base} waived: paid at the restaurant`;
  if (!isPaid(p)) return `${base} ${p.status === 'failed' ? 'payment failed' : 'awaiting payment'}`;
  const waiting = p.topUp ? `, ${formatPaise(p.topUp.amount)} more awaiting payment` : '';
  if (p.refunded > 0) return `${base} paid, ${formatPaise(p.refunded)} refunded${waiting}`;
  return `${base} paid${waiting}`;
}

/**
 * The estimated bill's words beside a payment made when booking: the estimate and what is left
 * to pay at the restaurant, that is the estimate less what was paid and not given back ('nothing
 * left to pay' once all of it is paid, as when prepaid); while the payment is still to come, what
 * will be left once it is paid. Undefined when nothing is paid online (the policy `none`), where
 * the page keeps its own words.
 */
export function billLeftToPay(
  totalAmount: number | null,
  p: BookingPaymentDto | null | undefined,
  status: 'confirmed' | 'completed' | 'cancelled',
): string | undefined {
  if (totalAmount === null || !p || waived(p)) return undefined;
  const estimate = `${formatPaise(totalAmount)} incl. ${GST_PERCENT} GST`;
  if (status === 'cancelled') return `${estimate}; nothing to pay, the booking is cancelled`;
  const paid = isPaid(p);
  const left = leftToPayAtRestaurantPaise(totalAmount, paid ? p.amount - p.refunded : p.amount);
  const once = paid ? '' : ` once the ${paymentWord(p)} is paid`;
  return left === 0
    ? `${estimate}; nothing left to pay at the restaurant${once}`
    : `${estimate}; ${formatPaise(left)} left to pay at the restaurant${once}`;
}

/**
 * The line under the change form's estimate on a booking paid online (the spec's 'Paid at the
 * restaurant.' stays for every other booking): what was paid counts, and a larger party pays the
 * difference online when the change is saved.
 */
export function changeEstimateNote(p: BookingPaymentDto | null): string | undefined {
  // All of it given back: the bill is the restaurant's again, in the spec's words.
  if (!p || p.status === 'refunded' || waived(p)) return undefined;
  if (!isPaid(p)) {
    return `Your ${paymentWord(p)} of ${formatPaise(p.amount)} is paid online first; the rest at the restaurant.`;
  }
  const held = formatPaise(p.amount - p.refunded);
  return p.kind === 'deposit'
    ? `Your deposit of ${held} paid online is taken off it; the rest is paid at the restaurant. More guests pay their deposit online when you save.`
    : `Prepaid online: ${held}. More guests or dearer menus pay the difference online when you save.`;
}

/** What is paid and not yet given back, in paise. */
export const refundableLeft = (p: BookingPaymentDto) =>
  p.status === 'completed' ? p.amount - p.refunded : 0;

/**
 * What cancelling now does to the money, for the question asked before cancelling: refunded in
 * full while the free period lasts, kept after it. Undefined when nothing was paid online.
 */
export function cancellationMoney(
  p: BookingPaymentDto | null,
  now: Date,
): { refunded: boolean; text: string } | undefined {
  if (!p || refundableLeft(p) <= 0) return undefined;
  const amount = formatPaise(refundableLeft(p));
  const what = p.kind === 'deposit' ? 'deposit' : 'payment';
  const deadline = p.refundableUntil ? new Date(p.refundableUntil) : null;
  return cancellationRefunds(deadline, now)
    ? { refunded: true, text: `Your ${what} of ${amount} will be refunded in full.` }
    : {
        refunded: false,
        text: `The free cancellation period has ended: your ${what} of ${amount} is kept and not refunded.`,
      };
}

/** '7:15 PM' on the restaurant's clock (the one clock format mails and pages share). */
export const clockTime = (iso: string, timeZone: string): string =>
  clockTimeOf(new Date(iso), timeZone);

/**
 * What reconfirming a cancelled booking does to its money, for the question staff are asked
 * first. Staff never take money online, so a payment given back or never made is not asked again
 * (the whole bill is then paid at the restaurant, and nothing is kept if the party does not come);
 * money still held counts toward the bill again. Undefined when nothing was paid online.
 */
export function reconfirmMoney(p: BookingPaymentDto | null): string | undefined {
  if (!p) return undefined;
  const what = paymentWord(p);
  switch (onlinePaymentStanding(p)) {
    case 'given back': {
      const state = p.status === 'refunded' ? 'was refunded' : 'is being refunded';
      return `The guest ${state} ${formatPaise(p.refunded)} (their ${what}). Reconfirming does not take it again: the whole bill is paid at the restaurant, and nothing is kept if the party does not come.`;
    }
    case 'awaiting':
    case 'waived':
      return `The ${what} of ${formatPaise(p.amount)} was never paid. Reconfirming does not ask for it: the whole bill is paid at the restaurant.`;
    case 'held':
      return `The ${formatPaise(p.amount - p.refunded)} the guest paid online was kept at the cancellation and counts toward the bill again.`;
  }
}
