import { AppError, isAppError } from '../../platform/errors';
import type { OutboundHttp } from '../../platform/ports/outbound-http';
import type {
  BalanceAnswer,
  BalanceTarget,
  ChatProbeResult,
  ChatProbeTarget,
  ProbeTarget,
  UpstreamFailure,
  UpstreamProbe,
} from '../../platform/ports/upstream-probe';
import { balancePath, BalanceFormatError, openAiUsagePath, readBalance } from './balance-answers';

/*
 * The upstream probe for OpenAI-compatible channels (server-behaviour 3.6
 * and 3.8): `POST {base}/v1/chat/completions` with one user message "hi"
 * and `GET {base}/v1/models`, `Authorization: Bearer <key>`, through the
 * OutboundHttp port (egress policy; redirects not followed); and the
 * balance endpoints of 3.9 (balance-answers.ts), with the same key.
 */

/** How long a test may wait for the upstream's headers, and for silence in its body. */
const TEST_TIMEOUT_MS = 60_000;
const LIST_TIMEOUT_MS = 30_000;
/** What of an upstream's error text goes into a message. */
const MAX_MESSAGE = 500;

/** The request the established gateway sends for a chat test: `max_completion_tokens` for o-series models, else `max_tokens`, 16 either way. */
export function chatTestBody(model: string): Record<string, unknown> {
  return {
    model,
    messages: [{ role: 'user', content: 'hi' }],
    ...(model.startsWith('o') ? { max_completion_tokens: 16 } : { max_tokens: 16 }),
  };
}

/** Removes the key, and anything that looks like a (masked) provider key, from upstream text. */
export function redactKey(text: string, key: string): string {
  let out = text;
  if (key.length > 0) out = out.split(key).join('[redacted]');
  return out.replace(/\b(?:sk|pk|key)[-_][A-Za-z0-9_*.-]{4,}/gi, '[redacted]');
}

/**
 * What an error answer says: the OpenAI error body's message (`{error:
 * {message, type, code}}`, `{error: "…"}` or `{message}`), else the text
 * itself; with its `code` and `type` for the auto-disable rules.
 */
export function upstreamFailure(status: number, text: string, key: string): UpstreamFailure {
  let message = text.trim();
  let code: string | null = null;
  let type: string | null = null;
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const error = body?.error;
    if (error && typeof error === 'object') {
      const fields = error as { message?: unknown; code?: unknown; type?: unknown };
      if (typeof fields.message === 'string') message = fields.message;
      if (typeof fields.code === 'string' || typeof fields.code === 'number') code = String(fields.code);
      if (typeof fields.type === 'string') type = fields.type;
    } else if (typeof error === 'string') message = error;
    else if (typeof body?.message === 'string') message = body.message;
  } catch {
    // Not JSON: the text as it is.
  }
  const clipped = redactKey(message, key).slice(0, MAX_MESSAGE);
  return { status, code, type, message: clipped === '' ? `upstream answered HTTP ${status}` : `upstream answered HTTP ${status}: ${clipped}` };
}

const upstreamMessage = (status: number, text: string, key: string): string => upstreamFailure(status, text, key).message;

function failed(failure: UpstreamFailure, elapsedMs: number): ChatProbeResult {
  return { ok: false, message: failure.message, elapsedMs, failure };
}

const plainFailure = (message: string): UpstreamFailure => ({ status: null, code: null, type: null, message });

function headers(key: string, json: boolean): Record<string, string> {
  return { authorization: `Bearer ${key}`, accept: 'application/json', ...(json && { 'content-type': 'application/json' }) };
}

export function createOpenAiCompatibleProbe(http: OutboundHttp): UpstreamProbe {
  return {
    async testChat(target: ChatProbeTarget): Promise<ChatProbeResult> {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      let status: number;
      let text: string;
      try {
        const response = await http.fetch(`${target.baseUrl}/v1/chat/completions`, {
          method: 'POST',
          headers: headers(target.key, true),
          proxy: target.proxy ?? null,
          body: JSON.stringify(chatTestBody(target.model)),
          headersTimeoutMs: TEST_TIMEOUT_MS,
          bodyTimeoutMs: TEST_TIMEOUT_MS,
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        // An unreachable upstream is a failed test; a refused target (egress policy) is the caller's error.
        if (isAppError(error) && error.kind === 'unavailable') return failed(plainFailure(redactKey(error.message, target.key)), elapsed());
        throw error;
      }
      const elapsedMs = elapsed();
      if (status < 200 || status >= 300) return failed(upstreamFailure(status, text, target.key), elapsedMs);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return failed(plainFailure('upstream answered something that is not JSON'), elapsedMs);
      }
      const answer = body as { error?: unknown; choices?: unknown };
      if (answer?.error) return failed({ ...upstreamFailure(status, text, target.key), status: null }, elapsedMs);
      if (!Array.isArray(answer?.choices)) return failed(plainFailure('upstream answered without choices'), elapsedMs);
      return { ok: true, message: '', elapsedMs, failure: null };
    },

    async listModels(target: ProbeTarget): Promise<string[]> {
      const response = await http.fetch(`${target.baseUrl}/v1/models`, {
        headers: headers(target.key, false),
        proxy: target.proxy ?? null,
        headersTimeoutMs: LIST_TIMEOUT_MS,
        bodyTimeoutMs: LIST_TIMEOUT_MS,
      });
      const text = await response.text();
      if (response.status < 200 || response.status >= 300) throw new AppError('invalid', upstreamMessage(response.status, text, target.key));
      let body: { data?: unknown };
      try {
        body = JSON.parse(text) as { data?: unknown };
      } catch {
        throw new AppError('invalid', 'upstream answered a model list that is not JSON');
      }
      if (!Array.isArray(body?.data)) throw new AppError('invalid', 'upstream answered a model list without data');
      const ids = body.data.map((model: unknown) => (model && typeof model === 'object' ? (model as { id?: unknown }).id : undefined));
      return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
    },

    async balance(target: BalanceTarget, now: Date): Promise<BalanceAnswer> {
      const read = async (path: string): Promise<unknown> => {
        const response = await http.fetch(`${target.baseUrl}${path}`, {
          headers: headers(target.key, false),
          proxy: target.proxy ?? null,
          headersTimeoutMs: LIST_TIMEOUT_MS,
          bodyTimeoutMs: LIST_TIMEOUT_MS,
        });
        const text = await response.text();
        if (response.status < 200 || response.status >= 300) throw new AppError('invalid', upstreamMessage(response.status, text, target.key));
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new AppError('invalid', 'upstream answered a balance that is not JSON');
        }
      };
      const first = await read(balancePath(target.api));
      const bodies = target.api === 'openai-billing' ? [first, await read(openAiUsagePath(first, now))] : [first];
      try {
        return readBalance(target.api, bodies);
      } catch (error) {
        if (error instanceof BalanceFormatError) throw new AppError('invalid', redactKey(error.message, target.key));
        throw error;
      }
    },
  };
}
