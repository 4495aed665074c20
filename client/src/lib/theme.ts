import { useCallback, useEffect, useState } from 'react';
import { storage } from './storage';

export type Theme = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';
const DEFAULT_THEME: Theme = 'light';

export function readTheme(): Theme {
  const saved = storage.get(THEME_STORAGE_KEY);
  return saved === 'light' || saved === 'dark' || saved === 'system' ? saved : DEFAULT_THEME;
}

function systemPrefersDark(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const dark = theme === 'dark' || (theme === 'system' && systemPrefersDark());
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
}

/** The visitor's theme, kept in localStorage (default light), following the OS for 'system'. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const [theme, setThemeState] = useState<Theme>(readTheme);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storage.set(THEME_STORAGE_KEY, next);
    setThemeState(next);
  }, []);

  return { theme, setTheme };
}
