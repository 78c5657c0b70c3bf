/*
 * The model-name normalisation the established gateway applies before every
 * price lookup (server-behaviour 4.1), so one option entry prices a whole
 * family of names that differ only in a parameter: every custom GPT
 * (`gpt-4-gizmo-g-abc…`) and every Gemini 2.5 thinking budget
 * (`gemini-2.5-flash-thinking-1024`).
 */

/** Longest prefix first: `gemini-2.5-flash-lite` also starts with `gemini-2.5-flash`. */
const THINKING_FAMILIES = ['gemini-2.5-flash-lite', 'gemini-2.5-flash', 'gemini-2.5-pro'] as const;

export function normaliseModelName(name: string): string {
  let normalised = name;
  const family = THINKING_FAMILIES.find((prefix) => normalised.startsWith(prefix));
  if (family !== undefined && normalised.includes('-thinking-')) normalised = `${family}-thinking-*`;
  if (normalised.startsWith('gpt-4-gizmo')) return 'gpt-4-gizmo-*';
  if (normalised.startsWith('gpt-4o-gizmo')) return 'gpt-4o-gizmo-*';
  return normalised;
}
