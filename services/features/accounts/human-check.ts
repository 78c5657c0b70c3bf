import { AppError } from '../../platform/errors';
import type { AccountsDeps } from './deps';
import { text } from '../../platform/input-checks';

/*
 * The Turnstile human check (server-behaviour 1.3 "TS"): when
 * TurnstileCheckEnabled is on, sign-in, registration, verification codes and
 * reset links need a widget token (`?turnstile=` on REST, an argument on
 * GraphQL) that the verify service accepts for the caller's address. Unlike
 * the established gateway, a success is not remembered in the session: each
 * call brings its own token (they are single-use at Cloudflare anyway).
 */

export interface HumanContext {
  /** The caller's address, sent along as `remoteip`. */
  readonly ip: string;
  /** The widget's token. */
  readonly turnstile?: unknown;
}

export async function requireHuman(deps: Pick<AccountsDeps, 'options' | 'turnstile'>, context: HumanContext): Promise<void> {
  if (!deps.options.get('TurnstileCheckEnabled')) return;
  const token = text(context.turnstile, 'turnstile').trim();
  if (token === '') throw new AppError('invalid', 'the Turnstile token is empty: retry in a few seconds');
  const secret = deps.options.get('TurnstileSecretKey');
  if (secret === '') throw new AppError('unavailable', 'the Turnstile check is on but its secret key is not set: tell the administrator');
  const verdict = await deps.turnstile.verify({ secret, token, remoteIp: context.ip });
  if (!verdict.success) throw new AppError('forbidden', 'the Turnstile check failed: refresh the page and try again');
}
