import type { FormPart } from '../pipeline/multipart';
import { boundaryOf, fieldText, parseForm } from '../pipeline/multipart';
import type { RelayError } from '../pipeline/relay-error';

/*
 * A relay request's body as the relay carries it: a JSON object (most
 * endpoints), or a multipart form (uploads: audio transcriptions and
 * translations, image edits), kept as its bytes and forwarded unchanged but
 * for a mapped model.
 */

export type RequestBody =
  | { readonly kind: 'json'; readonly value: Readonly<Record<string, unknown>> }
  | { readonly kind: 'form'; readonly bytes: Buffer; readonly contentType: string; readonly boundary: string; readonly parts: readonly FormPart[] };

export type BodyParse = { readonly ok: true; readonly body: RequestBody } | { readonly ok: false; readonly error: RelayError };

export function parseRequestBody(form: boolean, contentType: string | undefined, bytes: Buffer): BodyParse {
  if (form) {
    const boundary = boundaryOf(contentType);
    const parts = boundary === null ? null : parseForm(bytes, boundary);
    if (boundary === null || parts === null)
      return { ok: false, error: { kind: 'unreadable_body', detail: 'the request body is not a multipart/form-data form' } };
    return { ok: true, body: { kind: 'form', bytes, contentType: contentType!, boundary, parts } };
  }
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return { ok: true, body: { kind: 'json', value: value as Record<string, unknown> } };
  } catch {
    // Refused below.
  }
  return { ok: false, error: { kind: 'unreadable_body', detail: 'the request body is not a JSON object' } };
}

/** The JSON fields of a body (a form's text fields, read as strings): what admission reads (the answer budget). */
export function fieldsOf(body: RequestBody): Readonly<Record<string, unknown>> {
  if (body.kind === 'json') return body.value;
  const fields: Record<string, unknown> = {};
  for (const part of body.parts) if (part.filename === null) fields[part.name] = fieldText(body.bytes, body.parts, part.name);
  return fields;
}
