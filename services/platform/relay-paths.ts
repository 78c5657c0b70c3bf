/*
 * The URL space the relay owns. The HTTP server routes by it even where the
 * relay role is off (those paths then answer in the OpenAI error shape), and
 * the per-address limits leave it to the relay's own.
 */

/** The path prefixes the relay owns; requests under them never reach the console. */
export const RELAY_PREFIXES = ['/v1/', '/v1beta/', '/mj/', '/suno/', '/pg/', '/dashboard/billing/'] as const;

export function isRelayPath(pathname: string): boolean {
  return RELAY_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}
