import { AppError, isAppError } from '../../shared/errors';
import type { OutboundHttp } from '../../shared/ports/outbound-http';
import type { ChatProbeResult, ChatProbeTarget, ProbeTarget, UpstreamProbe } from '../../shared/ports/upstream-probe';

/*
 * The upstream probe for OpenAI-compatible channels (server-behaviour 3.6
 * and 3.8): `POST {base}/v1/chat/completions` with one user message "hi"
 * and `GET {base}/v1/models`, `Authorization: Bearer <key>`, through the
 * OutboundHttp port (egress policy; redirects not followed).
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

/** The OpenAI error body's message (`{error: {message}}` or `{error: "…"}` or `{message}`), else the text itself. */
function upstreamMessage(status: number, text: string, key: string): string {
  let message = text.trim();
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const error = body?.error;
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') message = (error as { message: string }).message;
    else if (typeof error === 'string') message = error;
    else if (typeof body?.message === 'string') message = body.message;
  } catch {
    // Not JSON: the text as it is.
  }
  const clipped = redactKey(message, key).slice(0, MAX_MESSAGE);
  return clipped === '' ? `upstream answered HTTP ${status}` : `upstream answered HTTP ${status}: ${clipped}`;
}

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
          body: JSON.stringify(chatTestBody(target.model)),
          headersTimeoutMs: TEST_TIMEOUT_MS,
          bodyTimeoutMs: TEST_TIMEOUT_MS,
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        // An unreachable upstream is a failed test; a refused target (egress policy) is the caller's error.
        if (isAppError(error) && error.kind === 'unavailable') return { ok: false, message: redactKey(error.message, target.key), elapsedMs: elapsed() };
        throw error;
      }
      const elapsedMs = elapsed();
      if (status < 200 || status >= 300) return { ok: false, message: upstreamMessage(status, text, target.key), elapsedMs };
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { ok: false, message: 'upstream answered something that is not JSON', elapsedMs };
      }
      const answer = body as { error?: unknown; choices?: unknown };
      if (answer?.error) return { ok: false, message: upstreamMessage(status, text, target.key), elapsedMs };
      if (!Array.isArray(answer?.choices)) return { ok: false, message: 'upstream answered without choices', elapsedMs };
      return { ok: true, message: '', elapsedMs };
    },

    async listModels(target: ProbeTarget): Promise<string[]> {
      const response = await http.fetch(`${target.baseUrl}/v1/models`, {
        headers: headers(target.key, false),
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
  };
}
