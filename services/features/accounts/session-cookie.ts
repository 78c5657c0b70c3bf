/*
 * The dashboard session cookie (RELIABILITY A22, T13): HttpOnly and
 * SameSite=Strict always; over HTTPS also Secure, under the `__Host-` name
 * (which browsers accept only when Secure, host-only and Path=/). Both names
 * are read, so a deployment that moves behind TLS keeps its sessions.
 */

export const SESSION_COOKIE = 'session';
export const SECURE_SESSION_COOKIE = '__Host-session';

const COOKIE_VALUE = /^[A-Za-z0-9_-]{20,100}$/;

/** The session secret a request carries, if any. */
export function sessionSecretOf(cookies: ReadonlyMap<string, string>): string | null {
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const value = cookies.get(name);
    if (value && COOKIE_VALUE.test(value)) return value;
  }
  return null;
}

/** Reads the cookie header into a map (first value wins). */
export function cookiesOf(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

export function sessionCookie(secret: string, expiresAt: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE}=${secret}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Cookies that remove the session under either name. */
export function clearedSessionCookies(secure: boolean): string[] {
  const plain = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return secure ? [plain, `${SECURE_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure`] : [plain];
}
