import type { IncomingMessage } from 'node:http';

/**
 * The caller's address and whether the request came over HTTPS, trusting a
 * proxy's headers only when told to (TRUST_PROXY: exactly one reverse proxy
 * in front, which appends to X-Forwarded-For). Sessions, sign-in
 * throttles and the per-address rate limits all key on this one answer.
 */
export function clientOf(req: IncomingMessage, trustProxy: boolean): { ip: string; secure: boolean } {
  const socketIp = req.socket.remoteAddress ?? 'unknown';
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  if (!trustProxy) return { ip: socketIp, secure: encrypted };
  // The last address is the one our proxy appended; any before it came from the client and can be forged.
  const forwardedFor = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .at(-1)
    ?.trim();
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  return { ip: forwardedFor || socketIp, secure: encrypted || proto === 'https' };
}
