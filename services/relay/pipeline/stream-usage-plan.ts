import type { SseEvent } from './sse-parser';

/*
 * Usage injection on streams (server-behaviour 4.4), pure: for channels that
 * support it the gateway asks upstream for usage (`planStreamUsage`) even
 * when the client did not, and then takes it back out before the client sees
 * it (`chatEventAction`): the usage-only chunk (`choices: []`) is dropped, a
 * chunk that carries both choices and usage (OpenRouter) loses only its
 * `usage`. The client sees a usage chunk exactly when it asked for one, as
 * with OpenAI itself (chat-stream-tracker.ts adds one from the local count
 * when it asked and upstream sent none).
 */

/** What to send the client for one upstream event. */
export type EventAction =
  | { readonly kind: 'forward' }
  | { readonly kind: 'drop' }
  /** Send `raw` instead of the event's own text. */
  | { readonly kind: 'replace'; readonly raw: string };

export const FORWARD: EventAction = { kind: 'forward' };
const DROP: EventAction = { kind: 'drop' };

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An event's text with its data replaced (its `event:` and `id:` kept). */
export function eventWithData(event: SseEvent, data: string): string {
  let raw = event.event !== undefined ? `event: ${event.event}\n` : '';
  if (event.id !== undefined) raw += `id: ${event.id}\n`;
  return `${raw}data: ${data}\n\n`;
}

/**
 * The usage-injection rule for one chat stream chunk (`chunk` is its parsed
 * data). With `stripUsage` (the gateway asked for usage the client did not),
 * a chunk with a usage object and no choices is dropped and one with both
 * loses its `usage` field. Everything else, `usage: null` included (which
 * OpenAI puts on every chunk of such a stream), goes out as it came: no
 * chunk is re-serialised that need not be.
 */
export function chatEventAction(event: SseEvent, chunk: unknown, stripUsage: boolean): EventAction {
  if (!stripUsage || !isObject(chunk) || !isObject(chunk.usage)) return FORWARD;
  if (!Array.isArray(chunk.choices) || chunk.choices.length === 0) return DROP;
  const { usage: _usage, ...rest } = chunk;
  return { kind: 'replace', raw: eventWithData(event, JSON.stringify(rest)) };
}

/** How a provider lets the gateway ask for usage on a stream. */
export type StreamUsageSupport =
  /** `stream_options: {include_usage: true}` (OpenAI, Azure). */
  | 'stream-options'
  /** `usage: {include: true}` (OpenRouter, as the established gateway asks it). */
  | 'usage-include'
  /** It always sends usage, asked or not (OpenRouter today). */
  | 'always'
  /** It cannot be asked: the relay counts locally. */
  | 'none';

export interface StreamUsagePlan {
  /** The body to send upstream (the client's, when nothing needs adding). */
  readonly body: Readonly<Json>;
  /** The client asked for a usage chunk: it gets one, upstream's or the gateway's. */
  readonly clientAskedForUsage: boolean;
  /** Upstream will send usage the client did not ask for: take it out (chatEventAction). */
  readonly stripUsage: boolean;
}

/**
 * Decides, for a chat completions request, how usage is asked for upstream
 * and shown to the client. Only streams change: a plain answer carries its
 * usage anyway.
 */
export function planStreamUsage(body: Readonly<Json>, support: StreamUsageSupport): StreamUsagePlan {
  if (body.stream !== true) return { body, clientAskedForUsage: false, stripUsage: false };
  const streamOptions = isObject(body.stream_options) ? body.stream_options : undefined;
  const usageOption = isObject(body.usage) ? body.usage : undefined;
  const asked = streamOptions?.include_usage === true || (support === 'usage-include' && usageOption?.include === true);
  switch (support) {
    case 'stream-options':
      return {
        body: asked ? body : { ...body, stream_options: { ...streamOptions, include_usage: true } },
        clientAskedForUsage: asked,
        stripUsage: !asked,
      };
    case 'usage-include':
      return { body: asked ? body : { ...body, usage: { ...usageOption, include: true } }, clientAskedForUsage: asked, stripUsage: !asked };
    case 'always':
      return { body, clientAskedForUsage: asked, stripUsage: !asked };
    case 'none':
      return { body, clientAskedForUsage: asked, stripUsage: false };
  }
}
