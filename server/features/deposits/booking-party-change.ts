import {
  amountDuePaise,
  cancellationRefunds,
  partyChangeMoney,
} from '@shared/domain/booking-payments';
import { needsMismatch, type DietaryNeed } from '@shared/domain/dietary';
import { formatPaise } from '@shared/money';
import type { ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';
import { conflict } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-trail';
import { readBookingPaymentPolicy } from './booking-payment-policy';
import { updateBooking } from './booking-payment.repository';
import { findPendingTopUp, insertTopUp } from './booking-top-up.repository';
import { auditActor, bookingRef, requestRefund, type Mover } from './booking-refunds';
import { bookingTopUpHoldJob } from './booking-payment-jobs';
import { enqueueJob } from '../../jobs/enqueue-job';

type Party = Pick<ReservationRow, 'guests' | 'vegCount' | 'nonVegCount'>;

/**
 * A booking's party as its payment reads it: priced at the estimate stored with it, which is its
 * night's (a special night's own price per guest, GST included); the usual menu prices only for
 * a row that has no estimate.
 */
const pricedParty = (row: ReservationRow) => ({
  guests: row.guests,
  vegCount: row.vegCount,
  nonVegCount: row.nonVegCount,
  ...(row.totalAmount === null ? {} : { estimatePaise: row.totalAmount }),
});

/**
 * A paid booking's party changed (already updated, under its seating's and its own locks): what
 * it holds follows the party. A smaller one gets the difference back while cancelling is still
 * free, and it is kept after. A larger one (or dearer menus), changed by the guest, keeps its new
 * seats while it pays the difference: a top-up, with a gateway order opened once this commits
 * (booking-top-ups.ts); unpaid when its hold ends, the party goes back to `before`. Staff never
 * take money online, and an unpaid booking cannot change its party until it is paid.
 */
export async function applyPartyChange(
  tx: Db,
  before: ReservationRow,
  after: ReservationRow,
  actor: Mover,
  now: Date,
): Promise<ReservationRow> {
  if (after.paymentKind === null) return after;
  if (before.topUpAmount !== null) {
    // One party to restore at a time: the seats stay as they are until the top-up settles.
    const amount = formatPaise(before.topUpAmount);
    throw conflict(
      actor.kind === 'staff'
        ? `This booking waits for the guest's payment of ${amount} for a larger party; its seats can change once that is paid or has lapsed.`
        : `Your last change waits for its payment of ${amount}; please pay it or wait until it lapses before changing the party again.`,
    );
  }
  const perGuestPaise = after.depositPerGuest ?? 0;
  if (after.paymentStatus !== 'completed') {
    if (
      amountDuePaise(after.paymentKind, perGuestPaise, pricedParty(after)) === after.depositAmount
    )
      return after;
    throw conflict('Please complete the payment before changing the party.');
  }
  const held = (after.depositAmount ?? 0) - after.refundedAmount;
  const money = partyChangeMoney(
    { kind: after.paymentKind, perGuestPaise, heldPaise: held },
    pricedParty(before),
    pricedParty(after),
    cancellationRefunds(after.refundableUntil, now),
  );
  if ('refund' in money) return requestRefund(tx, after, money.refund, 'party_change', actor);
  if ('none' in money) return after;
  if (actor.kind === 'staff') {
    throw conflict(
      `A larger party pays ${formatPaise(money.topUp)} more online: the guest adds guests through their booking link.`,
    );
  }
  return askTopUp(tx, before, after, money.topUp, actor, now);
}

/** The top-up a guest's larger party asks: its row, the booking's summary of it, the trail. */
async function askTopUp(
  tx: Db,
  before: Party,
  after: ReservationRow,
  amount: number,
  actor: Mover,
  now: Date,
): Promise<ReservationRow> {
  const policy = await readBookingPaymentPolicy(tx);
  const holdUntil = new Date(now.getTime() + policy.holdMinutes * 60_000);
  const partyBefore = {
    guests: before.guests,
    vegCount: before.vegCount,
    nonVegCount: before.nonVegCount,
  };
  const topUp = await insertTopUp(tx, { reservationId: after.id, amount, holdUntil, partyBefore });
  await recordAudit(tx, auditActor(actor), {
    area: 'reservations',
    action: 'top-up asked',
    entityId: after.id,
    before: partyBefore,
    after: {
      guests: after.guests,
      vegCount: after.vegCount,
      nonVegCount: after.nonVegCount,
      amount,
      topUpId: topUp.id,
    },
  });
  // Queued with the change: the hold ends even if the gateway order is never opened.
  await enqueueJob(
    tx,
    bookingTopUpHoldJob,
    { reservationId: after.id, topUpId: topUp.id },
    { ref: bookingRef(after.id), runAt: holdUntil },
  );
  return updateBooking(tx, after.id, { topUpAmount: amount, topUpHoldUntil: holdUntil });
}

/**
 * While a larger party waits for its payment, a change of dietary needs must also fit the party
 * the booking goes back to if it is not paid (the lapse restores only the party, never the needs).
 */
export async function assertNeedsFitWhileTopUpWaits(
  tx: Db,
  booking: ReservationRow,
  needs: readonly DietaryNeed[],
): Promise<void> {
  if (booking.topUpAmount === null) return;
  const waiting = await findPendingTopUp(tx, booking.id);
  if (waiting && needsMismatch(needs, waiting.partyBefore)) {
    throw conflict(
      `Please pay ${formatPaise(booking.topUpAmount)} for your larger party first: until then the dietary needs must fit the party already paid for.`,
    );
  }
}
