import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countChatPromptTokens,
  countInputTokens,
  countResponsesPromptTokens,
  encodingForModel,
  type Encoder,
} from '../../../../services/relay/pipeline/count-tokens';
import { FILE_TOKENS } from '../../../../services/relay/pipeline/media-tokens';
import { normaliseModel } from '../../../../services/relay/pipeline/model-name';
import { png } from './media-fixtures';

/*
 * Prompt counting (server-behaviour 4.2), with a stand-in encoder (one token
 * per character) so each figure below is worked by hand; the real encodings
 * are checked through the adapter in
 * tests/integration/platform/adapters/tokenizer.test.ts.
 */

const chars: Encoder = (text) => text.length;

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
