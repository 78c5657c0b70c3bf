import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  audioSecondsOfBase64,
  audioTokensForSeconds,
  countChatPromptTokens,
  countInputTokens,
  countResponsesPromptTokens,
  encodingForModel,
  FILE_TOKENS,
  imagePatchCount,
  imageSizeFromDataUrl,
  imageTileCount,
  imageTokens,
  normaliseModel,
  type Encoder,
} from '../../../../services/relay/pipeline/count-tokens';

/*
 * Prompt counting (server-behaviour 4.2), with a stand-in encoder (one token
 * per character) so each figure below is worked by hand; the real encodings
 * are checked through the adapter in
 * tests/integration/platform/adapters/tokenizer.test.ts.
 */

const chars: Encoder = (text) => text.length;

const dataUrl = (mime: string, bytes: number[] | Buffer) => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number) => {
  const ihdr = [...be32(13), ...ascii('IHDR'), ...be32(width), ...be32(height), 8, 6, 0, 0, 0];
  return dataUrl('image/png', [...PNG_SIGNATURE, ...ihdr, 0, 0, 0, 0]);
};
const jpeg = (width: number, height: number) => {
  const start = [0xff, 0xd8];
  const app0 = [0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]; // 16 bytes long, skipped
  const dqt = [0xff, 0xdb, 0, 4, 0, 0]; // skipped
  const sof2 = [0xff, 0xc2, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, ...new Array<number>(12).fill(0)]; // progressive frame: the size
  return dataUrl('image/jpeg', [...start, ...app0, ...dqt, ...sof2]);
};
const gif = (width: number, height: number) => dataUrl('image/gif', [...ascii('GIF89a'), ...le16(width), ...le16(height), 0, 0, 0, 0]);
const webp = (chunk: 'VP8X' | 'VP8L' | 'VP8 ', width: number, height: number) => {
  const head = [...ascii('RIFF'), ...le32(100), ...ascii('WEBPVP8'), chunk.charCodeAt(3), ...le32(20)];
  if (chunk === 'VP8X') return dataUrl('image/webp', [...head, 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1), 0, 0]);
  if (chunk === 'VP8L') return dataUrl('image/webp', [...head, 0x2f, ...le32((width - 1) | ((height - 1) << 14)), 0, 0, 0]);
  return dataUrl('image/webp', [...head, 0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);
};

describe('which encoding counts a model', () => {
  it('o200k_base for the gpt-4o generation and after, cl100k_base for gpt-4, gpt-3.5, embeddings and every other model', () => {
    const o200k = [
      'gpt-4o',
      'gpt-4o-mini-2024-07-18',
      'chatgpt-4o-latest',
      'gpt-4.1-nano',
      'gpt-4.5-preview',
      'gpt-5',
      'gpt-5-mini',
      'o1',
      'o3-mini',
      'o4-mini',
      'gpt-oss-120b',
    ];
    const aliased = ['openai/gpt-4o', 'ft:gpt-4o-mini-2024-07-18:acme::9abc', 'GPT-4O', 'azure/openai/gpt-4.1'];
    const cl100k = [
      'gpt-4',
      'gpt-4-turbo',
      'gpt-4-0613',
      'gpt-3.5-turbo',
      'text-embedding-3-small',
      'claude-sonnet-4-20250514',
      'gemini-2.5-pro',
      'deepseek-chat',
      '',
    ];
    for (const model of [...o200k, ...aliased]) expect(encodingForModel(model), model).toBe('o200k_base');
    for (const model of cl100k) expect(encodingForModel(model), model).toBe('cl100k_base');
    expect(normaliseModel('ft:gpt-4o-mini-2024-07-18:acme::9abc')).toBe('gpt-4o-mini-2024-07-18');
  });
});

