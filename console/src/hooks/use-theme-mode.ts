import { useCallback, useState } from 'react';
import { readThemeMode, saveThemeMode, type ThemeMode } from '../lib/theme-mode';

/** The current theme and a toggle that applies and saves the other one. */
export function useThemeMode(): { mode: ThemeMode; toggle: () => void } {
  const [mode, setMode] = useState(readThemeMode);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      saveThemeMode(next);
      return next;
    });
  }, []);
  return { mode, toggle };
}
