import { lookup as dnsLookup } from 'node:dns/promises';
import { Readable } from 'node:stream';
import { rootCertificates } from 'node:tls';
import { Agent, buildConnector, Pool, ProxyAgent, type Dispatcher } from 'undici';
import { checkEgressUrl, checkResolved, egressRefusalReason, type EgressPolicy } from '../egress/policy';
import { asProxyRefusal, checkProxyUrl } from '../egress/proxy-url';
import { formatIp } from '../egress/ip';
import { redirectHop, type HopRequest } from '../egress/redirect';
import { AppError } from '../errors';
import type { OutboundBody, OutboundHttp, OutboundRequest, OutboundResponse } from '../ports/outbound-http';

/** Resolves a host name to its addresses, as `dns.promises.lookup(name, { all: true })` does. */
export type Resolve = (hostname: string) => Promise<ReadonlyArray<{ address: string }>>;

export interface OutboundHttpOptions {
  /** The policy now: read on every connection and every redirect, so an option change applies to the next one. */
  readonly policy: () => EgressPolicy;
  /** The resolver; default the system's (`getaddrinfo`, /etc/hosts included). Tests inject one. */
  readonly resolve?: Resolve;
  /** Time for the lookup, and again for the TCP and TLS connect; default 10 s. */
  readonly connectTimeoutMs?: number;
  /** Keep-alive of idle connections; default 4 s (undici's). */
  readonly keepAliveTimeoutMs?: number;
  /**
   * One more certificate authority (PEM) to trust besides the system's. Only
   * tests set it, so a local https receiver with a self-signed certificate
   * can stand in for a user's webhook; production trusts the system's roots.
   */
  readonly extraTrustedCa?: string;
}