describe('chat prompts', () => {
  it('text plus 3 per message, 3 per name, 3 for the reply and 8 per tool', () => {
    const body = {
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', name: 'ann', content: 'Hi' },
      ],
      tools: [{ type: 'function', function: { name: 'f', description: 'does f', parameters: { type: 'object' } } }],
    };
    // text: system 6 + 'Be brief.' 9 + user 4 + ann 3 + Hi 2 + f 1 + 'does f' 6 + '{"type":"object"}' 17 = 48
    expect(countChatPromptTokens(body, chars)).toEqual({ total: 48 + 20, text: 48, overhead: 3 + 3 + 3 + 3 + 8, images: 0, audio: 0, files: 0 });
  });

  it('counts what the model reads of the history: text parts, tool calls, tool results, refusals and the answer schema', () => {
    const body = {
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'abc' }] },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'g', arguments: '{}' } }] },
        { role: 'tool', tool_call_id: 'call_1', content: 'ok' },
        { role: 'assistant', refusal: 'no' },
      ],
      functions: [{ name: 'h' }],
      response_format: { type: 'json_schema', json_schema: { name: 's', schema: { a: 1 } } },
    };
    // user 4 + abc 3 + assistant 9 + g 1 + {} 2 + tool 4 + ok 2 + assistant 9 + no 2 + h 1 + {"a":1} 7 = 44
    expect(countChatPromptTokens(body, chars)).toMatchObject({ text: 44, overhead: 4 * 3 + 3 + 8 });
  });

  it('images by their detail and size, files and videos at the established flat rates, audio by its length', () => {
    const image = (url: string, detail?: string) => ({ type: 'image_url', image_url: { url, ...(detail ? { detail } : {}) } });
    const body = {
      model: 'gpt-4o',
      messages: [
        {
          role: 'user',
          content: [
            image(png(1024, 1024)),
            image(png(2048, 4096), 'high'),
            image(png(4096, 8192), 'low'),
            image('https://example.com/cat.png', 'auto'),
            { type: 'file', file: { file_id: 'file-abc' } },
            { type: 'video_url', video_url: 'https://example.com/v.mp4' },
          ],
        },
      ],
    };
    expect(countChatPromptTokens(body, chars)).toMatchObject({ images: 765 + 1105 + 85 + 765, files: FILE_TOKENS + 8192 });
  });

  it('never throws on an odd body, and always counts a whole number ≥ 0', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything(), { maxLength: 4 }), (body, messages) => {
        for (const request of [body, { model: 'gpt-4o', messages, tools: messages, input: messages }]) {
          const counted = [countChatPromptTokens(request, chars).total, countResponsesPromptTokens(request, chars).total, countInputTokens(request, chars)];
          for (const total of counted) expect(Number.isSafeInteger(total) && total >= 0).toBe(true);
        }
      }),
    );
  });
});

describe('Responses prompts', () => {
  it('instructions, input text or items, flattened function tools and built-in tools', () => {
    expect(countResponsesPromptTokens({ model: 'gpt-4.1', instructions: 'Be nice.', input: 'Hello' }, chars)).toEqual({
      // developer 9 + 'Be nice.' 8 + user 4 + Hello 5
      total: 26 + 3 + 3 + 3,
      text: 26,
      overhead: 9,
      images: 0,
      audio: 0,
      files: 0,
    });
    const body = {
      model: 'gpt-4.1',
      input: [
        {
          role: 'user',
          content: [
            { type: 'input_text', text: 'hey' },
            { type: 'input_image', image_url: png(512, 512), detail: 'high' },
          ],
        },
        { type: 'function_call', call_id: 'c1', name: 'f', arguments: '{"x":1}' },
        { type: 'function_call_output', call_id: 'c1', output: 'done' },
        { type: 'item_reference', id: 'msg_1' },
      ],
      tools: [{ type: 'function', name: 'f', description: 'ff', parameters: {} }, { type: 'web_search' }],
      text: { format: { type: 'json_schema', name: 's', schema: { b: 2 } } },
    };
    // user 4 + hey 3 + f 1 + {"x":1} 7 + done 4 + f 1 + ff 2 + {} 2 + {"b":2} 7 = 31
    expect(countResponsesPromptTokens(body, chars)).toEqual({
      total: 31 + 6 + 16 + 255,
      text: 31,
      overhead: 3 + 3 + 8 + 8,
      images: 85 + 170,
      audio: 0,
      files: 0,
    });
  });
});

describe('inputs of completions, embeddings and moderations', () => {
  it('strings, lists of strings, token ids as given, moderation text parts', () => {
    expect(countInputTokens('hello', chars)).toBe(5);
    expect(countInputTokens(['ab', 'cde', ''], chars)).toBe(5);
    expect(countInputTokens([1, 2, 3], chars)).toBe(3);
    expect(countInputTokens([[1, 2], [3]], chars)).toBe(3);
    expect(
      countInputTokens(
        [
          { type: 'text', text: 'four' },
          { type: 'image_url', image_url: { url: 'https://x' } },
        ],
        chars,
      ),
    ).toBe(4);
    expect(countInputTokens(undefined, chars)).toBe(0);
  });
});

