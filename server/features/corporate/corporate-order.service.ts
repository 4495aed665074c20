import crypto from 'node:crypto';
import type {
  BuyerOrderDto,
  CheckoutDto,
  CorporateOrderDto,
  CreateCorporateOrderValues,
  DeliveryDetails,
  VerifiedPaymentDto,
  VerifyPaymentInput,
} from '@shared/contracts/corporate-order';
import {
  canTransition,
  CORPORATE_ORDER_TRANSITIONS,
  NEW_CORPORATE_ORDER_STATUS,
  NEW_CORPORATE_PAYMENT_STATUS,
  PAID_PAYMENT_STATUS,
  paymentMayMove,
  type CorporateOrderStatus,
} from '@shared/domain/statuses';
import { approvalBlockedReason } from '@shared/domain/corporate-order-rules';
import { corporateOrderBill } from '@shared/money';
import { restaurantMoment } from '@shared/restaurant-time';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import type { TaxDocumentRow } from '@shared/schema/tax-documents';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import { systemActor, type GuestActor, type StaffActor, type SystemActor } from '../../lib/actor';
import { AppError, conflict, forbidden, invalidInput, notFound } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { mailJob } from '../../mail/mail-job';
import { ourRefundStatus, type PaymentGateway } from '../../payments/payment-gateway';
import { RECONCILE_DELAYS_MS, reconcileDelayMs } from '../../payments/reconcile-schedule';
import { findMenuItemsByIds } from '../menu/menu.repository';
import { getContactSettings, getCorporateOrdering } from '../site-settings/site-settings.service';
import { NO_DOCUMENTS, toBuyerOrderDto, toCorporateOrderDto } from './corporate-order.dto';
import {
  documentAttachment,
  issueCreditNote,
  issueInvoice,
} from '../invoices/tax-document.service';
import { documentsByOrder } from '../invoices/tax-document.repository';
import type { PageQuery } from '@shared/contracts/paging';
import { corporateOrderPage } from './corporate-order-pages';
import {
  deleteOrder,
  findOrder,
  findOrderByViewToken,
  insertOrder,
  listOrders,
  lockOrder,
  lockOrderByGatewayOrderId,
  lockOrderByPaymentId,
  lockOrderByPaymentLinkId,
  recordPaymentEvent,
  updateOrder,
} from './corporate-order.repository';
import { orderJobRef as refName, paymentReconcileJob, paymentRefundJob } from './payment-jobs';
import {
  newOrderNoticeMail,
  orderApprovedMail,
  orderConfirmationMail,
  orderPageUrl,
  orderRejectedMail,
  refundIssuedMail,
} from './order-mail';
import { latePaymentMail } from './link-order-mail';
import { paymentLinkCheckout } from './payment-link-checkout';
import { linkPayableUntil, paidAfterLinkDeadline, paymentLinkExpiry } from './payment-link-terms';
import type { PaymentNews } from './webhook-event';
import { refundSecondCaptureOfOrder } from './second-capture';
import { refundProcessed as extraRefundProcessed } from '../../payments/extra-payment.repository';
import { recordAudit } from '../audit/audit-trail';
import { ADMIN_ONLY_MESSAGE } from '../../middleware/require-auth';
import { NO_METRICS, type BusinessMetrics, type PaymentOutcome } from '../../metrics/app-metrics';
import { movingPaymentsOn } from '../../payments/moving-payments';

export type CorporateOrderDeps = {
  db: Db;
  clock: { now(): Date; timeZone: string };
  /** Undefined when card payments are not set up (production without keys). */
  gateway: PaymentGateway | undefined;
  /** Told after a commit that queued a job, so it runs at once. */
  jobs: { wake(): void };
  publicUrl: string;
  logger: Logger;
  /** Where payment moves are counted (the metrics); nowhere when omitted. */
  metrics?: Pick<BusinessMetrics, 'paymentMoved'>;
  /**
   * Where gateway news about no corporate order goes (booking deposits), in the transaction that
   * recorded the event once.
   */
  otherPayments?: {
    applyNews(tx: Db, news: PaymentNews, moves: PaymentOutcome[]): Promise<'applied' | 'ignored'>;
  };
};

const VERIFY_FAILED = 'Payment verification failed';

