import { cidrContains, parseCidr, type Cidr, type Ip } from './ip';

/**
 * The admin's allow-list for private upstreams (option `egress.allow_list`,
 * e.g. a local Ollama at `127.0.0.1:11434`). Each entry is an IP address, a
 * CIDR range or a host name, with an optional `:port` (`[IPv6]:port`, or a
 * bare IPv6 address or range without a port). The option's own check in
 * schema/options/catalogue.ts accepts the same grammar, so a stored list
 * always parses; a test keeps the two in step.
 */
export interface AllowEntry {
  /** The entry as the admin wrote it. */
  readonly text: string;
  readonly host: { readonly kind: 'range'; readonly range: Cidr } | { readonly kind: 'name'; readonly name: string };
  /** null: any port. */
  readonly port: number | null;
}

export type AllowList = readonly AllowEntry[];

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);
const NUMERIC_LAST_LABEL = /(?:^|\.)(?:\d+|0x[0-9a-f]*)$/;
const PORT = /^[1-9]\d{0,4}$/;

function splitPort(entry: string): { host: string; port: string | null; bracketed: boolean } | null {
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1]!, port: bracketed[2] ?? null, bracketed: true };
  if (entry.includes('[') || entry.includes(']')) return null;
  const colons = entry.split(':').length - 1;
  if (colons === 1) {
    const [host, port] = entry.split(':') as [string, string];
    return { host, port, bracketed: false };
  }
  return { host: entry, port: null, bracketed: false };
}

/** Parses one entry, or returns null when it is not one. */
export function parseAllowEntry(text: string): AllowEntry | null {
  const split = splitPort(text);
  if (split === null) return null;
  let port: number | null = null;
  if (split.port !== null) {
    if (!PORT.test(split.port) || Number(split.port) > 65535) return null;
    port = Number(split.port);
  }
  const isV6 = split.host.includes(':');
  if (split.bracketed !== isV6 && (split.bracketed || port !== null)) return null;
  if (/^[\d.:/]+$/.test(split.host) || isV6) {
    if (split.host.includes('%')) return null;
    const range = parseCidr(split.host);
    return range ? { text, host: { kind: 'range', range }, port } : null;
  }
  const name = split.host.toLowerCase().replace(/\.$/, '');
  if (!HOST_NAME.test(name) || NUMERIC_LAST_LABEL.test(name)) return null;
  return { text, host: { kind: 'name', name }, port };
}

/** Parses the option's entries; entries that do not parse are returned apart (the option's check keeps them out). */
export function parseAllowList(entries: readonly string[]): { list: AllowList; invalid: string[] } {
  const list: AllowEntry[] = [];
  const invalid: string[] = [];
  for (const text of entries) {
    const entry = parseAllowEntry(text);
    if (entry) list.push(entry);
    else invalid.push(text);
  }
  return { list, invalid };
}

/**
 * The entry that lets a connection to `ip`:`port` through, if any. A range
 * entry matches the address; a name entry matches when the request named
 * that host (`name`, lower case, no trailing dot), whatever it resolved to.
 */
export function allowListed(list: AllowList, ip: Ip, port: number, name: string | null): AllowEntry | undefined {
  return list.find(
    (entry) => (entry.port === null || entry.port === port) && (entry.host.kind === 'range' ? cidrContains(entry.host.range, ip) : entry.host.name === name),
  );
}

/** The name entry that lets a request to host `name`:`port` through, if any (for names refused before lookup, such as `localhost`). */
export function nameAllowListed(list: AllowList, name: string, port: number): AllowEntry | undefined {
  return list.find((entry) => entry.host.kind === 'name' && entry.host.name === name && (entry.port === null || entry.port === port));
}
