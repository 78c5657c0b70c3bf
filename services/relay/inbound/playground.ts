import type { IncomingMessage, ServerResponse } from 'node:http';
import { findRelayOwners } from '../../features/accounts';
import { ROLE } from '../../platform/actor';
import { GATEWAY_ERROR_TYPE } from '../pipeline/relay-error';
import type { AdmissionContext } from './admit';
import type { OpenAiRoute } from './openai/openai-routes';
import { relayOpenAi, type RelayContext, type RelayDeps } from './openai/relay-openai';

/*
 * The console's playground, `POST /pg/chat/completions` (server-behaviour
 * 13): a chat request signed by the console's session instead of a key,
 * charged to the signed-in user with no token, in the body's `group` when
 * the user may use it. From the admission on it is `/v1/chat/completions`:
 * the same reservation, attempts, stream and settlement.
 *
 * The session cookie is a credential the browser sends by itself, so:
 * - a request another site's page makes is refused, whatever it carries,
 *   and the route answers no CORS (the relay's `*` is for keys, which a
 *   page must hold to send);
 * - only the session counts: the console's cookie with `New-Api-User`, as
 *   /api checks them. An access token is not accepted (the established
 *   gateway refuses it too), nor a key.
 *
 * The relay cannot import the console's sign-in (transport/auth): the
 * gateway lends it as `PlaygroundSession`.
 */

/** The console's signed-in user. */
export interface SignedInUser {
  readonly userId: number;
  readonly role: number;
}

/** What the gateway lends the playground of the console's sign-in. */
export interface PlaygroundSession {
  /** The user the session cookie and `New-Api-User` name, as /api checks them; null when there is none, or it does not hold. */
  readonly authenticate: (req: IncomingMessage) => Promise<SignedInUser | null>;
  /** Whether the request came from this site, as far as the browser says (a server-side client says nothing and is taken at its word). */
  readonly fromThisSite: (req: IncomingMessage) => boolean;
}

export type PlaygroundDeps = RelayDeps & { readonly session: PlaygroundSession };

export const PLAYGROUND_PATH = '/pg/chat/completions';

/** As `/v1/chat/completions`. */
const CHAT: OpenAiRoute = { endpoint: 'chat', streams: true };

export async function relayPlayground(deps: PlaygroundDeps, req: IncomingMessage, res: ServerResponse, context: RelayContext, url: URL): Promise<void> {
  const { requestId } = context;
  if (!deps.session.fromThisSite(req)) return refuse(res, requestId, 403, 'the playground cannot be called from another site', 'access_denied');
  const user = await deps.session.authenticate(req);
  if (user === null) {
    return refuse(res, requestId, 401, 'not signed in, or the session has expired: the playground takes the console session and its New-Api-User header', null);
  }
  if (user.role < ROLE.user) return refuse(res, requestId, 403, 'your role does not allow this', 'access_denied');
  if (req.headers['idempotency-key'] !== undefined) {
    // Keys are kept per token and the playground has none; running the request without the promise the client asked for could charge it twice.
    return refuse(res, requestId, 400, 'the playground does not take an Idempotency-Key', 'idempotency_key_unsupported');
  }
  // The user's group, status and price setting as they are now (the session read the users table already).
  const owner = (await findRelayOwners(deps.db, [user.userId])).get(user.userId);
  if (owner === undefined) return refuse(res, requestId, 401, 'not signed in, or the session has expired', null);
  const signedIn: RelayContext & AdmissionContext = { ...context, signedIn: owner };
  return relayOpenAi(deps, req, res, CHAT, signedIn, url);
}

/** A refusal before the request is admitted, in the OpenAI error shape the gateway's own errors have (relay-error.ts). */
function refuse(res: ServerResponse, requestId: string, status: number, message: string, code: string | null): void {
  const body = JSON.stringify({ error: { message: `${message} (request id: ${requestId})`, type: GATEWAY_ERROR_TYPE, param: null, code } });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-request-id': requestId,
    'cache-control': 'no-store',
  });
  res.end(body);
}
