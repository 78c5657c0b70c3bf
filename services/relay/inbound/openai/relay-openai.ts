import type { IncomingMessage, ServerResponse } from 'node:http';
import { settleCost } from '../../../features/pricing';
import { WalletRejected, type CommandMeta, type WalletService } from '../../../features/wallet';
import type { Clock } from '../../../platform/clock';
import type { Logger } from '../../../platform/logger';
import type { OptionStore } from '../../../platform/options/option-store';
import type { OutboundHttp, OutboundResponse } from '../../../platform/ports/outbound-http';
import type { RateLimiter } from '../../../platform/ports/rate-limiter';
import type { SqlSession } from '../../../platform/ports/sql';
import { formatQuota, quotaDisplayOf } from '../../../platform/quota-display';
import type { HotState } from '../../hot-state/hot-state';
import { relayFailureStreamId, type AttemptFailure, type RelayAttemptsFailed } from '../../../../schema/events/relay';
import type { RelayFailure } from '../../../features/channels';
import { deterministicEventId } from '../../../platform/event-id';
import type { RelayChannel } from '../../hot-state/channel-table';
import { attemptFailureOf, failureForStatusRules } from '../../pipeline/attempt-failure';
import { chargeDetail } from '../../pipeline/charge-detail';
import { sensitiveWordIn, sensitiveWordsOf } from '../../pipeline/sensitive-words';
import { modelRateLimitFor, successKey, totalKey } from '../../pipeline/model-rate-limit';
import { billableUsage, outputOfOpenAiAnswer, TOOL_CALL_TOKENS, usageFromOpenAiAnswer, type UpstreamUsage } from '../../pipeline/openai-usage';
import type { RelayError } from '../../pipeline/relay-error';
import { pickChannel } from '../../pipeline/select-channel';
import { DEFAULT_RETRY_STATUS_CODES, parseStatusCodeRanges, shouldRetry } from '../../pipeline/should-retry';
import type { CountTokens } from '../../pipeline/sse-stream';
import { upstreamError } from '../../pipeline/upstream-error';
import type { RelayEndpoint } from '../../providers/provider';
import { callUpstream } from '../../upstream/call-upstream';
import { admit, type Admission } from '../admit';
import { startIdempotent } from '../idempotency';
import { readRelayBody } from '../read-body';
import { sendRelayError } from '../send-relay-error';
import { upstreamRequest } from '../upstream-request';
import { fieldsOf, parseRequestBody, type RequestBody } from '../request-body';
import type { OpenAiRoute } from './openai-routes';
import { relayStream, type StreamEnd } from './relay-stream';

/*
 * One OpenAI-format request through the relay (ARCHITECTURE section 1):
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

export interface RelayDeps {
  readonly hot: HotState;
  /** The model request rate limit's counts (Redis across instances when configured). */
  readonly limiter: RateLimiter;
  /** Where Idempotency-Keys are claimed (the only other database use on the request path, and only for requests that send one). */
  readonly db: SqlSession;
  readonly wallets: WalletService;
  readonly upstream: OutboundHttp;
  readonly options: OptionStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly random: () => number;
  /** Tokens of a prompt, as the reservation estimates it (count-tokens). */
  readonly countPrompt: (endpoint: RelayEndpoint, body: RequestBody, model: string) => number;
  /** Tokens of output text, for answers that report no usage. */
  readonly countText: (model: string) => CountTokens;
  /** Records a request's failed attempts (schema/events/relay.ts), after the client has its answer. */
  readonly recordFailures: (event: RelayAttemptsFailed) => Promise<void>;
  /** Tells the channels feature an upstream call failed: it disables the channel or key when the failure says so. */
  readonly channelFailed: (report: RelayFailure) => Promise<unknown>;
}

export interface RelayContext {
  readonly requestId: string;
  readonly clientIp: string;
}

/** What an answer that reached the client leaves to settle. */
interface Delivered {
  readonly kind: 'settle';
  readonly usage: UpstreamUsage;
  readonly channelId: number;
  readonly upstreamModel: string | null;
  readonly end: StreamEnd;
  readonly firstTokenAt: Date | null;
}

type Outcome = Delivered | { readonly kind: 'release'; readonly reason: 'request_failed' | 'client_disconnected' };

