import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../platform/logger';
import type { RateLimiter, RateRule } from '../../platform/ports/rate-limiter';
import { clientOf } from './client-address';
import { rateLimitScopeOf } from './rate-limit-scope';
import { sendTooManyRequests } from './too-many-requests';

/** The per-address limits the HTTP layer applies before dispatch; a `null` rule is turned off. */
export interface GlobalRateLimits {
  readonly limiter: RateLimiter;
  /** Key on X-Forwarded-For (TRUST_PROXY), as the REST router does. */
  readonly trustProxy: boolean;
  readonly api: RateRule | null;
  readonly web: RateRule | null;
}

/** Answers 429 and returns true when the request is over its limit; false lets it through. */
export type GlobalRateLimitCheck = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

const FAILURE_LOG_EVERY_MS = 60_000;

export function createGlobalRateLimitCheck(limits: GlobalRateLimits, logger: Logger): GlobalRateLimitCheck {
  let lastFailureLoggedAt = -Infinity;
  return async (req, res, pathname) => {
    const scope = rateLimitScopeOf(pathname);
    const rule = scope === null ? null : limits[scope];
    if (scope === null || rule === null) return false;
    const { ip } = clientOf(req, limits.trustProxy);
    try {
      const decision = await limits.limiter.take(`${scope}:${ip}`, rule);
      if (decision.allowed) return false;
      sendTooManyRequests(res, decision.retryAfterMs);
      return true;
    } catch (error) {
      // These limits protect capacity, not accounts: while the limiter's store
      // (Redis) is down, serving unlimited beats refusing everyone. The critical
      // limit on sign-in fails closed instead (REST router). Logged once a minute, not per request.
      if (Date.now() - lastFailureLoggedAt >= FAILURE_LOG_EVERY_MS) {
        lastFailureLoggedAt = Date.now();
        logger.error('rate limiter failed; requests pass unlimited until it answers', { scope, error });
      }
      return false;
    }
  };
}
