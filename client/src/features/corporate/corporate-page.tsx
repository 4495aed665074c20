import { useQuery } from '@tanstack/react-query';
import { ShoppingBag, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { formatPaise } from '@shared/money';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePublicMenuItems } from '@/lib/site-content/menu-items';
import { corporateOrderingQueryOptions } from '@/lib/site-content/site-settings';
import { usePageMeta } from '@/lib/page-meta/use-page-meta';
import { addToCart, cartBill, setLineQuantity } from './cart/cart';
import { dismissCartNotices, repairStoredCart, useCart } from './cart/use-cart';
import { CartPanel } from './components/cart-panel';
import { CorporateHero, CorporateOffers } from './components/corporate-hero';
import { CorporateMenu } from './components/corporate-menu';
import { OrderConfirmedPanel } from './confirmation/order-confirmed-panel';
import { QuoteRequestSection } from './quote/quote-request-section';

// The delivery form brings the form, validation and calendar libraries: it loads only when
// ordering is open, keeping them out of every other public page's first download.
const DeliveryForm = lazy(() =>
  import('./components/delivery-form').then((m) => ({ default: m.DeliveryForm })),
);

export function CorporatePage() {
  usePageMeta(paths.corporate);
  const ordering = useQuery(corporateOrderingQueryOptions());
  return (
    <>
      <CorporateHero />
      <OrderConfirmedPanel />
      <CorporateOffers />
      {ordering.data?.value === 'true' && <CorporateOrdering />}
      {ordering.data && <QuoteRequestSection orderingOpen={ordering.data.value === 'true'} />}
    </>
  );
}

/** The menu, the cart and checkout: shown only while staff have corporate ordering switched on. */
function CorporateOrdering() {
  const menu = usePublicMenuItems();
  const { lines, notices, update } = useCart();
  const cartHeading = useRef<HTMLHeadingElement>(null);

  // A cart kept from an earlier visit is checked against the menu each time the menu arrives.
  const menuItems = menu.data;
  useEffect(() => {
    if (menuItems) repairStoredCart(menuItems);
  }, [menuItems]);

  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  const summary =
    count === 0
      ? 'Your cart is empty'
      : `${count} ${count === 1 ? 'item' : 'items'} · ${formatPaise(cartBill(lines).totalPaise)}`;
  const showCart = () => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    cartHeading.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    cartHeading.current?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 lg:pb-16">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <CorporateMenu
          items={menu.data}
          loading={menu.isPending}
          failed={menu.isError}
          onRetry={() => void menu.refetch()}
          onAdd={(item, quantity) => update((current) => addToCart(current, item, quantity))}
        />
        <aside aria-labelledby="cart-heading" className="lg:sticky lg:top-20 lg:self-start">
          <div className="space-y-6 rounded-xl border border-border bg-surface p-5 shadow-sm">
            <h2
              id="cart-heading"
              ref={cartHeading}
              tabIndex={-1}
              className="scroll-mt-24 font-serif text-2xl font-semibold outline-none"
            >
              Your Cart
            </h2>
            {notices.length > 0 && (
              <div
                role="status"
                className="flex items-start gap-2 rounded-lg border border-accent/60 bg-accent/10 p-3 text-sm"
              >
                <ul className="flex-1 space-y-1">
                  {notices.map((notice) => (
                    <li key={notice}>{notice}</li>
                  ))}
                </ul>
                <Button
                  variant="ghost"
                  size="iconSm"
                  className="-m-1 shrink-0"
                  aria-label="Dismiss cart notices"
                  onClick={dismissCartNotices}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            )}
            <CartPanel
              lines={lines}
              onQuantity={(item, quantity) =>
                update((current) => setLineQuantity(current, item, quantity))
              }
            />
            <Suspense
              fallback={
                <div role="status" className="h-96 animate-pulse rounded-lg bg-muted">
                  <span className="sr-only">Loading the delivery form…</span>
                </div>
              }
            >
              <DeliveryForm lines={lines} />
            </Suspense>
          </div>
        </aside>
      </div>
      <p aria-live="polite" className="sr-only">
        {count === 0
          ? 'Your cart is empty'
          : `${count} ${count === 1 ? 'item' : 'items'} in your cart`}
      </p>
      {/* On a phone the cart sits below the whole menu: this bar, stuck to the bottom of the
          screen while the menu scrolls by, reaches it at once. */}
      <div
        data-testid="cart-bar"
        className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur lg:hidden"
      >
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm font-medium">
            <ShoppingBag className="h-5 w-5 text-accent" aria-hidden="true" />
            {summary}
          </p>
          <Button size="sm" onClick={showCart}>
            View cart
          </Button>
        </div>
      </div>
    </div>
  );
}
