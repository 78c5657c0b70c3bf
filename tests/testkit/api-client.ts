import { graphql, type GraphqlAnswer, type Variables } from './graphql';

/** The `/api` answer. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
}

/**
 * Browsers signed in for real against a test gateway: each keeps its session
 * cookie and sends its user id in `New-Api-User`, as the console does.
 */
export interface ApiClient {
  /** Signed-in sessions by name. */
  readonly sessions: Map<string, { cookie: string; id: number }>;
  /** Calls `/api` as `who`; `T` is the shape of `data`, `Extra` that of fields some routes answer beside it (`time`, `url`). */
  call<T = unknown, Extra extends object = Record<never, never>>(
    who: string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Envelope<T> & Extra }>;
  /** Posts to `/graphql` as `who` (or no one); `T` is the shape of `data` the query asks for. */
  graphql<T = Record<string, unknown>>(who: string | null, query: string, variables?: Variables): Promise<GraphqlAnswer<T>>;
  /** The headers the console sends for `who`: its session cookie and `New-Api-User`. */
  headers(who: string | null): Record<string, string>;
  signIn(name: string, password: string): Promise<void>;
  /** Registers `name` with the password `<name>-password`, then signs in. */
  signUp(name: string): Promise<void>;
  /**
   * Sets a fresh gateway up: the super admin `<prefix>_root` (password
   * `root-password-1`) and an admin `<prefix>_admin` (`admin-password-1`),
   * both signed in; the admin's session is also under the name `admin`.
   */
  setUpSite(prefix: string): Promise<void>;
}

export function apiClient(baseUrl: () => string): ApiClient {
  const sessions = new Map<string, { cookie: string; id: number }>();
  function headers(who: string | null): Record<string, string> {
    const session = who ? sessions.get(who) : undefined;
    return session ? { cookie: session.cookie, 'new-api-user': String(session.id) } : {};
  }
  async function call<T = unknown, Extra extends object = Record<never, never>>(
    who: string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Envelope<T> & Extra }> {
    const response = await fetch(baseUrl() + path, {
      method,
      headers: { 'content-type': 'application/json', ...headers(who) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> & Extra };
  }
  async function signIn(name: string, password: string): Promise<void> {
    const response = await fetch(`${baseUrl()}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: name, password }),
    });
    const body = (await response.json()) as { data: { id: number } };
    sessions.set(name, { cookie: response.headers.getSetCookie()[0]!.split(';')[0]!, id: body.data.id });
  }
  async function signUp(name: string): Promise<void> {
    await call(null, 'POST', '/api/user/register', { username: name, password: `${name}-password` });
    await signIn(name, `${name}-password`);
  }
  async function setUpSite(prefix: string): Promise<void> {
    const [root, admin] = [`${prefix}_root`, `${prefix}_admin`];
    await call(null, 'POST', '/api/setup', { username: root, password: 'root-password-1', confirmPassword: 'root-password-1' });
    await signIn(root, 'root-password-1');
    const created = await call(root, 'POST', '/api/user/', { username: admin, password: 'admin-password-1', role: 10 });
    if (!created.body.success) throw new Error(`the admin was not created: ${created.body.message}`);
    await signIn(admin, 'admin-password-1');
    sessions.set('admin', sessions.get(admin)!);
  }
  return {
    sessions,
    call,
    graphql: (who, query, variables = {}) => graphql(baseUrl(), query, variables, headers(who)),
    headers,
    signIn,
    signUp,
    setUpSite,
  };
}
