import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Node environment: a small stand-in for the browser globals the theme touches.
function fakeBrowser({ saved, osDark = false }: { saved?: string; osDark?: boolean } = {}) {
  const store = new Map<string, string>(saved === undefined ? [] : [['theme', saved]]);
  const classes = new Set<string>();
  const windowListeners = new Map<string, (event: unknown) => void>();
  const schemeListeners = new Set<() => void>();
  const scheme = {
    matches: osDark,
    addEventListener: (_: string, fn: () => void) => schemeListeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => schemeListeners.delete(fn),
  };
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
  vi.stubGlobal('window', {
    localStorage,
    matchMedia: () => scheme,
    addEventListener: (type: string, fn: (event: unknown) => void) => windowListeners.set(type, fn),
    removeEventListener: (type: string) => windowListeners.delete(type),
  });
  vi.stubGlobal('document', {
    documentElement: {
      classList: {
        toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
      },
    },
  });
  return {
    store,
    localStorage,
    htmlClasses: () => [...classes].sort(),
    setOsDark(dark: boolean) {
      scheme.matches = dark;
      schemeListeners.forEach((fn) => fn());
    },
    otherTabSaves(value: string) {
      store.set('theme', value);
      windowListeners.get('storage')?.({ key: 'theme', newValue: value });
    },
  };
}

// The theme module keeps the page's choice in memory, so each test loads it afresh.
async function loadTheme() {
  vi.resetModules();
  return import('./theme');
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it('when nothing or something unknown is saved, then the theme is light', async () => {
    fakeBrowser();
    expect((await loadTheme()).getTheme()).toBe('light');
    fakeBrowser({ saved: 'purple' });
    expect((await loadTheme()).getTheme()).toBe('light');
  });

  it('when a theme was saved, then it is read back', async () => {
    fakeBrowser({ saved: 'dark' });
    expect((await loadTheme()).getTheme()).toBe('dark');
  });

  it('when dark is chosen, then it is saved under "theme", put on <html> and announced', async () => {
    const browser = fakeBrowser();
    const theme = await loadTheme();
    const listener = vi.fn();
    theme.subscribeToTheme(listener);
    theme.setTheme('dark');
    expect(browser.store.get('theme')).toBe('dark');
    expect(browser.htmlClasses()).toEqual(['dark']);
    expect(theme.getTheme()).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('when system is chosen, then <html> follows the OS setting as it changes', async () => {
    const browser = fakeBrowser({ osDark: true });
    const theme = await loadTheme();
    const unsubscribe = theme.subscribeToTheme(() => {});
    theme.setTheme('system');
    expect(browser.htmlClasses()).toEqual(['dark']);
    browser.setOsDark(false);
    expect(browser.htmlClasses()).toEqual(['light']);

    theme.setTheme('dark');
    browser.setOsDark(false);
    expect(browser.htmlClasses()).toEqual(['dark']);
    unsubscribe();
  });

  it('when another tab chooses a theme, then this page follows it', async () => {
    const browser = fakeBrowser();
    const theme = await loadTheme();
    const listener = vi.fn();
    theme.subscribeToTheme(listener);
    browser.otherTabSaves('dark');
    expect(theme.getTheme()).toBe('dark');
    expect(browser.htmlClasses()).toEqual(['dark']);
    expect(listener).toHaveBeenCalled();
  });

  it('when localStorage refuses to save, then the choice still holds for this page', async () => {
    const browser = fakeBrowser();
    browser.localStorage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const theme = await loadTheme();
    theme.setTheme('dark');
    expect(theme.getTheme()).toBe('dark');
    expect(browser.htmlClasses()).toEqual(['dark']);
  });
});
