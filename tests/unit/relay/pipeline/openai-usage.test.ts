import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { priceTableFrom } from '../../../../services/features/pricing/rules/price-table';
import { resolvePrice, type ResolvedPrice } from '../../../../services/features/pricing/rules/resolve-price';
import { settleCost } from '../../../../services/features/pricing/rules/settle-cost';
import { outputOfOpenAiAnswer } from '../../../../services/relay/pipeline/answer-output';
import { billableUsage, TOOL_CALL_TOKENS } from '../../../../services/relay/pipeline/billable-usage';
import {
  MAX_REPORTED_COUNT,
  usageFromChatUsage,
  usageFromOpenAiAnswer,
  usageFromResponsesApi,
  usageFromResponsesUsage,
  type UpstreamUsage,
} from '../../../../services/relay/pipeline/openai-usage';
import { openAiUsageObject } from '../../../../services/relay/pipeline/openai-usage-object';
import { SseParser } from '../../../../services/relay/pipeline/sse-parser';

/* Usage accounting on OpenAI-format answers (server-behaviour 4.3, 4.4), on the recorded fixtures. */

const FIXTURES = path.resolve(import.meta.dirname, '../../../testkit/fixtures/providers');
const fixture = (name: string, model = 'gpt-4o-mini'): unknown => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8').replaceAll('{{model}}', model));

/** gpt-4o at ratio 1.25 (completion 4, cache 0.5, cache write 1.25 by default): what settleCost makes of a usage. */
const GPT_4O = (() => {
  const table = priceTableFrom({
    ModelRatio: { 'gpt-4o': 1.25 },
    ModelPrice: {},
    CompletionRatio: {},
    CacheRatio: { 'gpt-4o': 0.5 },
    GroupRatio: { default: 1 },
    QuotaPerUnit: 500_000,
    PreConsumedQuota: 500,
  });
  const price = resolvePrice(table, { model: 'gpt-4o', userGroup: 'default', usingGroup: 'default', acceptUnsetPrice: false });
  if (price.kind === 'no-price') throw new Error('gpt-4o has a price');
  return price as ResolvedPrice;
})();
const charge = (usage: UpstreamUsage) => settleCost(GPT_4O, usage).quota;

const usage = (answer: unknown): UpstreamUsage => {
  const read = usageFromOpenAiAnswer(answer);
  if (read === null) throw new Error('expected a usage');
  return read;
};

describe('usage from plain answers', () => {
  it('a chat completion: prompt and completion tokens as reported', () => {
    expect(usage(fixture('openai/chat-completion.json'))).toMatchObject({
      promptTokens: 8,
      completionTokens: 3,
      cachedTokens: 0,
      semantics: 'openai',
      source: 'upstream',
      corrections: [],
    });
  });

  it('cached and reasoning tokens: the cache is part of the prompt, the reasoning part of the completion', () => {
    const read = usage(fixture('openai/chat-completion-cached-reasoning.json', 'o4-mini'));
    expect(read).toMatchObject({ promptTokens: 2006, completionTokens: 300, cachedTokens: 1920, reasoningTokens: 256, corrections: [] });
    // (86 + 1920 × 0.5 + 300 × 4) × 1.25 = 2807.5 → 2808: the reasoning is not billed twice, the cache at its own ratio.
    expect(charge(read)).toBe(2808);
  });

  it('a legacy completion, an embeddings answer (no completion) and a Responses answer', () => {
    expect(usage(fixture('openai/completion.json', 'gpt-3.5-turbo-instruct'))).toMatchObject({ promptTokens: 5, completionTokens: 7 });
    expect(usage(fixture('openai/embeddings.json', 'text-embedding-3-small'))).toMatchObject({ promptTokens: 12, completionTokens: 0 });
    const responses = fixture('openai/responses.json', 'gpt-4.1');
    expect(usage(responses)).toMatchObject({ promptTokens: 36, completionTokens: 87, cachedTokens: 0, reasoningTokens: 0 });
    expect(usageFromResponsesApi(responses)).toEqual(usage(responses));
  });

  it('no usage: an error body, a moderation answer, a missing or null usage, all zeros', () => {
    expect(usageFromOpenAiAnswer(fixture('openai/server-error.json'))).toBeNull();
    expect(usageFromOpenAiAnswer(fixture('openai/context-length-exceeded.json'))).toBeNull();
    expect(usageFromOpenAiAnswer(fixture('openai/moderation.json', 'omni-moderation-latest'))).toBeNull();
    expect(usageFromOpenAiAnswer({ object: 'chat.completion', choices: [] })).toBeNull();
    expect(usageFromOpenAiAnswer({ object: 'chat.completion', usage: null })).toBeNull();
    expect(usageFromOpenAiAnswer({ usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 } })).toBeNull();
    expect(usageFromOpenAiAnswer('not json')).toBeNull();
    expect(usageFromResponsesApi({ type: 'response.completed', response: { usage: null } })).toBeNull();
  });

  it('the usage chunk of a Responses stream (response.completed): cached and reasoning tokens', () => {
    const text = readFileSync(path.join(FIXTURES, 'openai/responses-stream.sse'), 'utf8');
    const parser = new SseParser();
    const events = [...parser.push(text), ...parser.end()];
    const completed = events.find((e) => e.event === 'response.completed');
    expect(usageFromResponsesApi(JSON.parse(completed?.data ?? 'null'))).toMatchObject({
      promptTokens: 1310,
      completionTokens: 86,
      cachedTokens: 1152,
      reasoningTokens: 64,
    });
  });
});