/** Everything one request carries through its attempts. */
interface Flight {
  readonly deps: RelayDeps;
  readonly res: ServerResponse;
  readonly route: OpenAiRoute;
  readonly admission: Admission;
  readonly body: RequestBody;
  readonly stream: boolean;
  readonly signal: AbortSignal;
  readonly requestId: string;
  /** Channels tried, in order. */
  readonly tried: number[];
  /** The attempts that failed, in order. */
  readonly failures: AttemptFailure[];
}

function parseJson(bytes: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function relayOpenAi(deps: RelayDeps, req: IncomingMessage, res: ServerResponse, route: OpenAiRoute, context: RelayContext): Promise<void> {
  const { requestId } = context;
  const startedAt = deps.clock();
  // The client going away, at any moment from here on, aborts the upstream call (or stops one from starting).
  const clientGone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) clientGone.abort();
  });
  const read = await readRelayBody(req);
  if (!read.ok) return sendRelayError(res, { kind: 'body_too_large' }, requestId);
  const parsed = parseRequestBody(route.form === true, req.headers['content-type'], read.bytes);
  if (!parsed.ok) return sendRelayError(res, parsed.error, requestId);
  const body = parsed.body;
  const fields = fieldsOf(body);
  const model = route.modelInPath ?? (typeof fields.model === 'string' ? fields.model : '');
  const stream = route.streams && fields.stream === true;

  const url = new URL(req.url ?? '/', 'http://relay');
  const admitted = await admit(deps.hot, deps.options, context, {
    request: { headers: req.headers, path: url.pathname, query: url.searchParams },
    body: fields,
    model,
    clientIp: context.clientIp,
    now: startedAt,
    countPrompt: () => deps.countPrompt(route.endpoint, body, model),
  });
  if (!admitted.ok) return sendRelayError(res, admitted.error, requestId);
  const admission = admitted.admission;
  if (deps.options.get('CheckSensitiveEnabled') && deps.options.get('CheckSensitiveOnPromptEnabled')) {
    if (sensitiveWordIn(fields, sensitiveWordsOf(deps.options.get('SensitiveWords'))) !== null)
      return sendRelayError(res, { kind: 'sensitive_words' }, requestId);
  }

  // Keys are kept per token: a request with none (the playground, which refuses the header) has no Idempotency-Key.
  const tokenId = admission.entry.token.id;
  const idempotent =
    tokenId === null
      ? ({ kind: 'none' } as const)
      : await startIdempotent(deps.db, res, { headers: req.headers, tokenId, body: read.bytes, requestId, now: startedAt });
  if (idempotent.kind === 'refused') return sendRelayError(res, idempotent.error, requestId);
  if (idempotent.kind === 'replayed') return;
  let delivered = false;
  try {
    const limited = await modelRateLimited(deps, admission);
    if (limited !== null) return sendRelayError(res, limited, requestId);
    // A JSON body goes up as admission left it (the playground's `group` is the gateway's); a form as it came.
    const upstreamBody: RequestBody = body.kind === 'json' ? { kind: 'json', value: admission.body } : body;
    delivered = await reserveAndRelay(deps, res, { route, admission, body: upstreamBody, stream, requestId, startedAt, signal: clientGone.signal });
  } finally {
    if (idempotent.kind === 'claimed')
      await idempotent.finish(delivered).catch((error: unknown) => deps.logger.error('recording an idempotent answer failed', { requestId, error }));
  }
}

/**
 * The model request rate limit (pipeline/model-rate-limit.ts): a request is
 * counted against the total as it comes, and refused while the successes in
 * the window are at their limit; a success is counted when it settles. A
 * limiter that cannot answer lets the request through (the limit guards
 * fairness, not money), and says so in the log.
 */
async function modelRateLimited(deps: RelayDeps, admission: Admission): Promise<RelayError | null> {
  const limit = rateLimitOf(deps, admission);
  if (limit === null) return null;
  try {
    if (limit.total !== null) {
      const total = await deps.limiter.take(totalKey(admission.userId), { limit: limit.total, windowMs: limit.windowMs });
      if (!total.allowed) return { kind: 'rate_limited', limit: 'requests', minutes: limit.minutes, max: limit.total };
    }
    const successes = await deps.limiter.peek(successKey(admission.userId), { limit: limit.successes, windowMs: limit.windowMs });
    if (!successes.allowed) return { kind: 'rate_limited', limit: 'successes', minutes: limit.minutes, max: limit.successes };
  } catch (error) {
    deps.logger.warn('the model request rate limit could not be checked; the request goes on', { userId: admission.userId, error });
  }
  return null;
}

