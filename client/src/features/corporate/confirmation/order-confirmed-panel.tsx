import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { guestDateOf } from '@shared/date-display';
import { buyerOrderState } from '@shared/domain/corporate-order-rules';
import { Button, buttonVariants } from '@/components/ui/button';
import { buyerOrderPath } from '@/config/paths';
import { restaurantTimeZone } from '@/lib/dates/restaurant-today';
import { forgetPlacedOrder, usePlacedOrder } from './placed-order';

/** What a freshly paid order is: the same words as the order page and the mail. */
const JUST_PAID = buyerOrderState({ status: 'pending', paymentStatus: 'completed' });

/**
 * The lasting confirmation after a payment: the toast fades and the page reloads, this stays
 * (until the buyer closes it or the tab) with the order number, where it stands and the link to
 * the buyer's order page. It takes the focus when it appears, so nobody is left on <body>.
 */
export function OrderConfirmedPanel() {
  const placed = usePlacedOrder();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = placed?.id;

  useEffect(() => {
    if (id === undefined) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, [id]);

  if (!placed) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8">
      <section
        aria-labelledby="order-confirmed-heading"
        className="rounded-xl border border-green-700/40 bg-green-50 p-5 text-green-950 shadow-sm dark:border-green-400/30 dark:bg-green-950 dark:text-green-50"
      >
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-1 h-6 w-6 shrink-0" aria-hidden="true" />
          <div className="min-w-0 flex-1 space-y-2">
            <h2
              id="order-confirmed-heading"
              ref={heading}
              tabIndex={-1}
              className="font-serif text-2xl font-semibold outline-none"
            >
              Order #{placed.id} placed
            </h2>
            {placed.link ? (
              <>
                <p className="font-semibold">Status: Awaiting payment</p>
                <p className="text-sm">
                  We have e-mailed the payment link to {placed.link.sentTo}. It can be paid until{' '}
                  {guestDateOf(new Date(placed.link.expiresAt), restaurantTimeZone())}; your order
                  is confirmed, and the tax invoice sent, once it is paid.
                </p>
              </>
            ) : (
              <>
                <p className="font-semibold">Status: {JUST_PAID.label}</p>
                <p className="text-sm">
                  {JUST_PAID.detail} A confirmation is on its way to your e-mail.
                </p>
              </>
            )}
            <div className="flex flex-wrap gap-2 pt-2">
              <Link href={buyerOrderPath(placed.token)} className={buttonVariants()}>
                View your order
              </Link>
              <Button variant="outline" onClick={forgetPlacedOrder}>
                Close
              </Button>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
