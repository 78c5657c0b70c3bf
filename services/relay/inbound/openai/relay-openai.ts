import type { IncomingMessage, ServerResponse } from 'node:http';
import { WalletRejected, type CommandMeta } from '../../../features/wallet';
import { requestFor } from '../../pipeline/client-format';
import { sensitiveWordIn, sensitiveWordsOf } from '../../pipeline/sensitive-words';
import { admit, type Admission, type AdmissionContext } from '../admit';
import { checkKey, groupOptions, lookUpKey, type Payer } from '../key-checks';
import { startIdempotent } from '../idempotency';
import { readRelayBody } from '../read-body';
import { fieldsOf, parseRequestBody, type BodyParse, type RequestBody } from '../request-body';
import { sendRelayError } from '../send-relay-error';
import { attempt } from './attempts';
import type { Flight, Outcome, RelayContext, RelayDeps } from './flight';
import type { OpenAiRoute } from './openai-routes';
import { countSuccess, modelRateLimited } from './request-rate-limit';
import { finish, reservationRefusal } from './settlement';

export type { RelayContext, RelayDeps } from './flight';

/*
 * One OpenAI-format request through the relay (ARCHITECTURE section 1),
 * or a Claude or Gemini one relayed as a chat completion (its body
 * converted first, its answer and errors in its own format after):
 * admit it from memory, RESERVE its quota (durable before any upstream
 * call), try channels until one answers or the retries run out, relay the
 * answer (plain or streamed), then SETTLE from the usage, or RELEASE when
 * nothing was delivered. Every reservation ends in exactly one settle or
 * release; if this process dies between the two, the sweeper releases it.
 *
 * A stream that ends early is charged for what was delivered (README, "How
 * a stream that ends early is charged"): a client gone, an upstream cut and
 * an idle timeout all settle the prompt plus the output the client received,
 * counted locally when upstream sent no usage; a request that delivered no
 * output at all is released. The settle event says how the answer ended.
 */

export async function relayOpenAi(
  deps: RelayDeps,
  req: IncomingMessage,
  res: ServerResponse,
  route: OpenAiRoute,
  context: RelayContext & AdmissionContext,
  /** The request's URL, as the router parsed it. */
  url: URL,
): Promise<void> {
  const { requestId } = context;
  const begun = performance.now();
  const startedAt = deps.clock();
  // The client going away, at any moment from here on, aborts the upstream call (or stops one from starting).
  const clientGone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) clientGone.abort();
  });
  const keyed = { headers: req.headers, path: url.pathname, query: url.searchParams };
  // Who pays comes first: a key refused whatever the body says is answered before the body is read.
  let checkedKey: Payer | undefined;
  if (context.signedIn === undefined) {
    const checked = checkKey(await lookUpKey(deps.hot, keyed), groupOptions(deps.options), deps.options, { clientIp: context.clientIp, now: startedAt });
    if (!checked.ok) {
      // What is left of the body is not read: the connection goes with the answer.
      if (!req.complete) res.setHeader('connection', 'close');
      return sendRelayError(res, checked.error, requestId, route.client);
    }
    checkedKey = checked.payer;
  }
  const read = await readRelayBody(req);
  if (!read.ok) {
    // A client gone before its body ended has nobody to answer; one whose body is too large is answered, and its connection closed.
    if (read.reason === 'aborted') return void res.destroy();
    res.setHeader('connection', 'close');
    return sendRelayError(res, { kind: 'body_too_large' }, requestId, route.client);
  }
  const parsed = parseRequestBody(route.form === true, req.headers['content-type'], read.bytes);
  if (!parsed.ok) return sendRelayError(res, parsed.error, requestId, route.client);
  const converted = asSentUpstream(parsed.body, route);
  if (!converted.ok) return sendRelayError(res, converted.error, requestId, route.client);
  const body = converted.body;
  const fields = fieldsOf(body);
  const named = typeof fields.model === 'string' ? fields.model : '';
  const model = named !== '' ? named : (route.modelInPath ?? route.defaultModel ?? '');
  const asksForStream = fields.stream === true || fields.stream === 'true';
  // An answer streamed where the relay reads only whole answers would be charged from nothing it can read.
  if (asksForStream && !route.streams)
    return sendRelayError(res, { kind: 'bad_request', detail: 'stream is not supported on this endpoint' }, requestId, route.client);
  const stream = route.streams && fields.stream === true;

  const admitted = await admit(deps.hot, deps.options, context, {
    request: keyed,
    checkedKey,
    body: fields,
    model,
    clientIp: context.clientIp,
    now: startedAt,
    countPrompt: () => deps.countPrompt(route.endpoint, body, model),
  });
  if (!admitted.ok) return sendRelayError(res, admitted.error, requestId, route.client);
  const admission = admitted.admission;
  if (deps.options.get('CheckSensitiveEnabled') && deps.options.get('CheckSensitiveOnPromptEnabled')) {
    if (sensitiveWordIn(fields, sensitiveWordsOf(deps.options.get('SensitiveWords'))) !== null)
      return sendRelayError(res, { kind: 'sensitive_words' }, requestId, route.client);
  }

  // Keys are kept per token: a request with none (the playground, which refuses the header) has no Idempotency-Key.
  const tokenId = admission.entry.token.id;
  const idempotent =
    tokenId === null
      ? ({ kind: 'none' } as const)
      : await startIdempotent(deps.db, res, { headers: req.headers, tokenId, body: read.bytes, requestId, now: startedAt });
  if (idempotent.kind === 'refused') return sendRelayError(res, idempotent.error, requestId, route.client);
  if (idempotent.kind === 'replayed') return;
  let delivered = false;
  try {
    const limited = await modelRateLimited(deps, admission);
    if (limited !== null) return sendRelayError(res, limited, requestId, route.client);
    // A JSON body goes up as admission left it (the playground's `group` is the gateway's); a form as it came.
    const upstreamBody: RequestBody = body.kind === 'json' ? { kind: 'json', value: admission.body } : body;
    delivered = await reserveAndRelay(deps, res, { route, admission, body: upstreamBody, stream, requestId, startedAt, begun, signal: clientGone.signal });
  } finally {
    if (idempotent.kind === 'claimed')
      await idempotent.finish(delivered).catch((error: unknown) => deps.logger.error('recording an idempotent answer failed', { requestId, error }));
  }
}

