import { AppError } from '../errors';
import type { OutboundHttp } from '../ports/outbound-http';
import type { TurnstileVerdict, TurnstileVerifier } from '../ports/turnstile';

/** Cloudflare's siteverify endpoint, the default of TURNSTILE_VERIFY_URL. */
export const CLOUDFLARE_SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

const UNREACHABLE = 'the Turnstile check could not be completed, try again later';

/**
 * The TurnstileVerifier over siteverify's wire format: a form post of
 * `secret`, `response` and `remoteip`, answered by
 * `{"success": bool, "error-codes": [...], ...}`. It goes through the
 * egress-guarded OutboundHttp, with short timeouts: a sign-in waits on it.
 */
export function createTurnstileVerifier(deps: { http: OutboundHttp; verifyUrl: string; timeoutMs?: number }): TurnstileVerifier {
  const timeoutMs = deps.timeoutMs ?? 10_000;
  return {
    async verify({ secret, token, remoteIp }): Promise<TurnstileVerdict> {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp !== '') form.set('remoteip', remoteIp);
      let answer: unknown;
      try {
        const response = await deps.http.fetch(deps.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          headersTimeoutMs: timeoutMs,
          bodyTimeoutMs: timeoutMs,
        });
        if (response.status !== 200) {
          await response.dump();
          throw new AppError('unavailable', UNREACHABLE, { status: response.status });
        }
        answer = await response.json();
      } catch (error) {
        if (error instanceof AppError) throw new AppError('unavailable', UNREACHABLE, error.details);
        throw new AppError('unavailable', UNREACHABLE);
      }
      const verdict = answer as { success?: unknown; 'error-codes'?: unknown };
      if (typeof verdict !== 'object' || verdict === null || typeof verdict.success !== 'boolean') throw new AppError('unavailable', UNREACHABLE);
      const codes = Array.isArray(verdict['error-codes']) ? verdict['error-codes'].filter((c): c is string => typeof c === 'string') : [];
      return { success: verdict.success, errorCodes: codes };
    },
  };
}
