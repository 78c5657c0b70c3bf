import type { ForbiddenClass } from './address-class';
import { parseIp, type Ip } from './ip';

/**
 * Where an outbound URL points, read the way the connection will read it.
 * The WHATWG URL parser (Node's `URL`, which undici uses too) has already
 * turned every numeric host form into dotted decimal: `2130706433`,
 * `0177.0.0.1`, `0x7f.1`, `127.1`, full-width digits and ideographic dots all
 * become `127.0.0.1`, and `[::ffff:127.0.0.1]` becomes `[::ffff:7f00:1]`.
 * Forms it refuses (`256.1.1.1`, `1.2.3.08`, `a.b.c.0x1`) never get here. So
 * a host is either a canonical IP address or a DNS name, and a name is
 * checked again on every address it resolves to.
 */
export type TargetHost = { readonly kind: 'ip'; readonly ip: Ip; readonly text: string } | { readonly kind: 'name'; readonly name: string };

export interface EgressTarget {
  readonly url: URL;
  readonly protocol: 'http:' | 'https:';
  readonly host: TargetHost;
  readonly port: number;
}

export type TargetProblem = 'malformed' | 'scheme' | 'credentials' | 'port';

/** Reads `URL.hostname` (brackets included for IPv6): an IP address or a lower-case name without its trailing dot. */
export function parseTargetHost(hostname: string): TargetHost | null {
  if (hostname.startsWith('[')) {
    if (!hostname.endsWith(']')) return null;
    const text = hostname.slice(1, -1);
    const ip = parseIp(text);
    return ip && ip.family === 6 ? { kind: 'ip', ip, text } : null;
  }
  const ip = parseIp(hostname);
  if (ip) return { kind: 'ip', ip, text: hostname };
  const name = hostname.toLowerCase().replace(/\.$/, '');
  // A last label that is a number would have been an IPv4 address to the URL parser: refuse anything that looks like one.
  if (name === '' || name.startsWith('.') || /(?:^|\.)(?:\d+|0x[0-9a-f]*)$/.test(name)) return null;
  return { kind: 'name', name };
}

/**
 * Ports a browser never fetches from (the Fetch standard's "bad port" list):
 * mail, shell, file sharing and other non-HTTP protocols an HTTP request
 * could be smuggled into.
 */
export const BAD_PORTS: ReadonlySet<number> = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137,
  139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Checks the URL itself: http or https, no user name or password, a usable port and host. */
export function parseEgressUrl(input: string | URL): { ok: true; target: EgressTarget } | { ok: false; problem: TargetProblem } {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'scheme' };
  if (url.username !== '' || url.password !== '') return { ok: false, problem: 'credentials' };
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (BAD_PORTS.has(port)) return { ok: false, problem: 'port' };
  const host = parseTargetHost(url.hostname);
  if (host === null) return { ok: false, problem: 'malformed' };
  return { ok: true, target: { url, protocol: url.protocol, host, port } };
}

const METADATA_NAMES: ReadonlySet<string> = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
]);

/**
 * Names refused before any lookup: `localhost` and `*.localhost` (RFC 6761:
 * always this host, often answered without DNS) and the cloud metadata
 * names. The addresses they resolve to are refused anyway; this also covers
 * a resolver that answers them differently.
 */
export function classifyName(name: string): ForbiddenClass | null {
  if (name === 'localhost' || name.endsWith('.localhost') || name === 'localhost.localdomain') return 'loopback';
  if (METADATA_NAMES.has(name)) return 'metadata';
  return null;
}
