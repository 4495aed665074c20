import type { BookingCheckoutDto } from '@shared/contracts/booking-payments';
import { PAYMENT_NOT_COMPLETED } from '@shared/domain/booking-refunds';
import type { BookingTopUpRow } from '@shared/schema/booking-top-ups';
import type { ReservationRow } from '@shared/schema/reservations';
import { availabilityChanged } from '../../db/change-notice';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import { systemActor } from '../../lib/actor';
import { conflict } from '../../lib/app-error';
import { mailJob } from '../../mail/mail-job';
import type { PaymentOutcome } from '../../metrics/app-metrics';
import { RECONCILE_DELAYS_MS, reconcileDelayMs } from '../../payments/reconcile-schedule';
import { recordAudit } from '../audit/audit-trail';
import { toReservationDto } from '../reservations/reservation.dto';
import { lockSeating } from '../reservations/seating.repository';
import { bookingTopUpReconcileJob } from './booking-payment-jobs';
import { topUpLapsedMail, topUpPaidMail } from './booking-payment-mail';
import { findBooking, lockBooking, updateBooking } from './booking-payment.repository';
import { bookingRef, refundSecondCapture, requestRefund } from './booking-refunds';
import {
  awaitsMoney,
  findPendingTopUp,
  findTopUp,
  lockTopUp,
  setTopUpOrder,
  updateTopUp,
} from './booking-top-up.repository';
import type { PaymentsContext } from './payments-context';
import { nightEstimateOn } from '../special-nights/night-terms';

/**
 * A further payment on a booking paid online, for a larger party (or dearer menus) the guest
 * chose through their link. The change took its seats at once (booking-party-change.ts); its
 * money comes through the same gateway paths as the first payment (verify, webhook,
 * reconciliation, a last look when the hold ends); unpaid when the hold ends, the party goes back
 * to what was paid for, and money arriving after that is refunded once.
 */
