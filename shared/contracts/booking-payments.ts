import { z } from 'zod';
import {
  BOOKING_PAYMENT_LIMITS as LIMITS,
  bookingPaymentKinds,
  type BookingPaymentPolicy,
} from '../domain/booking-payments';
import { bookingRefundReasons } from '../domain/booking-refunds';
import { corporatePaymentStatuses, refundStatuses } from '../domain/statuses';
import { MAX_GUESTS, MIN_GUESTS } from '../constants';

// Zod only (docs/decisions/001): the booking payment policy staff set, what a booking that pays
// online answers, and the calls that settle and refund it.

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** PUT /api/site-settings/booking-payments (admins): the policy, whole. */
export const bookingPaymentPolicySchema = z
  .object({
    kind: z.enum(bookingPaymentKinds, { error: 'Choose none, deposit or prepay' }),
    depositPerGuestRupees: wholeNumber(
      `A deposit is ₹1 to ₹${LIMITS.maxDepositPerGuestRupees.toLocaleString('en-IN')} per guest`,
      1,
      LIMITS.maxDepositPerGuestRupees,
    ),
    weekdays: z
      .array(wholeNumber('Weekdays are 0 (Sunday) to 6 (Saturday)', 0, 6))
      .max(7, 'Weekdays are 0 (Sunday) to 6 (Saturday)')
      .transform((days) => [...new Set(days)].sort()),
    minGuests: wholeNumber(
      `Parties of ${MIN_GUESTS} to ${MAX_GUESTS} guests`,
      MIN_GUESTS,
      MAX_GUESTS,
    ),
    cancellationHours: wholeNumber(
      `The cancellation window is 0 to ${LIMITS.maxCancellationHours} hours`,
      0,
      LIMITS.maxCancellationHours,
    ),
    holdMinutes: wholeNumber(
      `An unpaid booking is held ${LIMITS.minHoldMinutes} to ${LIMITS.maxHoldMinutes} minutes`,
      LIMITS.minHoldMinutes,
      LIMITS.maxHoldMinutes,
    ),
  })
  .strict();
export type BookingPaymentPolicyInput = z.input<typeof bookingPaymentPolicySchema>;

/** GET /api/site-settings/booking-payments: the policy as the booking page states it. */
export const bookingPaymentPolicyDtoSchema = z.object({
  kind: z.enum(bookingPaymentKinds),
  depositPerGuestRupees: z.number().int(),
  weekdays: z.array(z.number().int()),
  minGuests: z.number().int(),
  cancellationHours: z.number().int(),
  holdMinutes: z.number().int(),
}) satisfies z.ZodType<BookingPaymentPolicy>;
export type BookingPaymentPolicyDto = z.infer<typeof bookingPaymentPolicyDtoSchema>;

/** What a booking that pays online shows of its money (null on the booking: paid at the restaurant). */
export const bookingPaymentDtoSchema = z.object({
  kind: z.enum(['deposit', 'prepay']),
  /** Paise. */
  amount: z.number().int(),
  status: z.enum(corporatePaymentStatuses),
  /** While unpaid: when the seats go back on sale. */
  holdUntil: z.string().nullable(),
  /** Cancelled before this moment: refunded in full; later, or a no-show: kept. */
  refundableUntil: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Paise asked back or given back so far. */
  refunded: z.number().int(),
  /** Where the latest refund stands; null when there is none. */
  refundStatus: z.enum(refundStatuses).nullable(),
  /**
   * A change of party waiting for a further payment (paise), and when, unpaid, the party goes
   * back to what was paid for; null when none waits.
   */
  topUp: z.object({ amount: z.number().int(), holdUntil: z.string() }).nullable(),
});
export type BookingPaymentDto = z.infer<typeof bookingPaymentDtoSchema>;

/**
 * POST /api/reservations when the policy asks for payment: the booking holds its seats unpaid
 * and the answer opens the payment dialog, as the corporate checkout's does.
 */
export const bookingCheckoutDtoSchema = z.object({
  id: z.number().int(),
  razorpayKeyId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  razorpayOrderId: z.string(),
  /** When the seats go back on sale unless paid. */
  holdUntil: z.string(),
  /** The guest's private link (shown once); it works while the booking waits for payment. */
  manageUrl: z.string(),
  kind: z.enum(['deposit', 'prepay']),
});
export type BookingCheckoutDto = z.infer<typeof bookingCheckoutDtoSchema>;

/** POST /api/reservations/verify-payment: what the payment dialog handed back. */
export const verifyBookingPaymentSchema = z.object({
  reservationId: z.coerce
    .number({ error: 'Unknown booking' })
    .int('Unknown booking')
    .min(1, 'Unknown booking')
    .max(2_147_483_647, 'Unknown booking'),
  razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/, 'Payment verification failed'),
  razorpay_order_id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/, 'Payment verification failed'),
  razorpay_signature: z.string().regex(/^[a-f0-9]{64}$/, 'Payment verification failed'),
});
export type VerifyBookingPaymentInput = z.infer<typeof verifyBookingPaymentSchema>;

const signedDetail = (pattern: RegExp) => z.string().regex(pattern, 'Payment verification failed');

/**
 * GET /reservation/{token}/paid: what the gateway adds to the return address of a booking's
 * payment link (paying without JavaScript) once it is paid.
 */
export const bookingLinkReturnSchema = z.object({
  razorpay_payment_id: signedDetail(/^pay_[A-Za-z0-9]{1,40}$/),
  razorpay_payment_link_id: signedDetail(/^plink_[A-Za-z0-9]{1,40}$/),
  razorpay_payment_link_reference_id: signedDetail(/^[A-Za-z0-9_-]{1,40}$/),
  razorpay_payment_link_status: signedDetail(/^[a-z_]{1,20}$/),
  razorpay_signature: signedDetail(/^[a-f0-9]{64}$/),
});
export type BookingLinkReturn = z.infer<typeof bookingLinkReturnSchema>;

/** POST /api/reservations/:id/refund (admins): give back part or all of what was paid. */
export const bookingRefundSchema = z.object({
  /** Paise. */
  amount: z.coerce
    .number({ error: 'Enter the amount to refund' })
    .int('Enter the amount to refund in paise')
    .min(100, 'Refund at least ₹1')
    .max(100_000_000, 'That is more than the booking paid'),
});
export type BookingRefundInput = z.infer<typeof bookingRefundSchema>;

export const bookingRefundDtoSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.enum(bookingRefundReasons),
  status: z.enum(refundStatuses),
  createdAt: z.string(),
});
export type BookingRefundDto = z.infer<typeof bookingRefundDtoSchema>;
