import type { PricedUsage } from '../../features/pricing/index';
import { claudeMessageOfChat } from './claude/claude-answer';
import { chatRequestOfClaude } from './claude/claude-request';
import { claudeErrorBody } from './claude/claude-error';
import { ClaudeStreamWriter, claudeEvent } from './claude/claude-stream';
import { geminiResponseOfChat } from './gemini/gemini-answer';
import { embeddingsRequestOfGemini, geminiEmbeddingsOf } from './gemini/gemini-embeddings';
import { chatRequestOfGemini } from './gemini/gemini-request';
import { geminiErrorBody } from './gemini/gemini-error';
import { GeminiStreamWriter } from './gemini/gemini-stream';
import type { SseEvent } from './sse-parser';
import { openAiErrorBody, type RelayError } from './relay-error';

/*
 * The wire formats a relay client speaks on the routes that convert
 * (ARCHITECTURE section 3, `relay/inbound`): `openai` on the OpenAI routes,
 * `claude` on `/v1/messages` and `gemini` on `/v1beta/models/{model}:
 * generateContent`, whose requests go upstream as chat completions and
 * come back in the client's format (pipeline/claude/, pipeline/gemini/).
 * Errors reach each client in its own shape. Pure.
 */

export type ClientFormat = 'openai' | 'claude' | 'gemini';

/** What a Gemini path names: the method, and how a stream is framed (`?alt=sse`, else one JSON array). */
export interface GeminiCall {
  readonly method: 'generateContent' | 'streamGenerateContent' | 'embedContent' | 'batchEmbedContents';
  readonly framing: 'sse' | 'array';
}

const isBatch = (gemini: GeminiCall | undefined): boolean => gemini?.method === 'batchEmbedContents';
const embeds = (gemini: GeminiCall | undefined): boolean => gemini?.method === 'embedContent' || gemini?.method === 'batchEmbedContents';

/** The error body a client of `client` reads for `error`. */
export function errorBodyFor(client: ClientFormat, error: RelayError, requestId: string): unknown {
  switch (client) {
    case 'openai':
      return openAiErrorBody(error, requestId);
    case 'claude':
      return claudeErrorBody(error, requestId);
    case 'gemini':
      return geminiErrorBody(error, requestId);
  }
}

/** The error as the last event of a stream already begun. */
export function streamErrorEventFor(client: ClientFormat, error: RelayError, requestId: string): string {
  switch (client) {
    case 'openai':
      return `data: ${JSON.stringify(openAiErrorBody(error, requestId))}\n\n`;
    case 'claude': {
      const { error: detail } = claudeErrorBody(error, requestId);
      return claudeEvent('error', { error: detail });
    }
    case 'gemini':
      return `data: ${JSON.stringify(geminiErrorBody(error, requestId))}\r\n\r\n`;
  }
}

/**
 * A client's request as the OpenAI request it is relayed as: a chat
 * completion, or embeddings for Gemini's embedding methods. Gemini names
 * the model, and the method, in the path.
 */
export function requestFor(
  client: Exclude<ClientFormat, 'openai'>,
  body: Readonly<Record<string, unknown>>,
  path: { readonly model: string; readonly gemini?: GeminiCall },
): { readonly ok: true; readonly body: Record<string, unknown> } | { readonly ok: false; readonly detail: string } {
  switch (client) {
    case 'claude':
      return chatRequestOfClaude(body);
    case 'gemini':
      return embeds(path.gemini)
        ? embeddingsRequestOfGemini(body, { model: path.model, batch: isBatch(path.gemini) })
        : chatRequestOfGemini(body, { model: path.model, stream: path.gemini?.method === 'streamGenerateContent' });
  }
}

/** The usage a converted answer reports: the one the request is charged for. */
export type ChargedUsage = PricedUsage & { readonly reasoningTokens?: number };

/** What a converted answer says of the request. */
export interface AnswerFacts {
  /** The model the client asked for. */
  readonly model: string;
  readonly usage: ChargedUsage;
  readonly requestId: string;
  readonly gemini?: GeminiCall;
}

/** An OpenAI answer (a chat completion, or embeddings) as a client of another format reads it. */
export function answerFor(client: Exclude<ClientFormat, 'openai'>, answer: Readonly<Record<string, unknown>>, facts: AnswerFacts): Record<string, unknown> {
  switch (client) {
    case 'claude':
      return claudeMessageOfChat(answer, facts);
    case 'gemini':
      return embeds(facts.gemini) ? geminiEmbeddingsOf(answer, isBatch(facts.gemini)) : geminiResponseOfChat(answer, facts);
  }
}

/** Turns a chat completion stream, event by event, into another format's stream. */
export interface ClientStreamWriter {
  /** The text to send for one upstream event; `usage` is asked once, when the upstream's stream is done. */
  write(event: SseEvent, usage: () => ChargedUsage): string;
}

export interface ConvertedStream {
  readonly writer: ClientStreamWriter;
  readonly contentType: string;
}

/** The writer, and the content type, of a stream for a client of another format. */
export function streamFor(
  client: Exclude<ClientFormat, 'openai'>,
  facts: { readonly model: string; readonly requestId: string; readonly promptEstimate: number; readonly gemini?: GeminiCall },
): ConvertedStream {
  switch (client) {
    case 'claude':
      return { writer: new ClaudeStreamWriter(facts), contentType: 'text/event-stream; charset=utf-8' };
    case 'gemini': {
      const framing = facts.gemini?.framing ?? 'sse';
      return {
        writer: new GeminiStreamWriter({ model: facts.model, requestId: facts.requestId, framing }),
        contentType: framing === 'sse' ? 'text/event-stream; charset=utf-8' : 'application/json; charset=utf-8',
      };
    }
  }
}
