import type { RelayError } from '../../pipeline/relay-error';
import { modelRateLimitFor, successKey, totalKey } from '../../pipeline/model-rate-limit';
import type { Admission } from '../admit';
import type { RelayDeps } from './flight';

/*
 * The model request rate limit's effects (the rule: pipeline/model-rate-limit.ts).
 */

/**
 * The model request rate limit (pipeline/model-rate-limit.ts): a request is
 * counted against the total as it comes, and refused while the successes in
 * the window are at their limit; a success is counted when it settles. A
 * limiter that cannot answer lets the request through (the limit guards
 * fairness, not money), and says so in the log.
 */
export async function modelRateLimited(deps: RelayDeps, admission: Admission): Promise<RelayError | null> {
  const limit = rateLimitOf(deps, admission);
  if (limit === null) return null;
  try {
    if (limit.total !== null) {
      const total = await deps.limiter.take(totalKey(admission.userId), { limit: limit.total, windowMs: limit.windowMs });
      if (!total.allowed) return { kind: 'rate_limited', limit: 'requests', minutes: limit.minutes, max: limit.total };
    }
    const successes = await deps.limiter.peek(successKey(admission.userId), { limit: limit.successes, windowMs: limit.windowMs });
    if (!successes.allowed) return { kind: 'rate_limited', limit: 'successes', minutes: limit.minutes, max: limit.successes };
  } catch (error) {
    deps.logger.warn('the model request rate limit could not be checked; the request goes on', { userId: admission.userId, error });
  }
  return null;
}

/** The limit that applies to the request's payer now; the group is the token's, else the user's. */
const rateLimitOf = (deps: RelayDeps, admission: Admission) =>
  modelRateLimitFor(
    {
      enabled: deps.options.get('ModelRequestRateLimitEnabled'),
      count: deps.options.get('ModelRequestRateLimitCount'),
      successCount: deps.options.get('ModelRequestRateLimitSuccessCount'),
      durationMinutes: deps.options.get('ModelRequestRateLimitDurationMinutes'),
      groups: deps.options.get('ModelRequestRateLimitGroup'),
    },
    admission.entry.token.group || (admission.entry.owner?.group ?? ''),
  );

/** Counts a success toward the model request rate limit, without waiting. */
export function countSuccess(deps: RelayDeps, admission: Admission): void {
  const limit = rateLimitOf(deps, admission);
  if (limit === null) return;
  deps.limiter
    .take(successKey(admission.userId), { limit: limit.successes, windowMs: limit.windowMs })
    .catch((error: unknown) => deps.logger.warn('counting a success toward the model request rate limit failed', { userId: admission.userId, error }));
}
