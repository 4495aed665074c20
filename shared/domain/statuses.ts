/**
 * The life of a reservation and of a corporate order: their statuses and the moves staff may
 * make between them. The database column types, the API contracts, the server's state machines
 * and the staff screens' action buttons all read this one module.
 */

export const reservationStatuses = ['confirmed', 'completed', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** Every booking starts confirmed: there is no approval step. */
export const NEW_RESERVATION_STATUS: ReservationStatus = 'confirmed';

/** Staff moves, with the button that makes each one. Completed is final. */
export const RESERVATION_TRANSITIONS: Readonly<
  Record<ReservationStatus, readonly { to: ReservationStatus; action: string }[]>
> = {
  confirmed: [
    { to: 'completed', action: 'Complete' },
    { to: 'cancelled', action: 'Cancel' },
  ],
  cancelled: [{ to: 'confirmed', action: 'Reconfirm' }],
  completed: [],
};

/** Where a booking came from: the website, a phone call staff took, or a guest at the door. */
export const reservationSources = ['online', 'phone', 'walk_in'] as const;
export type ReservationSource = (typeof reservationSources)[number];

/** How long after a status change staff may still undo it from the toast (a completion). */
export const STATUS_UNDO_WINDOW_MS = 15 * 60 * 1000;

/** Bookings that hold their seats: a cancelled one gives them back. */
export const SEAT_HOLDING_STATUSES: readonly ReservationStatus[] = ['confirmed', 'completed'];

export const corporateOrderStatuses = ['pending', 'approved', 'completed', 'cancelled'] as const;
export type CorporateOrderStatus = (typeof corporateOrderStatuses)[number];

export const NEW_CORPORATE_ORDER_STATUS: CorporateOrderStatus = 'pending';

export const CORPORATE_ORDER_TRANSITIONS: Readonly<
  Record<CorporateOrderStatus, readonly { to: CorporateOrderStatus; action: string }[]>
> = {
  pending: [
    { to: 'approved', action: 'Approve' },
    { to: 'cancelled', action: 'Reject' },
  ],
  // An approved order can still be called off (the kitchen cannot deliver after all): a paid one
  // is then refunded in full, exactly as a rejected one.
  approved: [
    { to: 'completed', action: 'Mark Completed' },
    { to: 'cancelled', action: 'Cancel order' },
  ],
  completed: [],
  cancelled: [],
};

type Transitions<S extends string> = Readonly<Record<S, readonly { to: S }[]>>;

/** Whether staff may move a record from one status to the other. */
export function canTransition<S extends string>(
  transitions: Transitions<S>,
  from: S,
  to: S,
): boolean {
  return transitions[from].some((t) => t.to === to);
}

/**
 * Where a corporate order's money stands. 'completed' means paid (the word the staff screen and
 * its badge colours use). Payment news arrives from the browser, webhooks and reconciliation in
 * any order, so the state only moves forward: a failed attempt may be followed by a paid one, but
 * nothing un-pays an order except our own refund.
 */
export const corporatePaymentStatuses = [
  'not_paid',
  'pending',
  'failed',
  'completed',
  'refunded',
] as const;
export type CorporatePaymentStatus = (typeof corporatePaymentStatuses)[number];

export const NEW_CORPORATE_PAYMENT_STATUS: CorporatePaymentStatus = 'pending';
export const PAID_PAYMENT_STATUS: CorporatePaymentStatus = 'completed';

const PAYMENT_MOVES: Readonly<Record<CorporatePaymentStatus, readonly CorporatePaymentStatus[]>> = {
  not_paid: ['pending', 'failed', 'completed'],
  pending: ['failed', 'completed'],
  failed: ['completed'],
  completed: ['refunded'],
  refunded: [],
};

/** Whether payment news may move an order from one payment status to the other. */
export function paymentMayMove(from: CorporatePaymentStatus, to: CorporatePaymentStatus): boolean {
  return PAYMENT_MOVES[from].includes(to);
}

/** A refund of a paid order that staff rejected: asked of the gateway, then confirmed by it. */
export const refundStatuses = ['requested', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** How a buyer pays a corporate order: in the payment dialog now, or by a link e-mailed to their accounts team. */
export const paymentModes = ['card', 'link'] as const;
export type PaymentMode = (typeof paymentModes)[number];

/**
 * A payment link's life as stored: made and sent, paid, or past its date unpaid. While 'created'
 * and past its expiry it reads as expired (the gateway says so later, or the check at expiry).
 */
export const paymentLinkStatuses = ['created', 'paid', 'expired'] as const;
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number];
/** What staff and the buyer are shown of a link. */
export const paymentLinkStates = ['active', 'paid', 'expired'] as const;
export type PaymentLinkState = (typeof paymentLinkStates)[number];

/** A request for a catering quote: new, answered by staff, closed (and reopened if need be). */
export const quoteRequestStatuses = ['new', 'answered', 'closed'] as const;
export type QuoteRequestStatus = (typeof quoteRequestStatuses)[number];

export const NEW_QUOTE_REQUEST_STATUS: QuoteRequestStatus = 'new';

export const QUOTE_REQUEST_TRANSITIONS: Readonly<
  Record<QuoteRequestStatus, readonly { to: QuoteRequestStatus; action: string }[]>
> = {
  new: [
    { to: 'answered', action: 'Mark answered' },
    { to: 'closed', action: 'Close' },
  ],
  answered: [{ to: 'closed', action: 'Close' }],
  closed: [{ to: 'new', action: 'Reopen' }],
};
