import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../platform/logger';
import type { TopupApp } from './topup-app';
import { NOTIFY_PATH } from './topup-app';
import type { RestDispatch } from '../../platform/rest/route';

/*
 * The Epay callback, `GET|POST /api/user/epay/notify`: public (the signature
 * is its authentication), parameters in the query (GET) or an
 * `application/x-www-form-urlencoded` body (POST), and the answer is the
 * plain text `success` or `fail`, which the provider reads. The REST router
 * speaks JSON bodies and the envelope only, so this small dispatcher sits in
 * front of it and hands every other `/api` request on unchanged.
 */

const MAX_FORM_BYTES = 16 * 1024;

function answer(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The callback's parameters, each named once (a repeated name keeps its first value). */
function paramsOf(search: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of search) if (!(key in params)) params[key] = value;
  return params;
}

export interface EpayNotifyDeps {
  readonly topup: TopupApp;
  readonly logger: Logger;
}

/** Serves the callback itself; `rest` serves everything else under `/api`. */
export function withEpayNotify(deps: EpayNotifyDeps, rest: RestDispatch): RestDispatch {
  return async (req, res, requestId) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    if (url.pathname.replace(/\/+$/, '') !== NOTIFY_PATH || (method !== 'GET' && method !== 'POST')) return rest(req, res, requestId);
    try {
      let search = url.searchParams;
      if (method === 'POST') {
        const form = await readForm(req);
        if (!form) return answer(res, 413, 'fail');
        if ([...form.keys()].length > 0) search = form;
      }
      answer(res, 200, await deps.topup.notify(paramsOf(search)));
    } catch (error) {
      deps.logger.error('payment callback failed; the provider will retry', { requestId, error });
      answer(res, 500, 'fail');
    }
  };
}
