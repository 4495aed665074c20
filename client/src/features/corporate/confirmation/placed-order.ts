import { useSyncExternalStore } from 'react';

// The order a buyer has just paid for, kept in this tab's session storage: the page reloads two
// seconds after the payment, and the confirmation panel must still be there afterwards. Read
// through a store, never during the server's render (which always sees no order).

/** An order just placed: paid in the dialog, or waiting for the payment link sent to `link.sentTo`. */
export type PlacedOrder = {
  id: number;
  token: string;
  link?: { sentTo: string; expiresAt: string };
};

const KEY = 'corporate-order-placed';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: PlacedOrder | null = null;

function parse(raw: string | null): PlacedOrder | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PlacedOrder>;
    if (
      typeof value.id !== 'number' ||
      typeof value.token !== 'string' ||
      !/^[A-Za-z0-9_-]{20,100}$/.test(value.token)
    ) {
      return null;
    }
    const link = value.link;
    return link && typeof link.sentTo === 'string' && typeof link.expiresAt === 'string'
      ? {
          id: value.id,
          token: value.token,
          link: { sentTo: link.sentTo, expiresAt: link.expiresAt },
        }
      : { id: value.id, token: value.token };
  } catch {
    return null;
  }
}

function read(): PlacedOrder | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(KEY);
  } catch {
    // Storage refused (private mode): the panel shows until the reload only.
    return cached;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function write(order: PlacedOrder | null) {
  try {
    if (order) window.sessionStorage.setItem(KEY, JSON.stringify(order));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    cachedRaw = undefined;
    cached = order;
  }
  listeners.forEach((listener) => listener());
}

/** Remembers the order just paid for, so its confirmation outlasts the reload. */
export const rememberPlacedOrder = (order: PlacedOrder) => write(order);

/** The buyer is done with the confirmation. */
export const forgetPlacedOrder = () => write(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The order just paid for in this tab, or null (always null while rendering on the server). */
export function usePlacedOrder(): PlacedOrder | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
