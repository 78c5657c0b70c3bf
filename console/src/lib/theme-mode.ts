export type ThemeMode = 'light' | 'dark';

/** Spec 01 §3: the chosen theme is kept in local storage under this key. */
const STORAGE_KEY = 'theme-mode';

/** The saved mode, or the operating system's preference on a first visit. */
export function readThemeMode(): ThemeMode {
  const saved = localStorage.getItem(STORAGE_KEY);
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

export function saveThemeMode(mode: ThemeMode): void {
  localStorage.setItem(STORAGE_KEY, mode);
  applyThemeMode(mode);
}
