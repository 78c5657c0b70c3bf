import { readStored, STORAGE_KEYS, writeStored } from './storage-keys';

/** Who signed in, as kept under the `user` key; never a password or a token. */
export interface SessionUser {
  readonly id: number;
  readonly username: string;
  readonly displayName: string;
  readonly role: number;
  readonly status: number;
  readonly group: string;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };

function parse(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!value || typeof value.id !== 'number' || typeof value.username !== 'string') return null;
    return {
      id: value.id,
      username: value.username,
      displayName: typeof value.displayName === 'string' ? value.displayName : '',
      role: typeof value.role === 'number' ? value.role : 0,
      status: typeof value.status === 'number' ? value.status : 0,
      group: typeof value.group === 'string' ? value.group : '',
    };
  } catch {
    return null;
  }
}

/** The stored user, or null when nobody is signed in (the same object until it changes). */
export function readSessionUser(): SessionUser | null {
  const raw = readStored(STORAGE_KEYS.user);
  if (raw !== cached.raw) cached = { raw, user: parse(raw) };
  return cached.user;
}

/** Keeps only the fields above, so a wider server object never lands in storage. */
export function saveSessionUser(user: SessionUser | null): void {
  const kept: SessionUser | null = user && {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    status: user.status,
    group: user.group,
  };
  writeStored(STORAGE_KEYS.user, kept && JSON.stringify(kept));
  if (kept !== null) markSessionEnded(false);
  for (const listener of listeners) listener();
}

/** The tab's mark that the server ended the session (a call answered 401), kept until the next sign-in. */
const SESSION_ENDED_KEY = 'session-ended';

/**
 * Marks (or clears) that the server ended this tab's session. The failure
 * exchange marks it on a 401, so a guard that finds nobody signed in sends
 * to /login?expired=true too, whichever of the two navigations lands first.
 * Kept in session storage: per tab, across a reload, and off the spec's
 * local storage keys.
 */
export function markSessionEnded(ended = true): void {
  try {
    if (ended) sessionStorage.setItem(SESSION_ENDED_KEY, 'true');
    else sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Storage off: the guard then sends to a plain /login, as before.
  }
}

export function sessionEnded(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function subscribeSessionUser(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.user || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
