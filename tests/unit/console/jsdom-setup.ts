import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

/*
 * What jsdom lacks and the console reads: matchMedia (theme, mobile width),
 * ResizeObserver (Chakra's positioning), scrollTo, CSS.escape (Ark's focus
 * trap, when an open drawer's content changes). Imported first by each
 * console component test.
 */
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  Object.assign(globalThis, { CSS: { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) } });
}
if (!('ResizeObserver' in window)) {
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Closing a dialog on unmount leaves the focus trap a timer that returns focus; let it run while jsdom's
// document still exists, not after the file's environment is torn down (an uncaught error on a loaded machine).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
