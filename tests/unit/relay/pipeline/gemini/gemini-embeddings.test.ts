import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddingsRequestOfGemini, geminiEmbeddingsOf } from '../../../../../services/relay/pipeline/gemini/gemini-embeddings';

/* Gemini's embedContent and batchEmbedContents as OpenAI embeddings, and a recorded OpenAI answer back in Gemini's shape. */

const FIXTURES = path.resolve(import.meta.dirname, '../../../../testkit/fixtures/providers');
const recorded = JSON.parse(readFileSync(path.join(FIXTURES, 'openai/embeddings.json'), 'utf8').replaceAll('{{model}}', 'text-embedding-3-small')) as {
  data: Array<{ index: number; embedding: number[] }>;
};
const convert = (body: Record<string, unknown>, batch: boolean) => embeddingsRequestOfGemini(body, { model: 'text-embedding-3-small', batch });

describe('Gemini embeddings', () => {
  it('one content is one input, its text parts joined; outputDimensionality is dimensions', () => {
    expect(convert({ content: { parts: [{ text: 'toll' }, { text: 'gate' }] }, taskType: 'RETRIEVAL_DOCUMENT', outputDimensionality: 256 }, false)).toEqual({
      ok: true,
      body: { model: 'text-embedding-3-small', input: 'toll\ngate', dimensions: 256 },
    });
    expect(convert({ requests: [{ content: { parts: [{ text: 'one' }] } }, { content: { parts: [{ text: 'two' }] } }] }, true)).toEqual({
      ok: true,
      body: { model: 'text-embedding-3-small', input: ['one', 'two'] },
    });
  });

  it('refuses what one OpenAI call cannot carry: no content, non-text parts, mixed dimensions', () => {
    expect(convert({}, false)).toMatchObject({ ok: false, detail: 'content must hold text parts only' });
    expect(convert({}, true)).toMatchObject({ ok: false, detail: 'requests is not specified' });
    expect(convert({ content: { parts: [{ inlineData: { mimeType: 'image/png', data: 'x' } }] } }, false)).toMatchObject({ ok: false });
    expect(
      convert(
        {
          requests: [
            { content: { parts: [{ text: 'a' }] }, outputDimensionality: 256 },
            { content: { parts: [{ text: 'b' }] }, outputDimensionality: 512 },
          ],
        },
        true,
      ),
    ).toMatchObject({ ok: false, detail: expect.stringContaining('same outputDimensionality') as unknown });
  });

  it('answers one embedding, or one per request in the order asked', () => {
    expect(geminiEmbeddingsOf(recorded, false)).toEqual({ embedding: { values: recorded.data[0]!.embedding } });
    const shuffled = { data: [recorded.data[1], recorded.data[0]] };
    expect(geminiEmbeddingsOf(shuffled, true)).toEqual({ embeddings: recorded.data.map((item) => ({ values: item.embedding })) });
  });
});
