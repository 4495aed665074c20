import { useCallback, useSyncExternalStore } from 'react';
import type { MenuItemDto } from '@shared/contracts/menu';
import { storage } from '@/lib/storage';
import { CART_STORAGE_KEY, parseStoredCart, repairCart, type CartLine } from './cart';

// The cart lives in localStorage, read through an external store: the server (and the first
// client render) see an empty cart, the browser its own, and other tabs' changes arrive through
// the 'storage' event. The store also keeps the notices of what a repair changed, so the page
// can tell the buyer.

type CartState = { lines: CartLine[]; notices: readonly string[] };

const listeners = new Set<() => void>();
let notices: readonly string[] = [];
let cached: { raw: string | null; notices: readonly string[]; state: CartState } | undefined;

function snapshot(): CartState {
  const raw = storage.get(CART_STORAGE_KEY);
  if (!cached || cached.raw !== raw || cached.notices !== notices) {
    cached = { raw, notices, state: { lines: parseStoredCart(raw).lines, notices } };
  }
  return cached.state;
}

const SERVER_STATE: CartState = { lines: [], notices: [] };

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function writeCart(lines: CartLine[]): void {
  storage.set(CART_STORAGE_KEY, JSON.stringify(lines));
  notify();
}

/**
 * Checks the stored cart against today's menu: drops what cannot be read or is no longer
 * offered, updates changed prices and names, and records a notice for each change (or
 * `otherwise` when nothing changed but the buyer must still be told).
 */
export function repairStoredCart(menu: readonly MenuItemDto[], otherwise?: string): void {
  const stored = parseStoredCart(storage.get(CART_STORAGE_KEY));
  const repaired = repairCart(stored.lines, menu);
  const found = [...repaired.notices];
  if (stored.damaged) {
    found.unshift('Part of your saved cart could not be read and was removed.');
  }
  if (stored.damaged || repaired.notices.length > 0) {
    storage.set(CART_STORAGE_KEY, JSON.stringify(repaired.lines));
  }
  if (found.length === 0 && otherwise) found.push(otherwise);
  if (found.length > 0) notices = found;
  notify();
}

/** The buyer has read the notices. */
export function dismissCartNotices(): void {
  notices = [];
  notify();
}

export function useCart() {
  const state = useSyncExternalStore(subscribe, snapshot, () => SERVER_STATE);
  const update = useCallback((change: (lines: CartLine[]) => CartLine[]) => {
    writeCart(change(snapshot().lines));
  }, []);
  return { lines: state.lines, notices: state.notices, update };
}
