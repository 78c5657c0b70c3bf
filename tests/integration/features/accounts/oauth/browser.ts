import type { Envelope } from '../../../../testkit/api-client';

/**
 * A browser against a test gateway: keeps the cookies the gateway sets
 * (session, OAuth nonce) and, once signed in, sends `New-Api-User` as the
 * console does.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  userId: number | null = null;

  constructor(private readonly baseUrl: () => string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Stores what Set-Cookie says (Max-Age=0 removes). */
  remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(at + 1).trim());
    }
  }

  /** Sends a request with this browser's cookies and user id, and keeps the cookies the answer sets. */
  async fetch(path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    if (this.userId !== null) headers.set('new-api-user', String(this.userId));
    const response = await fetch(this.baseUrl() + path, { ...init, headers });
    this.remember(response);
    return response;
  }

  async get<T = unknown>(
    path: string,
    options: { header?: boolean; redirect?: RequestRedirect } = {},
  ): Promise<{ status: number; body: Envelope<T>; response: Response }> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (this.userId !== null && options.header !== false) headers['new-api-user'] = String(this.userId);
    const response = await fetch(this.baseUrl() + path, { headers, redirect: options.redirect ?? 'follow' });
    this.remember(response);
    const text = await response.text();
    return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as Envelope<T>, response };
  }

  async post<T = unknown>(path: string, body: unknown): Promise<{ status: number; body: Envelope<T> }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (this.userId !== null) headers['new-api-user'] = String(this.userId);
    const response = await fetch(this.baseUrl() + path, { method: 'POST', headers, body: JSON.stringify(body) });
    this.remember(response);
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  /** `GET /api/oauth/state`: the state string; the browser keeps the nonce cookie. */
  async oauthState(aff?: string): Promise<string> {
    const { body } = await this.get<string>(`/api/oauth/state${aff ? `?aff=${encodeURIComponent(aff)}` : ''}`);
    if (!body.success || typeof body.data !== 'string') throw new Error(`no state: ${body.message}`);
    return body.data;
  }

  /** Signs in by password and keeps the session. */
  async signIn(username: string, password: string): Promise<void> {
    const { body } = await this.post<{ id: number }>('/api/user/login', { username, password });
    if (!body.success) throw new Error(`sign-in failed: ${body.message}`);
    this.userId = body.data!.id;
  }

  /** Takes the user id from a successful sign-in answer. */
  signedInAs(body: Envelope<{ id: number }>): void {
    if (body.success && body.data) this.userId = body.data.id;
  }
}
