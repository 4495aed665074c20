import { CORPORATE_FALLBACK_RUPEES_PER_ATTENDEE } from '@shared/constants';
import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import type { CorporateOrderListParams } from '@shared/contracts/corporate-order-list';
import {
  CORPORATE_ORDER_TRANSITIONS,
  PAID_PAYMENT_STATUS,
  corporateOrderStatuses,
  corporatePaymentStatuses,
  type CorporateOrderStatus,
} from '@shared/domain/statuses';
import { approvalBlockedReason, isAwaitingPayment } from '@shared/domain/corporate-order-rules';
import { staffDateOf } from '@shared/date-display';
import { chargedOrderBill } from '@shared/money';
import { formatCalendarDate } from '@/lib/dates/calendar-date';

// What the staff orders screen shows for an order: its money, its badges and its buttons. Pure,
// so every display rule has a unit test.

/** A badge's colour family; each maps to light and dark classes in the badge component. */
export type BadgeTone = 'yellow' | 'amber' | 'blue' | 'green' | 'red' | 'grey';

/**
 * The total to show, in paise. An order without a stored total (older orders) is shown at
 * attendees × ₹1,499, marked as an estimate; with neither, there is nothing to show.
 */
export function orderTotal(
  order: Pick<CorporateOrderDto, 'totalAmount' | 'attendees'>,
): { paise: number; estimated: boolean } | null {
  if (order.totalAmount !== null) return { paise: order.totalAmount, estimated: false };
  if (order.attendees === null) return null;
  return {
    paise: order.attendees * CORPORATE_FALLBACK_RUPEES_PER_ATTENDEE * 100,
    estimated: true,
  };
}

export type BillLine = { name: string; quantity: number; linePaise: number };

export type OrderBill = {
  lines: BillLine[];
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
  /** True when the total is the per-attendee fallback rather than what was charged. */
  estimated: boolean;
};

/**
 * The bill of the expanded row, by the one bill rule of shared/money.ts: with items, subtotal and
 * GST are what the items were charged; without them, GST is what the total includes. Only the
 * per-attendee estimate of an old order without a total is this screen's own.
 */
export function orderBill(
  order: Pick<CorporateOrderDto, 'totalAmount' | 'attendees' | 'orderItems'>,
): OrderBill | null {
  const lines = order.orderItems.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    linePaise: Math.round(item.price * item.quantity * 100),
  }));
  const total = orderTotal(order);
  const bill = chargedOrderBill(order.orderItems, total?.paise ?? null);
  if (bill === null) return null;
  return { lines, ...bill, estimated: total?.estimated ?? false };
}

