import { AppError } from '../errors';
import { ALLOW_LISTABLE, classifyIp, describeClass, describeKind, type ForbiddenClass } from './address-class';
import { allowListed, nameAllowListed, parseAllowList, type AllowList } from './allow-list';
import { parseIp, type Ip } from './ip';
import { classifyName, parseEgressUrl, type EgressTarget, type TargetProblem } from './target';

/**
 * The egress policy (RELIABILITY A20, T7) for every outbound call to an
 * address an admin or user typed: channel base URLs, webhooks, OIDC, the
 * worker. Pure decisions; the adapter (services/platform/adapters/undici.ts)
 * applies them at connect time to the addresses it actually dials.
 */
export interface EgressPolicy {
  readonly allow: AllowList;
}

export const DEFAULT_EGRESS_POLICY: EgressPolicy = { allow: [] };

/** The policy from the option's entries (`egress.allow_list`); entries that do not parse allow nothing. */
export function egressPolicy(entries: readonly string[]): EgressPolicy {
  return { allow: parseAllowList(entries).list };
}

/**
 * The policy of the allow-list `read` gives now, parsed again only when the
 * list changes (the option store hands back the same value until it does):
 * every outbound call asks, the relay's on every request.
 */
export function egressPolicyFollowing(read: () => readonly string[]): () => EgressPolicy {
  let entries: readonly string[] | null = null;
  let policy: EgressPolicy = DEFAULT_EGRESS_POLICY;
  return () => {
    const now = read();
    if (now !== entries) {
      policy = egressPolicy(now);
      entries = now;
    }
    return policy;
  };
}

/** Why a target was refused, as `details.egress` of the AppError. */
export type EgressRefusalReason = TargetProblem | ForbiddenClass | 'unresolved';

const PROBLEMS: Record<TargetProblem, string> = {
  malformed: 'not a valid http or https URL',
  scheme: 'only http and https URLs are allowed',
  credentials: 'a URL must not carry a user name or password',
  port: 'that port is not allowed',
};

const PREFIX = 'outbound request refused';

function refused(kind: 'invalid' | 'forbidden', reason: EgressRefusalReason, message: string, details: Record<string, unknown> = {}): AppError {
  return new AppError(kind, `${PREFIX}: ${message}`, { egress: reason, ...details });
}

/** The egress reason of an error this policy raised, or null for any other error. */
export function egressRefusalReason(error: unknown): EgressRefusalReason | null {
  if (!(error instanceof AppError)) return null;
  const reason = error.details?.['egress'];
  return typeof reason === 'string' ? (reason as EgressRefusalReason) : null;
}

/**
 * May the gateway connect to `ip` for `target`? Public addresses always;
 * the private kinds (ALLOW_LISTABLE) when an allow-list entry matches the
 * address or the requested name, with its port; never the rest.
 */
export function checkAddress(target: EgressTarget, ip: Ip, policy: EgressPolicy): AppError | null {
  const classification = classifyIp(ip);
  if (classification.class === 'public') return null;
  const name = target.host.kind === 'name' ? target.host.name : null;
  if (ALLOW_LISTABLE.has(classification.class) && allowListed(policy.allow, ip, target.port, name)) return null;
  const details = { host: target.url.hostname, address: classification.address, class: classification.class };
  // For a name, the message does not say what it resolved to: that would make the gateway an oracle for internal DNS.
  return name === null
    ? refused('forbidden', classification.class, `${target.url.hostname} is ${describeClass(classification)}`, details)
    : refused('forbidden', classification.class, `${name} resolves to ${describeKind(classification.class)}`, details);
}

/**
 * `checkAddress` for an address typed in a URL, its passes remembered per
 * policy: an upstream at an address (a model server on the local network,
 * say) is checked on every request, and the same address and port always
 * get the same answer from the same policy. A policy is replaced, never
 * changed, when its allow-list changes, so what it allowed goes with it.
 * Refusals are worked out each time (each gets an error of its own).
 */
const allowedAddresses = new WeakMap<EgressPolicy, Set<string>>();
const ALLOWED_KEPT = 1_024;

function addressVerdict(target: EgressTarget, ip: Ip, policy: EgressPolicy): AppError | null {
  let allowed = allowedAddresses.get(policy);
  if (allowed === undefined) allowedAddresses.set(policy, (allowed = new Set()));
  // `host` is the address as the URL parser wrote it, with the port when it is not the scheme's.
  const key = `${target.url.protocol}${target.url.host}`;
  if (allowed.has(key)) return null;
  const verdict = checkAddress(target, ip, policy);
  if (verdict === null) {
    if (allowed.size >= ALLOWED_KEPT) allowed.clear();
    allowed.add(key);
  }
  return verdict;
}

/**
 * Checks a URL before any lookup: scheme, credentials, port, and the host
 * when it is an address or a name refused outright (`localhost`, metadata
 * names). Throws an AppError (`invalid` for a malformed URL, `forbidden`
 * for a refused target) whose message never repeats the URL's path, query
 * or credentials. A name still has to pass `checkResolved` at connect time.
 */
export function checkEgressUrl(input: string | URL, policy: EgressPolicy): EgressTarget {
  const parsed = parseEgressUrl(input);
  if (!parsed.ok) {
    const kind = parsed.problem === 'malformed' || parsed.problem === 'credentials' ? 'invalid' : 'forbidden';
    throw refused(kind, parsed.problem, PROBLEMS[parsed.problem]);
  }
  const { target } = parsed;
  if (target.host.kind === 'ip') {
    const problem = addressVerdict(target, target.host.ip, policy);
    if (problem) throw problem;
    return target;
  }
  const nameClass = classifyName(target.host.name);
  if (nameClass !== null && !(ALLOW_LISTABLE.has(nameClass) && nameAllowListed(policy.allow, target.host.name, target.port))) {
    throw refused('forbidden', nameClass, `${target.host.name} is ${nameClass === 'metadata' ? 'a cloud metadata name' : 'this host'}`, {
      host: target.host.name,
      class: nameClass,
    });
  }
  return target;
}

/**
 * Checks every address a name resolved to and returns the ones to dial, in
 * order. One refused address refuses the whole name: a name that answers
 * both public and private addresses is an attack, not a fallback.
 */
export function checkResolved(target: EgressTarget, addresses: readonly string[], policy: EgressPolicy): Ip[] {
  const ips: Ip[] = [];
  for (const address of addresses) {
    const ip = parseIp(address);
    if (ip === null)
      throw refused('forbidden', 'unresolved', `${target.url.hostname} resolved to something that is not an IP address`, { host: target.url.hostname });
    const problem = checkAddress(target, ip, policy);
    if (problem) throw problem;
    ips.push(ip);
  }
  if (ips.length === 0) throw refused('forbidden', 'unresolved', `${target.url.hostname} did not resolve`, { host: target.url.hostname });
  return ips;
}
