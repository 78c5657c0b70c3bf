import { cidr, cidrContains, formatIp, parseIp, type Cidr, type Ip } from './ip';

/**
 * Which kind of address an IP is, for the egress policy (RELIABILITY A20,
 * T7). Pure: no I/O. Everything but `public` is refused unless the
 * allow-list lets it through, and some classes never are (see
 * ALLOW_LISTABLE).
 */
export type ForbiddenClass =
  | 'unspecified' // 0.0.0.0/8, :: (connecting to 0.0.0.0 reaches this host)
  | 'loopback' // 127/8, ::1
  | 'private' // 10/8, 172.16/12, 192.168/16, fec0::/10, 64:ff9b:1::/48
  | 'shared' // 100.64/10 (carrier-grade NAT)
  | 'link-local' // 169.254/16, fe80::/10
  | 'metadata' // cloud instance metadata endpoints
  | 'unique-local' // fc00::/7
  | 'multicast' // 224/4, ff00::/8
  | 'broadcast' // 255.255.255.255
  | 'documentation' // 192.0.2/24, 198.51.100/24, 203.0.113/24, 2001:db8::/32, 3fff::/20
  | 'benchmarking' // 198.18/15, 2001:2::/48
  | 'reserved'; // 240/4, 192.0.0/24, 192.88.99/24, 100::/64, 2001::/23, IPv4-compatible and everything outside 2000::/3

export type AddressClass = 'public' | ForbiddenClass;

/** Forms of IPv6 address that carry an IPv4 address and reach it; such an address has its IPv4 address's class. */
export type Embedding = 'ipv4-mapped' | 'nat64' | '6to4';

export interface Classification {
  readonly class: AddressClass;
  /** The address in canonical text (RFC 5952 for IPv6). */
  readonly address: string;
  readonly embedded?: { readonly via: Embedding; readonly ipv4: string };
}

/**
 * The classes an admin may open with the allow-list (a local model server,
 * a private network). Metadata endpoints, the unspecified address,
 * multicast, broadcast, documentation, benchmarking and reserved ranges are
 * never reachable, whatever the allow-list says.
 */
export const ALLOW_LISTABLE: ReadonlySet<ForbiddenClass> = new Set(['loopback', 'private', 'shared', 'link-local', 'unique-local']);

type Row = readonly [Cidr, AddressClass];
const rows = (entries: ReadonlyArray<readonly [string, AddressClass]>): readonly Row[] => entries.map(([text, c]) => [cidr(text), c]);

/** First match wins, so the specific rows come first. */
const IPV4: readonly Row[] = rows([
  ['169.254.169.254/32', 'metadata'], // AWS, GCP, Azure, Oracle, OpenStack, DigitalOcean
  ['169.254.170.2/32', 'metadata'], // AWS ECS task credentials
  ['169.254.170.23/32', 'metadata'], // AWS EKS pod identity
  ['100.100.100.200/32', 'metadata'], // Alibaba Cloud
  ['168.63.129.16/32', 'metadata'], // Azure wire server: a public address that Azure routes to the host
  ['255.255.255.255/32', 'broadcast'],
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
  ['0.0.0.0/0', 'public'],
]);

const IPV4_MAPPED = cidr('::ffff:0:0/96');
const NAT64 = cidr('64:ff9b::/96');
const SIX_TO_FOUR = cidr('2002::/16');

const IPV6: readonly Row[] = rows([
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['fd00:ec2::254/128', 'metadata'], // AWS instance metadata over IPv6
  ['64:ff9b:1::/48', 'private'], // local-use IPv4/IPv6 translation (RFC 8215)
  ['100::/64', 'reserved'], // discard-only
  ['2001:2::/48', 'benchmarking'],
  ['2001::/23', 'reserved'], // IETF protocol assignments: Teredo, ORCHID, …
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'private'], // site-local, deprecated
  ['ff00::/8', 'multicast'],
  ['2000::/3', 'public'], // global unicast
  ['::/0', 'reserved'], // IPv4-compatible ::/96, ::ffff:0:0:0/96 and every range not yet allocated
]);

const lookup = (table: readonly Row[], ip: Ip): AddressClass => table.find(([range]) => cidrContains(range, ip))![1];

function embeddedIpv4(ip: Ip): { via: Embedding; ipv4: Ip } | null {
  if (cidrContains(IPV4_MAPPED, ip)) return { via: 'ipv4-mapped', ipv4: { family: 4, value: ip.value & 0xffffffffn } };
  if (cidrContains(NAT64, ip)) return { via: 'nat64', ipv4: { family: 4, value: ip.value & 0xffffffffn } };
  if (cidrContains(SIX_TO_FOUR, ip)) return { via: '6to4', ipv4: { family: 4, value: (ip.value >> 80n) & 0xffffffffn } };
  return null;
}

export function classifyIp(ip: Ip): Classification {
  const address = formatIp(ip);
  if (ip.family === 4) return { class: lookup(IPV4, ip), address };
  const embedded = embeddedIpv4(ip);
  if (embedded) {
    return { class: lookup(IPV4, embedded.ipv4), address, embedded: { via: embedded.via, ipv4: formatIp(embedded.ipv4) } };
  }
  return { class: lookup(IPV6, ip), address };
}

/** Classifies an address in canonical text (as the resolver or the URL parser gives it); null when it is not one. */
export function classifyAddress(text: string): Classification | null {
  const ip = parseIp(text);
  return ip === null ? null : classifyIp(ip);
}

const DESCRIPTIONS: Record<ForbiddenClass, string> = {
  unspecified: 'the unspecified address',
  loopback: 'a loopback address',
  private: 'a private address',
  shared: 'a carrier-grade NAT address',
  'link-local': 'a link-local address',
  metadata: 'a cloud metadata address',
  'unique-local': 'a unique-local address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  documentation: 'a documentation address',
  benchmarking: 'a benchmarking address',
  reserved: 'a reserved address',
};

/** "a loopback address": for messages. */
export const describeKind = (kind: AddressClass): string => (kind === 'public' ? 'a public address' : DESCRIPTIONS[kind]);

/** "a loopback address (ipv4-mapped 127.0.0.1)": for messages about an address the caller typed. */
export function describeClass(classification: Classification): string {
  const what = describeKind(classification.class);
  return classification.embedded ? `${what} (${classification.embedded.via} ${classification.embedded.ipv4})` : what;
}
