import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTokenizer, TOKEN_ENCODINGS } from '../../../../services/platform/adapters/tokenizer';
import { countChatPromptTokens, encodingForModel, type Encoder } from '../../../../services/relay/pipeline/count-tokens';
import type * as Tiktoken from 'tiktoken';

/*
 * The tokenizer adapter against counts OpenAI publishes: "hello world" is 2
 * tokens, "tiktoken is great!" 6, and the example chat of OpenAI's cookbook
 * ("How to count tokens with tiktoken") 129 prompt tokens on gpt-3.5-turbo
 * and gpt-4 (cl100k_base) and 124 on gpt-4o (o200k_base), as the API
 * reports them; and against OpenAI's own tokenizer (tiktoken: its Rust BPE
 * built to WASM, a test-only dependency) on random texts.
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

describe('the tokenizer adapter', () => {
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

  describe("against OpenAI's own tokenizer", () => {
    // tiktoken's package loads its WASM with require; its ES module entry would import the .wasm file.
    const tiktoken = createRequire(import.meta.url)('tiktoken') as typeof Tiktoken;
    const openai = { o200k_base: tiktoken.get_encoding('o200k_base'), cl100k_base: tiktoken.get_encoding('cl100k_base') };
    afterAll(() => Object.values(openai).forEach((encoding) => encoding.free()));
    const openaiCount = (encoding: keyof typeof openai, text: string) => openai[encoding].encode_ordinary(text).length;

    const corpus = ['README.md', 'docs/tokenizer.md', 'services/platform/bpe/count-bpe.ts']
      .map((file) => readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8'))
      .join('\n');
    // Code points from blocks Unicode filled long ago. Newer letters are left out: JavaScript's RegExp here knows
    // Unicode 16, tiktoken's Rust regex an older version, and they disagree on whether a letter added since is one
    // (seen: U+323B0, CJK Extension H, Unicode 15.0). Lone surrogates and private use are in.
    const OLD_BLOCKS: readonly (readonly [number, number])[] = [
      [0x0000, 0x052f],
      [0x0590, 0x06ff],
      [0x0900, 0x097f],
      [0x0e00, 0x0e7f],
      [0x1100, 0x11ff],
      [0x2000, 0x206f],
      [0x3000, 0x30ff],
      [0x4e00, 0x9fa5],
      [0xac00, 0xd7a3],
      [0xd800, 0xdfff],
      [0xe000, 0xf8ff],
      [0xfe00, 0xfffd],
      [0x1d400, 0x1d7ff],
      [0x1f300, 0x1f64f],
      [0x20000, 0x2a6d6],
    ];
    const anyCodePoint = fc
      .constantFrom(...OLD_BLOCKS)
      .chain(([from, to]) => fc.integer({ min: from, max: to }))
      .map((code) => (code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : String.fromCodePoint(code)));
    const asciiWord = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789 .,;:!?-_()[]{}"\'\n\t/'), maxLength: 30 });
    const awkward = fc.constantFrom(
      ' ',
      '  ',
      '\n',
      '\r\n',
      '\n\n\n',
      '\t',
      "'s",
      "'LL",
      "'Re",
      '<|endoftext|>',
      '<|im_start|>',
      '\ufeff',
      '\u0085',
      '\u00a0',
      '\u3000',
      '\u2028',
      '\v',
      '\f',
      '\u180e',
      '\ufeffa',
      '\u200d',
      '👩‍👩‍👧',
      '🏳️‍🌈',
      '中文的文本，',
      '日本語のテキスト。',
      '한국어',
      'Ünïcödé',
      'İstanbul',
      'ſ',
      '١٢٣',
      '12345678',
      '3.14159',
      'https://example.com/a?b=c&d=e',
      'ab'.repeat(150),
      'a'.repeat(200),
      'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo='.repeat(5),
    );
    const slice = fc.tuple(fc.nat(corpus.length), fc.nat(3000)).map(([from, length]) => corpus.slice(from, from + length));
    const text = fc.array(fc.oneof(anyCodePoint, asciiWord, awkward, slice), { maxLength: 30 }).map((parts) => parts.join(''));

    for (const encoding of TOKEN_ENCODINGS) {
      it(`counts as tiktoken does on random texts, ${encoding}`, async () => {
        const count = await tokenizer.encoder(encoding);
        fc.assert(
          fc.property(text, (input) => count(input) === openaiCount(encoding, input)),
          { numRuns: 1000 },
        );
      });
    }

    it("counts a byte-order mark at a piece's start as its bytes, as tiktoken does (gpt-tokenizer's own counter drops it)", async () => {
      for (const encoding of TOKEN_ENCODINGS) {
        const count = await tokenizer.encoder(encoding);
        expect(openaiCount(encoding, '\ufeffa')).toBe(2);
        expect(count('\ufeffa'), encoding).toBe(2);
        expect(count('\ufeffhello world'), encoding).toBe(openaiCount(encoding, '\ufeffhello world'));
      }
    });

    it('counts a long piece with no break in it (a run of letters, a base64 blob)', async () => {
      const count = await tokenizer.encoder('o200k_base');
      for (const piece of ['ab'.repeat(2000), 'x'.repeat(5000), Buffer.from(corpus.slice(0, 6000)).toString('base64')]) {
        expect(count(piece)).toBe(openaiCount('o200k_base', piece));
      }
    });
  });
});
