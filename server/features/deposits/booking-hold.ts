import { randomBytes } from 'node:crypto';
import type { BookingCheckoutDto } from '@shared/contracts/booking-payments';
import type { ReservationDto, ReservationInput } from '@shared/contracts/reservation';
import { paymentAsked, refundableUntil } from '@shared/domain/booking-payments';
import { PAYMENT_NOT_COMPLETED } from '@shared/domain/booking-refunds';
import { zonedTimeToUtc } from '@shared/restaurant-time';
import { SETTING_BOOKING_PAYMENTS } from '@shared/constants';
import type { ReservationRow } from '@shared/schema/reservations';
import { availabilityChanged } from '../../db/change-notice';
import { enqueueJob } from '../../jobs/enqueue-job';
import { systemActor } from '../../lib/actor';
import { mailJob } from '../../mail/mail-job';
import { RECONCILE_DELAYS_MS } from '../../payments/reconcile-schedule';
import { recordAudit } from '../audit/audit-trail';
import { toReservationDto } from '../reservations/reservation.dto';
import { updateReservationStatus } from '../reservations/reservation.repository';
import { findTimeSlot, lockSeating } from '../reservations/seating.repository';
import { bookingHoldJob, bookingReconcileJob } from './booking-payment-jobs';
import { holdEndedMail } from './booking-payment-mail';
import { nightPricing, nightPricingOf, termsOf } from '../special-nights/night-terms';
import type { BookingNight } from '../reservations/booking-night.repository';
import { bookingPaymentPolicyOf } from './booking-payment-policy';
import {
  deleteUnpaidBooking,
  findBooking,
  lockBooking,
  updateBooking,
} from './booking-payment.repository';
import { unpaid } from './booking-payment-news';
import { bookingRef } from './booking-refunds';
import type { PaymentsContext } from './payments-context';

/** What the policy looks at: the night, the seating (its start) and the party's menus. */
export type BookingParty = Pick<
  ReservationInput,
  'date' | 'timeSlot' | 'guests' | 'vegCount' | 'nonVegCount'
>;

/** The columns a booking that pays online is inserted with, and the guest's link to it. */
export type PaymentHold = {
  columns: Pick<
    ReservationRow,
    | 'paymentStatus'
    | 'paymentKind'
    | 'depositPerGuest'
    | 'depositAmount'
    | 'paymentHoldUntil'
    | 'refundableUntil'
    | 'manageLinkSeed'
    | 'manageTokenHash'
  >;
  token: string;
};

/**
 * The seats an unpaid booking holds: what the policy asks when it is made, the gateway order it
 * pays, and the end of the hold, when the seats go back on sale unless the money came.
 */
