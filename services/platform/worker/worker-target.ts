import { AppError } from '../errors';
import { checkEgressUrl, type EgressPolicy } from '../egress/policy';
import type { EgressTarget } from '../egress/target';

/**
 * May the worker be sent to fetch this URL? Pure. Two rules:
 *
 * - **The egress policy, without a lookup.** The worker fetches the target,
 *   so the gateway neither connects to it nor resolves its name (the
 *   lookup would reach the gateway's network with a user's name, and
 *   could not tell what the worker's own resolver answers). But what the
 *   URL itself shows is refused as for a direct call: a scheme other than
 *   http(s), credentials, a bad port, a loopback, private, link-local or
 *   metadata address written as such, `localhost` and metadata names,
 *   unless `egress.allow_list` admits them. So the worker cannot be
 *   pointed at its own network (SSRF through the worker); a name that
 *   resolves to a private address there is the worker's to refuse (a
 *   Cloudflare Worker cannot reach one).
 * - **https only, unless `WorkerAllowHttpImageRequestEnabled`** is on, as
 *   the established gateway decides for every request through its worker
 *   (notification webhooks are https anyway; it matters for images).
 *
 * Throws the policy's AppError, or `forbidden` with `details.egress:
 * 'scheme'` for plain http; the message names the host at most.
 */
export function checkWorkerTarget(input: string | URL, allowHttp: boolean, policy: EgressPolicy): EgressTarget {
  const target = checkEgressUrl(input, policy);
  if (target.protocol === 'http:' && !allowHttp) {
    throw new AppError(
      'forbidden',
      `outbound request refused: only https URLs go through the worker (WorkerAllowHttpImageRequestEnabled is off), not http://${target.url.host}`,
      { egress: 'scheme', host: target.url.hostname, worker: true },
    );
  }
  return target;
}
