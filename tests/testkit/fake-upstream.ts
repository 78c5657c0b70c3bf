import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sleep } from './eventually';

/*
 * A fake AI provider on 127.0.0.1 for tests that reach an upstream: it
 * records every request it receives and answers each as the test's script
 * says (a status, a delay, a body), the bodies replayed from fixtures recorded
 * in the providers' wire formats under fixtures/providers/<provider>/.
 *
 * A fixture may mark what the provider echoes from the request with
 * `{{name}}` in its strings: `model` (the requested model), `masked_key` (the
 * bearer key as OpenAI shows it in errors), `method` and `path`; an answer
 * may add its own `vars` and `patch` a fixture's fields (a deep merge).
 */

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'providers');

/** What the fake received: the request line, the Authorization header and the JSON body (undefined when empty). */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: unknown;
  /** Azure's `api-key` header, only when the request had one. */
  readonly apiKey?: string;
}

/** How to answer one request. */
export interface Answer {
  /** HTTP status; 200 unless said. */
  readonly status?: number;
  /** The body: a fixture under fixtures/providers (`openai/chat-completion.json`)… */
  readonly fixture?: string;
  /** …or a body given here. */
  readonly body?: unknown;
  /** Values for the fixture's `{{name}}` marks, beside those read from the request. */
  readonly vars?: Readonly<Record<string, string>>;
  /** Fields to change in the fixture (objects merge, anything else replaces). */
  readonly patch?: unknown;
  /** Waits this long before answering: a slow provider. */
  readonly delayMs?: number;
  /**
   * A recorded event stream instead of a JSON body (`openai/chat-stream.sse`),
   * sent as `text/event-stream` one event at a time, its `{{name}}` marks
   * filled as a fixture's are.
   */
  readonly sse?: string;
  /** With `sse`: send this many events, then drop the connection (an upstream cut mid-stream). */
  readonly cutAfterEvents?: number;
  /** With `sse`: wait this long between two events. */
  readonly eventGapMs?: number;
  /** With `sse`: after the last event, keep the stream open until this settles (an upstream slow to close). */
  readonly closeAfter?: Promise<void>;
  /** With `sse`: after the last event, drop the connection instead of ending the body (an upstream that breaks off after its answer). */
  readonly dropAtEnd?: boolean;
  /** A body of bytes instead (synthesised speech), with its content type. */
  readonly bytes?: { readonly contentType: string; readonly data: Uint8Array };
}

/** Decides the answer to each request; it may wait (to hold an answer back until the test lets it go). */
export type Script = (request: ReceivedRequest) => Answer | Promise<Answer>;

export interface FakeUpstream {
  /** `127.0.0.1:<port>`, for the egress allow-list. */
  readonly host: string;
  /** `http://127.0.0.1:<port>`, a channel's base URL. */
  readonly baseUrl: string;
  /** Every request received, in order; empty it between tests with `received.length = 0`. */
  readonly received: ReceivedRequest[];
  close(): Promise<void>;
}

/** The bearer key of a request ('' without one). */
export const keyOf = (request: ReceivedRequest): string => request.authorization?.replace(/^Bearer /, '') ?? '';

/** The model a request asks for ('' when its body names none). */
export function modelOf(request: ReceivedRequest): string {
  const body = request.body;
  return typeof body === 'object' && body !== null && 'model' in body && typeof body.model === 'string' ? body.model : '';
}

/** Whether a request is OpenAI's `POST /v1/chat/completions`. */
export const isChatCompletion = (request: ReceivedRequest): boolean => request.method === 'POST' && request.path === '/v1/chat/completions';

/** A key as OpenAI shows it in errors: the first 8 and last 4 characters. */
export const maskedKey = (key: string): string => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

/** Recorded answers of OpenAI's API (https://platform.openai.com/docs/api-reference). */
export const OPENAI = {
  /** A chat.completion object. */
  chatCompletion: { fixture: 'openai/chat-completion.json' },
  /** A chat.completion cut off by `max_tokens` (finish_reason `length`), with the usage details. */
  chatCompletionCutOff: { fixture: 'openai/chat-completion-length.json' },
  /** 401 for a wrong key; the message shows the key masked. */
  invalidApiKey: { status: 401, fixture: 'openai/invalid-api-key.json' },
  /** 429 for too many requests per minute. */
  rateLimitExceeded: { status: 429, fixture: 'openai/rate-limit-exceeded.json' },
  /** 404 for a path the API does not have. */
  invalidUrl: { status: 404, fixture: 'openai/invalid-url.json' },
  /** `GET /v1/models`. */
  models: { fixture: 'openai/models.json' },
  /** The legacy `GET /v1/dashboard/billing/subscription` (limits in USD). */
  billingSubscription: { fixture: 'openai/billing-subscription.json' },
  /** The legacy `GET /v1/dashboard/billing/usage` (`total_usage` in cents). */
  billingUsage: { fixture: 'openai/billing-usage.json' },
} as const satisfies Record<string, Answer>;

/**
 * OpenAI serving chat completions only: the answers `queued` holds first,
 * in order (a test pushes them), then a plain answer, or a stream with its
 * usage when the request asks for one; any other path is an unknown URL.
 */
