import { useSyncExternalStore } from 'react';

// The order a buyer has just paid for, kept in this tab's session storage: the page reloads two
// seconds after the payment, and the confirmation panel must still be there afterwards. Read
// through a store, never during the server's render (which always sees no order).

export type PlacedOrder = { id: number; token: string };

const KEY = 'corporate-order-placed';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: PlacedOrder | null = null;

function parse(raw: string | null): PlacedOrder | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PlacedOrder>;
    return typeof value.id === 'number' &&
      typeof value.token === 'string' &&
      /^[A-Za-z0-9_-]{20,100}$/.test(value.token)
      ? { id: value.id, token: value.token }
      : null;
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