describe('images (OpenAI calculating costs)', () => {
  it("OpenAI's worked examples: 1024² high 765, 2048×4096 high 1105, anything low 85", () => {
    expect(imageTokens('gpt-4o', { width: 1024, height: 1024, detail: 'high' })).toBe(765);
    expect(imageTokens('gpt-4o', { width: 2048, height: 4096 })).toBe(1105);
    expect(imageTokens('gpt-4o', { width: 4096, height: 8192, detail: 'low' })).toBe(85);
    expect(imageTileCount(512, 512)).toBe(1);
    expect(imageTileCount(513, 500)).toBe(2);
  });

  it('the tile prices of each family, and 1024×1024 for an image whose size the request does not show', () => {
    expect(imageTokens('gpt-4o-mini', { detail: 'high' })).toBe(2833 + 4 * 5667);
    expect(imageTokens('gpt-4o-mini', { detail: 'low' })).toBe(2833);
    expect(imageTokens('gpt-5', { width: 1024, height: 1024 })).toBe(70 + 4 * 140);
    expect(imageTokens('o3', { width: 1024, height: 1024 })).toBe(75 + 4 * 150);
    expect(imageTokens('computer-use-preview', { width: 1024, height: 1024 })).toBe(65 + 4 * 129);
    expect(imageTokens('claude-sonnet-4', {})).toBe(765);
  });

  it('the patch-counted family: 32-pixel patches, at most 1536, times the model factor', () => {
    expect(imagePatchCount(1024, 1024)).toBe(1024);
    // OpenAI's example: 1800×2400 is scaled down to 1056×1408, 33 × 44 patches.
    expect(imagePatchCount(1800, 2400)).toBe(1452);
    expect(imagePatchCount(10_000, 10_000)).toBeLessThanOrEqual(1536);
    expect(imageTokens('gpt-4.1-mini', { width: 1024, height: 1024 })).toBe(Math.round(1024 * 1.62));
    expect(imageTokens('gpt-4.1-nano', { width: 1800, height: 2400, detail: 'low' })).toBe(Math.round(1452 * 2.46));
    expect(imageTokens('o4-mini', { width: 64, height: 64 })).toBe(Math.round(4 * 1.72));
    expect(imageTokens('gpt-5-nano', {})).toBe(Math.round(1024 * 2.46));
  });

  it('reads the size of inline PNG, JPEG, GIF and WebP images from their headers', () => {
    expect(imageSizeFromDataUrl(png(1920, 1080))).toEqual({ width: 1920, height: 1080 });
    expect(imageSizeFromDataUrl(jpeg(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSizeFromDataUrl(gif(300, 200))).toEqual({ width: 300, height: 200 });
    expect(imageSizeFromDataUrl(webp('VP8X', 4000, 3000))).toEqual({ width: 4000, height: 3000 });
    expect(imageSizeFromDataUrl(webp('VP8L', 1200, 900))).toEqual({ width: 1200, height: 900 });
    expect(imageSizeFromDataUrl(webp('VP8 ', 800, 600))).toEqual({ width: 800, height: 600 });
    expect(imageSizeFromDataUrl('https://example.com/a.png')).toBeNull();
    expect(imageSizeFromDataUrl('data:image/png,rawbytes')).toBeNull();
    expect(imageSizeFromDataUrl(dataUrl('image/png', Buffer.from('not an image at all')))).toBeNull();
  });
});

describe('audio', () => {
  it('1000 tokens a minute, whole seconds rounded up', () => {
    expect(audioTokensForSeconds(60)).toBe(1000);
    expect(audioTokensForSeconds(0.2)).toBe(17);
    expect(audioTokensForSeconds(0)).toBe(0);
    expect(audioTokensForSeconds(Number.NaN)).toBe(0);
  });

  it("a WAV clip's length from its header; other formats from their size at 128 kbit/s", () => {
    // 2 s of 16 kHz mono 16-bit: byte rate 32 000.
    const header = [
      ...ascii('RIFF'),
      ...le32(36 + 64_000),
      ...ascii('WAVEfmt '),
      ...le32(16),
      ...le16(1),
      ...le16(1),
      ...le32(16_000),
      ...le32(32_000),
      ...le16(2),
      ...le16(16),
    ];
    const wav = Buffer.concat([Buffer.from([...header, ...ascii('data'), ...le32(64_000)]), Buffer.alloc(64_000)]).toString('base64');
    expect(audioSecondsOfBase64(wav, 'wav')).toBeCloseTo(2, 3);
    const mp3 = Buffer.alloc(16_000 * 90).toString('base64');
    expect(audioSecondsOfBase64(mp3, 'mp3')).toBeCloseTo(90, 3);
    const body = { model: 'gpt-4o-audio-preview', messages: [{ role: 'user', content: [{ type: 'input_audio', input_audio: { data: mp3, format: 'mp3' } }] }] };
    expect(countChatPromptTokens(body, chars).audio).toBe(1500);
  });
});
