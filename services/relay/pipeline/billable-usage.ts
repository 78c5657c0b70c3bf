import type { UpstreamUsage } from './openai-usage';

/*
 * What a finished OpenAI-format request is billed for (server-behaviour 4.4):
 * upstream's usage (openai-usage.ts) combined with what the gateway counted
 * itself. Pure.
 */

/** Tokens added per tool call when an answer is counted locally (server-behaviour 4.4). */
export const TOOL_CALL_TOKENS = 7;

/** What the gateway counted itself: the prompt estimate and the output it saw. */
export interface LocalCount {
  /** The prompt estimate made before the request went upstream (count-tokens.ts). */
  readonly promptTokens: number;
  /** Tokens of the output seen, TOOL_CALL_TOKENS per tool call included. */
  readonly completionTokens: number;
  /** Whether the answer had any output at all. */
  readonly producedOutput: boolean;
}

/**
 * The usage a finished request settles with (server-behaviour 4.4, made
 * stricter): upstream's report when there is one; with none, the local count
 * (`source: 'local'`, the log's `local_count_tokens`), so an answer that
 * produced output is never free and never refunded in full. Upstream's zeros
 * are not believed where the gateway saw otherwise: a prompt of 0 takes the
 * estimate, a completion of 0 beside visible output takes the local count.
 */
export function billableUsage(upstream: UpstreamUsage | null, local: LocalCount): UpstreamUsage {
  const prompt = Math.max(0, Math.round(local.promptTokens));
  const completion = Math.max(0, Math.round(local.completionTokens));
  if (upstream === null) {
    return {
      promptTokens: prompt,
      completionTokens: completion,
      semantics: 'openai',
      source: 'local',
      reasoningTokens: 0,
      audioInputTokens: 0,
      audioOutputTokens: 0,
      corrections: [],
    };
  }
  const corrections = [...upstream.corrections];
  let { promptTokens, completionTokens } = upstream;
  if (promptTokens === 0 && prompt > 0) {
    promptTokens = prompt;
    corrections.push('prompt-from-local-estimate');
  }
  if (completionTokens === 0 && local.producedOutput && completion > 0) {
    completionTokens = completion;
    corrections.push('completion-from-local-count');
  }
  return corrections.length === upstream.corrections.length ? upstream : { ...upstream, promptTokens, completionTokens, corrections };
}