/** Proxies kept at once (each an undici ProxyAgent with its pools); past it the least recently used closes. Channels' proxies are few. */
const MAX_PROXY_AGENTS = 64;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Codes worth trying the next checked address for: this address did not answer, another may. */
const TRY_NEXT = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'EADDRNOTAVAIL']);

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what} timed out`), { code: 'UND_ERR_CONNECT_TIMEOUT' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The only file that imports undici (ARCHITECTURE decision 10). Every
 * connection goes through `pinnedConnector`: it checks the origin with the
 * egress policy, resolves a name once, checks every address it resolved to
 * (one refused address refuses the name), and dials those checked addresses
 * and nothing else. The connection never resolves the name again, so a DNS
 * answer that changes between the check and the connect (rebinding) cannot
 * reach a private address. TLS still verifies the certificate against the
 * name, sent as SNI. The agent follows no redirects; `fetch` follows them
 * only when asked, checking each hop the same way.
 *
 * A custom connector rather than `connect.lookup`: Node's `net.connect`
 * skips `lookup` for a host that is already an IP address, and the check has
 * to cover those too.
 *
 * A call with a `proxy` (a channel's own) goes through an undici ProxyAgent,
 * one per proxy URL, kept and reused. Its connection to the proxy is made by
 * the same pinned connector, so the proxy's own address is checked and
 * pinned. The tunnel to the target is the proxy's to open (CONNECT): the
 * target URL is checked before the call, and a name's addresses as they
 * resolve here, but the proxy resolves the name again on its side.
 */
export function createOutboundHttp(options: OutboundHttpOptions): OutboundHttp {
  const resolve = options.resolve ?? systemResolve;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const dial = buildConnector({
    timeout: connectTimeoutMs,
    // `ca` replaces the default roots, so the extra one joins them rather than standing alone.
    ...(options.extraTrustedCa ? { ca: [...rootCertificates, options.extraTrustedCa] } : {}),
  });

  async function checkedAddresses(origin: { protocol: string; host?: string; hostname: string }): Promise<string[]> {
    const policy = options.policy();
    const host = origin.host ?? (origin.hostname.includes(':') ? `[${origin.hostname}]` : origin.hostname);
    const target = checkEgressUrl(`${origin.protocol}//${host}/`, policy);
    if (target.host.kind === 'ip') return [target.host.text];
    const answers = await withTimeout(resolve(target.host.name), connectTimeoutMs, `looking up ${target.host.name}`);
    return checkResolved(
      target,
      answers.map((answer) => answer.address),
      policy,
    ).map(formatIp);
  }

  /** Connects to checked addresses only; `refused` rewords a policy refusal (the proxy's, said as such). */
  const pinnedConnectorWith =
    (refused: (error: unknown) => unknown): buildConnector.connector =>
    (connectOptions, callback) => {
      checkedAddresses(connectOptions).then(
        (addresses) => {
          const attempt = (index: number) => {
            // `host` keeps the name, so the TLS servername (SNI and the certificate check) is the name, not the address.
            dial({ ...connectOptions, hostname: addresses[index]! }, (error, socket) => {
              if (error && index + 1 < addresses.length && TRY_NEXT.has((error as NodeJS.ErrnoException).code ?? '')) attempt(index + 1);
              else if (error) callback(error, null);
              else callback(null, socket!);
            });
          };
          attempt(0);
        },
        (error: unknown) => {
          const reworded = refused(error);
          callback(reworded instanceof Error ? reworded : new Error(String(reworded)), null);
        },
      );
    };

  const keepAliveTimeout = options.keepAliveTimeoutMs ?? 4_000;
  const agent = new Agent({ connect: pinnedConnectorWith((error) => error), keepAliveTimeout });

  const proxyConnector = pinnedConnectorWith(asProxyRefusal);
  const requestTls = options.extraTrustedCa ? { ca: [...rootCertificates, options.extraTrustedCa] } : undefined;
  const proxies = new Map<string, ProxyAgent>();
  /** The ProxyAgent of a proxy URL, made once and reused (most recently used last). */
  function proxyAgentFor(proxyUrl: string): ProxyAgent {
    const known = proxies.get(proxyUrl);
    if (known) {
      proxies.delete(proxyUrl);
      proxies.set(proxyUrl, known);
      return known;
    }
    const proxyHref = new URL(proxyUrl).href;
    const made = new ProxyAgent({
      uri: proxyUrl,
      keepAliveTimeout,
      // Plain http targets are forwarded (absolute-form requests) and https ones tunnelled (CONNECT), as Go's
      // http.Transport, the established gateway's, does: many proxies allow CONNECT to port 443 only.
      proxyTunnel: false,
      ...(requestTls && { requestTls }),
      // Connections to the proxy itself, for tunnels (clientFactory) and for forwarded requests (factory, given the
      // proxy's own URL): pinned to its checked addresses. Pools to targets keep the tunnel's connect.
      clientFactory: (origin, clientOptions) => new Pool(origin, { ...clientOptions, connect: proxyConnector }),
      factory: (origin, poolOptions) => new Pool(origin, String(origin) === proxyHref ? { ...poolOptions, connect: proxyConnector } : poolOptions),
    });
    proxies.set(proxyUrl, made);
    if (proxies.size > MAX_PROXY_AGENTS) {
      const [oldest, retired] = proxies.entries().next().value as [string, ProxyAgent];
      proxies.delete(oldest);
      void retired.close().catch(() => undefined);
    }
    return made;
  }

  /** A target reached through a proxy: the URL as always, and a name's addresses as they resolve here (the connect-time check cannot see them). */
  async function checkProxiedTarget(url: URL): Promise<void> {
    const policy = options.policy();
    const target = checkEgressUrl(url, policy);
    if (target.host.kind === 'ip') return;
    const answers = await withTimeout(resolve(target.host.name), connectTimeoutMs, `looking up ${target.host.name}`);
    checkResolved(
      target,
      answers.map((answer) => answer.address),
      policy,
    );
  }

  async function send(url: URL, hop: HopRequest<OutboundBody>, request: OutboundRequest): Promise<Dispatcher.ResponseData> {
    const body = hop.body === null || typeof hop.body === 'string' || hop.body instanceof Uint8Array ? hop.body : Readable.from(hop.body);
    const dispatcher = request.proxy ? proxyAgentFor(request.proxy) : agent;
    return dispatcher.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: hop.method as Dispatcher.HttpMethod,
      headers: hop.headers,
      body,
      signal: request.signal,
      headersTimeout: request.headersTimeoutMs ?? 300_000,
      bodyTimeout: request.bodyTimeoutMs ?? 300_000,
    });
  }

  async function fetchOnce(url: URL, hop: HopRequest<OutboundBody>, request: OutboundRequest): Promise<Dispatcher.ResponseData> {
    if (request.proxy) await checkProxiedTarget(url);
    try {
      return await send(url, hop, request);
    } catch (error) {
      if (egressRefusalReason(error) !== null) throw error;
      if (request.signal?.aborted) throw request.signal.reason;
      const code = (error as { code?: unknown }).code;
      throw new AppError('unavailable', `upstream ${url.host} could not be reached${typeof code === 'string' ? ` (${code})` : ''}`, {
        code,
        cause: error,
      });
    }
  }

  return {
    async fetch(input, request = {}) {
      let url = checkEgressUrl(input, options.policy()).url;
      if (request.proxy) checkProxyUrl(request.proxy, options.policy());
      let hop: HopRequest<OutboundBody> = { method: request.method ?? 'GET', headers: { ...request.headers }, body: request.body ?? null };
      const maxRedirects = request.maxRedirects ?? 0;
      for (let redirects = 0; ; redirects++) {
        const response = await fetchOnce(url, hop, request);
        const location = response.headers['location'];
        const next =
          redirects < maxRedirects
            ? redirectHop(
                url,
                response.statusCode,
                Array.isArray(location) ? location[0] : location,
                hop,
                (body) => typeof body === 'string' || body instanceof Uint8Array,
              )
            : null;
        if (next === null) return wrap(url, response);
        await response.body.dump();
        url = checkEgressUrl(next.url, options.policy()).url;
        hop = next.request;
      }
    },
    async close() {
      const closing = [...proxies.values()].map((proxy) => proxy.close());
      proxies.clear();
      await Promise.all([agent.close(), ...closing]);
    },
  };
}

function wrap(url: URL, response: Dispatcher.ResponseData): OutboundResponse {
  return {
    status: response.statusCode,
    headers: response.headers,
    url: url.href,
    body: response.body,
    bytes: () => response.body.bytes(),
    text: () => response.body.text(),
    json: () => response.body.json(),
    dump: () => response.body.dump(),
  };
}
