/*
 * Just enough of multipart/form-data (RFC 7578) for the relay's upload
 * endpoints (`/v1/audio/transcriptions`, `/translations`, `/v1/images/edits`):
 * find the parts, read a text field (`model`, `response_format`), measure a
 * file, and rebuild the body with one field's value changed (a mapped model).
 * Part bodies are never copied: a part is a range of the request's bytes.
 * Pure.
 */

export interface FormPart {
  readonly name: string;
  readonly filename: string | null;
  readonly contentType: string | null;
  /** The part's body: bytes [start, end) of the request body. */
  readonly start: number;
  readonly end: number;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data` content type; null for any other type. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (contentType === undefined || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]!) : null;
}

function headerValue(headers: string, name: string): string | null {
  for (const line of headers.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === name) return line.slice(colon + 1).trim();
  }
  return null;
}

function dispositionParam(disposition: string, param: string): string | null {
  const match = new RegExp(`;\\s*${param}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition) ?? new RegExp(`;\\s*${param}=([^;\\s]+)`, 'i').exec(disposition);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : null;
}

/** The parts of a form body; null when it is not a well-formed form with this boundary. */
export function parseForm(body: Buffer, boundary: string): FormPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  if (at === -1) return null;
  const parts: FormPart[] = [];
  for (;;) {
    const afterDelimiter = at + delimiter.length;
    // `--boundary--` closes the form.
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) return parts;
    if (!body.subarray(afterDelimiter, afterDelimiter + 2).equals(CRLF)) return null;
    const headersStart = afterDelimiter + 2;
    const headersEnd = body.indexOf(HEADER_END, headersStart);
    if (headersEnd === -1) return null;
    const headers = body.subarray(headersStart, headersEnd).toString('utf8');
    const start = headersEnd + HEADER_END.length;
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), start);
    if (next === -1) return null;
    const disposition = headerValue(headers, 'content-disposition');
    const name = disposition === null ? null : dispositionParam(disposition, 'name');
    if (name === null) return null;
    parts.push({ name, filename: dispositionParam(disposition!, 'filename'), contentType: headerValue(headers, 'content-type'), start, end: next });
    at = next + CRLF.length;
  }
}

/** A text field's value, or null when the form has no such field. */
export function fieldText(body: Buffer, parts: readonly FormPart[], name: string): string | null {
  const part = parts.find((p) => p.name === name && p.filename === null);
  return part === undefined ? null : body.subarray(part.start, part.end).toString('utf8');
}

/** The body with the text field `name` set to `value` (the first such field replaced; added when there is none). */
export function withFieldValue(body: Buffer, boundary: string, parts: readonly FormPart[], name: string, value: string): Buffer {
  const part = parts.find((p) => p.name === name && p.filename === null);
  if (part !== undefined) return Buffer.concat([body.subarray(0, part.start), Buffer.from(value, 'utf8'), body.subarray(part.end)]);
  const closing = body.lastIndexOf(Buffer.from(`--${boundary}--`));
  const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8');
  return Buffer.concat([body.subarray(0, closing), field, body.subarray(closing)]);
}
