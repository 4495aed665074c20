import type { BookingPaymentPolicy } from './booking-payments';
import { reservationEstimatePaise, withGstInPaise } from '../money';
import type { SpecialNightPayment } from '../schema/special-nights';

/** What pricing and payment read of a special night (none: a usual night). */
export type NightTerms = {
  name: string;
  pricePerGuestRupees: number | null;
  payment: SpecialNightPayment;
  depositPerGuestRupees: number | null;
};

/** The special night a date falls in, if any (ranges include both ends). */
export function specialNightOn<N extends { date: string; toDate: string }>(
  nights: readonly N[],
  date: string,
): N | undefined {
  return nights.find((n) => n.date <= date && date <= n.toDate);
}

/**
 * A booking's estimated bill in paise: a special night's one price per guest when it has one,
 * otherwise the usual veg and non-veg prices; GST on top either way.
 */
export function nightEstimatePaise(
  night: Pick<NightTerms, 'pricePerGuestRupees'> | undefined,
  vegCount: number,
  nonVegCount: number,
): number {
  if (night?.pricePerGuestRupees == null) return reservationEstimatePaise(vegCount, nonVegCount);
  return withGstInPaise((vegCount + nonVegCount) * night.pricePerGuestRupees);
}

/**
 * The payment policy a night follows: the usual one, or the special night's own, which asks every
 * party whatever the weekday or its size and keeps the usual hold and cancellation terms.
 */
export function nightPaymentPolicy(
  usual: BookingPaymentPolicy,
  night: Pick<NightTerms, 'payment' | 'depositPerGuestRupees'> | undefined,
): BookingPaymentPolicy {
  if (!night || night.payment === 'usual') return usual;
  return {
    ...usual,
    kind: night.payment,
    depositPerGuestRupees: night.depositPerGuestRupees ?? usual.depositPerGuestRupees,
    weekdays: [],
    minGuests: 1,
  };
}
