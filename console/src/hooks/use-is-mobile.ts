import { useSyncExternalStore } from 'react';

/** Spec 01 §9: mobile means a window up to 600 px wide. */
export const MOBILE_QUERY = '(max-width: 600px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
