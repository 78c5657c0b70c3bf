import { pickChannel, reopenSelection, type ChannelPick, type Selection } from '../../pipeline/select-channel';
import { shouldRetry } from '../../pipeline/should-retry';
import { upstreamError } from '../../pipeline/upstream-error';
import { attemptFailureOf, failureForStatusRules } from '../../pipeline/attempt-failure';
import { outputOfOpenAiAnswer } from '../../pipeline/answer-output';
import { billableUsage, TOOL_CALL_TOKENS } from '../../pipeline/billable-usage';
import { usageFromOpenAiAnswer } from '../../pipeline/openai-usage';
import { answerFor } from '../../pipeline/client-format';
import type { RelayError } from '../../pipeline/relay-error';
import { conversionChain, conversionLabels, inboundFormatOf } from '../../pipeline/request-conversion';
import { streamQueueLimit } from '../../pipeline/event-queue';
import { serverTimingHeader } from '../../pipeline/server-timing';
import { NO_TOOL_CALLS, toolCallsOfResponse, webSearchToolOf, type ToolCallCounts } from '../../pipeline/tool-calls';
import type { AttemptFailure } from '../../../../schema/events/relay';
import type { OutboundResponse } from '../../../platform/ports/outbound-http';
import type { RelayChannel } from '../../hot-state/channel-table';
import { callUpstream } from '../../upstream/call-upstream';
import { sendRelayError } from '../send-relay-error';
import { upstreamRequest } from '../upstream-request';
import { fieldsOf } from '../request-body';
import type { Flight, Outcome, RelayDeps } from './flight';
import type { OpenAiRoute } from './openai-routes';
import { relayStream } from './relay-stream';

/*
 * The attempts of one request (server-behaviour 3.3): a channel picked by
 * priority and weight, its request sent, its answer relayed (plain or
 * streamed) or its failure recorded and, while retries remain, the next
 * channel tried, never one that already failed.
 */

