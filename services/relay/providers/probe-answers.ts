import type { UpstreamFailure } from '../../platform/ports/upstream-probe';

/*
 * What the channel probe (relay/upstream/channel-probe.ts) sends for a test
 * and how it reads what comes back (server-behaviour 3.8), as pure
 * functions: the test request's body, an upstream's error text with keys
 * redacted, and the failure the auto-disable rules read.
 */

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
