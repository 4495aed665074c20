/**
 * Why money went back on a booking: cancelled while the cancellation was still free, paid after
 * the unpaid hold had ended, a smaller party while changes were still free, or staff's choice.
 */
export const bookingRefundReasons = [
  'cancellation',
  'late_payment',
  'party_change',
  'staff',
] as const;
export type BookingRefundReason = (typeof bookingRefundReasons)[number];

export const BOOKING_REFUND_REASON_LABELS: Readonly<Record<BookingRefundReason, string>> = {
  cancellation: 'cancelled in time',
  late_payment: 'paid after the hold ended',
  party_change: 'smaller party',
  staff: 'refunded by the restaurant',
};

/** The reason the site gives when an unpaid booking's hold ends. */
export const PAYMENT_NOT_COMPLETED = 'payment not completed';
