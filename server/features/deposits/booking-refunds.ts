import type { BookingRefundReason } from '@shared/domain/booking-refunds';
import { cancellationRefunds } from '@shared/domain/booking-payments';
import { paymentMayMove } from '@shared/domain/statuses';
import { formatPaise } from '@shared/money';
import type { ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import { systemActor, type GuestActor, type StaffActor, type SystemActor } from '../../lib/actor';
import { conflict } from '../../lib/app-error';
import type { PaymentOutcome } from '../../metrics/app-metrics';
import { refundExtraPayment } from '../../payments/extra-payments';
import { recordAudit } from '../audit/audit-trail';
import { mailJob } from '../../mail/mail-job';
import { toReservationDto } from '../reservations/reservation.dto';
import { bookingRefundJob } from './booking-payment-jobs';
import { secondPaymentMail } from './booking-payment-mail';
import { insertRefund, refundsOf, updateBooking } from './booking-payment.repository';
import { paidTopUpsOf } from './booking-top-up.repository';

export const bookingRef = (id: number) => `reservation:${id}`;

export type Mover = StaffActor | GuestActor | SystemActor;

/** The trail records staff by name; a guest's own move through their link as the link's. */
export const auditActor = (actor: Mover): StaffActor | SystemActor =>
  actor.kind === 'guest' ? systemActor('guest-link') : actor;

const requester = (actor: Mover) =>
  actor.kind === 'staff' ? actor.username : actor.kind === 'guest' ? 'guest' : 'system';

/** What is paid and not yet given back, in paise. */
export const refundableLeft = (row: ReservationRow) =>
  row.paymentStatus === 'completed' ? (row.depositAmount ?? 0) - row.refundedAmount : 0;

type RefundPiece = { topUpId: number | null; amount: number };

/**
 * A refund split over the payments it gives back: the gateway refunds a payment at most by its
 * own amount, so with a top-up paid the latest money goes back first, then the first payment.
 */
async function splitOverPayments(
  tx: Db,
  row: ReservationRow,
  amount: number,
): Promise<RefundPiece[]> {
  const topUps = await paidTopUpsOf(tx, row.id);
  const refunds = (await refundsOf(tx, row.id)).filter((r) => r.status !== 'failed');
  const givenBack = (topUpId: number | null) =>
    refunds.filter((r) => r.topUpId === topUpId).reduce((sum, r) => sum + r.amount, 0);
  const first = (row.depositAmount ?? 0) - topUps.reduce((sum, t) => sum + t.amount, 0);
  const payments = [
    ...topUps.map((t) => ({ topUpId: t.id, left: t.amount - givenBack(t.id) })),
    { topUpId: null, left: first - givenBack(null) },
  ];
  const pieces: RefundPiece[] = [];
  let rest = amount;
  for (const p of payments) {
    const take = Math.min(rest, Math.max(0, p.left));
    if (take > 0) pieces.push({ topUpId: p.topUpId, amount: take });
    rest -= take;
  }
  // Callers never ask for more than is held; should they, the first payment answers for it.
  if (rest > 0) pieces.push({ topUpId: null, amount: rest });
  return pieces;
}

/**
 * Asks for a refund on a locked booking: a row for the refund job (one a payment it gives back;
 * `topUpId` names the one payment when the cause is that payment itself), the booking's running
 * total and the job, in the caller's transaction, so a refund exists exactly when its cause
 * committed.
 */
export async function requestRefund(
  tx: Db,
  row: ReservationRow,
  amount: number,
  reason: BookingRefundReason,
  actor: Mover,
  only?: { topUpId: number },
): Promise<ReservationRow> {
  const pieces = only ? [{ ...only, amount }] : await splitOverPayments(tx, row, amount);
  for (const piece of pieces) {
    await insertRefund(tx, {
      reservationId: row.id,
      amount: piece.amount,
      topUpId: piece.topUpId,
      reason,
      requestedBy: requester(actor),
    });
  }
  const updated = await updateBooking(tx, row.id, {
    refundedAmount: row.refundedAmount + amount,
    refundStatus: 'requested',
  });
  await recordAudit(tx, auditActor(actor), {
    area: 'reservations',
    action: 'refund',
    entityId: row.id,
    before: { refunded: row.refundedAmount },
    after: { refunded: updated.refundedAmount, amount, reason },
  });
  await enqueueJob(tx, bookingRefundJob, { reservationId: row.id }, { ref: bookingRef(row.id) });
  return updated;
}

/**
 * The cancellation policy, applied in the transaction that cancelled `row` (already cancelled,
 * under its lock or a compare-and-set): cancelled before the window closed, all that is left is
 * refunded; later, it is kept, and the trail says so. A booking not paid online is untouched.
 */
export async function applyCancellationPolicy(
  tx: Db,
  row: ReservationRow,
  actor: Mover,
  now: Date,
): Promise<ReservationRow> {
  const left = refundableLeft(row);
  if (left <= 0) return row;
  if (cancellationRefunds(row.refundableUntil, now)) {
    return requestRefund(tx, row, left, 'cancellation', actor);
  }
  await recordAudit(tx, auditActor(actor), {
    area: 'reservations',
    action: 'payment kept',
    entityId: row.id,
    after: { kept: left, reason: 'cancelled after the free cancellation period' },
  });
  return row;
}

/**
 * The restaurant itself closed the seating and cancelled the booking: whatever the window says,
 * all that is left is refunded (the guest did nothing to lose it).
 */
export async function refundRestaurantCancellation(
  tx: Db,
  row: ReservationRow,
  actor: StaffActor,
): Promise<ReservationRow> {
  const left = refundableLeft(row);
  return left > 0 ? requestRefund(tx, row, left, 'cancellation', actor) : row;
}

/**
 * The floor marked the party a no-show: nothing is refunded, and the trail records that what it
 * paid is kept (a later cancellation by staff keeps it too: the window has closed by then).
 */
export async function keepPaymentOfNoShow(
  tx: Db,
  row: ReservationRow,
  actor: StaffActor,
): Promise<void> {
  const left = refundableLeft(row);
  if (left <= 0) return;
  await recordAudit(tx, actor, {
    area: 'reservations',
    action: 'payment kept',
    entityId: row.id,
    after: { kept: left, reason: 'no-show' },
  });
}

/** Staff give back part or all of what a booking paid, whatever the policy says. */
export async function refundByStaff(
  tx: Db,
  row: ReservationRow,
  amount: number,
  actor: StaffActor,
): Promise<ReservationRow> {
  const left = refundableLeft(row);
  if (row.paymentKind === null || left <= 0) {
    throw conflict('Nothing paid online is left to refund on this booking.');
  }
  if (amount > left) throw conflict(`At most ${formatPaise(left)} is left to refund.`);
  return requestRefund(tx, row, amount, 'staff', actor);
}

/**
 * After a refund moved: the booking's refund state is its refunds' (one still waiting makes it
 * 'requested'), a failed refund no longer counts as given back, and a booking whose whole payment
 * went back is 'refunded'.
 */
export async function settleRefundState(
  tx: Db,
  row: ReservationRow,
  moves: PaymentOutcome[],
): Promise<ReservationRow> {
  const refunds = await refundsOf(tx, row.id);
  const counted = refunds.filter((r) => r.status !== 'failed');
  const refundedAmount = counted.reduce((sum, r) => sum + r.amount, 0);
  const processed = refunds
    .filter((r) => r.status === 'processed')
    .reduce((sum, r) => sum + r.amount, 0);
  const waiting = refunds.some((r) => r.status === 'requested');
  const whole =
    processed >= (row.depositAmount ?? 0) && paymentMayMove(row.paymentStatus, 'refunded');
  if (whole) moves.push('refunded');
  return updateBooking(tx, row.id, {
    refundedAmount,
    refundStatus: waiting ? 'requested' : (refunds.at(-1)?.status ?? null),
    ...(whole ? { paymentStatus: 'refunded' as const } : {}),
  });
}

/**
 * A second payment captured on a gateway order the booking already has money for (the first
 * payment's, or a top-up's): not the booking's money, so it is recorded apart and refunded in
 * full, once, whichever source reports it first. The booking's own totals are untouched.
 */
export async function refundSecondCapture(
  tx: Db,
  row: ReservationRow,
  payment: { paymentId: string; gatewayOrderId: string | null; amount: number },
): Promise<void> {
  const recorded = await refundExtraPayment(tx, { ...payment, ref: bookingRef(row.id) });
  if (!recorded) return;
  await recordAudit(tx, systemActor('payments'), {
    area: 'reservations',
    action: 'second payment refunded',
    entityId: row.id,
    after: { amount: recorded.amount, paymentId: recorded.paymentId, reason: recorded.reason },
  });
  const mail = secondPaymentMail(toReservationDto(row), {
    id: recorded.paymentId,
    amount: recorded.amount,
  });
  await enqueueJob(tx, mailJob, mail, { ref: bookingRef(row.id) });
}

/** What the booking's first payment was: all it holds less its paid top-ups. */
export async function firstPaymentAmount(tx: Db, row: ReservationRow): Promise<number> {
  const topUps = await paidTopUpsOf(tx, row.id);
  return (row.depositAmount ?? 0) - topUps.reduce((sum, t) => sum + t.amount, 0);
}