export function bookingTopUps(ctx: PaymentsContext) {
  const { deps, movingPayments, requireGateway } = ctx;
  const { db, clock, jobs, logger } = deps;

  /**
   * 'This top-up's payment captured', under the booking's lock then the top-up's. Paid once: the
   * booking then holds the money for its new party. Money for a top-up that lapsed, or for a
   * booking no longer confirmed, is refunded in full (at most once: booking_refunds_once_uq).
   */
  async function markTopUpPaid(
    tx: Db,
    booking: ReservationRow,
    topUp: BookingTopUpRow,
    paymentId: string,
    moves: PaymentOutcome[],
  ): Promise<ReservationRow> {
    if (!awaitsMoney(topUp)) {
      if (topUp.paymentId && topUp.paymentId !== paymentId) {
        await refundSecondCapture(tx, booking, {
          paymentId,
          gatewayOrderId: topUp.gatewayOrderId,
          amount: topUp.amount,
        });
      }
      return booking;
    }
    await updateTopUp(tx, topUp.id, { status: 'completed', paymentId, paidAt: clock.now() });
    moves.push('verified');
    const late = topUp.status === 'lapsed' || booking.status !== 'confirmed';
    let paid = await updateBooking(tx, booking.id, {
      depositAmount: (booking.depositAmount ?? 0) + topUp.amount,
      ...(topUp.status === 'pending' ? { topUpAmount: null, topUpHoldUntil: null } : {}),
    });
    await recordAudit(tx, systemActor('payments'), {
      area: 'reservations',
      action: 'payment',
      entityId: booking.id,
      before: { paid: booking.depositAmount },
      after: { paid: paid.depositAmount, topUp: topUp.amount, paymentId },
    });
    if (late) {
      logger.warn({ ref: bookingRef(booking.id) }, 'a top-up arrived after it lapsed; refunding');
      paid = await requestRefund(tx, paid, topUp.amount, 'late_payment', systemActor('payments'), {
        topUpId: topUp.id,
      });
    } else {
      await enqueueJob(tx, mailJob, topUpPaidMail(toReservationDto(paid), topUp.amount), {
        ref: bookingRef(booking.id),
      });
    }
    return paid;
  }

  /** Settles a top-up from what the gateway holds of its order; true when it is now paid. */
  async function settleTopUpFromGateway(id: number): Promise<boolean> {
    const topUp = await findTopUp(db, id);
    if (!topUp || !awaitsMoney(topUp) || !topUp.gatewayOrderId) return false;
    const found = await requireGateway().orderPayments(topUp.gatewayOrderId);
    const captured = found.filter((p) => p.status === 'captured' || p.status === 'refunded');
    if (captured.length === 0) return false;
    await movingPayments(async (tx, moves) => {
      let booking = (await lockBooking(tx, topUp.reservationId))!;
      // The first capture pays the top-up; any further one is refunded apart.
      for (const payment of captured) {
        const locked = (await lockTopUp(tx, id))!;
        booking = await markTopUpPaid(tx, booking, locked, payment.id, moves);
      }
    });
    jobs.wake();
    return true;
  }

  /**
   * Ends a top-up unpaid: the party goes back to what was paid for, in its seating (fewer or as
   * many seats as it holds, so it always fits), under the seating's lock; seats given back go to
   * the waitlist as a cancellation's do.
   */
  async function lapse(id: number): Promise<void> {
    const topUp = await findTopUp(db, id);
    if (!topUp || topUp.status !== 'pending') return;
    const booking = (await findBooking(db, topUp.reservationId))!;
    const lapsed = await db.transaction(async (tx) => {
      // While a top-up waits the booking cannot move (booking-party-change.ts), so this is its seating.
      await lockSeating(tx, booking.date, booking.timeSlot);
      const locked = (await lockBooking(tx, booking.id))!;
      const current = (await lockTopUp(tx, id))!;
      if (current.status !== 'pending') return undefined;
      await updateTopUp(tx, id, { status: 'lapsed' });
      const back = locked.status === 'confirmed' ? current.partyBefore : undefined;
      const updated = await updateBooking(tx, locked.id, {
        topUpAmount: null,
        topUpHoldUntil: null,
        ...(back
          ? { ...back, totalAmount: await nightEstimateOn(tx, { ...back, date: locked.date }) }
          : {}),
      });
      await recordAudit(tx, systemActor('payment-hold'), {
        area: 'reservations',
        action: 'top-up lapsed',
        entityId: locked.id,
        before: {
          guests: locked.guests,
          vegCount: locked.vegCount,
          nonVegCount: locked.nonVegCount,
        },
        after: { ...(back ?? {}), amount: current.amount, reason: PAYMENT_NOT_COMPLETED },
      });
      if (!back) return undefined;
      const dto = toReservationDto(updated);
      await enqueueJob(tx, mailJob, topUpLapsedMail(dto, current.amount), {
        ref: bookingRef(locked.id),
      });
      if (back.guests < locked.guests)
        await deps.offers?.offerFreedSeats(tx, dto.date, dto.timeSlot);
      return dto;
    });
    if (lapsed) {
      await deps.changes.publish(availabilityChanged(lapsed.date));
      jobs.wake();
    }
  }

  return {
    markTopUpPaid,

    /**
     * The payment dialog's order for the booking's waiting top-up, opened outside any transaction
     * (it may take seconds); asked again, the same order. If the gateway fails, the change is
     * undone at once (the party goes back) rather than hold seats nobody can pay for.
     */
    async openTopUpCheckout(reservationId: number, manageUrl: string): Promise<BookingCheckoutDto> {
      const topUp = await findPendingTopUp(db, reservationId);
      const booking = await findBooking(db, reservationId);
      if (!topUp || !booking?.paymentKind) throw conflict('No payment waits on this booking.');
      let orderId = topUp.gatewayOrderId;
      let keyId: string;
      try {
        const payments = requireGateway();
        keyId = payments.keyId;
        if (!orderId) {
          const order = await payments.createOrder({
            amount: topUp.amount,
            receipt: `booking-${reservationId}-top-up-${topUp.id}`,
            notes: { reservationId: String(reservationId), topUpId: String(topUp.id) },
          });
          const stored = await db.transaction(async (tx) => {
            const set = await setTopUpOrder(tx, topUp.id, order.id);
            if (set) {
              await enqueueJob(
                tx,
                bookingTopUpReconcileJob,
                { reservationId, topUpId: topUp.id },
                {
                  ref: bookingRef(reservationId),
                  runAt: new Date(Date.now() + RECONCILE_DELAYS_MS[0]!),
                },
              );
            }
            return set;
          });
          orderId = stored?.gatewayOrderId ?? (await findTopUp(db, topUp.id))!.gatewayOrderId!;
        }
      } catch (err) {
        await lapse(topUp.id);
        throw err;
      }
      return {
        id: reservationId,
        razorpayKeyId: keyId,
        amount: topUp.amount,
        razorpayOrderId: orderId,
        holdUntil: topUp.holdUntil.toISOString(),
        manageUrl,
        kind: booking.paymentKind,
      };
    },

    /**
     * The top-up's hold job: once its hold has ended (by the service's clock) the gateway is asked
     * a last time, then the change is undone.
     */
    async endTopUpIfDue(id: number): Promise<{ checkAgainInMs?: number }> {
      const topUp = await findTopUp(db, id);
      if (!topUp || topUp.status !== 'pending') return {};
      const left = topUp.holdUntil.getTime() - clock.now().getTime();
      if (left > 0) return { checkAgainInMs: left };
      if (deps.gateway && (await settleTopUpFromGateway(id))) return {};
      await lapse(id);
      return {};
    },

    /** The top-up's reconciliation job: paid after all (even after it lapsed)? Looks again later. */
    async reconcileTopUp(id: number, attempt: number): Promise<{ checkAgainInMs?: number }> {
      const topUp = await findTopUp(db, id);
      if (!topUp || !awaitsMoney(topUp)) return {};
      if (await settleTopUpFromGateway(id)) return {};
      return { checkAgainInMs: reconcileDelayMs(attempt) };
    },
  };
}

export type BookingTopUps = ReturnType<typeof bookingTopUps>;
