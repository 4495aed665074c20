import type { CheckoutDto } from '@shared/contracts/corporate-order';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import { mailJob } from '../../mail/mail-job';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { deleteOrder, updateOrder } from './corporate-order.repository';
import { linkOrderPlacedMail, paymentLinkMail } from './link-order-mail';
import { orderPageUrl } from './order-mail';
import { orderJobRef, paymentReconcileJob } from './payment-jobs';

/**
 * Checkout by link: opens a payment link at the gateway for the order's total, payable until
 * `expiresAt` (see payment-link-terms), e-mails it to the accounts team and tells the person who
 * placed the order that it waits for them. Like a checkout, the gateway call runs outside any
 * transaction and a failure removes the order again. One check is queued for when the link
 * expires: paid by then (and the news lost), or expired and said so.
 */
export function paymentLinkCheckout(deps: {
  db: Db;
  clock: { timeZone: string };
  jobs: { wake(): void };
  publicUrl: string;
}) {
  const { db, clock, jobs } = deps;
  return async function sendPaymentLink(
    payments: PaymentGateway,
    order: CorporateOrderRow,
    expiresAt: Date,
  ): Promise<CheckoutDto> {
    const pageUrl = orderPageUrl(deps.publicUrl, order);
    let link;
    try {
      link = await payments.createPaymentLink({
        amount: order.totalAmount ?? 0,
        referenceId: String(order.id),
        description: `Corporate order #${order.id}`,
        customer: { name: order.companyName, email: order.accountsEmail ?? order.email },
        expiresAt,
        // After paying, the gateway sends the payer to the order's page, which verifies.
        callbackUrl: pageUrl ?? deps.publicUrl,
      });
    } catch (err) {
      await deleteOrder(db, order.id);
      throw err;
    }
    await db.transaction(async (tx) => {
      const linked = await updateOrder(tx, order.id, {
        paymentLinkId: link.id,
        paymentLinkUrl: link.shortUrl,
        paymentLinkExpiresAt: link.expiresAt,
        paymentLinkStatus: 'created',
      });
      const ref = orderJobRef(order.id);
      const terms = { expiresAt: link.expiresAt, timeZone: clock.timeZone };
      await enqueueJob(tx, mailJob, paymentLinkMail(linked, { ...terms, url: link.shortUrl }), {
        ref,
      });
      // Whoever placed the order for someone else is told it waits for them.
      if (linked.accountsEmail?.toLowerCase() !== linked.email.toLowerCase()) {
        await enqueueJob(tx, mailJob, linkOrderPlacedMail(linked, terms, pageUrl), { ref });
      }
      await enqueueJob(
        tx,
        paymentReconcileJob,
        { orderId: order.id },
        { ref, runAt: new Date(link.expiresAt.getTime() + 60_000) },
      );
    });
    jobs.wake();
    return {
      id: order.id,
      amount: order.totalAmount ?? 0,
      orderToken: order.viewToken ?? '',
      paymentMode: 'link',
      paymentLink: {
        sentTo: order.accountsEmail ?? order.email,
        expiresAt: link.expiresAt.toISOString(),
      },
    };
  };
}
