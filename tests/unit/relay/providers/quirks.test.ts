import { describe, expect, it } from 'vitest';
import { providerFor } from '../../../../services/relay/providers/provider-for';
import { DEFAULT_MODELS_KEEPING_SUFFIX, type Body, type RelayEndpoint, type TransformContext } from '../../../../services/relay/providers/provider';
import {
  isOpenAiReasoningModel,
  splitEffortSuffix,
  withOpenRouterRules,
  withReasoningModelRules,
  withResponsesEffortSuffix,
  withStreamOptions,
} from '../../../../services/relay/providers/quirks';

/*
 * The body quirks of server-behaviour 14.2, each with the body before and
 * after; and that no transform changes its input or copies what it does not
 * change.
 */

/** Freezes a body and everything in it, so a transform that writes to its input throws. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

function context(endpoint: RelayEndpoint, model: string, stream = false, requestedModel = model): TransformContext {
  return { request: { endpoint, model, stream }, requestedModel, modelsKeepingSuffix: DEFAULT_MODELS_KEEPING_SUFFIX };
}

function transform(type: number, body: Body, ctx: TransformContext): Body {
  const provider = providerFor(type);
  if (!provider) throw new Error(`no provider for type ${type}`);
  return provider.transformBody(frozen(body), ctx);
}

describe('stream_options', () => {
  it('kept where the upstream accepts it and the request streams, always asking for usage', () => {
    expect(withStreamOptions({ model: 'm', stream: true }, true, true)).toEqual({ model: 'm', stream: true, stream_options: { include_usage: true } });
    expect(withStreamOptions({ stream: true, stream_options: { include_usage: false, include_obfuscation: false } }, true, true)).toEqual({
      stream: true,
      stream_options: { include_usage: true, include_obfuscation: false },
    });
  });

  it('removed where the upstream does not accept it, and from requests that do not stream', () => {
    expect(withStreamOptions({ stream: true, stream_options: { include_usage: true } }, false, true)).toEqual({ stream: true });
    expect(withStreamOptions({ stream: false, stream_options: { include_usage: true } }, true, false)).toEqual({ stream: false });
  });

  it('per type: OpenAI, DeepSeek and xAI keep it; Mistral, Moonshot and OpenRouter lose it', () => {
    const body = { model: 'x', messages: [], stream: true, stream_options: { include_usage: false } };
    for (const type of [1, 4, 43, 48])
      expect(transform(type, body, context('chat', 'x', true)).stream_options, `type ${type}`).toEqual({ include_usage: true });
    for (const type of [6, 8, 20, 25, 40, 42]) expect(transform(type, body, context('chat', 'x', true)), `type ${type}`).not.toHaveProperty('stream_options');
  });
});

describe("OpenAI's reasoning models", () => {
  it('are o and a digit, or gpt-5, in the last path segment', () => {
    for (const model of ['o1', 'o1-mini', 'o3-mini-high', 'o4-mini', 'gpt-5', 'gpt-5-mini', 'gpt-5.1', 'openai/o3', 'openai/gpt-5-nano']) {
      expect(isOpenAiReasoningModel(model), model).toBe(true);
    }
    for (const model of ['gpt-4o', 'openai/gpt-4o', 'openchat-3.5', 'olmo-7b', 'omni-moderation-latest', 'deepseek-chat', 'gpt-4.1']) {
      expect(isOpenAiReasoningModel(model), model).toBe(false);
    }
  });

  it('read an effort suffix', () => {
    expect(splitEffortSuffix('o3-mini-high')).toEqual({ model: 'o3-mini', effort: 'high' });
    expect(splitEffortSuffix('gpt-5-minimal')).toEqual({ model: 'gpt-5', effort: 'minimal' });
    expect(splitEffortSuffix('gpt-5-xhigh')).toEqual({ model: 'gpt-5', effort: 'xhigh' });
    expect(splitEffortSuffix('gpt-5.1-none')).toEqual({ model: 'gpt-5.1', effort: 'none' });
    expect(splitEffortSuffix('o4-mini')).toBeNull();
    expect(splitEffortSuffix('-low')).toBeNull();
  });

  it('o-series: max_tokens → max_completion_tokens, no temperature, effort suffix → reasoning_effort, system → developer', () => {
    const before = {
      model: 'o3-mini-high',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'hi' },
      ],
      max_tokens: 256,
      temperature: 0.2,
      top_p: 0.9,
    };
    expect(withReasoningModelRules(frozen(before), false)).toEqual({
      model: 'o3-mini',
      messages: [
        { role: 'developer', content: 'Be brief.' },
        { role: 'user', content: 'hi' },
      ],
      max_completion_tokens: 256,
      reasoning_effort: 'high',
      top_p: 0.9,
    });
  });

  it('gpt-5: also no top_p, logprobs or top_logprobs; an explicit max_completion_tokens wins and max_tokens goes', () => {
    const before = {
      model: 'gpt-5',
      messages: [],
      max_tokens: 100,
      max_completion_tokens: 500,
      temperature: 1,
      top_p: 1,
      logprobs: true,
      top_logprobs: 3,
      seed: 7,
    };
    expect(withReasoningModelRules(frozen(before), false)).toEqual({ model: 'gpt-5', messages: [], max_completion_tokens: 500, seed: 7 });
  });

  it('o1-mini keeps its system message; a model on the keep-list keeps its suffix', () => {
    const body = { model: 'o1-mini', messages: [{ role: 'system', content: 's' }] };
    expect(withReasoningModelRules(frozen(body), false).messages).toBe(body.messages);
    expect(withReasoningModelRules(frozen({ model: 'o3-high', messages: [] }), true)).toEqual({ model: 'o3-high', messages: [] });
  });

  it('other models pass unchanged (the same object)', () => {
    const body = frozen({ model: 'gpt-4o', max_tokens: 10, temperature: 0.5 });
    expect(withReasoningModelRules(body, false)).toBe(body);
  });

  it('apply on the types the established gateway runs through its OpenAI adapter, not on vendors with their own models', () => {
    const body = { model: 'o3-mini-low', messages: [], max_tokens: 10, temperature: 1 };
    const after = { model: 'o3-mini', messages: [], max_completion_tokens: 10, reasoning_effort: 'low' };
    for (const type of [1, 6, 8, 19, 31, 47]) expect(transform(type, body, context('chat', 'o3-mini-low')), `type ${type}`).toEqual(after);
    for (const type of [4, 25, 40, 42, 43, 48]) expect(transform(type, body, context('chat', 'o3-mini-low')), `type ${type}`).toEqual(body);
  });

  it('Responses: an effort suffix becomes reasoning.effort, keeping the rest of reasoning', () => {
    const before = { model: 'gpt-5-low', input: 'hi', reasoning: { summary: 'auto' } };
    expect(withResponsesEffortSuffix(frozen(before), false)).toEqual({ model: 'gpt-5', input: 'hi', reasoning: { summary: 'auto', effort: 'low' } });
    expect(transform(1, { model: 'o3-high', input: 'hi' }, context('responses', 'o3-high'))).toEqual({
      model: 'o3',
      input: 'hi',
      reasoning: { effort: 'high' },
    });
    expect(transform(1, { model: 'o3-high', input: 'hi' }, context('responses-compact', 'o3-high'))).toEqual({
      model: 'o3',
      input: 'hi',
      reasoning: { effort: 'high' },
    });
  });
});

describe('OpenRouter', () => {
  it('asks for usage unless the client set it', () => {
    expect(withOpenRouterRules(frozen({ model: 'openai/gpt-4o', messages: [] }), false)).toEqual({
      model: 'openai/gpt-4o',
      messages: [],
      usage: { include: true },
    });
    expect(withOpenRouterRules(frozen({ model: 'm', usage: { include: false } }), false)).toEqual({ model: 'm', usage: { include: false } });
  });

  it('a -thinking suffix turns reasoning on, with the effort the client gave', () => {
    expect(withOpenRouterRules(frozen({ model: 'deepseek/deepseek-r1-thinking' }), false)).toEqual({
      model: 'deepseek/deepseek-r1',
      usage: { include: true },
      reasoning: { enabled: true },
    });
    expect(withOpenRouterRules(frozen({ model: 'qwen/qwen3-thinking', reasoning_effort: 'low' }), false)).toEqual({
      model: 'qwen/qwen3',
      usage: { include: true },
      reasoning: { enabled: true, effort: 'low' },
    });
  });

  it('reasoning_effort becomes reasoning (not for none); a client reasoning object wins', () => {
    expect(withOpenRouterRules(frozen({ model: 'm', reasoning_effort: 'high' }), false)).toEqual({
      model: 'm',
      usage: { include: true },
      reasoning: { enabled: true, effort: 'high' },
    });
    expect(withOpenRouterRules(frozen({ model: 'm', reasoning_effort: 'none' }), false)).toEqual({ model: 'm', usage: { include: true } });
    expect(withOpenRouterRules(frozen({ model: 'm', reasoning_effort: 'high', reasoning: { max_tokens: 9 } }), false)).toEqual({
      model: 'm',
      usage: { include: true },
      reasoning: { max_tokens: 9 },
    });
  });

  it('Claude-style thinking on an anthropic model becomes reasoning.max_tokens', () => {
    const before = { model: 'anthropic/claude-sonnet-4', thinking: { type: 'enabled', budget_tokens: 2048 } };
    expect(withOpenRouterRules(frozen(before), false)).toEqual({
      model: 'anthropic/claude-sonnet-4',
      usage: { include: true },
      reasoning: { max_tokens: 2048 },
    });
    expect(withOpenRouterRules(frozen({ model: 'anthropic/claude-sonnet-4', thinking: { type: 'enabled' } }), false)).toEqual({
      model: 'anthropic/claude-sonnet-4',
      usage: { include: true },
      reasoning: { enabled: true },
    });
    expect(withOpenRouterRules(frozen({ model: 'anthropic/claude-sonnet-4', thinking: { type: 'disabled' } }), false)).toEqual({
      model: 'anthropic/claude-sonnet-4',
      usage: { include: true },
    });
  });

  it('a model on the keep-list keeps its -thinking (by the requested or the upstream name)', () => {
    const body = { model: 'moonshotai/kimi-k2-thinking', messages: [] };
    expect(transform(20, body, context('chat', 'moonshotai/kimi-k2-thinking'))).toEqual({ ...body, usage: { include: true } });
    expect(transform(20, body, context('chat', 'moonshotai/kimi-k2-thinking', false, 'kimi-k2-thinking'))).toEqual({ ...body, usage: { include: true } });
  });

  it("a Claude client's thinking: OpenRouter's reasoning budget for an Anthropic model, and sent to no other upstream", () => {
    const thinking = { type: 'enabled', budget_tokens: 4096 };
    const claude = (model: string): TransformContext => ({ ...context('chat', model), client: 'claude' });
    expect(transform(20, { model: 'anthropic/claude-sonnet-4', messages: [], thinking }, claude('anthropic/claude-sonnet-4'))).toEqual({
      model: 'anthropic/claude-sonnet-4',
      messages: [],
      usage: { include: true },
      reasoning: { max_tokens: 4096 },
    });
    expect(transform(1, { model: 'gpt-4o', messages: [], thinking }, claude('gpt-4o'))).toEqual({ model: 'gpt-4o', messages: [] });
    // An OpenAI-format client's own `thinking` (GLM and others read it) is its to send.
    expect(transform(1, { model: 'glm-4.5', messages: [], thinking }, context('chat', 'glm-4.5'))).toEqual({ model: 'glm-4.5', messages: [], thinking });
  });

  it("an OpenAI reasoning model's effort suffix ends up in OpenRouter's reasoning object", () => {
    const body = { model: 'openai/o3-mini-high', messages: [], max_tokens: 50, stream: true, stream_options: { include_usage: true } };
    expect(transform(20, body, context('chat', 'openai/o3-mini-high', true))).toEqual({
      model: 'openai/o3-mini',
      messages: [],
      stream: true,
      max_completion_tokens: 50,
      usage: { include: true },
      reasoning: { enabled: true, effort: 'high' },
    });
  });
});

describe('every transform', () => {
  it('sets the upstream model and leaves the bodies of other endpoints as they are', () => {
    expect(transform(42, { model: 'mistral-embed-alias', input: ['a'] }, context('embeddings', 'mistral-embed'))).toEqual({
      model: 'mistral-embed',
      input: ['a'],
    });
    expect(transform(1, { model: 'o3-high', prompt: 'x' }, context('images-generations', 'o3-high'))).toEqual({ model: 'o3-high', prompt: 'x' });
  });

  it('never changes its input, returns a new object, and shares what it did not change', () => {
    const messages = [{ role: 'user', content: 'hi' }];
    const input = {
      model: 'gpt-5-high',
      messages,
      max_tokens: 10,
      temperature: 0.3,
      stream: true,
      stream_options: { include_usage: false },
      tools: [{ type: 'function' }],
    };
    const snapshot = structuredClone(input);
    for (const type of [1, 3, 8, 20, 42, 43]) {
      const out = transform(type, input, context('chat', 'gpt-5-high', true));
      expect(out).not.toBe(input);
      expect(out.messages).toBe(messages);
      expect(out.tools).toBe(input.tools);
    }
    expect(input).toEqual(snapshot);
  });

  it('copies the messages array only when it changes a message', () => {
    const messages = [
      { role: 'system', content: 's' },
      { role: 'user', content: 'u' },
    ];
    const out = transform(1, { model: 'o3', messages }, context('chat', 'o3'));
    expect(out.messages).not.toBe(messages);
    expect((out.messages as unknown[])[1]).toBe(messages[1]);
    expect(messages[0]?.role).toBe('system');
  });
});
