import { redactKey } from '../providers/probe-answers';
import type { RelayError } from './relay-error';
import { mapStatusCode, type StatusCodeMapping } from './status-code-mapping';

/*
 * An upstream's error answer as the relay passes it on (server-behaviour
 * 2.5, 3.5): the OpenAI error body's fields when it has one (`{error:
 * {message, type, code, param}}`, `{error: "…"}`, `{message}`), else the text
 * itself; the channel's key and anything shaped like a key redacted; the
 * status mapped by the channel's status-code mapping. Pure.
 */

const MAX_MESSAGE = 2_000;

export function upstreamError(status: number, text: string, key: string, mapping: StatusCodeMapping): Extract<RelayError, { kind: 'upstream' }> {
  let message = text.trim();
  let type = '';
  let code: string | null = null;
  let param: string | null = null;
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown } | null;
    const error = body?.error;
    if (error !== null && typeof error === 'object') {
      const fields = error as Record<string, unknown>;
      if (typeof fields.message === 'string') message = fields.message;
      if (typeof fields.type === 'string') type = fields.type;
      if (typeof fields.code === 'string' || typeof fields.code === 'number') code = String(fields.code);
      if (typeof fields.param === 'string') param = fields.param;
    } else if (typeof error === 'string') message = error;
    else if (typeof body?.message === 'string') message = body.message;
  } catch {
    // Not JSON: the text as it is.
  }
  const redacted = redactKey(message, key).slice(0, MAX_MESSAGE);
  return {
    kind: 'upstream',
    status: mapStatusCode(mapping, status),
    type,
    code,
    param,
    message: redacted === '' ? `upstream answered HTTP ${status}` : redacted,
  };
}
