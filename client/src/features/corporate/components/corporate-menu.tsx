import { GST_PERCENT } from '@shared/constants';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { MAX_LINE_QUANTITY } from '@shared/corporate-order-limits';
import type { MenuItemDto } from '@shared/contracts/menu';
import { formatRupees } from '@shared/money';
import { Button } from '@/components/ui/button';
import { bestSrc, latestMedia, useMedia } from '@/lib/site-content/media';
import { cardQuantity, type CartItem } from '../cart/cart';

const SKELETONS = 6;
/** Shipped with the site, so it shows when neither the dish's picture nor the logo loads. */
const STATIC_LOGO = '/favicon.svg';

export function CorporateMenu({
  items,
  loading,
  failed,
  onRetry,
  onAdd,
}: {
  items: MenuItemDto[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onAdd: (item: CartItem, quantity: number) => void;
}) {
  const media = useMedia();
  const logo = latestMedia(media.data, 'logo');
  const fallbacks = logo ? [bestSrc(logo), STATIC_LOGO] : [STATIC_LOGO];
  return (
    <section aria-labelledby="corporate-menu-heading">
      <h2 id="corporate-menu-heading" className="font-serif text-3xl font-semibold">
        Corporate Menu
      </h2>
      <p className="mt-2 text-muted-foreground">
        Prices per portion, before {GST_PERCENT} GST. Choose a quantity and add it to your cart.
      </p>
      {loading ? (
        <ul
          aria-busy="true"
          aria-label="Loading the menu"
          className="mt-6 grid gap-4 sm:grid-cols-2"
        >
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li
              key={i}
              data-testid="menu-skeleton"
              className="h-80 animate-pulse rounded-xl bg-muted"
            />
          ))}
        </ul>
      ) : failed && !items ? (
        <div
          role="alert"
          className="mt-6 rounded-lg border border-dashed border-border p-8 text-center"
        >
          <p>The menu could not be loaded.</p>
          <Button variant="outline" className="mt-4" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : !items || items.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          The corporate menu is being prepared. Please call us to order.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="flex">
              <MenuItemCard item={item} fallbacks={fallbacks} onAdd={onAdd} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MenuItemCard({
  item,
  fallbacks,
  onAdd,
}: {
  item: MenuItemDto;
  /** Pictures to try in turn when the dish has none or it fails to load: the logo, then ours. */
  fallbacks: string[];
  onAdd: (item: CartItem, quantity: number) => void;
}) {
  // Until hydrated a tap would be lost: the buttons are shown, but not yet pressable.
  const hydrated = useHydrated();
  // What the box holds as typed (it may be empty for a moment); the quantity it stands for.
  const [typed, setTyped] = useState('1');
  const quantity = cardQuantity(typed);
  const setQuantity = (next: number) => setTyped(String(cardQuantity(String(next))));
  const [failures, setFailures] = useState(0);
  const candidates = item.imageUrl ? [item.imageUrl, ...fallbacks] : fallbacks;
  const src = candidates[Math.min(failures, candidates.length - 1)]!;
  const usesFallback = src !== item.imageUrl;
  return (
    <article
      aria-labelledby={`dish-${item.id}`}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm"
    >
      <img
        src={src}
        alt=""
        loading="lazy"
        width={480}
        height={270}
        onError={() => setFailures((n) => Math.min(n + 1, candidates.length - 1))}
        className={
          usesFallback
            ? 'aspect-[16/9] w-full bg-muted object-contain p-8'
            : 'aspect-[16/9] w-full object-cover'
        }
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`dish-${item.id}`} className="text-lg font-semibold">
            {item.name}
          </h3>
          <p className="shrink-0 font-semibold">{formatRupees(item.price)}</p>
        </div>
        <p className="text-sm text-muted-foreground">{item.category}</p>
        {item.description && <p className="text-sm">{item.description}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
          <div className="flex items-center" role="group" aria-label={`How many ${item.name}`}>
            <Button
              variant="outline"
              size="icon"
              aria-label={`One less ${item.name}`}
              disabled={!hydrated || quantity <= 1}
              onClick={() => setQuantity(quantity - 1)}
            >
              <Minus className="h-4 w-4" aria-hidden="true" />
            </Button>
            {/* 20 boxes are typed, not clicked; a box left empty or below 1 reads 1. */}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LINE_QUANTITY}
              value={typed}
              readOnly={!hydrated}
              aria-label={`Quantity of ${item.name}`}
              onChange={(e) => setTyped(e.currentTarget.value)}
              onBlur={() => setTyped(String(quantity))}
              className="mx-1 h-10 w-16 rounded-md border border-border bg-background px-1 text-center font-medium"
            />
            <Button
              variant="outline"
              size="icon"
              aria-label={`One more ${item.name}`}
              disabled={!hydrated || quantity >= MAX_LINE_QUANTITY}
              onClick={() => setQuantity(quantity + 1)}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
          <Button
            aria-label={`Add ${item.name} to cart`}
            disabled={!hydrated}
            onClick={() => {
              onAdd(
                { id: item.id, name: item.name, price: item.price, imageUrl: item.imageUrl },
                quantity,
              );
              setQuantity(1);
            }}
          >
            Add to cart
          </Button>
        </div>
      </div>
    </article>
  );
}
