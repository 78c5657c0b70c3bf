import type { Body, RelayEndpoint, TransformContext } from './provider';

/*
 * The per-type changes to an OpenAI-format request body (server-behaviour
 * 14.2), as pure functions. Each takes a body and returns it unchanged (the
 * same object) or a shallow copy with its change; none changes its input,
 * and none copies what it does not change (this is the hot path: a
 * `messages` array is shared, never cloned).
 *
 * - stream_options: kept only where the upstream accepts it and the request
 *   streams, and then it always asks for the usage (`include_usage: true`),
 *   which the bill is settled with (FORCE_STREAM_OPTION, default on).
 * - OpenAI's reasoning models (o1, o3, o4-mini…, gpt-5…): `max_tokens`
 *   becomes `max_completion_tokens`, sampling fields they refuse are
 *   dropped, an effort suffix in the model name (`o3-mini-high`) becomes
 *   `reasoning_effort`, and a leading system message becomes a developer
 *   message.
 * - OpenRouter: asks for usage (`usage: {include: true}`), turns a
 *   `-thinking` suffix and `reasoning_effort` into its `reasoning` object,
 *   and Claude-style `thinking` into `reasoning.max_tokens`. A Claude
 *   client's `thinking` (claude-request.ts keeps it) goes nowhere else.
 *
 * Where we differ from the established gateway, on purpose:
 * - it treats every model whose name starts with "o" as a reasoning model
 *   (openchat, olmo, and every `openai/…` id on OpenRouter lost their
 *   temperature); here it is `o` and a digit, or `gpt-5`, in the last
 *   path segment of the name (`openai/o3-mini` is one, `openai/gpt-4o` is not);
 * - it keeps `max_tokens` when `max_completion_tokens` is also set, which
 *   OpenAI refuses; here `max_tokens` always goes;
 * - with gpt-5's `logprobs` it also drops `top_logprobs`, which needs it;
 * - the keep-list (TransformContext.modelsKeepingSuffix) also protects
 *   effort suffixes, not only `-thinking`.
 */

/** Which rules a type's bodies follow. Every provider states all three. */
export interface QuirkRules {
  /** The upstream accepts `stream_options`. */
  readonly streamOptions: boolean;
  /** The upstream serves OpenAI's own models, so OpenAI's reasoning-model rules apply. */
  readonly reasoningModels: boolean;
  /** A vendor's own body rules, if any. */
  readonly vendor: VendorQuirk | null;
}

/** The vendors with body rules of their own. */
export type VendorQuirk = 'openrouter';

/** The effort suffixes an OpenAI model name may carry (`gpt-5-minimal`), as the established gateway reads them. */
export const OPENAI_EFFORT_SUFFIXES = ['high', 'minimal', 'low', 'medium', 'none', 'xhigh'] as const;
export type ReasoningEffort = (typeof OPENAI_EFFORT_SUFFIXES)[number];

const THINKING_SUFFIX = '-thinking';

/** The quirks of one body for one endpoint; `model` is set to the upstream model first. */
export function applyQuirks(body: Readonly<Body>, rules: QuirkRules, context: TransformContext): Body {
  const { request } = context;
  let out: Body = { ...body, model: request.model };
  const keepSuffix = context.modelsKeepingSuffix.has(context.requestedModel) || context.modelsKeepingSuffix.has(request.model);
  switch (bodyKindOf(request.endpoint)) {
    case 'chat':
      out = withStreamOptions(out, rules.streamOptions, request.stream);
      if (rules.reasoningModels) out = withReasoningModelRules(out, keepSuffix);
      if (rules.vendor === 'openrouter') out = withOpenRouterRules(out, keepSuffix);
      // A Claude client's extended thinking: OpenRouter's rule above reads it; every other upstream would refuse the field.
      else if (context.client === 'claude') out = without(out, ['thinking']);
      return out;
    case 'responses':
      return rules.reasoningModels ? withResponsesEffortSuffix(out, keepSuffix) : out;
    case 'as-is':
      return out;
  }
}

/** Which rules an endpoint's body follows: chat-like bodies (messages or a prompt), Responses bodies, or none. */
export function bodyKindOf(endpoint: RelayEndpoint): 'chat' | 'responses' | 'as-is' {
  switch (endpoint) {
    case 'chat':
    case 'completions':
      return 'chat';
    case 'responses':
    case 'responses-compact':
      return 'responses';
    case 'embeddings':
    case 'images-generations':
    case 'images-edits':
    case 'edits':
    case 'audio-speech':
    case 'audio-transcriptions':
    case 'audio-translations':
    case 'moderations':
    case 'rerank':
      return 'as-is';
  }
}

/**
 * `stream_options` only where the upstream accepts it and the request
 * streams (OpenAI refuses it without `stream`), and then with
 * `include_usage: true`; the client's other stream options are kept.
 */
export function withStreamOptions(body: Readonly<Body>, supported: boolean, stream: boolean): Body {
  if (!supported || !stream) return without(body, ['stream_options']);
  const clientOptions = isObject(body.stream_options) ? body.stream_options : {};
  return { ...body, stream_options: { ...clientOptions, include_usage: true } };
}

/** OpenAI's reasoning models: o and a digit (o1, o3-mini, o4-mini) or gpt-5…, in the name's last path segment (`openai/o3`). */
export function isOpenAiReasoningModel(model: string): boolean {
  const name = lastSegment(model);
  return /^o\d/.test(name) || name.startsWith('gpt-5');
}