/** The limit that applies to the request's payer now; the group is the token's, else the user's. */
const rateLimitOf = (deps: RelayDeps, admission: Admission) =>
  modelRateLimitFor(
    {
      enabled: deps.options.get('ModelRequestRateLimitEnabled'),
      count: deps.options.get('ModelRequestRateLimitCount'),
      successCount: deps.options.get('ModelRequestRateLimitSuccessCount'),
      durationMinutes: deps.options.get('ModelRequestRateLimitDurationMinutes'),
      groups: deps.options.get('ModelRequestRateLimitGroup'),
    },
    admission.entry.token.group || (admission.entry.owner?.group ?? ''),
  );

/** Counts a success toward the model request rate limit, without waiting. */
function countSuccess(deps: RelayDeps, admission: Admission): void {
  const limit = rateLimitOf(deps, admission);
  if (limit === null) return;
  deps.limiter
    .take(successKey(admission.userId), { limit: limit.successes, windowMs: limit.windowMs })
    .catch((error: unknown) => deps.logger.warn('counting a success toward the model request rate limit failed', { userId: admission.userId, error }));
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
    signal,
  }: { route: OpenAiRoute; admission: Admission; body: RequestBody; stream: boolean; requestId: string; startedAt: Date; signal: AbortSignal },
): Promise<boolean> {
  const meta: CommandMeta = { actor: { kind: 'user', userId: admission.userId, role: admission.entry.owner?.role ?? 1 }, correlationId: requestId };
  try {
    await deps.wallets.reserve(admission.userId, { requestId, tokenId: admission.entry.token.id, amount: admission.hold, modelName: admission.model }, meta);
  } catch (error) {
    if (!(error instanceof WalletRejected)) throw error;
    sendRelayError(res, await reservationRefusal(deps, admission, error), requestId);
    return false;
  }

  const flight: Flight = { deps, res, route, admission, body, stream, signal, requestId, tried: [], failures: [] };
  let outcome: Outcome = { kind: 'release', reason: 'client_disconnected' };
  try {
    // A client that left while its quota was being held gets nothing sent upstream.
    if (!signal.aborted) outcome = await attempt(flight);
  } catch (error) {
    if (signal.aborted) outcome = { kind: 'release', reason: 'client_disconnected' };
    else {
      outcome = { kind: 'release', reason: 'request_failed' };
      deps.logger.error('relay request failed unexpectedly', { requestId, error });
      sendRelayError(res, { kind: 'internal' }, requestId);
    }
  } finally {
    await finish(flight, outcome, meta, startedAt);
  }
  if (outcome.kind === 'settle') countSuccess(deps, admission);
  return outcome.kind === 'settle';
}

/** Tries channels in turn (server-behaviour 3.3) and relays the first answer that is not a retryable failure. */
async function attempt(flight: Flight): Promise<Outcome> {
  const { deps, res, route, admission, body, stream, signal, requestId, tried } = flight;
  const retryTimes = admission.pinned ? 0 : deps.options.get('RetryTimes');
  const retryStatusCodes = parseStatusCodeRanges(DEFAULT_RETRY_STATUS_CODES);
  let selection = admission.selection;
  let lastError: RelayError = { kind: 'no_channel', group: admission.group, model: admission.model };
  for (let n = 0; ; n++) {
    const pick = pickChannel(selection, n, deps.random);
    if (pick === null) break;
    selection = pick.selection;
    tried.push(pick.channelId);
    const channel = deps.hot.channels().channels.get(pick.channelId);
    const prepared =
      channel === undefined
        ? ({ ok: false, error: { kind: 'channel', code: 'channel:gone', detail: 'the channel was removed' } } as const)
        : upstreamRequest(channel, route.endpoint, admission.model, body, stream, deps.random, deps.options.get('global.pass_through_request_enabled'));
    let error: RelayError;
    const attemptStarted = deps.clock().getTime();
    if (!prepared.ok) {
      error = prepared.error;
      flight.failures.push(attemptFailureOf(error, pick.channelId, 0));
    } else {
      const { request } = prepared;
      const answer = await callUpstream(deps.upstream, { url: request.url, headers: request.headers, body: request.body, signal });
      if (answer.ok && answer.response.status < 400) {
        const upstreamModel = request.upstreamModel === admission.model ? null : request.upstreamModel;
        const isEventStream = String(answer.response.headers['content-type'] ?? '').includes('text/event-stream');
        if (stream && isEventStream) return relayStreamed(flight, answer.response, channel!.record.id, channel!.record.type, upstreamModel);
        return relayPlain(flight, answer.response, channel!.record.id, upstreamModel);
      }
      if (answer.ok) {
        const text = await answer.response.text().catch(() => '');
        error = upstreamError(answer.response.status, text, request.key, channel!.statusCodeMapping);
      } else error = answer.error;
      const failure = attemptFailureOf(error, pick.channelId, deps.clock().getTime() - attemptStarted);
      flight.failures.push(failure);
      reportToChannel(deps, channel!, request.keyIndex, failure, requestId);
    }
    lastError = error;
    deps.logger.warn('relay attempt failed', {
      requestId,
      channelId: pick.channelId,
      attempt: n,
      error: error.kind,
      status: error.kind === 'upstream' ? error.status : null,
    });
    if (!shouldRetry(error, { attempt: n, retryTimes, pinned: admission.pinned !== null, responseStarted: res.headersSent, retryStatusCodes })) break;
  }
  sendRelayError(res, lastError, requestId);
  return { kind: 'release', reason: 'request_failed' };
}