const parseJson = (bytes: Buffer): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Tries channels in turn (server-behaviour 3.3) and relays the first answer that is not a retryable failure. */
export async function attempt(flight: Flight): Promise<Outcome> {
  const { deps, res, route, admission, body, stream, signal, requestId, tried } = flight;
  const retryTimes = admission.pinned ? 0 : deps.options.get('RetryTimes');
  // AutomaticRetryStatusCodes as the hot state parsed it when the option last changed.
  const retryStatusCodes = deps.hot.retryStatusCodes();
  let selection = admission.selection;
  let lastError: RelayError = { kind: 'no_channel', group: admission.group, model: admission.model };
  for (let n = 0; ; n++) {
    const pick = pickChannel(selection, n, deps.random) ?? (n > 0 ? await pickAfterReRead(deps, selection, n) : null);
    if (pick === null) break;
    selection = pick.selection;
    tried.push(pick.channelId);
    const channel = deps.hot.channels().channels.get(pick.channelId);
    const prepared =
      channel === undefined
        ? ({ ok: false, error: { kind: 'channel', code: 'channel:gone', detail: 'the channel was removed' } } as const)
        : upstreamRequest(
            channel,
            route.endpoint,
            admission.model,
            body,
            stream,
            deps.random,
            deps.options.get('global.pass_through_request_enabled'),
            route.client,
          );
    let error: RelayError;
    const attemptStarted = deps.clock().getTime();
    if (!prepared.ok) {
      error = prepared.error;
      const failure = attemptFailureOf(error, pick.channelId, 0);
      flight.failures.push(failure);
      // No key was used: a decision is about the channel as a whole.
      if (channel !== undefined) reportToChannel(deps, channel, null, failure, requestId);
    } else {
      const { request } = prepared;
      const sent = performance.now();
      const answer = await callUpstream(deps.upstream, { url: request.url, headers: request.headers, body: request.body, signal, proxy: channel!.proxy });
      // Only a 2xx answers: a redirect (the outbound client follows none) is a misconfigured base URL, an error like any other (3.3's default list retries 300-399).
      if (answer.ok && answer.response.status >= 200 && answer.response.status < 300) {
        flight.timings.upstreamMs = performance.now() - sent;
        const upstreamModel = request.upstreamModel === admission.model ? null : request.upstreamModel;
        const isEventStream = String(answer.response.headers['content-type'] ?? '').includes('text/event-stream');
        if (stream && isEventStream) return relayStreamed(flight, answer.response, channel!.record.id, channel!.record.type, upstreamModel);
        const whole = await wholeAnswer(answer.response);
        // An error in a successful answer is an error like any other: never relayed as an answer, nor charged.
        if (!isErrorAnswer(whole.parsed)) return relayPlain(flight, whole, channel!.record.id, upstreamModel);
        error = upstreamError(ERROR_IN_SUCCESS_STATUS, whole.bytes.toString('utf8'), request.key, channel!.statusCodeMapping);
      } else if (answer.ok) {
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
  sendRelayError(res, lastError, requestId, route.client);
  return { kind: 'release', reason: 'request_failed' };
}

/**
 * A retry that found every channel of its selection tried looks once more
 * in the channels as they are now, after any re-read that is running: a
 * channel an admin added since the request was admitted serves it.
 */
async function pickAfterReRead(deps: RelayDeps, selection: Selection, attempt: number): Promise<ChannelPick | null> {
  await deps.hot.settled();
  const reopened = reopenSelection(deps.hot.channels().abilities, selection);
  return reopened === selection ? null : pickChannel(reopened, attempt, deps.random);
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
    client: route.client,
    gemini: route.gemini,
    model: admission.model,
    serverTiming: serverTimingHeader(flight.timings),
    signal,
    clock: deps.clock,
    pingEveryMs: deps.options.get('general_setting.ping_interval_enabled') ? deps.options.get('general_setting.ping_interval_seconds') * 1000 : null,
    queueLimit: streamQueueLimit(deps.options.get('StreamCacheQueueLength')),
    onPaused: (held) => deps.logger.debug('a slow client: the stream queue is full, reading from the upstream paused', { requestId, held }),
  });
  if (!relayed.delivered) return { kind: 'release', reason: relayed.end === 'client_gone' ? 'client_disconnected' : 'request_failed' };
  return {
    kind: 'settle',
    usage: relayed.tracker.settlementUsage(admission.promptEstimate),
    channelId,
    upstreamModel,
    end: relayed.end,
    firstTokenAt: relayed.firstTokenAt,
    requestConversion: requestConversionOf(route),
    toolCalls: relayed.tracker.toolCallCounts(),
  };
}

/** All of a body, as bytes: an answer may be binary (audio), so it is never decoded unless it is JSON. */
async function bytesOf(response: OutboundResponse): Promise<Buffer> {
  const bytes = await response.bytes();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A plain answer read whole: its status, type and bytes, and the JSON object it holds, if any. */
interface WholeAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly bytes: Buffer;
  readonly parsed: Record<string, unknown> | null;
}

async function wholeAnswer(response: OutboundResponse): Promise<WholeAnswer> {
  const bytes = await bytesOf(response);
  const contentType = typeof response.headers['content-type'] === 'string' ? response.headers['content-type'] : 'application/json';
  return { status: response.status, contentType, bytes, parsed: contentType.includes('json') ? parseJson(bytes) : null };
}

/**
 * The status an error inside a 2xx answer is given (the established gateway
 * passes the 200 on with the error; a client is better told it failed). 500
 * is retried by the default AutomaticRetryStatusCodes, and mapped like any
 * upstream status by the channel's status_code_mapping.
 */
const ERROR_IN_SUCCESS_STATUS = 500;

/** An OpenAI-shaped error object and nothing an answer holds (`choices`, `data`, `output`, `results`, `text`). */
function isErrorAnswer(parsed: Record<string, unknown> | null): boolean {
  if (parsed === null) return false;
  const error = parsed.error;
  if (error === null || typeof error !== 'object' || Array.isArray(error)) return false;
  return !ANSWER_FIELDS.some((field) => field in parsed);
}
const ANSWER_FIELDS = ['choices', 'data', 'output', 'results', 'text'] as const;

/** A plain answer: passed on as it came (status, type, body); a JSON one's usage read for the settlement. */
function relayPlain(flight: Flight, { status, contentType, bytes, parsed }: WholeAnswer, channelId: number, upstreamModel: string | null): Outcome {
  const { deps, res, admission, requestId } = flight;
  const output = transcribing(flight.route) ? transcriptOf(parsed, contentType, bytes) : outputOfOpenAiAnswer(parsed);
  const produced = output.text !== '' || output.toolCalls > 0;
  const reported = usageFromOpenAiAnswer(parsed);
  // The output is counted only when the upstream's usage does not say it (a long answer costs milliseconds to count).
  const needsCount = produced && (reported === null || reported.completionTokens === 0);
  const usage = billableUsage(reported, {
    promptTokens: admission.promptEstimate,
    completionTokens: needsCount ? deps.countText(admission.model)(output.text) + TOOL_CALL_TOKENS * output.toolCalls : 0,
    producedOutput: produced,
  });
  const firstTokenAt = deps.clock();
  // A Claude or Gemini client reads the chat completion in its own format, with the usage it is charged for.
  const client = flight.route.client;
  const sent =
    client !== undefined && parsed !== null
      ? {
          contentType: 'application/json',
          bytes: Buffer.from(JSON.stringify(answerFor(client, parsed, { model: admission.model, usage, requestId, gemini: flight.route.gemini }))),
        }
      : { contentType, bytes };
  res.writeHead(status, {
    'content-type': sent.contentType,
    'content-length': sent.bytes.length,
    'x-request-id': requestId,
    'server-timing': serverTimingHeader(flight.timings),
  });
  res.end(sent.bytes);
  return {
    kind: 'settle',
    usage,
    channelId,
    upstreamModel,
    end: 'complete',
    firstTokenAt,
    requestConversion: requestConversionOf(flight.route),
    toolCalls: plainToolCalls(flight, parsed),
  };
}

/** The built-in tool calls a plain answer reports: a Responses `output`'s (a chat search is known at admission). */
function plainToolCalls(flight: Flight, parsed: Record<string, unknown> | null): ToolCallCounts {
  const { endpoint } = flight.route;
  return endpoint === 'responses' || endpoint === 'responses-compact' ? toolCallsOfResponse(parsed, webSearchToolOf(fieldsOf(flight.body))) : NO_TOOL_CALLS;
}

/**
 * The formats a request went through: the client's, then the one it was
 * sent upstream in. Every OpenAI-format provider (the table's rows and
 * Azure) is sent an OpenAI-format request in the format it came in,
 * pass-through or not (server-behaviour 14.2), so that chain has one entry;
 * a Claude or Gemini request was sent as a chat completion, so its chain
 * has two.
 */
function requestConversionOf(route: OpenAiRoute): readonly string[] {
  const upstream = inboundFormatOf(route.endpoint);
  return conversionLabels(conversionChain(route.client ?? upstream, [upstream]));
}

const transcribing = (route: OpenAiRoute): boolean => route.endpoint === 'audio-transcriptions' || route.endpoint === 'audio-translations';

/** A transcription's text: the JSON answer's `text`, or the answer itself in the text formats (text, srt, vtt). */
function transcriptOf(parsed: Record<string, unknown> | null, contentType: string, bytes: Buffer): { text: string; toolCalls: number } {
  if (parsed !== null) return { text: typeof parsed.text === 'string' ? parsed.text : '', toolCalls: 0 };
  return { text: contentType.startsWith('text/') ? bytes.toString('utf8') : '', toolCalls: 0 };
}

/** Hands a failed attempt to the channels feature, without waiting: the client never waits for a channel's status change. */
function reportToChannel(deps: RelayDeps, channel: RelayChannel, keyIndex: number | null, failure: AttemptFailure, requestId: string): void {
  const upstream = failureForStatusRules(failure);
  if (upstream === null || channel.record.autoBan !== 1) return;
  deps
    .channelFailed({ channelId: channel.record.id, keyIndex, sealedFrom: channel.record.sealedKey, baseUrl: channel.record.baseUrl, failure: upstream })
    .catch((error: unknown) => deps.logger.error('judging a failed channel failed', { requestId, channelId: channel.record.id, error }));
}
