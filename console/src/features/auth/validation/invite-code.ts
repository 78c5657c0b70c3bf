/**
 * Spec 01 §2: /login and /register read `aff` and keep the invitation code
 * for the registration (and OAuth sign-ups). Kept for this tab only: it is not
 * one of the spec's local storage keys.
 */
const KEY = 'aff';

export function rememberInviteCode(search: URLSearchParams): void {
  const code = search.get('aff')?.trim();
  if (code) sessionStorage.setItem(KEY, code);
}

export function inviteCode(): string | undefined {
  return sessionStorage.getItem(KEY) ?? undefined;
}
