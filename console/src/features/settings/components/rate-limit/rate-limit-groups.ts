/*
 * Spec 03 §5: per-group rate limits, `{ group: [max requests ≥ 0, max
 * successes ≥ 1] }`, checked on save as the server checks them
 * (schema/options/catalogue.ts: whole numbers up to 2^31 − 1).
 */

/** The largest count the server stores. */
const MAX_COUNT = 2 ** 31 - 1;

/** What is wrong with the group limits' text: not JSON, not an object, or one group's pair; null when it may be saved. */
export type RateLimitGroupProblem =
  { readonly kind: 'notJson' } | { readonly kind: 'notObject' } | { readonly kind: 'badGroup'; readonly group: string } | null;

const isCount = (value: unknown, min: number): boolean => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= MAX_COUNT;

/** Whether a group's value is `[max requests ≥ 0, max successes ≥ 1]`. */
export function isGroupLimit(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && isCount(value[0], 0) && isCount(value[1], 1);
}

export function rateLimitGroupProblem(text: string): RateLimitGroupProblem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'notJson' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'notObject' };
  for (const [group, limit] of Object.entries(parsed)) {
    if (!isGroupLimit(limit)) return { kind: 'badGroup', group };
  }
  return null;
}
