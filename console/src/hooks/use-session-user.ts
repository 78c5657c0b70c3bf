import { useSyncExternalStore } from 'react';
import { readSessionUser, subscribeSessionUser, type SessionUser } from '../lib/session-user';

/** The signed-in user kept in local storage; re-renders on sign-in, sign-out and other tabs' changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSessionUser, readSessionUser, () => null);
}
