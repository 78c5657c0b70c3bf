import { useCallback, useSyncExternalStore } from 'react';
import { readThemeMode, saveThemeMode, subscribeThemeMode, type ThemeMode } from '../lib/theme-mode';

/** The current theme and a toggle that applies and saves the other one. */
export function useThemeMode(): { mode: ThemeMode; toggle: () => void } {
  const mode = useSyncExternalStore(subscribeThemeMode, readThemeMode, () => 'light' as const);
  const toggle = useCallback(() => saveThemeMode(readThemeMode() === 'dark' ? 'light' : 'dark'), []);
  return { mode, toggle };
}
