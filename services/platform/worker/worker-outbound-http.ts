import { AppError, isAppError } from '../errors';
import type { EgressPolicy } from '../egress/policy';
import { redirectHop, type HopRequest } from '../egress/redirect';
import type { OutboundHttp, OutboundRequest, OutboundResponse } from '../ports/outbound-http';
import { workerBodyText, workerEndpoint, workerRequestBody } from './worker-request';
import type { WorkerSettings } from './worker-settings';
import { checkWorkerTarget } from './worker-target';

export interface WorkerOutboundHttpDeps {
  /** The egress-guarded client: the direct calls, and every call to the worker itself. */
  readonly direct: OutboundHttp;
  /** The worker of the moment, read on every call: an option change applies to the next one, without a restart. */
  readonly settings: () => WorkerSettings;
  /** The egress policy of the moment (the allow-list), for the target URLs the worker is sent to. */
  readonly policy: () => EgressPolicy;
}

/**
 * The `OutboundHttp` for URLs that users supply (notification webhooks; the
 * images of the Claude and Gemini conversions): while `WorkerUrl` is set,
 * every request goes through the worker, otherwise straight to the target
 * through `direct`. Through the worker:
 *
 * - the target is checked first (`checkWorkerTarget`: the egress policy
 *   without a lookup, and https only unless http is allowed); a refused one
 *   is never sent to the worker;
 * - the gateway POSTs the wrapped request (`worker-request.ts`) to the
 *   worker through `direct`, so the worker's own address passes the egress
 *   policy at connect time (a private worker needs its allow-list entry);
 *   `signal`, the timeouts and a `proxy` apply to that call;
 * - the worker's answer comes back as the target's (`url` is the
 *   target's). A 3xx the worker returns is followed, within
 *   `maxRedirects`, by sending the next target through the worker again
 *   after the same checks (the published worker follows redirects itself);
 * - a failure of the call to the worker is the port's AppError with "the
 *   worker:" in front and `details.worker: true`.
 *
 * The key goes only into the body posted to the worker: nothing here logs,
 * and no error message carries a body or a header.
 */
export function createWorkerOutboundHttp(deps: WorkerOutboundHttpDeps): OutboundHttp {
  return {
    fetch(input, request = {}) {
      const settings = deps.settings();
      return settings.url === '' ? deps.direct.fetch(input, request) : fetchThroughWorker(deps, settings, input, request);
    },
    // `direct` belongs to whoever made it, and closes with it.
    close: async () => undefined,
  };
}

async function fetchThroughWorker(
  deps: WorkerOutboundHttpDeps,
  settings: WorkerSettings,
  input: string | URL,
  request: OutboundRequest,
): Promise<OutboundResponse> {
  let target = checkWorkerTarget(input, settings.allowHttp, deps.policy()).url;
  let hop: HopRequest<string> = { method: request.method ?? 'GET', headers: { ...request.headers }, body: workerBodyText(request.body) };
  const maxRedirects = request.maxRedirects ?? 0;
  for (let redirects = 0; ; redirects++) {
    const response = await callWorker(deps.direct, settings, target, hop, request);
    const location = response.headers['location'];
    const next = redirects < maxRedirects ? redirectHop(target, response.status, Array.isArray(location) ? location[0] : location, hop, () => true) : null;
    if (next === null) return asTargetResponse(response, target);
    await response.dump();
    target = checkWorkerTarget(next.url, settings.allowHttp, deps.policy()).url;
    hop = next.request;
  }
}

async function callWorker(direct: OutboundHttp, settings: WorkerSettings, target: URL, hop: HopRequest<string>, request: OutboundRequest) {
  const body = workerRequestBody({ target: target.href, key: settings.key, method: hop.method, headers: hop.headers, body: hop.body });
  try {
    return await direct.fetch(workerEndpoint(settings.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      ...(request.signal && { signal: request.signal }),
      ...(request.headersTimeoutMs !== undefined && { headersTimeoutMs: request.headersTimeoutMs }),
      ...(request.bodyTimeoutMs !== undefined && { bodyTimeoutMs: request.bodyTimeoutMs }),
      ...(request.proxy && { proxy: request.proxy }),
    });
  } catch (error) {
    throw asWorkerFailure(error);
  }
}

/** A failure of the call to the worker, said as such; an abort's reason as it is. */
function asWorkerFailure(error: unknown): unknown {
  if (!isAppError(error)) return error;
  return new AppError(error.kind, `the worker: ${error.message}`, { ...error.details, worker: true });
}

/** The worker's answer, standing for the target's. */
function asTargetResponse(response: OutboundResponse, target: URL): OutboundResponse {
  return {
    status: response.status,
    headers: response.headers,
    url: target.href,
    body: response.body,
    bytes: () => response.bytes(),
    text: () => response.text(),
    json: () => response.json(),
    dump: () => response.dump(),
  };
}
