import type { UserRecord } from '../../features/accounts';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { userActor } from '../../features/accounts';
import type { Authenticate, AuthRequest } from './authenticate';
import { fromThisSite } from './request-site';
import { cookiesOf, sessionSecretOf } from '../../features/accounts';

/*
 * Who is calling the dashboard API (server-behaviour 1.1-1.2, done better):
 * - a session cookie, or a system access token in `Authorization`;
 * - the `New-Api-User` header naming the same user, on every request except
 *   a WebSocket upgrade (which cannot send it);
 * - the user's role and status read from the database on every request, so
 *   a disabled user or a demoted admin loses access at once;
 * - CSRF (RELIABILITY A23, T14): a cookie is ambient, so a cookie-signed
 *   request must also carry the custom header above (a cross-site form or
 *   fetch cannot set it without a preflight this server never grants), and
 *   when the browser says where it came from (Origin, Sec-Fetch-Site), that
 *   must be this site.
 */

export interface SessionLookups {
  userOfSession(secret: string): Promise<UserRecord | null>;
  userOfAccessToken(token: string): Promise<UserRecord | null>;
}

const refused = (kind: 'unauthenticated' | 'forbidden', message: string): Actor => ({ kind: 'anonymous', refused: new AppError(kind, message) });

const sameSite = (request: AuthRequest): boolean => fromThisSite(request.headers);

export function createSessionAuthenticate(lookups: SessionLookups): Authenticate {
  return async (request) => {
    const authorization = request.headers.get('authorization')?.trim() || null;
    const secret = sessionSecretOf(cookiesOf(request.headers.get('cookie')));
    if (authorization === null && secret === null) return { kind: 'anonymous' };

    const user = authorization !== null ? await lookups.userOfAccessToken(authorization) : await lookups.userOfSession(secret!);
    if (!user) return refused('unauthenticated', authorization !== null ? 'the access token is not valid' : 'not signed in, or the session has expired');
    if (authorization === null && !sameSite(request)) return refused('forbidden', 'a cross-site request cannot use your session');
    if (!request.websocket) {
      const claimed = request.headers.get('new-api-user');
      if (claimed === null) return refused('unauthenticated', 'send your user id in the New-Api-User header');
      if (!/^\d{1,15}$/.test(claimed) || Number(claimed) !== user.id)
        return refused('unauthenticated', 'the New-Api-User header does not match the signed-in user');
    }
    const acting = userActor(user);
    return acting.ok ? acting.actor : { kind: 'anonymous', refused: acting.refusal };
  };
}
