import { isJsonObject } from '../chat-chunk';

/*
 * Gemini's `:embedContent` and `:batchEmbedContents` as the OpenAI
 * embeddings request every OpenAI-compatible channel takes, and the answer
 * back in Gemini's shape (`embedding.values`, or `embeddings[].values` for
 * a batch). Pure.
 *
 * A content's text parts are joined with a new line: one content is one
 * input. `outputDimensionality` becomes `dimensions`; a batch's requests
 * must agree on it, as one OpenAI call has one. `taskType` and `title`
 * tune Google's own models and are not sent.
 */

type Json = Record<string, unknown>;

export type GeminiEmbeddingsConversion = { readonly ok: true; readonly body: Json } | { readonly ok: false; readonly detail: string };

/** The text one content holds; null when it holds anything but text parts. */
function textOf(content: unknown): string | null {
  if (!isJsonObject(content) || !Array.isArray(content.parts)) return null;
  const texts = content.parts.map((part: unknown) => (isJsonObject(part) && typeof part.text === 'string' ? part.text : null));
  return texts.every((text) => text !== null) ? texts.join('\n') : null;
}

const dimensionsOf = (request: Json): unknown => request.outputDimensionality ?? request.output_dimensionality;

export function embeddingsRequestOfGemini(body: Readonly<Json>, { model, batch }: { model: string; batch: boolean }): GeminiEmbeddingsConversion {
  const requests = batch ? body.requests : [body];
  if (!Array.isArray(requests) || requests.length === 0) return { ok: false, detail: batch ? 'requests is not specified' : 'content is not specified' };
  const inputs: string[] = [];
  const dimensions = new Set<unknown>();
  for (const [i, request] of requests.entries()) {
    const at = batch ? `requests[${i}].content` : 'content';
    const text = isJsonObject(request) ? textOf(request.content) : null;
    if (text === null) return { ok: false, detail: `${at} must hold text parts only` };
    inputs.push(text);
    dimensions.add(dimensionsOf(request as Json));
  }
  if (dimensions.size > 1) return { ok: false, detail: 'every request of a batch must ask for the same outputDimensionality' };
  const [wanted] = dimensions;
  const openai: Json = { model, input: batch ? inputs : inputs[0]! };
  if (wanted !== undefined) openai.dimensions = wanted;
  return { ok: true, body: openai };
}

/** OpenAI's embeddings answer as Gemini's: one embedding, or one per request of a batch, in order. */
export function geminiEmbeddingsOf(answer: Readonly<Json>, batch: boolean): Json {
  const data = Array.isArray(answer.data) ? answer.data.filter(isJsonObject) : [];
  const ordered = [...data].sort((a, b) => (typeof a.index === 'number' && typeof b.index === 'number' ? a.index - b.index : 0));
  const values = ordered.map((item) => ({ values: Array.isArray(item.embedding) ? item.embedding : [] }));
  return batch ? { embeddings: values } : { embedding: values[0] ?? { values: [] } };
}
