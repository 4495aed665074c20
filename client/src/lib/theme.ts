import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export type Theme = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';
const DEFAULT_THEME: Theme = 'light';
const DARK_SCHEME = '(prefers-color-scheme: dark)';

/** A stored value as a theme; anything unknown (or nothing) is the default, light. */
export function parseTheme(value: string | null): Theme {
  return value === 'light' || value === 'dark' || value === 'system' ? value : DEFAULT_THEME;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME).matches;
}

/** Puts `dark` or `light` on <html>; 'system' follows the OS setting at this moment. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const dark = theme === 'dark' || (theme === 'system' && systemPrefersDark());
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
}

// One store for the whole page, so every toggle (navbar, mobile menu, staff bar) agrees, and the
// choice holds for this page even where localStorage is unavailable.
let current: Theme | undefined;
const listeners = new Set<() => void>();

export function getTheme(): Theme {
  current ??= parseTheme(storage.get(THEME_STORAGE_KEY));
  return current;
}

function update(next: Theme): void {
  current = next;
  applyTheme(next);
  listeners.forEach((listener) => listener());
}

/** Chooses a theme: remembered in localStorage and applied at once. */
export function setTheme(next: Theme): void {
  storage.set(THEME_STORAGE_KEY, next);
  update(next);
}

function onOsSchemeChange(): void {
  if (getTheme() === 'system') applyTheme('system');
}

// Another tab chose a theme: follow it, as the next page load would.
function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY) update(parseTheme(event.newValue));
}

// Kept once: removeEventListener needs the same MediaQueryList the listener was added to.
let osScheme: MediaQueryList | undefined;

/** Calls `listener` whenever the theme changes (a toggle, another tab); returns the unsubscribe. */
export function subscribeToTheme(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    if (typeof window.matchMedia === 'function') {
      osScheme ??= window.matchMedia(DARK_SCHEME);
      osScheme.addEventListener('change', onOsSchemeChange);
    }
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    osScheme?.removeEventListener('change', onOsSchemeChange);
  };
}

/** The visitor's theme (default light), kept in localStorage; 'system' follows the OS. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribeToTheme, getTheme, () => DEFAULT_THEME);
  return { theme, setTheme };
}
