import type { IncomingMessage, ServerResponse } from 'node:http';
import { settleCost } from '../../../features/pricing';
import { WalletRejected, type CommandMeta, type WalletService } from '../../../features/wallet';
import { formatQuota, quotaDisplayOf } from '../../../platform/quota-display';
import type { Clock } from '../../../platform/clock';
import type { Logger } from '../../../platform/logger';
import type { OptionStore } from '../../../platform/options/option-store';
import type { OutboundHttp } from '../../../platform/ports/outbound-http';
import type { HotState } from '../../hot-state/hot-state';
import { pickChannel } from '../../pipeline/select-channel';
import { shouldRetry, parseStatusCodeRanges, DEFAULT_RETRY_STATUS_CODES } from '../../pipeline/should-retry';
import type { RelayError } from '../../pipeline/relay-error';
import { upstreamError } from '../../pipeline/upstream-error';
import { usageFromOpenAiAnswer, outputOfOpenAiAnswer, billableUsage, type UpstreamUsage } from '../../pipeline/openai-usage';
import { callUpstream } from '../../upstream/call-upstream';
import { admit, type Admission } from '../admit';
import { readRelayBody } from '../read-body';
import { sendRelayError } from '../send-relay-error';
import { upstreamRequest } from '../upstream-request';
import type { OpenAiRoute } from './openai-routes';
import { relayStream, type StreamEnd } from './relay-stream';
import type { CountTokens } from '../../pipeline/sse-stream';
import type { RelayEndpoint } from '../../providers/provider';

/*
 * One OpenAI-format request through the relay (ARCHITECTURE section 1):
 * admit it from memory, RESERVE its quota (durable before any upstream
 * call), try channels until one answers or the retries run out, relay the
 * answer (plain or streamed), then SETTLE from the usage, or RELEASE when
 * nothing was delivered. Every reservation ends in exactly one settle or
 * release; if this process dies between the two, the sweeper releases it.
 *
 * The policy for a stream that ends early (README, "How a stream that ends
 * early is charged"): what was delivered is charged, counted locally when
 * upstream sent no usage: a client gone, an upstream cut, an idle timeout
 * all settle the prompt plus the output the client received; a request that
 * delivered nothing at all is released.
 */

export interface RelayDeps {
  readonly hot: HotState;
  readonly wallets: WalletService;
  readonly upstream: OutboundHttp;
  readonly options: OptionStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly random: () => number;
  /** Tokens of a prompt, as the reservation estimates it (count-tokens). */
  readonly countPrompt: (endpoint: RelayEndpoint, body: Readonly<Record<string, unknown>>, model: string) => number;
  /** Tokens of output text, for answers that report no usage. */
  readonly countText: (model: string) => CountTokens;
}

export interface RelayContext {
  readonly requestId: string;
  readonly clientIp: string;
}

/** How the request's money ended, for the log and the settle event. */
type Outcome =
  | { readonly kind: 'settle'; readonly usage: UpstreamUsage; readonly channelId: number; readonly end: StreamEnd | 'complete' }
  | { readonly kind: 'release'; readonly reason: 'request_failed' | 'client_disconnected' };

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
  const read = await readRelayBody(req);
  if (!read.ok) return sendRelayError(res, { kind: 'body_too_large' }, requestId);
  const body = parseJson(read.bytes);
  if (body === null) return sendRelayError(res, { kind: 'unreadable_body', detail: 'the request body is not a JSON object' }, requestId);
  const model = route.modelInPath ?? (typeof body.model === 'string' ? body.model : '');
  const stream = route.streams && body.stream === true;

  const url = new URL(req.url ?? '/', 'http://relay');
  const admitted = await admit(deps.hot, deps.options, {
    request: { headers: req.headers, path: url.pathname, query: url.searchParams },
    body,
    model,
    clientIp: context.clientIp,
    now: deps.clock(),
    countPrompt: () => deps.countPrompt(route.endpoint, body, model),
  });
  if (!admitted.ok) return sendRelayError(res, admitted.error, requestId);
  const admission = admitted.admission;

  const meta: CommandMeta = { actor: { kind: 'user', userId: admission.userId, role: admission.entry.owner?.role ?? 1 }, correlationId: requestId };
  try {
    await deps.wallets.reserve(admission.userId, { requestId, tokenId: admission.entry.token.id, amount: admission.hold, modelName: model }, meta);
  } catch (error) {
    if (!(error instanceof WalletRejected)) throw error;
    return sendRelayError(res, await reservationRefusal(deps, admission, error), requestId);
  }

  // The client going away aborts the upstream call.
  const clientGone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) clientGone.abort();
  });

  let outcome: Outcome = { kind: 'release', reason: 'request_failed' };
  try {
    outcome = await attempt(deps, res, route, admission, body, stream, clientGone.signal, requestId);
  } catch (error) {
    if (!clientGone.signal.aborted) {
      deps.logger.error('relay request failed unexpectedly', { requestId, error });
      sendRelayError(res, { kind: 'internal' }, requestId);
    } else outcome = { kind: 'release', reason: 'client_disconnected' };
  } finally {
    await finish(deps, admission, outcome, meta, requestId);
  }
}

