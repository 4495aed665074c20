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
  approved: [{ to: 'completed', action: 'Mark Completed' }],
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