export function chatCompletionsOnly(queued: Answer[]): Script {
  return (request) => {
    if (request.path !== '/v1/chat/completions') return OPENAI.invalidUrl;
    const next = queued.shift();
    if (next) return next;
    return (request.body as { stream?: boolean } | undefined)?.stream === true ? { sse: 'openai/chat-stream-usage.sse' } : OPENAI.chatCompletion;
  };
}

/** DeepSeek's `GET /user/balance`. */
export const DEEPSEEK = { balance: { fixture: 'deepseek/user-balance.json' } } as const satisfies Record<string, Answer>;

/** OpenRouter's `GET /v1/credits`. */
export const OPENROUTER = { credits: { fixture: 'openrouter/credits.json' } } as const satisfies Record<string, Answer>;

/**
 * What an OpenAI-compatible upstream answers a good key on each path the
 * gateway calls: chat completions, the model list and the balance endpoints
 * of OpenAI, DeepSeek and OpenRouter; OpenAI's 404 elsewhere.
 */
export function openaiCompatible(request: ReceivedRequest): Answer {
  const route = `${request.method} ${request.path.split('?')[0]}`;
  switch (route) {
    case 'POST /v1/chat/completions':
      return OPENAI.chatCompletion;
    case 'GET /v1/models':
      return OPENAI.models;
    case 'GET /v1/dashboard/billing/subscription':
      return OPENAI.billingSubscription;
    case 'GET /v1/dashboard/billing/usage':
      return OPENAI.billingUsage;
    case 'GET /user/balance':
      return DEEPSEEK.balance;
    case 'GET /v1/credits':
      return OPENROUTER.credits;
    default:
      return OPENAI.invalidUrl;
  }
}

const fixtures = new Map<string, unknown>();
function fixture(name: string): unknown {
  if (!fixtures.has(name)) fixtures.set(name, JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8')));
  return structuredClone(fixtures.get(name));
}

function fill(value: unknown, vars: Readonly<Record<string, string>>): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{\{(\w+)\}\}/g, (_mark, name: string) => {
      const filled = vars[name];
      if (filled === undefined) throw new Error(`the fixture needs {{${name}}}, which neither the request nor the answer gives`);
      return filled;
    });
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, vars));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fill(item, vars)]));
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries(patch)) merged[name] = merge(base[name], value);
  return merged;
}

/** The body an answer sends for a request. */
export function bodyOf(answer: Answer, request: ReceivedRequest): unknown {
  if (answer.fixture === undefined) return answer.body ?? {};
  const vars: Record<string, string> = { method: request.method, path: request.path, model: modelOf(request), masked_key: maskedKey(keyOf(request)) };
  const filled = fill(fixture(answer.fixture), { ...vars, ...answer.vars });
  return answer.patch === undefined ? filled : merge(filled, answer.patch);
}

/** A JSON body parsed; any other (a multipart upload) as its text. */
async function readBody(req: IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The events of a recorded stream, marks filled, each with the blank line that ends it. */
export function eventsOf(answer: Answer, request: ReceivedRequest): string[] {
  const vars: Record<string, string> = {
    method: request.method,
    path: request.path,
    model: modelOf(request),
    masked_key: maskedKey(keyOf(request)),
    ...answer.vars,
  };
  const text = readFileSync(path.join(FIXTURES, answer.sse!), 'utf8').replace(/\{\{(\w+)\}\}/g, (_mark, name: string) => {
    const filled = vars[name];
    if (filled === undefined) throw new Error(`the stream fixture needs {{${name}}}`);
    return filled;
  });
  return text
    .split(/\n\n/)
    .filter((event) => event.trim() !== '')
    .map((event) => `${event}\n\n`);
}

async function sendEvents(res: ServerResponse, answer: Answer, request: ReceivedRequest): Promise<void> {
  const events = eventsOf(answer, request);
  res.writeHead(answer.status ?? 200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [n, event] of events.entries()) {
    if (answer.cutAfterEvents !== undefined && n >= answer.cutAfterEvents) {
      res.destroy();
      return;
    }
    // Each event leaves before the next step (a cut after it must not swallow it).
    await new Promise<void>((resolve) => res.write(event, () => resolve()));
    if (answer.eventGapMs !== undefined) await sleep(answer.eventGapMs);
  }
  await answer.closeAfter;
  if (answer.dropAtEnd === true) res.destroy();
  else res.end();
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Starts a fake provider that answers as `script` says (by default as an OpenAI-compatible upstream answers a good key). */
export async function startFakeUpstream(script: Script = openaiCompatible): Promise<FakeUpstream> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: await readBody(req),
        ...(typeof req.headers['api-key'] === 'string' && { apiKey: req.headers['api-key'] }),
      };
      received.push(request);
      const answer = await script(request);
      if (answer.delayMs !== undefined) await sleep(answer.delayMs);
      if (answer.sse !== undefined) return sendEvents(res, answer, request);
      if (answer.bytes !== undefined) {
        res.writeHead(answer.status ?? 200, { 'content-type': answer.bytes.contentType, 'content-length': answer.bytes.data.length });
        return void res.end(answer.bytes.data);
      }
      send(res, answer.status ?? 200, bodyOf(answer, request));
    })().catch((error: unknown) =>
      send(res, 500, { error: { message: `the fake upstream failed: ${String(error)}`, type: 'server_error', param: null, code: null } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    baseUrl: `http://${host}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