/** `o3-mini-high` → `{model: 'o3-mini', effort: 'high'}`; null when the name has no effort suffix. */
export function splitEffortSuffix(model: string): { model: string; effort: ReasoningEffort } | null {
  for (const effort of OPENAI_EFFORT_SUFFIXES) {
    const suffix = `-${effort}`;
    if (model.length > suffix.length && model.endsWith(suffix)) return { model: model.slice(0, -suffix.length), effort };
  }
  return null;
}

/** The chat rules of OpenAI's reasoning models (see the top of this file); other models pass unchanged. */
export function withReasoningModelRules(body: Readonly<Body>, keepSuffix: boolean): Body {
  const model = typeof body.model === 'string' ? body.model : '';
  if (!isOpenAiReasoningModel(model)) return body;

  const gpt5 = lastSegment(model).startsWith('gpt-5');
  const out = copyWithout(body, gpt5 ? ['max_tokens', 'temperature', 'top_p', 'logprobs', 'top_logprobs'] : ['max_tokens', 'temperature']);
  if (isUnset(body.max_completion_tokens) && !isUnset(body.max_tokens)) out.max_completion_tokens = body.max_tokens;

  const split = keepSuffix ? null : splitEffortSuffix(model);
  if (split) {
    out.model = split.model;
    out.reasoning_effort = split.effort;
  }

  // o1-mini and o1-preview take neither system nor developer messages: theirs are left for the upstream to refuse.
  const name = lastSegment(split ? split.model : model);
  if (!name.startsWith('o1-mini') && !name.startsWith('o1-preview')) {
    const messages = withDeveloperFirst(body.messages);
    if (messages !== body.messages) out.messages = messages;
  }
  return out;
}

/** A first message with role `system` becomes a `developer` message (the array and that message are copied; the rest is shared). */
function withDeveloperFirst(messages: unknown): unknown {
  if (!Array.isArray(messages) || messages.length === 0) return messages;
  const first: unknown = messages[0];
  if (!isObject(first) || first.role !== 'system') return messages;
  return [{ ...first, role: 'developer' }, ...messages.slice(1)];
}

/** Responses API: an effort suffix on a reasoning model becomes `reasoning.effort` (the client's other reasoning fields are kept). */
export function withResponsesEffortSuffix(body: Readonly<Body>, keepSuffix: boolean): Body {
  const model = typeof body.model === 'string' ? body.model : '';
  if (keepSuffix || !isOpenAiReasoningModel(model)) return body;
  const split = splitEffortSuffix(model);
  if (!split) return body;
  const reasoning = isObject(body.reasoning) ? body.reasoning : {};
  return { ...body, model: split.model, reasoning: { ...reasoning, effort: split.effort } };
}

/**
 * OpenRouter (server-behaviour 14.2; OpenRouter's `usage` and `reasoning`
 * request fields):
 * - `usage: {include: true}` unless the client set `usage`;
 * - a `-thinking` suffix is removed and turns reasoning on
 *   (`reasoning: {enabled: true}`, with the client's `reasoning_effort` as
 *   its effort unless that is `none`);
 * - otherwise a `reasoning_effort` (not `none`) becomes
 *   `reasoning: {enabled: true, effort}`; `reasoning_effort` itself is
 *   always removed, and a client's own `reasoning` object always wins;
 * - Claude-style `thinking: {type: 'enabled', budget_tokens}` on an
 *   `anthropic/…` model becomes `reasoning: {max_tokens: budget_tokens}`
 *   (without a budget, `reasoning: {enabled: true}` unless the client set
 *   one; the established gateway answers an error instead), and `thinking`
 *   is removed.
 */
export function withOpenRouterRules(body: Readonly<Body>, keepSuffix: boolean): Body {
  const copy = copyWithout(body, ['reasoning_effort']);
  if (isUnset(body.usage)) copy.usage = { include: true };

  const model = typeof body.model === 'string' ? body.model : '';
  const effort = typeof body.reasoning_effort === 'string' && body.reasoning_effort !== '' ? body.reasoning_effort : null;
  const clientReasoning = !isUnset(body.reasoning);
  const effortReasoning = effort !== null && effort !== 'none' ? { enabled: true, effort } : null;
  if (!keepSuffix && model.length > THINKING_SUFFIX.length && model.endsWith(THINKING_SUFFIX)) {
    copy.model = model.slice(0, -THINKING_SUFFIX.length);
    if (!clientReasoning) copy.reasoning = effortReasoning ?? { enabled: true };
  } else if (!clientReasoning && effortReasoning) {
    copy.reasoning = effortReasoning;
  }

  if (isObject(body.thinking) && model.startsWith('anthropic')) {
    delete copy.thinking;
    if (body.thinking.type === 'enabled') {
      const budget = body.thinking.budget_tokens;
      if (typeof budget === 'number') copy.reasoning = { max_tokens: budget };
      else if (isUnset(copy.reasoning)) copy.reasoning = { enabled: true };
    }
  }
  return copy;
}

/** The body without these fields: the same object when it has none of them, else a shallow copy. */
function without(body: Readonly<Body>, fields: readonly string[]): Body {
  return fields.some((field) => field in body) ? copyWithout(body, fields) : body;
}

/** A shallow copy of the body without these fields. */
function copyWithout(body: Readonly<Body>, fields: readonly string[]): Body {
  const out: Body = {};
  for (const [key, value] of Object.entries(body)) if (!fields.includes(key)) out[key] = value;
  return out;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absent, null or 0: what the established gateway's Go structs treat as "not set" for these fields. */
const isUnset = (value: unknown): boolean => value === undefined || value === null || value === 0;

const lastSegment = (model: string): string => model.slice(model.lastIndexOf('/') + 1);