describe('reported billing bugs', () => {
  it('cached tokens above prompt tokens never give a negative input count', () => {
    const read = usage({ usage: { prompt_tokens: 100, completion_tokens: 5, total_tokens: 105, prompt_tokens_details: { cached_tokens: 150 } } });
    expect(read).toMatchObject({ promptTokens: 100, cachedTokens: 100, completionTokens: 5 });
    expect(read.corrections).toContain('cached-above-prompt');
    // Base 0, 100 cached at 0.5, 5 × 4: (50 + 20) × 1.25 = 87.5 → 88, never below zero.
    expect(charge(read)).toBe(88);
    const writes = usage({ usage: { prompt_tokens: 10, completion_tokens: 1, prompt_tokens_details: { cached_tokens: 8, cache_write_tokens: 9 } } });
    expect(writes).toMatchObject({ cachedTokens: 8, cacheWriteTokens: 2 });
    expect(writes.corrections).toContain('cache-write-above-prompt');
  });

  it('cache tokens are counted once (DeepSeek reports the hits twice)', () => {
    const read = usage(fixture('deepseek/chat-completion-cache.json', 'deepseek-reasoner'));
    expect(read).toMatchObject({ promptTokens: 1606, cachedTokens: 1536, completionTokens: 164, reasoningTokens: 132, corrections: [] });
    // Only the hit count, without the duplicate details, still reads the same.
    expect(usage({ usage: { prompt_tokens: 1606, completion_tokens: 164, prompt_cache_hit_tokens: 1536, prompt_cache_miss_tokens: 70 } })).toMatchObject({
      cachedTokens: 1536,
    });
    // Moonshot puts it at the top level; with the details too, still once.
    expect(usage({ usage: { prompt_tokens: 50, completion_tokens: 1, cached_tokens: 40, prompt_tokens_details: { cached_tokens: 40 } } })).toMatchObject({
      cachedTokens: 40,
    });
    // Without prompt_tokens, DeepSeek's hits plus misses are the prompt.
    const split = usage({ usage: { completion_tokens: 3, prompt_cache_hit_tokens: 64, prompt_cache_miss_tokens: 6 } });
    expect(split).toMatchObject({ promptTokens: 70, cachedTokens: 64 });
    expect(split.corrections).toEqual(['prompt-from-cache-split']);
  });

  it('cache-creation tokens are billed where reported', () => {
    const openRouter = usage({
      usage: { prompt_tokens: 194, completion_tokens: 2, total_tokens: 196, cost: 0.95, prompt_tokens_details: { cached_tokens: 0, cache_write_tokens: 100 } },
    });
    expect(openRouter).toMatchObject({ cacheWriteTokens: 100, upstreamCost: 0.95 });
    // 94 + 100 × 1.25 + 2 × 4 = 227 × 1.25 = 283.75 → 284, where ignoring the writes would charge 252.5 → 253.
    expect(charge(openRouter)).toBe(284);
    expect(charge({ ...openRouter, cacheWriteTokens: 0 })).toBe(253);
    expect(usage({ usage: { prompt_tokens: 300, completion_tokens: 1, cache_creation_input_tokens: 200 } })).toMatchObject({ cacheWriteTokens: 200 });
    expect(
      usageFromResponsesUsage({ input_tokens: 500, output_tokens: 9, input_tokens_details: { cached_tokens: 100, cache_write_tokens: 300 } }),
    ).toMatchObject({
      cachedTokens: 100,
      cacheWriteTokens: 300,
    });
  });

  it('reasoning tokens are part of the completion, added once when a provider reports them beside it', () => {
    const beside = usage({ usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 35, completion_tokens_details: { reasoning_tokens: 20 } } });
    expect(beside).toMatchObject({ completionTokens: 25, reasoningTokens: 20, corrections: ['reasoning-outside-completion'] });
    const inside = usage({ usage: { prompt_tokens: 10, completion_tokens: 25, total_tokens: 35, completion_tokens_details: { reasoning_tokens: 20 } } });
    expect(inside).toMatchObject({ completionTokens: 25, corrections: [] });
  });

  it('upstream error text is never counted as output', () => {
    expect(outputOfOpenAiAnswer(fixture('openai/server-error.json'))).toEqual({ text: '', toolCalls: 0 });
    expect(outputOfOpenAiAnswer(fixture('openai/invalid-api-key.json'))).toEqual({ text: '', toolCalls: 0 });
    const local = billableUsage(null, { promptTokens: 12, completionTokens: 0, producedOutput: false });
    expect(local).toMatchObject({ promptTokens: 12, completionTokens: 0, source: 'local' });
  });

  it('an answer without usage is counted locally: never free, never a full refund', () => {
    const answer = { ...(fixture('openai/chat-completion.json') as object), usage: undefined };
    expect(usageFromOpenAiAnswer(answer)).toBeNull();
    expect(outputOfOpenAiAnswer(answer)).toEqual({ text: 'Hi!', toolCalls: 0 });
    const settled = billableUsage(null, { promptTokens: 8, completionTokens: 2, producedOutput: true });
    expect(settled).toMatchObject({ promptTokens: 8, completionTokens: 2, source: 'local' });
    expect(charge(settled)).toBeGreaterThan(0);
    // Upstream's zeros are not believed beside output the gateway saw.
    const zeroCompletion = billableUsage(usage({ usage: { prompt_tokens: 8, completion_tokens: 0 } }), {
      promptTokens: 9,
      completionTokens: 4,
      producedOutput: true,
    });
    expect(zeroCompletion).toMatchObject({ promptTokens: 8, completionTokens: 4, corrections: ['completion-from-local-count'] });
    const zeroPrompt = billableUsage(usage({ usage: { prompt_tokens: 0, completion_tokens: 6 } }), {
      promptTokens: 9,
      completionTokens: 0,
      producedOutput: true,
    });
    expect(zeroPrompt).toMatchObject({ promptTokens: 9, completionTokens: 6, corrections: ['prompt-from-local-estimate'] });
  });

  it('malformed counts become whole numbers ≥ 0 that pricing accepts', () => {
    const read = usage({ usage: { prompt_tokens: '120', completion_tokens: 7.6, prompt_tokens_details: { cached_tokens: -5, audio_tokens: 'x' } } });
    expect(read).toMatchObject({ promptTokens: 120, completionTokens: 8, cachedTokens: 0, audioInputTokens: 0 });
    expect(read.corrections).toEqual(['malformed-count']);
    expect(() => settleCost(GPT_4O, read)).not.toThrow();
  });

  it('counts near 2^53 are malformed and bounded, so their sums stay exact and pricing still charges', () => {
    // Reasoning outside the completion is added to it; unbounded, the sum passed 2^53 and pricing refused it (the request went free).
    const read = usage({ usage: { prompt_tokens: 10, completion_tokens: 2 ** 52, completion_tokens_details: { reasoning_tokens: 2 ** 52 + 2 } } });
    expect(read.corrections).toContain('malformed-count');
    expect(read.completionTokens).toBe(MAX_REPORTED_COUNT);
    expect(settleCost(GPT_4O, read).quota).toBeGreaterThan(0);
  });
});