/** The body in the endpoint's own format: a Claude or Gemini request as the OpenAI request it is relayed as; any other as it came. */
function asSentUpstream(body: RequestBody, route: OpenAiRoute): BodyParse {
  if (route.client === undefined) return { ok: true, body };
  const converted = requestFor(route.client, fieldsOf(body), { model: route.modelInPath ?? '', gemini: route.gemini });
  return converted.ok ? { ok: true, body: { kind: 'json', value: converted.body } } : { ok: false, error: { kind: 'bad_request', detail: converted.detail } };
}

/** RESERVE, the attempts, then SETTLE or RELEASE; answers whether the request delivered (and was settled). */
async function reserveAndRelay(
  deps: RelayDeps,
  res: ServerResponse,
  {
    route,
    admission,
    body,
    stream,
    requestId,
    startedAt,
    begun,
    signal,
  }: {
    route: OpenAiRoute;
    admission: Admission;
    body: RequestBody;
    stream: boolean;
    requestId: string;
    startedAt: Date;
    /** When the handler began (performance.now()), for the Server-Timing header's `admit`. */
    begun: number;
    signal: AbortSignal;
  },
): Promise<boolean> {
  const meta: CommandMeta = { actor: { kind: 'user', userId: admission.userId, role: admission.entry.owner?.role ?? 1 }, correlationId: requestId };
  const reserving = performance.now();
  try {
    await deps.wallets.reserve(admission.userId, { requestId, tokenId: admission.entry.token.id, amount: admission.hold, modelName: admission.model }, meta);
  } catch (error) {
    if (!(error instanceof WalletRejected)) throw error;
    sendRelayError(res, await reservationRefusal(deps, admission, error), requestId, route.client);
    return false;
  }

  // From here the reservation must end in a settle or release; until then it is kept from expiring under a long request.
  const stopKeeping = deps.holds.track(admission.userId, requestId, meta);
  const timings = { admitMs: reserving - begun, reserveMs: performance.now() - reserving, upstreamMs: 0 };
  const flight: Flight = { deps, res, route, admission, body, stream, signal, requestId, tried: [], failures: [], timings };
  let outcome: Outcome = { kind: 'release', reason: 'client_disconnected' };
  try {
    // A client that left while its quota was being held gets nothing sent upstream.
    if (!signal.aborted) outcome = await attempt(flight);
  } catch (error) {
    if (signal.aborted) outcome = { kind: 'release', reason: 'client_disconnected' };
    else {
      outcome = { kind: 'release', reason: 'request_failed' };
      deps.logger.error('relay request failed unexpectedly', { requestId, error });
      sendRelayError(res, { kind: 'internal' }, requestId, route.client);
    }
  } finally {
    try {
      await finish(flight, outcome, meta, startedAt);
    } finally {
      stopKeeping();
    }
  }
  if (outcome.kind === 'settle') countSuccess(deps, admission);
  return outcome.kind === 'settle';
}
