import type { ServerResponse } from 'node:http';
import type { OutboundResponse } from '../../../platform/ports/outbound-http';
import { EventQueue } from '../../pipeline/event-queue';
import { SseParser, type SseEvent } from '../../pipeline/sse-parser';
import type { CountTokens } from '../../pipeline/output-counter';
import { ChatStreamTracker, usageChunkEvent } from '../../pipeline/chat-stream-tracker';
import { ResponsesStreamTracker } from '../../pipeline/responses-stream-tracker';
import { planStreamUsage, type StreamUsageSupport } from '../../pipeline/stream-usage-plan';
import { webSearchToolOf } from '../../pipeline/tool-calls';
import { streamFor, type ClientFormat, type GeminiCall } from '../../pipeline/client-format';
import { providerFor } from '../../providers/provider-for';
import type { RelayEndpoint } from '../../providers/provider';

/*
 * A streamed answer, event by event, from the upstream to the client: each
 * event goes out as it arrived unless the usage-injection rule drops or
 * trims it (pipeline/chat-stream-tracker.ts). Two sides share a bounded queue
 * (pipeline/event-queue.ts, StreamCacheQueueLength): one reads the upstream
 * into it, the other writes what it holds to the client, waiting for the
 * client to drain. When the queue holds its limit the reading stops until
 * the client takes some, so a slow client costs the upstream a pause, never
 * unbounded memory; and nothing is dropped. The tracker sees each event as
 * it goes to the client, so the bill counts what was delivered, and keeps
 * only a bounded tail of the output text.
 *
 * How it ended is part of the bill (relay-openai.ts): `complete` (the
 * upstream's terminal event came), `client_gone`, `upstream_cut` (the
 * upstream closed or failed without its terminal event) or `idle_timeout`.
 */

export type StreamEnd = 'complete' | 'client_gone' | 'upstream_cut' | 'idle_timeout';

export interface StreamRelayed {
  readonly end: StreamEnd;
  /** Whether the client received any output (or upstream reported usage): a stream that delivered nothing is released, not settled. */
  readonly delivered: boolean;
  readonly tracker: ChatStreamTracker | ResponsesStreamTracker;
  /** When the first output reached the relay; null when none did. */
  readonly firstTokenAt: Date | null;
}

export interface StreamOptions {
  readonly endpoint: RelayEndpoint;
  /** The client's body, as it sent it (whether it asked for usage). */
  readonly body: Readonly<Record<string, unknown>>;
  readonly channelType: number;
  readonly countTokens: CountTokens;
  /** The prompt estimate, for a usage chunk the gateway makes. */
  readonly promptEstimate: number;
  readonly requestId: string;
  /** The client's format when it is not OpenAI's: it reads the chat stream as its own (pipeline/client-format.ts). */
  readonly client?: Exclude<ClientFormat, 'openai'>;
  /** A Gemini call's method and stream framing (`?alt=sse` or a JSON array). */
  readonly gemini?: GeminiCall;
  /** The model the client asked for (what a Claude client reads back). */
  readonly model: string;
  /** The Server-Timing header's value for the answer (server-timing.ts). */
  readonly serverTiming: string;
  readonly signal: AbortSignal;
  readonly clock: () => Date;
  /** Send a `: PING` comment when the stream has been quiet this long (general_setting.ping_interval_*); null: never. */
  readonly pingEveryMs: number | null;
  /** Upstream events held for a slow client before reading stops (StreamCacheQueueLength through `streamQueueLimit`). */
  readonly queueLimit: number;
  /** Told once per stream when the queue fills and reading the upstream pauses (a debug log line). */
  readonly onPaused?: (held: number) => void;
}

/** How the channel's provider lets the gateway ask for stream usage (the provider table's flags). */
function usageSupport(channelType: number): StreamUsageSupport {
  const provider = providerFor(channelType);
  if (provider === null) return 'none';
  if (channelType === OPENROUTER) return 'usage-include';
  return provider.supportsStreamOptions ? 'stream-options' : 'none';
}
const OPENROUTER = 20;

const isIdleTimeout = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'UND_ERR_BODY_TIMEOUT';

