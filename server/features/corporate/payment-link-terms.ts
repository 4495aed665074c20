import { PAYMENT_LINK_VALID_DAYS } from '@shared/constants';
import { guestDate } from '@shared/date-display';
import { zonedTimeToUtc } from '@shared/restaurant-time';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import { AppError } from '../../lib/app-error';

// When a payment link may be paid. The kitchen buys and cooks for a catering order only once it
// is paid and approved, so the money has to be in before the delivery day starts: a link is
// payable until the end of the day before delivery, and never longer than a week.

/**
 * The shortest time a link is sent for. The gateway refuses a link that ends within 15 minutes;
 * an accounts team needs more than that to find the mail, so less than an hour is not offered.
 */
const SHORTEST_LINK_MS = 60 * 60_000;

/** The last minute a link for a delivery on `deliveryDate` may be paid: 11:59 PM the day before. */
export function paymentLinkDeadline(deliveryDate: string, timeZone: string): Date {
  return new Date(zonedTimeToUtc(deliveryDate, '00:00', timeZone).getTime() - 60_000);
}

/**
 * When a link opened now for this delivery stops taking payments: a week from now, or the end of
 * the day before delivery if that comes first. Refused (409) when too little time is left.
 */
export function paymentLinkExpiry(now: Date, deliveryDate: string, timeZone: string): Date {
  const week = new Date(now.getTime() + PAYMENT_LINK_VALID_DAYS * 86_400_000);
  const deadline = paymentLinkDeadline(deliveryDate, timeZone);
  if (deadline.getTime() - now.getTime() < SHORTEST_LINK_MS) {
    throw new AppError(
      409,
      `A payment link has to be paid by the end of the day before delivery, and there is no time left for that before a delivery on ${guestDate(deliveryDate)}. Please pay now by card, or choose a later delivery date.`,
      'payment_link_too_late',
    );
  }
  return deadline < week ? deadline : week;
}

/**
 * Until when an order's link could really be paid: its own expiry, or the end of the day before
 * delivery if that comes first (a link sent before that rule existed was valid for a week,
 * whatever the delivery date). Undefined for an order not paid by link.
 */
export function linkPayableUntil(order: CorporateOrderRow, timeZone: string): Date | undefined {
  if (!order.paymentLinkId || !order.paymentLinkExpiresAt) return undefined;
  const expiry = order.paymentLinkExpiresAt;
  if (!order.deliveryDate) return expiry;
  const deadline = paymentLinkDeadline(order.deliveryDate, timeZone);
  return deadline < expiry ? deadline : expiry;
}

/** Whether money paid by link at `paidAt` came after the order could still take it. */
export function paidAfterLinkDeadline(
  order: CorporateOrderRow,
  paidAt: Date,
  timeZone: string,
): boolean {
  const until = linkPayableUntil(order, timeZone);
  return until !== undefined && paidAt.getTime() > until.getTime();
}