async function relayStreamed(
  flight: Flight,
  response: OutboundResponse,
  channelId: number,
  channelType: number,
  upstreamModel: string | null,
): Promise<Outcome> {
  const { deps, res, route, admission, body, signal, requestId } = flight;
  const relayed = await relayStream(res, response, {
    endpoint: route.endpoint,
    body: fieldsOf(body),
    channelType,
    countTokens: deps.countText(admission.model),
    promptEstimate: admission.promptEstimate,
    requestId,
    signal,
    clock: deps.clock,
    pingEveryMs: deps.options.get('general_setting.ping_interval_enabled') ? deps.options.get('general_setting.ping_interval_seconds') * 1000 : null,
  });
  if (!relayed.delivered) return { kind: 'release', reason: relayed.end === 'client_gone' ? 'client_disconnected' : 'request_failed' };
  return {
    kind: 'settle',
    usage: relayed.tracker.settlementUsage(admission.promptEstimate),
    channelId,
    upstreamModel,
    end: relayed.end,
    firstTokenAt: relayed.firstTokenAt,
  };
}

/** All of a body, as bytes: an answer may be binary (audio), so it is never decoded unless it is JSON. */
async function bytesOf(response: OutboundResponse): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response.body) chunks.push(Buffer.from(chunk));
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/** A plain answer: passed on as it came (status, type, body); a JSON one's usage read for the settlement. */
async function relayPlain(flight: Flight, response: OutboundResponse, channelId: number, upstreamModel: string | null): Promise<Outcome> {
  const { deps, res, admission, requestId } = flight;
  const bytes = await bytesOf(response);
  const contentType = typeof response.headers['content-type'] === 'string' ? response.headers['content-type'] : 'application/json';
  const parsed = contentType.includes('json') ? parseJson(bytes) : null;
  const output = transcribing(flight.route) ? transcriptOf(parsed, contentType, bytes) : outputOfOpenAiAnswer(parsed);
  const produced = output.text !== '' || output.toolCalls > 0;
  const usage = billableUsage(usageFromOpenAiAnswer(parsed), {
    promptTokens: admission.promptEstimate,
    completionTokens: produced ? deps.countText(admission.model)(output.text) + TOOL_CALL_TOKENS * output.toolCalls : 0,
    producedOutput: produced,
  });
  const firstTokenAt = deps.clock();
  res.writeHead(response.status, { 'content-type': contentType, 'content-length': bytes.length, 'x-request-id': requestId });
  res.end(bytes);
  return { kind: 'settle', usage, channelId, upstreamModel, end: 'complete', firstTokenAt };
}

const transcribing = (route: OpenAiRoute): boolean => route.endpoint === 'audio-transcriptions' || route.endpoint === 'audio-translations';

/** A transcription's text: the JSON answer's `text`, or the answer itself in the text formats (text, srt, vtt). */
function transcriptOf(parsed: Record<string, unknown> | null, contentType: string, bytes: Buffer): { text: string; toolCalls: number } {
  if (parsed !== null) return { text: typeof parsed.text === 'string' ? parsed.text : '', toolCalls: 0 };
  return { text: contentType.startsWith('text/') ? bytes.toString('utf8') : '', toolCalls: 0 };
}

