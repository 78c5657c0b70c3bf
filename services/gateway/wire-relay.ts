import type { IncomingMessage } from 'node:http';
import { isRelayPath } from '../platform/relay-paths';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config/config';
import type { Logger } from '../platform/logger';
import { createTokenizer } from '../platform/adapters/tokenizer';
import { startHotState } from '../relay/hot-state/hot-state';
import { IDEMPOTENCY_KEEP_MS } from '../relay/inbound/idempotency';
import { pruneIdempotency } from '../relay/inbound/idempotency-records';
import { encoderFor, estimatePrompt } from '../relay/inbound/openai/prompt-estimate';
import type { PlaygroundSession } from '../relay/inbound/playground';
import { createRelayHandler, relayRoleOff } from '../relay/inbound/relay-router';
import type { Authenticate } from '../transport/auth/authenticate';
import { fromThisSite } from '../transport/auth/request-site';
import { createSessionAuthenticate } from '../transport/auth/session-authenticate';
import { clientOf } from '../transport/http/client-address';
import type { HttpMount } from '../transport/http/server';
import type { Backends } from './open-backends';
import type { Closers } from './closers';
import type { Core } from './wire-app';
import { createHoldKeeper } from '../relay/inbound/hold-keeper';

/**
 * The model API paths. With the relay role: the relay, its hot state loaded
 * and its tokenizer's encodings read before the first request; without it,
 * they say this instance does not serve them (never the console's page).
 */
export async function wireRelay(
  config: Config,
  logger: Logger,
  clock: Clock,
  { db, pubsub, options, secretBox, events }: Backends,
  { app, wallets, outbound, limiter, onConfigCommitted }: Core,
  closers: Closers,
): Promise<HttpMount> {
  if (!config.roles.has('relay')) return { owns: isRelayPath, serve: (req, res) => relayRoleOff(req, res) };
  const hot = await startHotState({ db, pubsub, options, secretBox, logger });
  // A change made through this instance is read here at once; the announcement brings it to the others.
  const stopListening = onConfigCommitted(() => void hot.refresh());
  closers.add(() => {
    stopListening();
    hot.close();
  });
  const tokenizer = createTokenizer();
  const encoders = { o200k_base: await tokenizer.encoder('o200k_base'), cl100k_base: await tokenizer.encoder('cl100k_base') };
  // Idempotency-Keys are kept a day; an hourly sweep forgets older ones.
  const prune = setInterval(() => {
    pruneIdempotency(db, new Date(clock().getTime() - IDEMPOTENCY_KEEP_MS)).catch((error: unknown) =>
      logger.warn('pruning idempotency keys failed', { error }),
    );
  }, 3_600_000);
  prune.unref();
  closers.add(() => clearInterval(prune));
  const holds = createHoldKeeper({ wallets, clock, logger, holdMs: config.reservationTimeoutMs });
  closers.add(() => holds.close());
  const relay = createRelayHandler({
    db,
    limiter,
    hot,
    wallets,
    holds,
    upstream: outbound,
    options,
    clock,
    logger,
    random: Math.random,
    countPrompt: (endpoint, body, model) => estimatePrompt(encoders, endpoint, body, model),
    countText: (model) => encoderFor(encoders, model),
    session: playgroundSession(createSessionAuthenticate(app.accounts)),
    recordFailures: async (event) => {
      await events.store.append(event.streamId, [event], 'no_stream');
    },
    channelFailed: (report) => app.channels.relayFailed(report),
  });
  return { owns: isRelayPath, serve: (req, res, requestId) => relay(req, res, { requestId, clientIp: clientOf(req, config.trustProxy).ip }) };
}

/**
 * The console's sign-in, lent to the playground: the session cookie with
 * `New-Api-User`, checked as /api checks them. Only the session: an access
 * token is not accepted there (server-behaviour 13), so `Authorization` is
 * not shown to the check.
 */
function playgroundSession(authenticate: Authenticate): PlaygroundSession {
  const headersOf = (req: IncomingMessage): Headers => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    return headers;
  };
  return {
    async authenticate(req) {
      const headers = headersOf(req);
      headers.delete('authorization');
      const actor = await authenticate({ headers, method: req.method ?? 'POST' });
      return actor.kind === 'user' ? { userId: actor.userId, role: actor.role } : null;
    },
    fromThisSite: (req) => fromThisSite(headersOf(req)),
  };
}
