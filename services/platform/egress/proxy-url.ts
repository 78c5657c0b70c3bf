import { AppError } from '../errors';
import { checkEgressUrl, egressRefusalReason, type EgressPolicy } from './policy';
import type { EgressTarget } from './target';

/*
 * A channel's own proxy (its `setting.proxy`, server-behaviour 3.1): an
 * http or https proxy the channel's upstream calls go through, written
 * `scheme://[user:password@]host[:port]`. The user and password are the
 * proxy's own credentials (sent as Proxy-Authorization), so unlike a
 * target URL a proxy URL may carry them; they never appear in a message.
 * The proxy's host and port are checked by the egress policy as any target
 * is (a private proxy needs its entry in `egress.allow_list`), here before a
 * call and again by the adapter on the address it dials. Pure.
 */

/** Why a proxy URL is not one, in words that never repeat its credentials. */
const SHAPE = 'the proxy must be an http or https URL: scheme://[user:password@]host[:port]';

/** The proxy's origin without its credentials, `http://host:port`; throws an AppError `invalid` when the text is no proxy URL. */
export function proxyOrigin(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new AppError('invalid', SHAPE, { proxy: true });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('invalid', SHAPE, { proxy: true });
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') throw new AppError('invalid', SHAPE, { proxy: true });
  return new URL(`${url.protocol}//${url.host}/`);
}

/**
 * Checks a proxy URL: its shape (proxyOrigin), then its host and port under
 * the egress policy. A refusal is the policy's AppError with "the channel's
 * proxy" in front and `details.proxy: true`, so callers can tell it from a
 * refused target.
 */
export function checkProxyUrl(text: string, policy: EgressPolicy): EgressTarget {
  const origin = proxyOrigin(text);
  try {
    return checkEgressUrl(origin, policy);
  } catch (error) {
    throw asProxyRefusal(error);
  }
}

/** A policy refusal of the proxy's address, said as such; any other error as it is. */
export function asProxyRefusal(error: unknown): unknown {
  if (!(error instanceof AppError) || egressRefusalReason(error) === null || error.details?.['proxy'] === true) return error;
  return new AppError(error.kind, `the channel's proxy: ${error.message}`, { ...error.details, proxy: true });
}

/** Whether an error is a refusal of the channel's proxy (by shape or by the egress policy), not of the target. */
export const isProxyRefusal = (error: unknown): boolean => error instanceof AppError && error.details?.['proxy'] === true;
