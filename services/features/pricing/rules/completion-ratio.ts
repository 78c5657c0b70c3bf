import { decimalFrom, ONE, type Decimal } from './exact-decimal';

/*
 * The completion (output) ratio of a model, in the established gateway's
 * lookup order (server-behaviour 4.1):
 *
 * 1. for a name containing `/` (an OpenRouter-style `vendor/model`), the
 *    `CompletionRatio` option first: such names match no built-in family;
 * 2. the locked built-in values: the provider's published output/input price
 *    ratio, which an option entry cannot override (an admin who typed 1 for
 *    gpt-5 would otherwise sell output at an eighth of its cost);
 * 3. the `CompletionRatio` option;
 * 4. a built-in family default;
 * 5. else 1.
 *
 * The built-in values are the ones server-behaviour 4.1 names. Rules are
 * tried in order and the first match wins.
 */

interface BuiltInRatio {
  /** The names it covers, as the spec writes them. */
  readonly pattern: string;
  readonly matches: (name: string) => boolean;
  readonly ratio: number;
}

const prefix = (start: string) => (name: string) => name.startsWith(start);
const exactly = (model: string) => (name: string) => name === model;

export const LOCKED_COMPLETION_RATIOS: readonly BuiltInRatio[] = [
  { pattern: 'gpt-5*', matches: prefix('gpt-5'), ratio: 8 },
  { pattern: 'o1*', matches: prefix('o1'), ratio: 4 },
  { pattern: 'o3*', matches: prefix('o3'), ratio: 4 },
  { pattern: 'chatgpt-4o-latest', matches: exactly('chatgpt-4o-latest'), ratio: 3 },
  { pattern: 'gpt-3.5-turbo', matches: exactly('gpt-3.5-turbo'), ratio: 3 },
  // Anywhere in the name, so provider-prefixed ids (`anthropic.claude-3-…` on Bedrock) match too.
  { pattern: '*claude-3*', matches: (name) => name.includes('claude-3'), ratio: 5 },
  { pattern: '*claude-{sonnet,opus,haiku}-4*', matches: (name) => /claude-(?:sonnet|opus|haiku)-4/.test(name), ratio: 5 },
];

export const FAMILY_COMPLETION_RATIOS: readonly BuiltInRatio[] = [
  // The normalised custom-GPT names (model-name.ts) are priced as plain GPT-4, before `gpt-4o*` can match them.
  { pattern: '*-gizmo-*', matches: (name) => name.endsWith('-gizmo-*'), ratio: 2 },
  { pattern: 'gpt-4o*', matches: prefix('gpt-4o'), ratio: 4 },
  { pattern: 'gemini-2.5-pro*', matches: prefix('gemini-2.5-pro'), ratio: 8 },
  { pattern: 'gpt-4*', matches: prefix('gpt-4'), ratio: 2 },
];

// Read once: the rules' ratios as exact decimals, in the same order.
const locked = LOCKED_COMPLETION_RATIOS.map((rule) => ({ matches: rule.matches, ratio: decimalFrom(rule.ratio) }));
const family = FAMILY_COMPLETION_RATIOS.map((rule) => ({ matches: rule.matches, ratio: decimalFrom(rule.ratio) }));

/** `name` is already normalised (model-name.ts); `configured` is the `CompletionRatio` option. */
export function completionRatioFor(name: string, configured: ReadonlyMap<string, Decimal>): Decimal {
  if (name.includes('/')) {
    const own = configured.get(name);
    if (own !== undefined) return own;
  }
  const lockedRule = locked.find((rule) => rule.matches(name));
  if (lockedRule !== undefined) return lockedRule.ratio;
  const own = configured.get(name);
  if (own !== undefined) return own;
  return family.find((rule) => rule.matches(name))?.ratio ?? ONE;
}