describe('details for the log', () => {
  it('audio and image tokens stay in the prompt and completion; images get their own count', () => {
    const read = usage({
      usage: {
        prompt_tokens: 1000,
        completion_tokens: 200,
        prompt_tokens_details: { cached_tokens: 0, audio_tokens: 300, image_tokens: 400 },
        completion_tokens_details: { audio_tokens: 150, reasoning_tokens: 0 },
      },
    });
    expect(read).toMatchObject({ promptTokens: 1000, completionTokens: 200, imageTokens: 400, audioInputTokens: 300, audioOutputTokens: 150 });
  });

  it('the output of answers: text, reasoning, tool calls (for a local count)', () => {
    expect(outputOfOpenAiAnswer(fixture('deepseek/chat-completion-cache.json')).text).toContain('9.11 is smaller than 9.8.Compare the integer parts');
    const toolAnswer = {
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }] },
        },
      ],
    };
    expect(outputOfOpenAiAnswer(toolAnswer)).toEqual({ text: 'f{"a":1}', toolCalls: 1 });
    expect(outputOfOpenAiAnswer(fixture('openai/completion.json')).text).toBe('\n\nThis is indeed a test');
    expect(outputOfOpenAiAnswer(fixture('openai/responses.json')).text).toMatch(/^In a peaceful grove/);
    expect(TOOL_CALL_TOKENS).toBe(7);
  });

  it('a usage written back as OpenAI writes it', () => {
    expect(openAiUsageObject({ promptTokens: 10, completionTokens: 5, semantics: 'openai' })).toEqual({
      prompt_tokens: 10,
      completion_tokens: 5,
      total_tokens: 15,
    });
    expect(openAiUsageObject({ promptTokens: 10, completionTokens: 5, cachedTokens: 4, reasoningTokens: 2, semantics: 'openai' })).toEqual({
      prompt_tokens: 10,
      completion_tokens: 5,
      total_tokens: 15,
      prompt_tokens_details: { cached_tokens: 4 },
      completion_tokens_details: { reasoning_tokens: 2 },
    });
  });
});