/** Tries channels in turn (server-behaviour 3.3) and relays the first answer that is not a retryable failure. */
async function attempt(
  deps: RelayDeps,
  res: ServerResponse,
  route: OpenAiRoute,
  admission: Admission,
  body: Record<string, unknown>,
  stream: boolean,
  signal: AbortSignal,
  requestId: string,
): Promise<Outcome> {
  const retryTimes = admission.pinned ? 0 : deps.options.get('RetryTimes');
  const retryStatusCodes = parseStatusCodeRanges(DEFAULT_RETRY_STATUS_CODES);
  let selection = admission.selection;
  let lastError: RelayError = { kind: 'no_channel', group: admission.group, model: admission.model };
  for (let n = 0; ; n++) {
    const pick = pickChannel(selection, n, deps.random);
    if (pick === null) break;
    selection = pick.selection;
    const channel = deps.hot.channels().channels.get(pick.channelId);
    if (channel === undefined) continue;
    const prepared = upstreamRequest(channel, route.endpoint, admission.model, body, stream, deps.random);
    let error: RelayError;
    if (!prepared.ok) error = prepared.error;
    else {
      const answer = await callUpstream(deps.upstream, { url: prepared.request.url, headers: prepared.request.headers, body: prepared.request.body, signal });
      if (answer.ok && answer.response.status < 400) {
        const { response } = answer;
        if (stream && String(response.headers['content-type'] ?? '').includes('text/event-stream')) {
          const ended = await relayStream(res, response, {
            endpoint: route.endpoint,
            body,
            channelType: channel.record.type,
            countTokens: deps.countText(admission.model),
            promptEstimate: admission.promptEstimate,
            requestId,
            signal,
          });
          if (!ended.delivered) return { kind: 'release', reason: ended.end === 'client_gone' ? 'client_disconnected' : 'request_failed' };
          return { kind: 'settle', usage: ended.tracker.settlementUsage(admission.promptEstimate), channelId: channel.record.id, end: ended.end };
        }
        return relayPlain(deps, res, response, admission, channel.record.id, requestId);
      }
      if (answer.ok) {
        const text = await answer.response.text().catch(() => '');
        error = upstreamError(answer.response.status, text, prepared.request.key, channel.statusCodeMapping);
      } else error = answer.error;
    }
    lastError = error;
    deps.logger.warn('relay attempt failed', {
      requestId,
      channelId: channel.record.id,
      attempt: n,
      error: error.kind,
      status: error.kind === 'upstream' ? error.status : null,
    });
    if (!shouldRetry(error, { attempt: n, retryTimes, pinned: admission.pinned !== null, responseStarted: res.headersSent, retryStatusCodes })) break;
  }
  sendRelayError(res, lastError, requestId);
  return { kind: 'release', reason: 'request_failed' };
}

/** A plain answer: passed on as it came (status, type, body), its usage read for the settlement. */
async function relayPlain(
  deps: RelayDeps,
  res: ServerResponse,
  response: Awaited<ReturnType<OutboundHttp['fetch']>>,
  admission: Admission,
  channelId: number,
  requestId: string,
): Promise<Outcome> {
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (an audio file, a provider's oddity): passed on, counted locally.
  }
  const output = outputOfOpenAiAnswer(parsed);
  const usage = billableUsage(usageFromOpenAiAnswer(parsed), {
    promptTokens: admission.promptEstimate,
    completionTokens: output.text === '' && output.toolCalls === 0 ? 0 : deps.countText(admission.model)(output.text) + 7 * output.toolCalls,
    producedOutput: output.text !== '' || output.toolCalls > 0,
  });
  const contentType = response.headers['content-type'];
  res.writeHead(response.status, {
    'content-type': typeof contentType === 'string' ? contentType : 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-request-id': requestId,
  });
  res.end(text);
  return { kind: 'settle', usage, channelId, end: 'complete' };
}

/** Ends the reservation: a settle with the cost of the usage, or a release. Failures are logged; the sweeper is the backstop. */
async function finish(deps: RelayDeps, admission: Admission, outcome: Outcome, meta: CommandMeta, requestId: string): Promise<void> {
  try {
    if (outcome.kind === 'release') {
      await deps.wallets.release(admission.userId, { requestId, reason: outcome.reason }, meta);
      return;
    }
    const cost = settleCost(admission.price, outcome.usage);
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
        },
      },
      meta,
    );
  } catch (error) {
    deps.logger.error('ending a reservation failed; the sweeper will release it', { requestId, error });
  }
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
