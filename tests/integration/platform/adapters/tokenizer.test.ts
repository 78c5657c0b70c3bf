import { describe, expect, it } from 'vitest';
import { createTokenizer, TOKEN_ENCODINGS } from '../../../../services/platform/adapters/tokenizer';
import { countChatPromptTokens, encodingForModel, type Encoder } from '../../../../services/relay/pipeline/count-tokens';

/*
 * The tokenizer adapter against counts OpenAI publishes: "hello world" is 2
 * tokens, "tiktoken is great!" 6, and the example chat of OpenAI's cookbook
 * ("How to count tokens with tiktoken") 129 prompt tokens on gpt-3.5-turbo
 * and gpt-4 (cl100k_base) and 124 on gpt-4o (o200k_base), as the API
 * reports them.
 */

const tokenizer = createTokenizer();

/** The cookbook's example: 6 messages, 4 of them with a name. */
const COOKBOOK_MESSAGES = [
  { role: 'system', content: 'You are a helpful, pattern-following assistant that translates corporate jargon into plain English.' },
  { role: 'system', name: 'example_user', content: 'New synergies will help drive top-line growth.' },
  { role: 'system', name: 'example_assistant', content: 'Things working well together will increase revenue.' },
  { role: 'system', name: 'example_user', content: "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage." },
  { role: 'system', name: 'example_assistant', content: "Let's talk later when we're less busy about how to do better." },
  { role: 'user', content: "This late pivot means we don't have time to boil the ocean for the client deliverable." },
];

describe('the tokenizer adapter (gpt-tokenizer)', () => {
  it('counts the texts OpenAI gives counts for, in both encodings', async () => {
    for (const encoding of TOKEN_ENCODINGS) {
      const count = await tokenizer.encoder(encoding);
      expect(count('hello world'), encoding).toBe(2);
      expect(count('tiktoken is great!'), encoding).toBe(6);
      expect(count(''), encoding).toBe(0);
    }
  });

  it('counts special-token text as the plain text it is to the API, and never throws on it', async () => {
    for (const encoding of TOKEN_ENCODINGS) {
      const count = await tokenizer.encoder(encoding);
      expect(count('<|endoftext|>'), encoding).toBe(7);
      expect(() => count('<|im_start|>system<|im_sep|><|fim_prefix|>'), encoding).not.toThrow();
    }
  });

  it("counts the cookbook's chat as OpenAI does, plus the established gateway's 2 extra tokens per name", async () => {
    // OpenAI: 3 per message, 1 per name, 3 for the reply. server-behaviour 4.2 adds 3 per name: 4 names, 8 more.
    const cl100k: Encoder = await tokenizer.encoder(encodingForModel('gpt-4-0613'));
    const o200k: Encoder = await tokenizer.encoder(encodingForModel('gpt-4o'));
    expect(countChatPromptTokens({ model: 'gpt-4-0613', messages: COOKBOOK_MESSAGES }, cl100k).total).toBe(129 + 8);
    expect(countChatPromptTokens({ model: 'gpt-4o', messages: COOKBOOK_MESSAGES }, o200k).total).toBe(124 + 8);
  });

  it('o200k_base encodes CJK text in fewer tokens than cl100k_base', async () => {
    const text = '人工智能模型接口网关负责验证密钥、选择上游渠道、转发请求并按用量扣除用户的预付额度。';
    expect(await tokenizer.encoder('o200k_base').then((count) => count(text))).toBeLessThan(
      await tokenizer.encoder('cl100k_base').then((count) => count(text)),
    );
  });

  it('loads each encoding once, however many callers ask at the same time', async () => {
    const fresh = createTokenizer();
    const [a, b] = [fresh.encoder('cl100k_base'), fresh.encoder('cl100k_base')];
    expect(a).toBe(b);
    await fresh.preload();
    expect(await fresh.encoder('cl100k_base')).toBe(await a);
    expect((await fresh.encoder('o200k_base'))('hello world')).toBe(2);
  });
});