describe('properties', () => {
  const count = fc.oneof(
    fc.nat({ max: 1_000_000 }),
    fc.integer({ min: -1000, max: -1 }),
    fc.double({ min: -10, max: 1e6, noNaN: false }),
    fc.constantFrom('12', '', 'abc', null, undefined, Number.POSITIVE_INFINITY),
  );
  const chatUsage = fc.record(
    {
      prompt_tokens: count,
      completion_tokens: count,
      total_tokens: count,
      prompt_cache_hit_tokens: count,
      prompt_tokens_details: fc.record({ cached_tokens: count, cache_write_tokens: count, image_tokens: count, audio_tokens: count }, { requiredKeys: [] }),
      completion_tokens_details: fc.record({ reasoning_tokens: count, audio_tokens: count }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  );

  it('every reported usage reads as whole counts ≥ 0 whose parts fit in the prompt, and prices at ≥ 0 without throwing', () => {
    fc.assert(
      fc.property(chatUsage, (raw) => {
        const read = usageFromChatUsage(raw);
        if (read === null) return;
        for (const value of [read.promptTokens, read.completionTokens, read.cachedTokens ?? 0, read.cacheWriteTokens ?? 0, read.imageTokens ?? 0]) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        expect((read.cachedTokens ?? 0) + (read.cacheWriteTokens ?? 0) + (read.imageTokens ?? 0)).toBeLessThanOrEqual(read.promptTokens);
        expect(read.promptTokens + read.completionTokens).toBeGreaterThan(0);
        expect(read.reasoningTokens).toBeLessThanOrEqual(read.completionTokens);
        expect(charge(read)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('more cached tokens never make a request cost more than the same prompt uncached', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 200_000 }), fc.nat({ max: 10_000 }), (prompt, cached, completion) => {
        fc.pre(prompt + completion > 0);
        const cachedRead = usage({ usage: { prompt_tokens: prompt, completion_tokens: completion, prompt_tokens_details: { cached_tokens: cached } } });
        const plain = usage({ usage: { prompt_tokens: prompt, completion_tokens: completion } });
        expect(charge(cachedRead)).toBeLessThanOrEqual(charge(plain));
      }),
    );
  });
});
