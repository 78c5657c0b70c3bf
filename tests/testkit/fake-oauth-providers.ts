import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/*
 * GitHub, Linux DO Connect and a WeChat server on one 127.0.0.1 port, each
 * answering in its real wire format, so the gateway's exchanges are tested
 * end to end:
 * - GitHub: POST /login/oauth/access_token (JSON body, `Accept:
 *   application/json`; a bad code is HTTP 200 `{error: "bad_verification_code"}`),
 *   GET /user and /user/emails with `Authorization: Bearer` (401 `Bad credentials`).
 * - Linux DO: POST /oauth2/token (form body, client in HTTP Basic; 400
 *   `invalid_grant`), GET /api/user `{id, username, name, active, trust_level, …}`.
 * - WeChat server: GET /api/wechat/user?code= with the server token as
 *   `Authorization`, answering `{success, message, data: openid}` (data '' for
 *   an unknown or used code).
 * Codes are single use, as the providers make them.
 */

export interface GitHubAccount {
  readonly id: number;
  readonly login: string;
  readonly name: string | null;
  readonly emails: readonly { email: string; primary: boolean; verified: boolean }[];
}

export interface LinuxDoAccount {
  readonly id: number;
  readonly username: string;
  readonly name: string;
  readonly trust_level: number;
}

export interface FakeProviderCredentials {
  readonly github: { clientId: string; clientSecret: string };
  readonly linuxDo: { clientId: string; clientSecret: string };
  readonly weChatToken: string;
}

export interface FakeOAuthProviders {
  readonly baseUrl: string;
  /** host:port, for `egress.allow_list`. */
  readonly hostPort: string;
  readonly credentials: FakeProviderCredentials;
  /** A one-time GitHub code for this account. */
  githubCode(account: GitHubAccount): string;
  linuxDoCode(account: LinuxDoAccount): string;
  /** A one-time WeChat verification code for this openid. */
  weChatCode(openId: string): string;
  /** Every request the fakes saw, oldest first. */
  readonly seen: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

const newCode = () => randomBytes(10).toString('hex');

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function startFakeOAuthProviders(): Promise<FakeOAuthProviders> {
  const credentials: FakeProviderCredentials = {
    github: { clientId: 'Iv1.fakegithubclient', clientSecret: 'github-secret-0123456789' },
    linuxDo: { clientId: 'linuxdo-client', clientSecret: 'linuxdo-secret-0123456789' },
    weChatToken: 'wechat-server-token-0123',
  };
  const githubCodes = new Map<string, GitHubAccount>();
  const githubTokens = new Map<string, GitHubAccount>();
  const linuxDoCodes = new Map<string, LinuxDoAccount>();
  const linuxDoTokens = new Map<string, LinuxDoAccount>();
  const weChatCodes = new Map<string, string>();
  const seen: FakeOAuthProviders['seen'] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const url = new URL(req.url ?? '/', 'http://fake');
    seen.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const route = `${req.method} ${url.pathname}`;

    switch (route) {
      case 'POST /login/oauth/access_token': {
        const input = JSON.parse(body || '{}') as { client_id?: string; client_secret?: string; code?: string };
        if (input.client_id !== credentials.github.clientId || input.client_secret !== credentials.github.clientSecret) {
          return json(res, 200, {
            error: 'incorrect_client_credentials',
            error_description: 'The client_id and/or client_secret passed are incorrect.',
            error_uri: 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials',
          });
        }
        const account = githubCodes.get(input.code ?? '');
        githubCodes.delete(input.code ?? '');
        if (!account) {
          return json(res, 200, {
            error: 'bad_verification_code',
            error_description: 'The code passed is incorrect or expired.',
            error_uri: 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code',
          });
        }
        const token = `gho_${newCode()}`;
        githubTokens.set(token, account);
        return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'user:email' });
      }
      case 'GET /user':
      case 'GET /user/emails': {
        const account = githubTokens.get(bearer);
        if (!account) return json(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
        if (url.pathname === '/user/emails')
          return json(
            res,
            200,
            account.emails.map((e) => ({ ...e, visibility: e.primary ? 'private' : null })),
          );
        return json(res, 200, {
          login: account.login,
          id: account.id,
          node_id: `U_${account.id}`,
          avatar_url: `https://avatars.githubusercontent.com/u/${account.id}?v=4`,
          type: 'User',
          site_admin: false,
          name: account.name,
          company: null,
          blog: '',
          location: null,
          email: null,
          bio: null,
          public_repos: 3,
          followers: 0,
          following: 0,
          created_at: '2020-01-01T00:00:00Z',
          updated_at: '2024-01-01T00:00:00Z',
        });
      }
      case 'POST /oauth2/token': {
        const expected = `Basic ${Buffer.from(`${credentials.linuxDo.clientId}:${credentials.linuxDo.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return json(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
        const form = new URLSearchParams(body);
        const account = form.get('grant_type') === 'authorization_code' ? linuxDoCodes.get(form.get('code') ?? '') : undefined;
        linuxDoCodes.delete(form.get('code') ?? '');
        if (!account)
          return json(res, 400, {
            error: 'invalid_grant',
            error_description: 'The provided authorization grant is invalid, expired, revoked, or was issued to another client.',
          });
        const token = newCode();
        linuxDoTokens.set(token, account);
        return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 3600, refresh_token: newCode() });
      }
      case 'GET /api/user': {
        const account = linuxDoTokens.get(bearer);
        if (!account) return json(res, 401, { error: 'invalid_token' });
        return json(res, 200, {
          id: account.id,
          sub: String(account.id),
          username: account.username,
          login: account.username,
          name: account.name,
          email: `u${account.id}@privaterelay.linux.do`,
          avatar_template: `/user_avatar/linux.do/${account.username}/{size}/1_2.png`,
          active: true,
          trust_level: account.trust_level,
          silenced: false,
          external_ids: null,
          api_key: 'not-for-you',
        });
      }
      case 'GET /api/wechat/user': {
        if (req.headers.authorization !== credentials.weChatToken) return json(res, 200, { success: false, message: '无权进行此操作，token 无效' });
        const code = url.searchParams.get('code') ?? '';
        if (code === '') return json(res, 200, { success: false, message: '无效的参数' });
        const openId = weChatCodes.get(code) ?? '';
        weChatCodes.delete(code);
        return json(res, 200, { success: true, message: '', data: openId });
      }
      default:
        return json(res, 404, { message: 'Not Found' });
    }
  }

  const server: Server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    credentials,
    githubCode(account) {
      const code = newCode();
      githubCodes.set(code, account);
      return code;
    },
    linuxDoCode(account) {
      const code = newCode();
      linuxDoCodes.set(code, account);
      return code;
    },
    weChatCode(openId) {
      const code = String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));
      weChatCodes.set(code, openId);
      return code;
    },
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
