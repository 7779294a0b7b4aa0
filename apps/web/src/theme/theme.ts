import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

// public/boot.js reads the same key to set the class before the first paint (no flash of light).
export const THEME_STORAGE_KEY = 'hostel-meals.theme';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** The reader's explicit choice, or null to follow the system setting. */
function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

const currentTheme = (): Theme => storedTheme() ?? (darkQuery().matches ? 'dark' : 'light');

export function applyTheme(theme: Theme = currentTheme()) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();
const notify = () => {
  applyTheme();
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) darkQuery().addEventListener('change', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) darkQuery().removeEventListener('change', notify);
  };
}

/**
 * The theme in effect (the system's until the reader picks one) and a toggle that remembers the
 * pick. Follows the system live while no pick is stored.
 */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  const toggle = useCallback(() => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not remembered; the switch still applies for this visit.
    }
    notify();
  }, []);
  return { theme, toggle };
}
