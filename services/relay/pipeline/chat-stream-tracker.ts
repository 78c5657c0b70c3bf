import { usageFromChatUsage, type UpstreamUsage } from './openai-usage';
import { openAiUsageObject } from './openai-usage-object';
import type { SseEvent } from './sse-parser';
import { StreamTracker, streamErrorOf, type Observation, type StreamTrackerOptions } from './stream-tracker';
import { chatEventAction, FORWARD, isObject } from './stream-usage-plan';

/*
 * Chat completions streams (stream-tracker.ts holds what every tracker
 * shares). Each event's action (forward, drop, replace) comes from the usage
 * injection rule (stream-usage-plan.ts); when the client asked for usage and
 * upstream sent none, the relay adds a usage chunk from the local count
 * (`usageChunkEvent`) before `data: [DONE]`.
 */

/** The fields a usage chunk made by the gateway copies from the stream. */
export interface ChatStreamMeta {
  readonly id: string;
  readonly model: string;
  readonly created: number;
  readonly systemFingerprint: string | null;
}

/**
 * Watches an OpenAI chat completions stream (or a legacy completions stream)
 * and applies the usage-injection rule to each event.
 */
export class ChatStreamTracker extends StreamTracker {
  private readonly stripUsage: boolean;
  private readonly toolCallKeys = new Set<string>();
  private streamId = '';
  private created = 0;
  private fingerprint: string | null = null;

  constructor(options: StreamTrackerOptions & { readonly stripUsage: boolean }) {
    super(options);
    this.stripUsage = options.stripUsage;
  }

  /** Id, model and creation time of the stream, for a usage chunk the gateway adds. */
  get meta(): ChatStreamMeta {
    return { id: this.streamId, model: this.model ?? '', created: this.created, systemFingerprint: this.fingerprint };
  }

  observe(event: SseEvent): Observation {
    const data = event.data;
    if (data === undefined) return { firstToken: false, action: FORWARD, done: false };
    if (data === '[DONE]') {
      this.finished = true;
      return { firstToken: false, action: FORWARD, done: true };
    }
    const chunk = this.parse(data);
    if (!isObject(chunk)) return { firstToken: false, action: FORWARD, done: false };
    if (chunk.error !== undefined && chunk.error !== null && chunk.choices === undefined) {
      this.failure = streamErrorOf(chunk.error);
      return { firstToken: false, action: FORWARD, done: false };
    }
    if (this.streamId === '' && typeof chunk.id === 'string') {
      this.streamId = chunk.id;
      if (typeof chunk.model === 'string') this.model = chunk.model;
      if (typeof chunk.created === 'number') this.created = chunk.created;
      if (typeof chunk.system_fingerprint === 'string') this.fingerprint = chunk.system_fingerprint;
    }
    const before = this.sawOutput;
    if (Array.isArray(chunk.choices)) {
      for (let c = 0; c < chunk.choices.length; c++) this.readChoice(chunk.choices[c], c);
    }
    if (isObject(chunk.usage)) {
      const usage = usageFromChatUsage(chunk.usage);
      if (usage !== null) this.lastUsage = usage;
    }
    return { firstToken: !before && this.sawOutput, action: chatEventAction(event, chunk, this.stripUsage), done: false };
  }

  private readChoice(choice: unknown, position: number): void {
    if (!isObject(choice)) return;
    if (typeof choice.finish_reason === 'string') this.finish = choice.finish_reason;
    this.addText(choice.text); // legacy completions
    const delta = choice.delta;
    if (!isObject(delta)) return;
    this.addText(delta.content);
    this.addText(delta.reasoning_content);
    this.addText(delta.reasoning);
    this.addText(delta.refusal);
    if (isObject(delta.audio)) this.addText(delta.audio.transcript);
    const index = typeof choice.index === 'number' ? choice.index : position;
    if (Array.isArray(delta.tool_calls)) {
      for (let t = 0; t < delta.tool_calls.length; t++) {
        const call: unknown = delta.tool_calls[t];
        if (!isObject(call)) continue;
        this.noteToolCall(`${index}:${typeof call.index === 'number' ? call.index : t}`);
        if (isObject(call.function)) {
          this.addText(call.function.name);
          this.addText(call.function.arguments);
        }
      }
    }
    if (isObject(delta.function_call)) {
      this.noteToolCall(`${index}:function_call`);
      this.addText(delta.function_call.name);
      this.addText(delta.function_call.arguments);
    }
  }

  private noteToolCall(key: string): void {
    this.sawOutput = true;
    if (this.toolCallKeys.has(key)) return;
    this.toolCallKeys.add(key);
    this.toolCallCount++;
  }

  private addText(value: unknown): void {
    if (typeof value === 'string') {
      if (value === '') return;
      this.sawOutput = true;
      this.output.add(value);
    } else if (Array.isArray(value)) {
      // Some providers stream content as parts.
      for (const part of value) this.addText(isObject(part) ? part.text : undefined);
    }
  }
}

/**
 * The usage chunk the gateway sends before `data: [DONE]` when the client
 * asked for usage and upstream sent none (`choices: []`, as OpenAI's own).
 */
export function usageChunkEvent(meta: ChatStreamMeta, usage: UpstreamUsage): string {
  const chunk = {
    id: meta.id,
    object: 'chat.completion.chunk',
    created: meta.created,
    model: meta.model,
    system_fingerprint: meta.systemFingerprint,
    choices: [],
    usage: openAiUsageObject(usage),
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}
