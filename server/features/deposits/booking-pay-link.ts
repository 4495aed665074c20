import { bookingReference } from '@shared/booking-reference';
import { enqueueJob } from '../../jobs/enqueue-job';
import { mailJob } from '../../mail/mail-job';
import { toReservationDto } from '../reservations/reservation.dto';
import { findBooking, lockBooking, updateBooking } from './booking-payment.repository';
import { unpaid } from './booking-payment-news';
import { momentText, payLinkMail } from './booking-payment-mail';
import { bookingRef } from './booking-refunds';
import { payLinkReference, type PaymentsContext } from './payments-context';
import { specialNightRowOn } from '../special-nights/special-night.repository';

/**
 * The gateway refuses a link that expires sooner than this; a link for a hold ending sooner stays
 * open a little past it (money arriving after the hold is refunded in full, as for any late payment).
 */
const SHORTEST_LINK_MS = 16 * 60_000;

/**
 * The line the gateway's payment page and receipt show for a booking's payment: what it is for,
 * the special night it pays for when the booking falls on one, and how long the seats are held.
 */
export function payLinkDescription(
  row: { id: number; paymentKind: string | null },
  held: string,
  specialNightName?: string,
): string {
  const what = row.paymentKind === 'prepay' ? 'Payment' : 'Deposit';
  const night = specialNightName ? ` (${specialNightName})` : '';
  return `${what} for table booking ${bookingReference(row.id)}${night}, seats held until ${held}`;
}

/**
 * Paying a held booking without JavaScript: a payment link at the gateway (Razorpay's hosted
 * page, or the sandbox's own page), opened once per booking and mailed to the diner, returning
 * to the booking's page. Its money comes through the same paths as the payment dialog's.
 */
export function bookingPayLinks(ctx: PaymentsContext) {
  const { deps, requireGateway } = ctx;
  const { db, clock, jobs } = deps;
  return {
    /**
     * Where the diner pays the booking: its link, opened now (outside any transaction, as the
     * gateway may take seconds) if it has none. Undefined when nothing is left to pay (paid,
     * cancelled, or the hold over). `manageUrl` is the booking's page, where the payer returns.
     */
    async payLinkFor(id: number, manageUrl: string): Promise<string | undefined> {
      const row = await findBooking(db, id);
      const holdUntil = row?.paymentHoldUntil;
      if (!row || row.status !== 'confirmed' || !unpaid(row) || !holdUntil) return undefined;
      if (holdUntil.getTime() <= clock.now().getTime()) return undefined;
      if (row.paymentLinkUrl) return row.paymentLinkUrl;
      const held = momentText(holdUntil, clock.timeZone);
      const night = await specialNightRowOn(db, row.date);
      const link = await requireGateway().createPaymentLink({
        amount: row.depositAmount ?? 0,
        referenceId: payLinkReference(row.id),
        description: payLinkDescription(row, held, night?.name),
        customer: { name: row.name, email: row.email },
        expiresAt: new Date(
          Math.max(holdUntil.getTime(), clock.now().getTime() + SHORTEST_LINK_MS),
        ),
        callbackUrl: `${manageUrl}/paid`,
      });
      const payUrl = await db.transaction(async (tx) => {
        const locked = await lockBooking(tx, id);
        // Two clicks at once: the link stored first is the booking's; the other is never used.
        if (!locked || locked.paymentLinkUrl) return locked?.paymentLinkUrl ?? undefined;
        const linked = await updateBooking(tx, id, {
          paymentLinkId: link.id,
          paymentLinkUrl: link.shortUrl,
        });
        await enqueueJob(
          tx,
          mailJob,
          payLinkMail(toReservationDto(linked), {
            payUrl: link.shortUrl,
            manageUrl,
            holdUntil,
            timeZone: clock.timeZone,
          }),
          { ref: bookingRef(id) },
        );
        return link.shortUrl;
      });
      jobs.wake();
      return payUrl;
    },
  };
}
