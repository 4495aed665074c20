import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { MENU_QUERY_KEY, menuItemsQueryOptions } from '@/lib/site-content/menu-items';
import { corporateOrderingQueryOptions } from '@/lib/site-content/site-settings';
import {
  cartIsStale,
  deliveryFieldErrors,
  orderingClosed,
  type DeliveryField,
} from './api/checkout-errors';
import { useCreateCorporateOrder, usePaymentsConfig, useVerifyPayment } from './api/checkout';
import { checkoutPayload, type CartLine } from './cart/cart';
import { repairStoredCart, writeCart } from './cart/use-cart';
import { rememberPlacedOrder } from './confirmation/placed-order';
import { useCheckoutDialog } from '@/lib/payments/use-checkout-dialog';
import type { CheckoutChoices } from './checkout/checkout-form';

const RELOAD_AFTER_PAYMENT_MS = 2000;

type PlacedLink = { sentTo: string; expiresAt: string };

/**
 * Checkout: create the order at the server's price, open the payment dialog, verify what it
 * hands back. Loads the dialog's script as soon as it is mounted. Returns `start(details)` and
 * whether a step is in flight.
 */
export function useCorporateCheckout({
  lines,
  onFieldErrors,
}: {
  lines: CartLine[];
  /** The server's messages about delivery details, for the form. */
  onFieldErrors: (errors: { field: DeliveryField; message: string }[]) => void;
}) {
  const queryClient = useQueryClient();
  const provider = usePaymentsConfig(true).data?.provider;
  const create = useCreateCorporateOrder();
  const verify = useVerifyPayment();
  // Busy once a payment link is sent too: the page reloads to show where it went.
  const [paying, setPaying] = useState(false);
  const dialog = useCheckoutDialog(provider);

  /** After a refusal the toast comes from the mutation; this does the rest. */
  async function afterRefusal(error: unknown) {
    const fieldErrors = deliveryFieldErrors(error);
    if (fieldErrors.length > 0) onFieldErrors(fieldErrors);
    if (orderingClosed(error)) {
      await queryClient.invalidateQueries({ queryKey: corporateOrderingQueryOptions().queryKey });
    }
    if (cartIsStale(error)) {
      await queryClient.invalidateQueries({ queryKey: MENU_QUERY_KEY });
      const menu = queryClient.getQueryData(menuItemsQueryOptions('public').queryKey);
      if (menu) {
        repairStoredCart(menu, 'Your cart was checked against today’s menu. Please review it.');
      }
    }
  }

  /** The order waits for its payment link: the page says where it went, as after a payment. */
  function linkSent(order: { id: number; orderToken: string }, link: PlacedLink) {
    toast({
      title: 'Payment Link Sent',
      description: `We have e-mailed the payment link to ${link.sentTo}.`,
    });
    rememberPlacedOrder({ id: order.id, token: order.orderToken, link });
    setPaying(true);
    writeCart([]);
    setTimeout(() => window.location.reload(), RELOAD_AFTER_PAYMENT_MS);
  }

  async function start({ details, billing, paymentMode, accountsEmail }: CheckoutChoices) {
    let order;
    try {
      order = await create.mutateAsync(
        checkoutPayload(lines, details, { billing, paymentMode, accountsEmail }),
      );
    } catch (error) {
      await afterRefusal(error);
      return;
    }
    if ('paymentLink' in order) {
      linkSent(order, order.paymentLink);
      return;
    }
    await dialog.openDialog({
      key: order.razorpayKeyId,
      amount: order.amount,
      description: 'Corporate Order Payment',
      razorpayOrderId: order.razorpayOrderId,
      payer: { name: details.name, email: details.email, contact: details.contactNumber },
      unavailableTitle: 'Checkout Failed',
      onPaid: (response) => {
        verify.mutate(
          { orderId: order.id, ...response },
          {
            onSuccess: (verified) => {
              if (verified.paymentStatus !== 'completed') {
                dialog.stopPaying();
                toast({
                  variant: 'destructive',
                  title: 'Payment Verification Failed',
                  description: 'Unable to verify payment. Please contact support.',
                });
                return;
              }
              toast({
                title: 'Order Confirmed!',
                description: 'Your payment was successful and your order has been placed.',
              });
              // The toast fades and the page reloads: the panel with the order stays.
              rememberPlacedOrder({ id: order.id, token: order.orderToken });
              // Checkout stays busy until the page reloads.
              writeCart([]);
              setTimeout(() => window.location.reload(), RELOAD_AFTER_PAYMENT_MS);
            },
            onError: () => dialog.stopPaying(),
          },
        );
      },
      onDismissed: () =>
        toast({
          title: 'Payment Cancelled',
          description: "You can try again when you're ready.",
        }),
    });
  }

  return {
    start,
    busy: create.isPending || verify.isPending || paying || dialog.paying,
  };
}