function paymentsNotSetUp(): AppError {
  return new AppError(
    503,
    'Card payments are not set up yet. Please call us to place your order.',
    'payments_unavailable',
  );
}

/**
 * Corporate catering orders: checkout, payment news from every source, staff moves and refunds.
 * The server is the only authority on prices, totals and payment state: an order is priced from
 * the menu as stored, and its payment status only moves forward, whichever of the buyer's
 * browser, the gateway's webhook or a reconciliation brings the news first.
 */
export function corporateOrderService(deps: CorporateOrderDeps) {
  const { db, clock, gateway, jobs, logger } = deps;
  const pageOf = (order: CorporateOrderRow) => orderPageUrl(deps.publicUrl, order);
  const metrics = deps.metrics ?? NO_METRICS;

  const movingPayments = movingPaymentsOn(db, metrics);
  const sendPaymentLink = paymentLinkCheckout(deps);

  const issuing = () => ({ now: clock.now(), timeZone: clock.timeZone, logger });

  /** An order's DTO for staff, with its tax documents, as of now. */
  async function staffDto(order: CorporateOrderRow): Promise<CorporateOrderDto> {
    const documents = (await documentsByOrder(db, [order.id])).get(order.id) ?? NO_DOCUMENTS;
    return toCorporateOrderDto(order, documents, clock.now());
  }

  /**
   * Queues the buyer's confirmation (with the tax invoice, when one was issued) and the
   * restaurant's notice of a freshly paid order.
   */
  async function announcePaid(tx: Db, order: CorporateOrderRow): Promise<void> {
    const ref = refName(order.id);
    const invoice = await issueInvoice(tx, order, issuing());
    const attached = invoice
      ? { number: invoice.number, attachment: await documentAttachment(invoice) }
      : undefined;
    await enqueueJob(tx, mailJob, orderConfirmationMail(order, pageOf(order), attached), { ref });
    const restaurant = (await getContactSettings(tx)).email;
    if (restaurant) {
      await enqueueJob(
        tx,
        mailJob,
        newOrderNoticeMail(order, restaurant, `${deps.publicUrl}/staff/orders`),
        { ref },
      );
    }
  }

  /** Asks for a full refund of a paid order, once: the refund job does the asking. */
  async function requestRefund(tx: Db, order: CorporateOrderRow): Promise<CorporateOrderRow> {
    // Under the order's lock: a refund already asked for is never asked for again.
    if (order.refundStatus !== null) return order;
    const updated = await updateOrder(tx, order.id, {
      refundStatus: 'requested',
      refundAmount: order.totalAmount,
    });
    await enqueueJob(tx, paymentRefundJob, { orderId: order.id }, { ref: refName(order.id) });
    return updated;
  }

  /**
   * Money paid by link after the link's time was up: too late to cook for the delivery. Like a
   * payment for a rejected order, it is invoiced (money was received) and refunded in full, and
   * the order is cancelled; the buyer and their accounts team are told why at once.
   */
  async function refuseLatePayment(tx: Db, paid: CorporateOrderRow): Promise<CorporateOrderRow> {
    logger.warn({ ref: refName(paid.id) }, 'payment by link came after its deadline; refunding it');
    await issueInvoice(tx, paid, issuing());
    const cancelled = await updateOrder(tx, paid.id, { status: 'cancelled' });
    await recordAudit(tx, systemActor('payments'), {
      area: 'corporate-orders',
      action: 'status',
      entityId: paid.id,
      before: { status: paid.status },
      after: { status: 'cancelled', reason: 'late_payment' },
    });
    const refunding = await requestRefund(tx, cancelled);
    const payableUntil = linkPayableUntil(paid, clock.timeZone) ?? clock.now();
    const mail = latePaymentMail(refunding, payableUntil, clock.timeZone, pageOf(refunding));
    await enqueueJob(tx, mailJob, mail, { ref: refName(paid.id) });
    return refunding;
  }

  /**
   * Applies 'this payment captured' to a locked order. Only a move forward counts; a paid order
   * stays paid with its first payment, and a second capture is refunded apart. Money arriving for an order staff already rejected, or
   * paid by link after the link's time (`paidAt`, the gateway's time when it says, else now),
   * is refunded at once.
   */
  async function markPaid(
    tx: Db,
    order: CorporateOrderRow,
    paymentId: string,
    moves: PaymentOutcome[],
    paidAt: Date = clock.now(),
  ): Promise<CorporateOrderRow> {
    if (!paymentMayMove(order.paymentStatus, PAID_PAYMENT_STATUS)) {
      await refundSecondCaptureOfOrder(tx, order, paymentId);
      return order;
    }
    let paid = await updateOrder(tx, order.id, {
      paymentStatus: PAID_PAYMENT_STATUS,
      paymentId,
      paidAt,
      ...(order.paymentLinkId ? { paymentLinkStatus: 'paid' as const } : {}),
    });
    moves.push('verified');
    if (paid.status === 'cancelled') {
      logger.warn({ ref: refName(order.id) }, 'payment arrived for a rejected order; refunding it');
      // Money was received, so it is invoiced; the refund's credit note reverses the invoice.
      await issueInvoice(tx, paid, issuing());
      paid = await requestRefund(tx, paid);
    } else if (paidAfterLinkDeadline(order, paidAt, clock.timeZone)) {
      paid = await refuseLatePayment(tx, paid);
    } else {
      await announcePaid(tx, paid);
    }
    return paid;
  }

  async function markFailed(
    tx: Db,
    order: CorporateOrderRow,
    moves: PaymentOutcome[],
  ): Promise<CorporateOrderRow> {
    if (!paymentMayMove(order.paymentStatus, 'failed')) return order;
    moves.push('failed');
    return updateOrder(tx, order.id, { paymentStatus: 'failed' });
  }

  /**
   * Records a processed refund on a locked order: refunded, with the credit note that reverses
   * its invoice (when it has one).
   */
  async function markRefunded(
    tx: Db,
    order: CorporateOrderRow,
    refundId: string,
    moves: PaymentOutcome[],
  ): Promise<{ order: CorporateOrderRow; creditNote: TaxDocumentRow | undefined }> {
    const refunded = paymentMayMove(order.paymentStatus, 'refunded');
    if (refunded) moves.push('refunded');
    const updated = await updateOrder(tx, order.id, {
      refundId,
      refundStatus: 'processed',
      paymentStatus: refunded ? 'refunded' : order.paymentStatus,
    });
    return { order: updated, creditNote: await issueCreditNote(tx, updated, issuing()) };
  }

  /** Marks an unpaid order's payment link expired: it can no longer be paid. */
  async function markLinkExpired(tx: Db, order: CorporateOrderRow): Promise<CorporateOrderRow> {
    if (order.paymentStatus === PAID_PAYMENT_STATUS || order.paymentLinkStatus !== 'created') {
      return order;
    }
    return updateOrder(tx, order.id, { paymentLinkStatus: 'expired' });
  }

  function requireGateway(): PaymentGateway {
    if (!gateway) throw paymentsNotSetUp();
    return gateway;
  }

  /** Prices the cart from the stored menu; refuses what the buyer could not have been shown. */
  async function priceCart(input: CreateCorporateOrderValues) {
    const items = await findMenuItemsByIds(
      db,
      input.items.map((line) => line.itemId),
    );
    const byId = new Map(items.map((item) => [item.id, item]));
    const lines = input.items.map((line) => ({ line, item: byId.get(line.itemId) }));
    if (lines.some(({ item }) => !item || !item.isActive)) {
      throw new AppError(
        400,
        'Some items in your cart are no longer available. Please review your cart and try again.',
        'item_unavailable',
      );
    }
    const priced = lines.map(({ line, item }) => ({
      menuItemId: item!.id,
      name: item!.name,
      category: item!.category,
      price: item!.price,
      quantity: line.quantity,
      sentPrice: line.price,
    }));
    const bill = corporateOrderBill(priced);
    if (priced.some((p) => p.sentPrice !== p.price) || bill.totalPaise !== input.totalAmount) {
      throw new AppError(
        409,
        'Some prices have changed since you filled your cart. Please review your cart and try again.',
        'prices_changed',
      );
    }
    return { priced, totalPaise: bill.totalPaise };
  }

  function assertDeliveryNotPast(details: DeliveryDetails) {
    const today = restaurantMoment(clock.now(), clock.timeZone).date;
    if (details.deliveryDate < today) {
      throw invalidInput('Please select a delivery date from today onwards');
    }
  }

  /** Loads, under lock, the order a piece of gateway news is about; undefined when unknown. */
  async function lockOrderOf(tx: Db, news: PaymentNews): Promise<CorporateOrderRow | undefined> {
    if (news.paymentLinkId) return lockOrderByPaymentLinkId(tx, news.paymentLinkId);
    if (news.gatewayOrderId) return lockOrderByGatewayOrderId(tx, news.gatewayOrderId);
    if (news.paymentId) return lockOrderByPaymentId(tx, news.paymentId);
    return undefined;
  }

  /** Whether the payment details a browser sent are the gateway's for this locked order. */
  function paymentIsGenuine(
    payments: PaymentGateway,
    order: CorporateOrderRow,
    input: VerifyPaymentInput,
  ): boolean {
    if (input.razorpay_payment_link_id !== undefined) {
      // The link, its reference (our order id) and status are the ones WE stored and expect.
      return (
        order.paymentLinkId !== null &&
        order.paymentLinkId === input.razorpay_payment_link_id &&
        input.razorpay_payment_link_reference_id === String(order.id) &&
        input.razorpay_payment_link_status === 'paid' &&
        payments.isPaymentLinkSignatureValid({
          linkId: order.paymentLinkId,
          referenceId: String(order.id),
          status: 'paid',
          paymentId: input.razorpay_payment_id,
          signature: input.razorpay_signature,
        })
      );
    }
    return (
      order.razorpayOrderId !== null &&
      order.razorpayOrderId === input.razorpay_order_id &&
      payments.isPaymentSignatureValid({
        gatewayOrderId: order.razorpayOrderId,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
      })
    );
  }

  /** What the gateway holds of an unsettled order's payment: a captured one, failures, expiry. */
  async function gatewayPaymentOf(
    payments: PaymentGateway,
    order: CorporateOrderRow,
  ): Promise<{ capturedIds: string[]; paidAt?: Date; failed: boolean; linkExpired: boolean }> {
    if (order.paymentLinkId) {
      const link = await payments.paymentLink(order.paymentLinkId);
      const captured = link.payments.find((p) => p.status === 'captured');
      return {
        capturedIds: captured ? [captured.paymentId] : [],
        paidAt: captured?.paidAt,
        failed: false,
        linkExpired:
          link.status === 'expired' ||
          link.status === 'cancelled' ||
          link.expiresAt.getTime() <= clock.now().getTime(),
      };
    }
    if (!order.razorpayOrderId) return { capturedIds: [], failed: false, linkExpired: false };
    const found = await payments.orderPayments(order.razorpayOrderId);
    const captured = found.filter((p) => p.status === 'captured' || p.status === 'refunded');
    return {
      // The first pays the order; any further one is refunded apart (markPaid).
      capturedIds: captured.map((p) => p.id),
      failed: found.some((p) => p.status === 'failed'),
      linkExpired: false,
    };
  }

  const service = {
    /** The payment dialog's key, or undefined when payments are not set up. */
    paymentsConfig() {
      return gateway ? { provider: gateway.provider, keyId: gateway.keyId } : undefined;
    },

    /**
     * Checkout: stores the order at the server's own price and opens a gateway order for exactly
     * that amount. A cart whose prices or total disagree is refused and nothing is stored.
     */
    async checkout(
      _actor: StaffActor | GuestActor,
      input: CreateCorporateOrderValues,
    ): Promise<CheckoutDto> {
      if ((await getCorporateOrdering(db)).value !== 'true') {
        throw new AppError(
          409,
          'Corporate ordering is closed at the moment. Please call us to order.',
          'ordering_closed',
        );
      }
      const payments = requireGateway();
      assertDeliveryNotPast(input.deliveryDetails);
      const { priced, totalPaise } = await priceCart(input);
      const d = input.deliveryDetails;
      // Refused before anything is stored when the delivery leaves no time to pay by link.
      const linkExpiresAt =
        input.paymentMode === 'link'
          ? paymentLinkExpiry(clock.now(), d.deliveryDate, clock.timeZone)
          : undefined;
      // The buyer's order page is opened by this secret alone: 24 random bytes, never guessed.
      const viewToken = crypto.randomBytes(24).toString('base64url');
      const order = await db.transaction((tx) =>
        insertOrder(
          tx,
          {
            companyName: d.companyName || d.name,
            contactPerson: d.name,
            email: d.email,
            phone: d.contactNumber,
            eventDate: d.deliveryDate,
            specialRequirements: d.specialInstructions || null,
            status: NEW_CORPORATE_ORDER_STATUS,
            paymentStatus: NEW_CORPORATE_PAYMENT_STATUS,
            totalAmount: totalPaise,
            deliveryAddress: d.deliveryAddress,
            deliveryDate: d.deliveryDate,
            deliveryTime: d.deliveryTime,
            orderItems: priced.map((p) => ({
              name: p.name,
              quantity: p.quantity,
              price: p.price,
              category: p.category,
            })),
            viewToken,
            billing: input.billing
              ? {
                  legalName: input.billing.legalName,
                  gstin: input.billing.gstin ?? null,
                  address: input.billing.address ?? null,
                  state: input.billing.state ?? null,
                  poNumber: input.billing.poNumber ?? null,
                }
              : null,
            paymentMode: input.paymentMode ?? 'card',
            accountsEmail: input.paymentMode === 'link' ? (input.accountsEmail ?? null) : null,
          },
          priced.map((p) => ({
            menuItemId: p.menuItemId,
            quantity: p.quantity,
            unitPrice: p.price * 100,
          })),
        ),
      );
      if (linkExpiresAt) return sendPaymentLink(payments, order, linkExpiresAt);
      // The gateway call stays outside any transaction (it may take seconds); if it fails, the
      // order it was for is removed again, so nothing is left half made.
      let gatewayOrder;
      try {
        gatewayOrder = await payments.createOrder({
          amount: totalPaise,
          receipt: String(order.id),
          notes: { orderId: String(order.id) },
        });
      } catch (err) {
        await deleteOrder(db, order.id);
        throw err;
      }
      await db.transaction(async (tx) => {
        await updateOrder(tx, order.id, { razorpayOrderId: gatewayOrder.id });
        await enqueueJob(
          tx,
          paymentReconcileJob,
          { orderId: order.id },
          { ref: refName(order.id), runAt: new Date(Date.now() + RECONCILE_DELAYS_MS[0]!) },
        );
      });
      return {
        id: order.id,
        razorpayKeyId: payments.keyId,
        amount: totalPaise,
        razorpayOrderId: gatewayOrder.id,
        orderToken: viewToken,
      };
    },

    /** The buyer's order page: the order its secret opens, as it stands now. */
    async byToken(token: string): Promise<BuyerOrderDto> {
      const order = await findOrderByViewToken(db, token);
      if (!order) throw notFound('This order link is not valid.');
      const documents = (await documentsByOrder(db, [order.id])).get(order.id) ?? NO_DOCUMENTS;
      return toBuyerOrderDto(order, documents, clock.now());
    },

    /**
     * The buyer's browser reports a payment. The signature must be the gateway's signature of
     * this payment for the gateway order WE stored for this order, so a genuine signature of
     * another order never pays this one. Repeating a verified call answers the same.
     */
    async verifyPayment(input: VerifyPaymentInput): Promise<VerifiedPaymentDto> {
      const payments = requireGateway();
      const result = await movingPayments(async (tx, moves) => {
        const order = await lockOrder(tx, input.orderId);
        if (!order || !paymentIsGenuine(payments, order, input)) return undefined;
        const settled = await markPaid(tx, order, input.razorpay_payment_id, moves);
        const late =
          settled.status === 'cancelled' &&
          settled.paidAt !== null &&
          paidAfterLinkDeadline(settled, settled.paidAt, clock.timeZone);
        return { id: settled.id, paymentStatus: settled.paymentStatus, late };
      });
      if (!result) throw new AppError(400, VERIFY_FAILED, 'payment_verification_failed');
      jobs.wake();
      if (result.late) {
        // The refund is asked for and the mail queued (committed above); the payer is told here.
        throw new AppError(
          409,
          'This payment link had expired, so the payment came too late for the delivery. It is being refunded in full, and we have e-mailed you the details.',
          'payment_link_expired',
        );
      }
      return { id: result.id, paymentStatus: result.paymentStatus };
    },

    /**
     * A gateway webhook, already signature-checked and parsed. Each event id is applied once;
     * redeliveries, events about unknown orders and stale news answer normally and change nothing.
     */
    async applyPaymentNews(news: PaymentNews): Promise<'applied' | 'duplicate' | 'ignored'> {
      const outcome = await movingPayments(async (tx, moves) => {
        const fresh = await recordPaymentEvent(tx, {
          eventId: news.eventId,
          event: news.event,
          gatewayOrderId: news.gatewayOrderId,
        });
        if (!fresh) return 'duplicate' as const;
        // The refund of a second capture (bookings' and orders' alike) is none of the order's.
        if (news.kind === 'refund-processed' && news.refundId) {
          if (await extraRefundProcessed(tx, news.refundId, clock.now())) return 'applied' as const;
        }
        const order = await lockOrderOf(tx, news);
        if (!order) return deps.otherPayments?.applyNews(tx, news, moves) ?? ('ignored' as const);
        if (news.kind === 'paid' && news.paymentId) {
          await markPaid(tx, order, news.paymentId, moves, news.paidAt);
        } else if (news.kind === 'failed') {
          await markFailed(tx, order, moves);
        } else if (news.kind === 'refund-processed' && news.refundId) {
          // Only a refund of the order's own payment refunds the order (not a second capture's).
          const ofOrder = news.paymentId === null || news.paymentId === order.paymentId;
          if (ofOrder && (order.refundId === null || order.refundId === news.refundId)) {
            await markRefunded(tx, order, news.refundId, moves);
          }
        } else if (news.kind === 'link-expired') {
          await markLinkExpired(tx, order);
        } else {
          return 'ignored' as const;
        }
        return 'applied' as const;
      });
      if (outcome === 'applied') jobs.wake();
      return outcome;
    },

    /**
     * Asks the gateway whether an unsettled order was paid after all (the buyer closed the tab
     * after paying, a webhook was lost): staff's 'Check payment' and the reconciliation job.
     */
    async checkPayment(
      _actor: StaffActor | SystemActor,
      orderId: number,
    ): Promise<CorporateOrderDto> {
      const existing = await findOrder(db, orderId);
      if (!existing) throw notFound('Order not found');
      if (
        (!existing.razorpayOrderId && !existing.paymentLinkId) ||
        existing.paymentStatus === PAID_PAYMENT_STATUS
      ) {
        return staffDto(existing);
      }
      const found = await gatewayPaymentOf(requireGateway(), existing);
      const settled = await movingPayments(async (tx, moves) => {
        let order = (await lockOrder(tx, orderId))!;
        if (found.capturedIds.length > 0) {
          for (const id of found.capturedIds) {
            order = await markPaid(tx, order, id, moves, found.paidAt);
          }
          return order;
        }
        if (found.failed) return markFailed(tx, order, moves);
        if (found.linkExpired) return markLinkExpired(tx, order);
        return order;
      });
      jobs.wake();
      return staffDto(settled);
    },

    /** A page of the list, newest first (corporate-order-pages.ts). */
    page: (query: PageQuery) => corporateOrderPage({ db, clock }, query),

    async list(): Promise<CorporateOrderDto[]> {
      const orders = await listOrders(db);
      const documents = await documentsByOrder(
        db,
        orders.map((o) => o.id),
      );
      const now = clock.now();
      return orders.map((o) => toCorporateOrderDto(o, documents.get(o.id) ?? NO_DOCUMENTS, now));
    },

    /**
     * Staff approve, reject, complete or cancel. An order is approved only once it is paid: the
     * approval mail promises delivery. Cancelling a paid order (rejecting it while pending, or
     * calling it off once approved) refunds it in full, once: the move and the refund request
     * commit together under the order's lock, so a retried, doubled or concurrent cancel finds
     * the order already cancelled (409) and asks for nothing.
     */
    async changeStatus(
      actor: StaffActor,
      orderId: number,
      to: CorporateOrderStatus,
      /** The status staff saw; the move is refused if the order has moved since. */
      seen?: CorporateOrderStatus,
    ): Promise<CorporateOrderDto> {
      const changed = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found');
        if (seen !== undefined && order.status !== seen) {
          throw conflict(`Order #${order.id} was moved to ${order.status} meanwhile.`);
        }
        if (!canTransition(CORPORATE_ORDER_TRANSITIONS, order.status, to)) {
          throw conflict(`An order that is ${order.status} cannot be moved to ${to}.`);
        }
        const notYet = to === 'approved' ? approvalBlockedReason(order.paymentStatus) : null;
        if (notYet) throw conflict(notYet);
        const paid = order.paymentStatus === PAID_PAYMENT_STATUS;
        // Cancelling a paid order gives the money back: only an admin may do that.
        if (to === 'cancelled' && paid && !actor.isAdmin) throw forbidden(ADMIN_ONLY_MESSAGE);
        let updated = await updateOrder(tx, order.id, { status: to });
        await recordAudit(tx, actor, {
          area: 'corporate-orders',
          action: 'status',
          entityId: order.id,
          before: { status: order.status },
          after: { status: to },
        });
        const ref = refName(order.id);
        if (to === 'cancelled') {
          if (paid) {
            updated = await requestRefund(tx, updated);
            await recordAudit(tx, actor, {
              area: 'corporate-orders',
              action: 'refund',
              entityId: order.id,
              before: { refundStatus: order.refundStatus },
              after: { refundStatus: updated.refundStatus, refundAmount: updated.refundAmount },
            });
          }
          const mail = orderRejectedMail(updated, paid, {
            pageUrl: pageOf(updated),
            wasApproved: order.status === 'approved',
          });
          await enqueueJob(tx, mailJob, mail, { ref });
        } else if (to === 'approved') {
          await enqueueJob(tx, mailJob, orderApprovedMail(updated, pageOf(updated)), { ref });
        }
        return updated;
      });
      jobs.wake();
      return staffDto(changed);
    },

    /**
     * The refund job: asks the gateway for the full refund of a rejected paid order. Safe to
     * repeat: a refund the gateway already holds for the payment is adopted, never doubled.
     */
    async advanceRefund(orderId: number): Promise<{ settled: boolean }> {
      const order = await findOrder(db, orderId);
      if (!order || order.refundStatus !== 'requested' || !order.paymentId) {
        return { settled: true };
      }
      const payments = requireGateway();
      const known = await payments.paymentRefunds(order.paymentId);
      const refund =
        known.find((r) => r.id === order.refundId) ??
        known.find((r) => r.status !== 'failed') ??
        (await payments.refund({
          paymentId: order.paymentId,
          amount: order.refundAmount ?? order.totalAmount ?? 0,
          receipt: `refund-${order.id}`,
          notes: { orderId: String(order.id) },
        }));
      const settled = await movingPayments(async (tx, moves) => {
        const locked = (await lockOrder(tx, orderId))!;
        if (locked.refundStatus !== 'requested') return true;
        const status = ourRefundStatus(refund);
        const { order: updated, creditNote } =
          status === 'processed'
            ? await markRefunded(tx, locked, refund.id, moves)
            : {
                order: await updateOrder(tx, orderId, {
                  refundId: refund.id,
                  refundStatus: status,
                }),
                creditNote: undefined,
              };
        if (locked.refundId === null && status !== 'failed') {
          const attached = creditNote
            ? { number: creditNote.number, attachment: await documentAttachment(creditNote) }
            : undefined;
          await enqueueJob(
            tx,
            mailJob,
            refundIssuedMail(
              updated,
              { id: refund.id, amount: refund.amount },
              pageOf(updated),
              attached,
            ),
            { ref: refName(orderId) },
          );
        }
        if (status === 'failed') {
          logger.error({ ref: refName(orderId) }, 'the gateway refused the refund');
        }
        return status !== 'requested';
      });
      jobs.wake();
      return { settled };
    },

    /** The reconciliation job: whether the order's payment is settled, asking the gateway. */
    async reconcile(orderId: number, attempt: number): Promise<{ checkAgainInMs?: number }> {
      const order = await findOrder(db, orderId);
      if (
        (!order?.razorpayOrderId && !order?.paymentLinkId) ||
        order.paymentStatus !== NEW_CORPORATE_PAYMENT_STATUS
      ) {
        return {};
      }
      const checked = await service.checkPayment({ kind: 'system', name: 'reconcile' }, orderId);
      if (checked.paymentStatus !== NEW_CORPORATE_PAYMENT_STATUS) return {};
      // A link is checked once, when it expires: by then it is paid or it never will be.
      if (order.paymentLinkId && checked.paymentLink?.state !== 'active') return {};
      return { checkAgainInMs: reconcileDelayMs(attempt) };
    },
  };
  return service;
}

export type CorporateOrderService = ReturnType<typeof corporateOrderService>;

export { RECONCILE_DELAYS_MS };