export function bookingHolds(
  ctx: PaymentsContext,
  news: { settleFromGateway(id: number): Promise<boolean> },
) {
  const { deps, requireGateway, manageLinkOf } = ctx;
  const { db, clock, gateway, jobs } = deps;
  return {
    /**
     * What the policy asks of an online booking (the form's, or a waitlist party's claim), read
     * before its transaction: undefined when it pays at the restaurant; otherwise the columns
     * that hold its seats unpaid and its link. `known`: the night's facts when the booking has
     * read them (the policy's setting among them); else they are read here.
     */
    async holdFor(input: BookingParty, known?: BookingNight): Promise<PaymentHold | undefined> {
      // A special night may ask its own payment, of its own price.
      const { policy, estimatePaise } = known
        ? nightPricingOf(
            bookingPaymentPolicyOf(known.settings.get(SETTING_BOOKING_PAYMENTS)),
            known.night && termsOf(known.night),
          )
        : await nightPricing(db, input.date);
      const asked = paymentAsked(policy, {
        ...input,
        estimatePaise: estimatePaise(input.vegCount, input.nonVegCount),
      });
      if (!asked) return undefined;
      requireGateway();
      const slot = known ? known.slot : await findTimeSlot(db, input.timeSlot);
      const starts = zonedTimeToUtc(input.date, slot?.startTime ?? '00:00', clock.timeZone);
      const seed = randomBytes(18).toString('base64url');
      const link = manageLinkOf(seed);
      return {
        token: link.token,
        columns: {
          paymentStatus: 'pending',
          paymentKind: asked.kind,
          depositPerGuest: asked.kind === 'deposit' ? asked.perGuestPaise : null,
          depositAmount: asked.amountPaise,
          paymentHoldUntil: new Date(clock.now().getTime() + policy.holdMinutes * 60_000),
          refundableUntil: refundableUntil(starts, policy.cancellationHours),
          manageLinkSeed: seed,
          manageTokenHash: link.hash,
        },
      };
    },

    /**
     * Opens the gateway order for a booking just made unpaid, outside any transaction (it may take
     * seconds). If the gateway fails, the booking is removed again and its seats go back.
     */
    async openCheckout(booking: ReservationDto, manageUrl: string): Promise<BookingCheckoutDto> {
      const payments = requireGateway();
      const row = (await findBooking(db, booking.id))!;
      let order;
      try {
        order = await payments.createOrder({
          amount: row.depositAmount ?? 0,
          receipt: `booking-${row.id}`,
          notes: { reservationId: String(row.id) },
        });
      } catch (err) {
        await deleteUnpaidBooking(db, row.id);
        await deps.changes.publish(availabilityChanged(row.date));
        throw err;
      }
      await db.transaction(async (tx) => {
        await updateBooking(tx, row.id, { razorpayOrderId: order.id });
        const ref = bookingRef(row.id);
        await enqueueJob(
          tx,
          bookingHoldJob,
          { reservationId: row.id },
          {
            ref,
            runAt: row.paymentHoldUntil!,
          },
        );
        await enqueueJob(
          tx,
          bookingReconcileJob,
          { reservationId: row.id },
          {
            ref,
            runAt: new Date(Date.now() + RECONCILE_DELAYS_MS[0]!),
          },
        );
      });
      return {
        id: row.id,
        razorpayKeyId: payments.keyId,
        amount: row.depositAmount ?? 0,
        razorpayOrderId: order.id,
        holdUntil: row.paymentHoldUntil!.toISOString(),
        manageUrl,
        kind: row.paymentKind!,
      };
    },

    /**
     * The hold job: once an unpaid booking's hold has ended (by the service's clock), the gateway
     * is asked a last time, then the booking is cancelled ('payment not completed') under its
     * seating's lock and the seats go back on sale in every process.
     */
    async endHoldIfDue(id: number): Promise<{ checkAgainInMs?: number }> {
      const row = await findBooking(db, id);
      if (!row || row.status !== 'confirmed' || !unpaid(row) || !row.paymentHoldUntil) return {};
      const left = row.paymentHoldUntil.getTime() - clock.now().getTime();
      if (left > 0) return { checkAgainInMs: left };
      if (gateway && (await news.settleFromGateway(id))) return {};
      const released = await db.transaction(async (tx) => {
        await lockSeating(tx, row.date, row.timeSlot);
        const locked = await lockBooking(tx, id);
        if (!locked || locked.status !== 'confirmed' || !unpaid(locked)) return undefined;
        const cancelled = await updateReservationStatus(tx, id, 'confirmed', {
          status: 'cancelled',
          cancelledBy: 'system',
        });
        const updated = await updateBooking(tx, id, {
          cancelReason: PAYMENT_NOT_COMPLETED,
          manageLinkSeed: null,
        });
        await recordAudit(tx, systemActor('payment-hold'), {
          area: 'reservations',
          action: 'status',
          entityId: id,
          before: { status: locked.status, paymentStatus: locked.paymentStatus },
          after: { status: cancelled!.status, reason: PAYMENT_NOT_COMPLETED },
        });
        const dto = toReservationDto(updated);
        await enqueueJob(tx, mailJob, holdEndedMail(dto, `${deps.publicUrl}/book`), {
          ref: bookingRef(id),
        });
        // Freed as a cancellation frees them, under the seating's lock: the waitlist is offered.
        await deps.offers?.claimReleased(tx, id);
        await deps.offers?.offerFreedSeats(tx, dto.date, dto.timeSlot);
        return dto;
      });
      if (released) {
        await deps.changes.publish(availabilityChanged(released.date));
        jobs.wake();
      }
      return {};
    },
  };
}
