/*
 * The playground's reading of an OpenAI-style event stream (spec 02 §4 chat
 * message status, §7 `POST /pg/chat/completions`): text arrives in pieces
 * that may cut a line anywhere; each `data:` line holds a chunk whose
 * `choices[0].delta.content` is the next part of the reply, an error body,
 * or the `[DONE]` marker that ends the stream. Pure: no fetch, no React.
 */

/** What one `data:` line means. */
export type StreamEvent = { readonly kind: 'delta'; readonly text: string } | { readonly kind: 'error'; readonly message: string } | { readonly kind: 'done' };

/** The message of an OpenAI-style error object (`{error: {message}}`, `{message}`), or null when the value is none. */
export function errorMessageIn(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if ('error' in value) {
    const error = value.error;
    if (typeof error === 'string' && error !== '') return error;
    if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  }
  if ('success' in value && value.success === false && 'message' in value && typeof value.message === 'string') return value.message;
  return null;
}

/** The reply's next part in a chunk (`choices[0].delta.content`), or '' when it carries none. */
function deltaIn(value: unknown): string {
  if (typeof value !== 'object' || value === null || !('choices' in value) || !Array.isArray(value.choices)) return '';
  const first: unknown = value.choices[0];
  if (typeof first !== 'object' || first === null || !('delta' in first)) return '';
  const delta = first.delta;
  if (typeof delta !== 'object' || delta === null || !('content' in delta)) return '';
  return typeof delta.content === 'string' ? delta.content : '';
}

/** One line of the stream as an event; null for comments, other fields, blank lines and chunks without text. */
export function parseStreamLine(line: string): StreamEvent | null {
  if (!line.startsWith('data:')) return null;
  const data = line.slice(5).trim();
  if (data === '') return null;
  if (data === '[DONE]') return { kind: 'done' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const error = errorMessageIn(value);
  if (error !== null) return { kind: 'error', message: error };
  const text = deltaIn(value);
  return text === '' ? null : { kind: 'delta', text };
}

/** Reads a stream given in arbitrary pieces: `push` each piece, `end` when the body is over. */
export interface StreamReader {
  push(piece: string): StreamEvent[];
  end(): StreamEvent[];
}

export function createStreamReader(): StreamReader {
  let buffer = '';
  const take = (lines: string[]) => lines.map((line) => parseStreamLine(line.replace(/\r$/, ''))).filter((event): event is StreamEvent => event !== null);
  return {
    push(piece) {
      buffer += piece;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      return take(lines);
    },
    end() {
      const rest = buffer;
      buffer = '';
      return take([rest]);
    },
  };
}

/** The message of a refused request's body: its error object's message, or the text itself when it is not JSON. */
export function errorMessageOfBody(body: string, status: number): string {
  try {
    const message = errorMessageIn(JSON.parse(body));
    if (message !== null) return message;
  } catch {
    // not JSON: the text is the message
  }
  const text = body.trim();
  return text === '' ? `HTTP ${status}` : text;
}
