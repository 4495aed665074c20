import type { CreateCorporateOrderInput } from '@shared/contracts/corporate-order';
import { MAX_LINE_QUANTITY } from '@shared/corporate-order-limits';
import type { MenuItemDto } from '@shared/contracts/menu';
import { corporateOrderBill, formatRupees } from '@shared/money';

// The corporate cart as pure functions: what is kept in the browser, how an old or damaged copy
// is repaired against today's menu, and the checkout payload. The server prices the order itself
// and refuses a cart that disagrees; these rules only keep the buyer from a surprise.

export { CART_STORAGE_KEY } from './cart-storage-key';

/** What the cart remembers of an item: enough to show the line without the menu. */
export type CartItem = Pick<MenuItemDto, 'id' | 'name' | 'price' | 'imageUrl'>;
export type CartLine = { item: CartItem; quantity: number };

const isWholeIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function lineOf(value: unknown): CartLine | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { item, quantity } = value as { item?: unknown; quantity?: unknown };
  if (!item || typeof item !== 'object') return undefined;
  const { id, name, price, imageUrl } = item as Record<string, unknown>;
  if (!isWholeIn(id, 1, 2_147_483_647) || typeof name !== 'string' || !isWholeIn(price, 0, 1e7)) {
    return undefined;
  }
  if (!isWholeIn(quantity, 1, MAX_LINE_QUANTITY)) return undefined;
  return {
    item: {
      id,
      name: name.slice(0, 120),
      price,
      imageUrl: typeof imageUrl === 'string' ? imageUrl : '',
    },
    quantity,
  };
}

/**
 * Reads the stored cart. Anything unreadable — not JSON, not a list, a line of the wrong shape,
 * an item twice — is dropped, and `damaged` says so, so the page can tell the buyer.
 */
export function parseStoredCart(raw: string | null): { lines: CartLine[]; damaged: boolean } {
  if (raw === null || raw === '') return { lines: [], damaged: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { lines: [], damaged: true };
  }
  if (!Array.isArray(value)) return { lines: [], damaged: true };
  const lines: CartLine[] = [];
  let damaged = false;
  for (const entry of value) {
    const line = lineOf(entry);
    if (!line || lines.some((l) => l.item.id === line.item.id)) damaged = true;
    else lines.push(line);
  }
  return { lines, damaged };
}

/**
 * Brings the cart in line with today's menu: an item no longer offered is removed, a changed
 * price or name is updated. Each change is named in a notice for the buyer.
 */
export function repairCart(
  lines: CartLine[],
  menu: readonly MenuItemDto[],
): { lines: CartLine[]; notices: string[] } {
  const offered = new Map(menu.filter((m) => m.isActive).map((m) => [m.id, m]));
  const notices: string[] = [];
  const repaired: CartLine[] = [];
  for (const line of lines) {
    const current = offered.get(line.item.id);
    if (!current) {
      notices.push(`${line.item.name} is no longer on the menu and was removed from your cart.`);
      continue;
    }
    if (current.name !== line.item.name) {
      notices.push(`${line.item.name} is now called ${current.name}.`);
    }
    if (current.price !== line.item.price) {
      notices.push(
        `The price of ${current.name} is now ${formatRupees(current.price)} (was ${formatRupees(line.item.price)}).`,
      );
    }
    repaired.push({
      item: {
        id: current.id,
        name: current.name,
        price: current.price,
        imageUrl: current.imageUrl,
      },
      quantity: line.quantity,
    });
  }
  return { lines: repaired, notices };
}

/** Sets a line's quantity: 0 or less removes it; more than the limit is capped. */
export function setLineQuantity(lines: CartLine[], item: CartItem, quantity: number): CartLine[] {
  const whole = Math.trunc(Number.isFinite(quantity) ? quantity : 0);
  if (whole <= 0) return lines.filter((l) => l.item.id !== item.id);
  const capped = Math.min(whole, MAX_LINE_QUANTITY);
  return lines.some((l) => l.item.id === item.id)
    ? lines.map((l) => (l.item.id === item.id ? { ...l, quantity: capped } : l))
    : [...lines, { item, quantity: capped }];
}

/**
 * The quantity a dish card's box stands for, as typed: a whole number from 1 to the limit (the
 * card never goes below 1, unlike a cart line); an empty box or something unreadable is 1.
 */
export function cardQuantity(typed: string): number {
  const whole = Math.trunc(Number(typed));
  if (typed.trim() === '' || !Number.isFinite(whole) || whole < 1) return 1;
  return Math.min(whole, MAX_LINE_QUANTITY);
}

/** Adds `quantity` of an item to what the cart already holds. */
export function addToCart(lines: CartLine[], item: CartItem, quantity: number): CartLine[] {
  const held = lines.find((l) => l.item.id === item.id)?.quantity ?? 0;
  return setLineQuantity(lines, item, held + Math.max(1, Math.trunc(quantity)));
}

export function cartBill(lines: readonly CartLine[]) {
  return corporateOrderBill(lines.map((l) => ({ price: l.item.price, quantity: l.quantity })));
}

/** The checkout payload: the lines as the buyer saw them and the total they were shown. */
export function checkoutPayload(
  lines: readonly CartLine[],
  deliveryDetails: CreateCorporateOrderInput['deliveryDetails'],
  /** The optional parts: the company's GST details, paying by link. */
  extras: Pick<CreateCorporateOrderInput, 'billing' | 'paymentMode' | 'accountsEmail'> = {},
): CreateCorporateOrderInput {
  return {
    ...Object.fromEntries(Object.entries(extras).filter(([, v]) => v !== undefined)),
    items: lines.map((l) => ({
      itemId: l.item.id,
      name: l.item.name,
      price: l.item.price,
      quantity: l.quantity,
    })),
    totalAmount: cartBill(lines).totalPaise,
    deliveryDetails,
    status: 'pending',
    paymentStatus: 'pending',
  };
}
