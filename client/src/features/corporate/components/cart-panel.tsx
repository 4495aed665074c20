import { GST_PERCENT } from '@shared/constants';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { MAX_LINE_QUANTITY } from '@shared/corporate-order-limits';
import { formatPaise, formatRupees } from '@shared/money';
import { Button } from '@/components/ui/button';
import { cartBill, type CartItem, type CartLine } from '../cart/cart';

/** The cart's lines and bill. A quantity of 0 or less removes the line. */
export function CartPanel({
  lines,
  onQuantity,
}: {
  lines: CartLine[];
  onQuantity: (item: CartItem, quantity: number) => void;
}) {
  if (lines.length === 0) {
    return <p className="py-4 text-center text-muted-foreground">Your cart is empty</p>;
  }
  const bill = cartBill(lines);
  return (
    <div>
      <ul className="divide-y divide-border">
        {lines.map(({ item, quantity }) => (
          <li key={item.id} className="py-3">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-medium">{item.name}</p>
              <p className="shrink-0 font-medium">{formatRupees(item.price * quantity)}</p>
            </div>
            <div className="mt-1 flex items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground">{formatRupees(item.price)} each</p>
              <div className="flex items-center gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`One less ${item.name}`}
                  onClick={() => onQuantity(item, quantity - 1)}
                >
                  <Minus className="h-4 w-4" aria-hidden="true" />
                </Button>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_LINE_QUANTITY}
                  value={quantity}
                  aria-label={`Quantity of ${item.name} in cart`}
                  onChange={(e) => {
                    const next = e.currentTarget.valueAsNumber;
                    if (!Number.isNaN(next)) onQuantity(item, next);
                  }}
                  // Left empty, the box shows the quantity the cart still holds.
                  onBlur={(e) => {
                    if (e.currentTarget.value === '') e.currentTarget.value = String(quantity);
                  }}
                  className="h-9 w-16 rounded-md border border-border bg-background px-2 text-center"
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`One more ${item.name}`}
                  disabled={quantity >= MAX_LINE_QUANTITY}
                  onClick={() => onQuantity(item, quantity + 1)}
                >
                  <Plus className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${item.name} from cart`}
                  onClick={() => onQuantity(item, 0)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-border pt-3 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatPaise(bill.subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>GST ({GST_PERCENT})</dt>
          <dd>{formatPaise(bill.gstPaise)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatPaise(bill.totalPaise)}</dd>
        </div>
      </dl>
    </div>
  );
}
