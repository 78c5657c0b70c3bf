import { AppError, isAppError } from '../../../platform/errors';
import type { OutboundHttp, OutboundRequest } from '../../../platform/ports/outbound-http';

/*
 * One JSON call to a provider through the egress-guarded port. Providers
 * answer within seconds or not at all, so the waits are short. What a
 * provider says goes into our message only as its error code, never its
 * whole body (which may echo a code or a token).
 */

const TIMEOUTS = { headersTimeoutMs: 10_000, bodyTimeoutMs: 10_000 } as const;

export async function providerJson(
  outbound: OutboundHttp,
  label: string,
  url: string,
  request: OutboundRequest = {},
): Promise<{ status: number; body: unknown }> {
  let response;
  try {
    response = await outbound.fetch(url, { ...TIMEOUTS, ...request, headers: { accept: 'application/json', ...request.headers } });
  } catch (error) {
    if (isAppError(error) && error.kind !== 'unavailable') throw error; // the egress policy refused the address: say so
    throw new AppError('unavailable', `cannot reach the ${label} server; try again later`);
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new AppError('unavailable', `the ${label} server answered something that is not JSON (HTTP ${response.status})`);
  }
}

/** A field of a JSON object as text ('' when absent); numbers become their decimal text. */
export function field(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A short, safe reason from an OAuth error answer (`error`, then `error_description`, then `message`). */
export function oauthErrorOf(body: unknown): string {
  const code = field(body, 'error');
  const description = field(body, 'error_description') || field(body, 'message');
  const reason = [code, description].filter((part) => part !== '').join(': ');
  return reason.slice(0, 200);
}
