import { readStored, STORAGE_KEYS, writeStored } from './storage-keys';

export type ThemeMode = 'light' | 'dark';

/** The saved mode (spec 01 §3, `theme-mode`), or the operating system's preference on a first visit. */
export function readThemeMode(): ThemeMode {
  const saved = readStored(STORAGE_KEYS.themeMode);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Chakra's `_dark` styles follow the `dark` class on <html>. */
export function applyThemeMode(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

const listeners = new Set<() => void>();

export function saveThemeMode(mode: ThemeMode): void {
  writeStored(STORAGE_KEYS.themeMode, mode);
  applyThemeMode(mode);
  for (const listener of listeners) listener();
}

/** Follows this tab's changes and other tabs' (a `storage` event for `theme-mode`). */
export function subscribeThemeMode(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.themeMode) return;
    applyThemeMode(readThemeMode());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
