import crypto from 'node:crypto';
import type {
  CheckoutDto,
  CreateCorporateOrderValues,
  DeliveryDetails,
} from '@shared/contracts/corporate-order';
import { NEW_CORPORATE_ORDER_STATUS, NEW_CORPORATE_PAYMENT_STATUS } from '@shared/domain/statuses';
import { corporateOrderBill } from '@shared/money';
import { restaurantMoment } from '@shared/restaurant-time';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { GuestActor, StaffActor } from '../../lib/actor';
import { AppError, invalidInput } from '../../lib/app-error';
import { RECONCILE_DELAYS_MS } from '../../payments/reconcile-schedule';
import { findMenuItemsByIds } from '../menu/menu.repository';
import { getCorporateOrdering } from '../site-settings/site-settings.service';
import { deleteOrder, insertOrder, updateOrder } from './corporate-order.repository';
import type { OrderContext } from './order-context';
import { orderJobRef as refName, paymentReconcileJob } from './payment-jobs';
import { paymentLinkCheckout } from './payment-link-checkout';
import { paymentLinkExpiry } from './payment-link-terms';

/**
 * Checkout: the order is priced from the menu as stored, never from what the browser sent, and
 * a gateway order (or a payment link) is opened for exactly that amount.
 */
export function orderCheckout(ctx: OrderContext) {
  const { db, clock } = ctx.deps;
  const { requireGateway } = ctx;
  const sendPaymentLink = paymentLinkCheckout(ctx.deps);

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

  return {
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
  };
}