export async function relayStream(res: ServerResponse, response: OutboundResponse, options: StreamOptions): Promise<StreamRelayed> {
  const plan = options.endpoint === 'chat' || options.endpoint === 'completions' ? planStreamUsage(options.body, usageSupport(options.channelType)) : null;
  const chat = plan === null ? null : new ChatStreamTracker({ countTokens: options.countTokens, stripUsage: plan.stripUsage });
  const tracker = chat ?? new ResponsesStreamTracker({ countTokens: options.countTokens, webSearchTool: webSearchToolOf(options.body) });
  const parser = new SseParser();
  const converted =
    options.client !== undefined && chat !== null
      ? streamFor(options.client, {
          model: options.model,
          requestId: options.requestId,
          promptEstimate: options.promptEstimate,
          gemini: options.gemini,
        })
      : null;

  res.writeHead(response.status, {
    'content-type': converted?.contentType ?? 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    'x-request-id': options.requestId,
    'server-timing': options.serverTiming,
  });

  /** The client's text for these events, with a gateway-made usage chunk before `[DONE]` when the client asked for usage and upstream sent none. */
  let firstTokenAt: Date | null = null;
  const textOf = (events: readonly SseEvent[]): string => {
    let out = '';
    for (const event of events) {
      const seen = tracker.observe(event);
      if (seen.firstToken) firstTokenAt = options.clock();
      if (converted !== null) {
        out += converted.writer.write(event, () => chat!.settlementUsage(options.promptEstimate));
        continue;
      }
      if (seen.done && chat !== null && plan?.clientAskedForUsage === true && chat.usage === null) {
        out += usageChunkEvent(chat.meta, chat.settlementUsage(options.promptEstimate));
      }
      if (seen.action.kind === 'forward') out += event.raw;
      else if (seen.action.kind === 'replace') out += seen.action.raw;
    }
    return out;
  };

  const send = async (text: string): Promise<void> => {
    // A client gone (destroyed) will never drain: nothing more is written, and the loop ends on the abort.
    if (text === '' || res.writableEnded || res.destroyed) return;
    if (!res.write(text))
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
        if (res.destroyed) done();
      });
  };

  // Keep-alive for proxies that close quiet connections: a comment, which every SSE client ignores, after each quiet interval.
  let lastSent = Date.now();
  // A Gemini stream without `?alt=sse` is one JSON array, where a comment would be an error.
  const pinger =
    options.pingEveryMs === null || converted?.contentType.startsWith('application/json') === true
      ? null
      : setInterval(
          () => {
            if (res.writableEnded || Date.now() - lastSent < options.pingEveryMs!) return;
            res.write(': PING\n\n');
            lastSent = Date.now();
          },
          Math.max(100, Math.floor(options.pingEveryMs / 4)),
        );

  const queue = new EventQueue<SseEvent>(options.queueLimit);
  let paused = false;
  /** Holds one event, first waiting for room when the queue is full; false when the client side is gone. */
  const hold = async (event: SseEvent): Promise<boolean> => {
    if (queue.full) {
      if (!paused) options.onPaused?.(queue.length);
      paused = true;
      if (!(await queue.room())) return false;
    }
    queue.push(event);
    return true;
  };
  // The reading side: never throws; its failure reaches the writing side through the queue.
  const reading = (async () => {
    try {
      for await (const chunk of response.body) {
        for (const event of parser.push(chunk)) if (!(await hold(event))) return;
      }
      for (const event of parser.end()) if (!(await hold(event))) return;
      queue.end();
    } catch (error) {
      queue.fail(error);
    }
  })();

  let end: StreamEnd = 'complete';
  try {
    for (let events = await queue.take(); events !== null; events = await queue.take()) {
      const text = textOf(events);
      if (text !== '') lastSent = Date.now();
      // The terminal event makes the answer whole: its text and the stream's end leave in one write, and the client is
      // not kept waiting for the upstream to close. What upstream still sends is read (and its usage kept), not relayed.
      if (tracker.done && !res.writableEnded && !res.destroyed) {
        res.end(text);
        continue;
      }
      await send(text);
      if (options.signal.aborted) break;
    }
  } catch (error) {
    // After the terminal event the answer was whole: an upstream that then breaks or goes quiet does not make it a cut one.
    if (!tracker.done) end = options.signal.aborted ? 'client_gone' : isIdleTimeout(error) ? 'idle_timeout' : 'upstream_cut';
  } finally {
    if (pinger !== null) clearInterval(pinger);
    queue.cancel();
    await reading;
  }
  if (options.signal.aborted) end = 'client_gone';
  else if (end === 'complete' && !tracker.done) end = 'upstream_cut';
  if (!res.writableEnded) res.end();
  return { end, delivered: tracker.producedOutput || tracker.usage !== null, tracker, firstTokenAt };
}
