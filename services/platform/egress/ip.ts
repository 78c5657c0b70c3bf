/**
 * IP addresses as numbers, for the egress policy. Only canonical text is
 * accepted: dotted-decimal IPv4 with no leading zeros (what the WHATWG URL
 * parser and the resolver produce), and IPv6 in any RFC 4291 spelling, with
 * an optional trailing dotted IPv4 part and an optional zone (`%eth0`,
 * dropped). Anything else is not an address: `0177.0.0.1` is a host name
 * here, and the URL parser has already turned it into `127.0.0.1`.
 */
export interface Ip {
  readonly family: 4 | 6;
  /** The address as an unsigned 32-bit (IPv4) or 128-bit (IPv6) integer. */
  readonly value: bigint;
}

export interface Cidr {
  readonly family: 4 | 6;
  readonly base: bigint;
  readonly prefix: number;
}

const DECIMAL_OCTET = /^(?:0|[1-9]\d{0,2})$/;

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!DECIMAL_OCTET.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

const HEXTET = /^[0-9a-f]{1,4}$/i;

function parseGroups(text: string, endsTheAddress: boolean): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  const parts = text.split(':');
  for (const [index, part] of parts.entries()) {
    if (endsTheAddress && index === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (v4 === null) return null;
      groups.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
    } else if (HEXTET.test(part)) {
      groups.push(parseInt(part, 16));
    } else {
      return null;
    }
  }
  return groups;
}

function parseIpv6(input: string): bigint | null {
  const zone = input.indexOf('%');
  const text = zone === -1 ? input : input.slice(0, zone);
  if (zone !== -1 && zone === input.length - 1) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? parseGroups(halves[1]!, true) : [];
  if (head === null || tail === null) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

/** Parses an IP address in canonical text (no brackets), or returns null. */
export function parseIp(text: string): Ip | null {
  if (text.includes(':')) {
    const value = parseIpv6(text);
    return value === null ? null : { family: 6, value };
  }
  const value = parseIpv4(text);
  return value === null ? null : { family: 4, value };
}

export function formatIp(ip: Ip): string {
  if (ip.family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((ip.value >> shift) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => Number((ip.value >> BigInt(112 - 16 * i)) & 0xffffn));
  // RFC 5952: compress the longest run of two or more zero groups (the first on a tie).
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length && j - i >= 2) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start === -1) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

const bits = (family: 4 | 6) => (family === 4 ? 32 : 128);

/** Parses `address/prefix`, or a lone address as a one-address range; the base is masked to the prefix. */
export function parseCidr(text: string): Cidr | null {
  const slash = text.indexOf('/');
  const ip = parseIp(slash === -1 ? text : text.slice(0, slash));
  if (ip === null || (ip.family === 6 && text.includes('%'))) return null;
  const width = bits(ip.family);
  let prefix = width;
  if (slash !== -1) {
    const length = text.slice(slash + 1);
    if (!/^(?:0|[1-9]\d{0,2})$/.test(length) || Number(length) > width) return null;
    prefix = Number(length);
  }
  return { family: ip.family, base: ip.value & mask(ip.family, prefix), prefix };
}

function mask(family: 4 | 6, prefix: number): bigint {
  const width = BigInt(bits(family));
  const all = (1n << width) - 1n;
  return (all << (width - BigInt(prefix))) & all;
}

export function cidrContains(cidr: Cidr, ip: Ip): boolean {
  return cidr.family === ip.family && (ip.value & mask(ip.family, cidr.prefix)) === cidr.base;
}

/** Shorthand for the classifier's tables: a range from literal text that is known to be valid. */
export function cidr(text: string): Cidr {
  const parsed = parseCidr(text);
  if (parsed === null) throw new Error(`not a CIDR: ${text}`);
  return parsed;
}