/** Pending yellow, approved blue, completed green, any other red. */
export function orderStatusTone(status: string): BadgeTone {
  if (status === 'pending') return 'yellow';
  if (status === 'approved') return 'blue';
  if (status === 'completed') return 'green';
  return 'red';
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'pending' -> 'Pending'. */
export function orderStatusLabel(status: string): string {
  return capitalise(status.replace(/_/g, ' '));
}

/** Completed green, pending amber, failed red, otherwise grey; never paid reads 'Not Paid'. */
export function paymentBadge(paymentStatus: string | null | undefined): {
  label: string;
  tone: BadgeTone;
} {
  switch (paymentStatus) {
    case 'completed':
      return { label: 'Completed', tone: 'green' };
    case 'pending':
      return { label: 'Pending', tone: 'amber' };
    case 'failed':
      return { label: 'Failed', tone: 'red' };
    case 'refunded':
      return { label: 'Refunded', tone: 'grey' };
    case null:
    case undefined:
    case '':
    case 'not_paid':
      return { label: 'Not Paid', tone: 'grey' };
    default:
      return { label: orderStatusLabel(paymentStatus), tone: 'grey' };
  }
}

/** A refund's state in words: asked of the gateway, done, or refused by it. */
export function refundStatusLabel(status: NonNullable<CorporateOrderDto['refund']>['status']) {
  const labels = { requested: 'Requested', processed: 'Processed', failed: 'Failed' } as const;
  return labels[status];
}

function isOrderStatus(status: string): status is CorporateOrderStatus {
  return (corporateOrderStatuses as readonly string[]).includes(status);
}

/** The buttons a row offers: the moves the state machine allows from the order's status. */
export function orderActions(status: string): readonly {
  to: CorporateOrderStatus;
  action: string;
}[] {
  return isOrderStatus(status) ? CORPORATE_ORDER_TRANSITIONS[status] : [];
}

/** A move a row offers; one staff may not make yet carries the reason, shown beside it. */
export type OrderAction = {
  to: CorporateOrderStatus;
  action: string;
  disabledReason?: string;
};

/**
 * The buttons a row offers this user: the moves of the order's status, less cancelling a paid
 * order (which refunds the buyer) for anyone but an admin: the server refuses it to them. Approve
 * stays on an unpaid order but disabled, with the reason; the server refuses it too.
 */
export function orderActionsFor(
  order: Pick<CorporateOrderDto, 'status' | 'paymentStatus'>,
  user: { isAdmin: boolean } | null | undefined,
): readonly OrderAction[] {
  const refundsBuyer = (to: CorporateOrderStatus) =>
    needsConfirmation(to) && isPaid(order.paymentStatus);
  return orderActions(order.status)
    .filter(({ to }) => user?.isAdmin || !refundsBuyer(to))
    .map((move) => {
      const reason = move.to === 'approved' ? approvalBlockedReason(order.paymentStatus) : null;
      return reason ? { ...move, disabledReason: reason } : move;
    });
}

/**
 * The list in its groups: orders staff can act on (or have settled) first, then pending orders
 * whose money has not arrived, which cannot be approved yet. Each keeps the server's order.
 */
export function groupOrders<T extends Pick<CorporateOrderDto, 'status' | 'paymentStatus'>>(
  orders: readonly T[],
): { settled: T[]; awaitingPayment: T[] } {
  return {
    settled: orders.filter((o) => !isAwaitingPayment(o)),
    awaitingPayment: orders.filter((o) => isAwaitingPayment(o)),
  };
}

/** Rejecting or cancelling ends the order (and refunds a paid one): the one move that asks first. */
export function needsConfirmation(to: CorporateOrderStatus): boolean {
  return to === 'cancelled';
}

/** A paid order: rejecting it refunds the buyer in full. */
export function isPaid(paymentStatus: string): boolean {
  return paymentStatus === PAID_PAYMENT_STATUS;
}

/** An order whose payment may have gone through without us hearing of it. */
export function mayCheckPayment(paymentStatus: string): boolean {
  return paymentStatus === 'pending' || paymentStatus === 'failed';
}

/**
 * 'MMM dd, yyyy' for a stored calendar date (yyyy-MM-dd, read as that day wherever the browser
 * is); 'N/A' when there is none; text that is not a date is shown as it was written.
 */
export function formatOrderDate(date: string | null | undefined): string {
  return date ? formatCalendarDate(date) : 'N/A';
}

/**
 * The row's payment badge. An unpaid order waiting on a payment link says where the link stands
 * ('Link sent', or 'Link expired' once its week is over); every other order, its payment status.
 */
export function rowPaymentBadge(order: Pick<CorporateOrderDto, 'paymentStatus' | 'paymentLink'>): {
  label: string;
  tone: BadgeTone;
} {
  const link = order.paymentLink;
  const unpaid = order.paymentStatus !== 'completed' && order.paymentStatus !== 'refunded';
  if (link && unpaid && link.state === 'expired') return { label: 'Link expired', tone: 'red' };
  if (link && unpaid && link.state === 'active') return { label: 'Link sent', tone: 'amber' };
  return paymentBadge(order.paymentStatus);
}

/** What the details say of a payment link, dated on the restaurant's calendar. */
export function paymentLinkText(
  link: NonNullable<CorporateOrderDto['paymentLink']>,
  timeZone: string,
): string {
  const day = staffDateOf(link.expiresAt, timeZone);
  if (link.state === 'paid') return `Sent to ${link.sentTo}; paid`;
  if (link.state === 'expired') return `Sent to ${link.sentTo}; expired unpaid on ${day}`;
  return `Sent to ${link.sentTo}; valid until ${day}`;
}

/** What the screen's filter shows: every order, or one stage of an order's life. */
export type OrderFilter =
  'all' | 'awaiting-payment' | 'to-approve' | 'approved' | 'completed' | 'cancelled';

const UNPAID = corporatePaymentStatuses.filter((s) => s !== PAID_PAYMENT_STATUS);

/** The filter's buttons and the server's filters each asks for. */
export const ORDER_FILTERS: readonly {
  value: OrderFilter;
  label: string;
  query: Pick<CorporateOrderListParams, 'status' | 'payment'>;
}[] = [
  { value: 'all', label: 'All', query: {} },
  // Exactly the orders isAwaitingPayment() names: pending, and not paid.
  {
    value: 'awaiting-payment',
    label: 'Awaiting payment',
    query: { status: 'pending', payment: UNPAID.join(',') },
  },
  {
    value: 'to-approve',
    label: 'To approve',
    query: { status: 'pending', payment: PAID_PAYMENT_STATUS },
  },
  { value: 'approved', label: 'Approved', query: { status: 'approved' } },
  { value: 'completed', label: 'Completed', query: { status: 'completed' } },
  { value: 'cancelled', label: 'Cancelled', query: { status: 'cancelled' } },
];

/** The server's filters for the screen's filter and search; empty ones are left out. */
export function orderListQuery(filter: OrderFilter, search: string): CorporateOrderListParams {
  const chosen = ORDER_FILTERS.find((f) => f.value === filter)?.query ?? {};
  return { ...chosen, q: search.trim() || undefined };
}
