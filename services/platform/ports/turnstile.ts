/**
 * The human check (Cloudflare Turnstile): asks the verify service whether
 * a widget token is good. Code that checks depends on this port, never on
 * the HTTP call.
 *
 * - `verify` answers the service's verdict: `success`, and its error codes
 *   (`invalid-input-response`, `timeout-or-duplicate`, …) when it says no.
 * - A service that cannot be reached, or answers something other than a
 *   verdict, throws an AppError `unavailable` (the secret never in it).
 */
export interface TurnstileVerdict {
  readonly success: boolean;
  readonly errorCodes: readonly string[];
}

export interface TurnstileVerifier {
  verify(input: { readonly secret: string; readonly token: string; readonly remoteIp: string }): Promise<TurnstileVerdict>;
}
