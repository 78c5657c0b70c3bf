/*
 * The playground's conversation (spec 02 §2 Playground, §3 playground
 * request, §4 chat message status) as pure data: the messages with their
 * states, the settings, and the request body they make.
 */

/** sending: asked, nothing back yet; streaming: parts arriving; then done, error (with the server's message) or stopped. */
export type MessageStatus = 'sending' | 'streaming' | 'done' | 'error' | 'stopped';

export type MessageRole = 'user' | 'assistant';

export interface ChatMessage {
  readonly id: string;
  readonly role: MessageRole;
  readonly content: string;
  readonly status: MessageStatus;
  /** The server's message when status is error. */
  readonly error?: string;
}

export interface PlaygroundSettings {
  readonly group: string;
  readonly model: string;
  /** Starts at 0 (spec 02 §9); the slider then moves it from 0.1 to 1. */
  readonly temperature: number;
  /** 0: not sent, the upstream's own limit applies. */
  readonly maxTokens: number;
  readonly systemPrompt: string;
}

/** Spec 02 §9: the default model, when the group serves it. */
export const DEFAULT_MODEL = 'gpt-4o-mini';

export const TEMPERATURE = { initial: 0, min: 0.1, max: 1, step: 0.1 } as const;

/** The model to select: the current one if the group serves it, else gpt-4o-mini, else the first; '' with none. */
export function pickModel(models: readonly string[], current: string): string {
  if (current !== '' && models.includes(current)) return current;
  if (models.includes(DEFAULT_MODEL)) return DEFAULT_MODEL;
  return models[0] ?? '';
}

/** The group to select: the current one if usable, else the user's own, else the first; '' with none. */
export function pickGroup(groups: readonly string[], current: string, own: string): string {
  if (current !== '' && groups.includes(current)) return current;
  if (groups.includes(own)) return own;
  return groups[0] ?? '';
}

/** The body of `POST /pg/chat/completions`. */
export interface PlaygroundRequest {
  readonly model: string;
  readonly group: string;
  readonly stream: true;
  readonly temperature: number;
  readonly max_tokens?: number;
  readonly messages: ReadonlyArray<{ readonly role: 'system' | MessageRole; readonly content: string }>;
}

/** Whether a message is context for the next request: what was said, less failed or empty replies. */
function isContext(message: ChatMessage): boolean {
  switch (message.status) {
    case 'done':
    case 'stopped':
      return message.content !== '';
    case 'sending':
    case 'streaming':
    case 'error':
      return false;
    default: {
      const unknown: never = message.status;
      return unknown;
    }
  }
}

/** The request for the conversation so far: the system prompt (when set) and the context; max_tokens only above 0. */
export function buildRequest(settings: PlaygroundSettings, conversation: readonly ChatMessage[]): PlaygroundRequest {
  const system = settings.systemPrompt.trim();
  return {
    model: settings.model,
    group: settings.group,
    stream: true,
    temperature: settings.temperature,
    ...(settings.maxTokens > 0 ? { max_tokens: Math.trunc(settings.maxTokens) } : {}),
    messages: [
      ...(system === '' ? [] : [{ role: 'system' as const, content: system }]),
      ...conversation.filter(isContext).map((message) => ({ role: message.role, content: message.content })),
    ],
  };
}

/** A message's state after one more event of its stream. */
export function withDelta(message: ChatMessage, text: string): ChatMessage {
  return { ...message, content: message.content + text, status: 'streaming' };
}

export function finished(message: ChatMessage, status: 'done' | 'stopped'): ChatMessage {
  return { ...message, status };
}

export function failed(message: ChatMessage, error: string): ChatMessage {
  return { ...message, status: 'error', error };
}

/** Whether a reply is still coming (the send button is then a stop button). */
export const isPending = (messages: readonly ChatMessage[]): boolean =>
  messages.some((message) => message.status === 'sending' || message.status === 'streaming');

/** Clamps a slider value to the temperature range, on the 0.1 grid. */
export function clampTemperature(value: number): number {
  const bounded = Math.min(TEMPERATURE.max, Math.max(TEMPERATURE.min, value));
  return Math.round(bounded * 10) / 10;
}

/** A max-tokens entry as a number: whole and not negative; anything else 0. */
export function parseMaxTokens(text: string): number {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
}