/** Ends the reservation: a settle with the cost of the usage and how it was reached, or a release. Failures are logged; the sweeper is the backstop. */
async function finish(flight: Flight, outcome: Outcome, meta: CommandMeta, startedAt: Date): Promise<void> {
  const { deps, admission, requestId } = flight;
  if (flight.failures.length > 0) await recordFailures(flight, outcome, meta);
  try {
    if (outcome.kind === 'release') {
      await deps.wallets.release(admission.userId, { requestId, reason: outcome.reason }, meta);
      return;
    }
    const cost = settleCost(admission.price, outcome.usage);
    const endedAt = deps.clock();
    const detail = chargeDetail(admission.price, cost, outcome.usage, {
      group: admission.group,
      upstreamModel: outcome.upstreamModel,
      channelsTried: flight.tried,
      stream: flight.stream,
      end: outcome.end,
      firstTokenMs: outcome.firstTokenAt === null ? null : outcome.firstTokenAt.getTime() - startedAt.getTime(),
      elapsedMs: endedAt.getTime() - startedAt.getTime(),
    });
    await deps.wallets.settle(
      admission.userId,
      {
        requestId,
        actual: cost.quota,
        usage: {
          channelId: outcome.channelId,
          modelName: admission.model,
          promptTokens: outcome.usage.promptTokens,
          completionTokens: outcome.usage.completionTokens,
          detail,
        },
      },
      meta,
    );
  } catch (error) {
    deps.logger.error('ending a reservation failed; the sweeper will release it', { requestId, error });
  }
}

/** The request's failed attempts, as one event; a failure to record is logged, never the client's problem. */
async function recordFailures(flight: Flight, outcome: Outcome, meta: CommandMeta): Promise<void> {
  const { deps, admission, requestId, res } = flight;
  const event: RelayAttemptsFailed = {
    eventId: deterministicEventId('relay-failure', requestId),
    type: 'RelayAttemptsFailed',
    schemaVersion: 1,
    streamId: relayFailureStreamId(requestId),
    occurredAt: deps.clock().toISOString(),
    correlationId: requestId,
    causationId: null,
    actor: meta.actor,
    data: {
      requestId,
      userId: admission.userId,
      tokenId: admission.entry.token.id,
      modelName: admission.model,
      group: admission.group,
      stream: flight.stream,
      attempts: flight.failures.slice(-20),
      outcome: outcome.kind === 'settle' ? 'served_by_retry' : 'answered_error',
      clientStatus: outcome.kind === 'settle' ? null : res.statusCode >= 100 && res.statusCode <= 599 ? res.statusCode : null,
    },
  };
  await deps.recordFailures(event).catch((error: unknown) => deps.logger.error('recording failed relay attempts failed', { requestId, error }));
}

/** Channels being judged now: one report at a time per channel, so a burst of failures is one decision, not hundreds. */
const judging = new Set<number>();

/** Hands a failed attempt to the channels feature, without waiting: the client never waits for a channel's status change. */
function reportToChannel(deps: RelayDeps, channel: RelayChannel, keyIndex: number, failure: AttemptFailure, requestId: string): void {
  const upstream = failureForStatusRules(failure);
  if (upstream === null || channel.record.autoBan !== 1 || judging.has(channel.record.id)) return;
  judging.add(channel.record.id);
  deps
    .channelFailed({ channelId: channel.record.id, keyIndex, sealedFrom: channel.record.sealedKey, baseUrl: channel.record.baseUrl, failure: upstream })
    .catch((error: unknown) => deps.logger.error('judging a failed channel failed', { requestId, channelId: channel.record.id, error }))
    .finally(() => judging.delete(channel.record.id));
}

/** Why the wallet would not hold the quota, in the established gateway's words, with the amounts as the site shows quota. */
async function reservationRefusal(deps: RelayDeps, admission: Admission, error: WalletRejected): Promise<RelayError> {
  const display = quotaDisplayOf(deps.options);
  const wallet = await deps.wallets.view(admission.userId);
  switch (error.code) {
    case 'insufficient_token_quota': {
      const allowance = wallet.tokens.find((t) => t.tokenId === admission.entry.token.id);
      return { kind: 'insufficient_token_quota', remaining: formatQuota(allowance?.remainQuota ?? 0, display), needed: formatQuota(admission.hold, display) };
    }
    case 'insufficient_user_quota':
      return {
        kind: 'insufficient_quota',
        remaining: formatQuota(wallet.quota, display),
        needed: wallet.quota <= 0 ? null : formatQuota(admission.hold, display),
      };
    case 'unknown_token':
      // The token was made before its allowance reached the wallet, or is gone: as if the key were wrong.
      return { kind: 'invalid_key' };
    default:
      throw error;
  }
}
