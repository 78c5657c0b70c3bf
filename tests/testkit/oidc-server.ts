import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/*
 * A real OpenID provider (oidc-provider 8) on 127.0.0.1, with one confidential
 * client (client_secret_post) and accounts whose claims derive from the login
 * name. `signIn` drives the authorization code flow over HTTP the way a
 * browser would: the authorization request, the development login form
 * (any login, any password), the consent form, and back to the redirect URI,
 * whose `code` it answers. PKCE is switched off because the established
 * gateway's console does not send it (the README says so).
 */

export interface OidcServer {
  readonly issuer: string;
  /** host:port, for `egress.allow_list`. */
  readonly hostPort: string;
  readonly client: { readonly id: string; readonly secret: string };
  /** Signs `login` in at the provider for `state` and answers the code it redirects back with. */
  signIn(login: string, state: string): Promise<string>;
  close(): Promise<void>;
}

export async function startOidcServer(redirectUri: string): Promise<OidcServer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const client = { id: 'tollgate-test', secret: 'oidc-client-secret-0123456789abcdef' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => false },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@idp.example`, email_verified: true, name: `Person ${sub}`, preferred_username: sub }),
    }),
  });
  server.on('request', provider.callback());

  async function signIn(login: string, state: string): Promise<string> {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';')[0]!;
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    const query = new URLSearchParams({ client_id: client.id, response_type: 'code', scope: 'openid profile email', redirect_uri: redirectUri, state });
    let url = `${issuer}/auth?${query}`;
    for (let step = 0; step < 12; step++) {
      if (url.startsWith(redirectUri)) {
        const back = new URL(url).searchParams;
        if (back.get('state') !== state) throw new Error('the provider changed the state');
        const code = back.get('code');
        if (!code) throw new Error(`the provider refused: ${back.get('error')} ${back.get('error_description')}`);
        return code;
      }
      const response = await fetch(url, { headers: { cookie: cookie() }, redirect: 'manual' });
      keep(response);
      if (response.status >= 300 && response.status < 400) {
        url = new URL(response.headers.get('location')!, url).toString();
        continue;
      }
      const page = await response.text();
      // The development interaction pages: a login form, then a consent form, each posting back to itself.
      const prompt = /name="prompt" value="(login|consent)"/.exec(page)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!prompt || !action) throw new Error(`unexpected page from the provider (HTTP ${response.status}): ${page.slice(0, 200)}`);
      const form = prompt === 'login' ? new URLSearchParams({ prompt, login, password: 'any-password' }) : new URLSearchParams({ prompt });
      const submitted = await fetch(new URL(action, url), {
        method: 'POST',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        redirect: 'manual',
      });
      keep(submitted);
      url = new URL(submitted.headers.get('location')!, url).toString();
    }
    throw new Error('the authorization flow did not come back');
  }

  return {
    issuer,
    hostPort: `127.0.0.1:${port}`,
    client,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
