import { describe, expect, it } from 'vitest';
import { egressPolicy } from '../../../../services/platform/egress/policy';
import { AppError, isAppError } from '../../../../services/platform/errors';
import type { OutboundHttp, OutboundRequest, OutboundResponse } from '../../../../services/platform/ports/outbound-http';
import { createWorkerOutboundHttp } from '../../../../services/platform/worker/worker-outbound-http';
import type { WorkerSettings } from '../../../../services/platform/worker/worker-settings';

/*
 * The worker-aware OutboundHttp over a fake egress-guarded client that
 * records each call and answers what the test says: the choice between the
 * worker and a direct call follows the settings of the moment, the worker
 * gets the wrapped request, its answer stands for the target's.
 */

interface Call {
  readonly url: string;
  readonly request: OutboundRequest;
}

function answer(status: number, body = '', headers: Record<string, string> = {}): OutboundResponse {
  const bytes = new TextEncoder().encode(body);
  return {
    status,
    headers,
    url: 'http://fake/',
    body: (async function* () {
      yield bytes;
    })(),
    bytes: async () => bytes,
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
    dump: async () => undefined,
  };
}

function fakeDirect(respond: (call: Call) => OutboundResponse | Promise<OutboundResponse>) {
  const calls: Call[] = [];
  const direct: OutboundHttp = {
    async fetch(url, request = {}) {
      const call = { url: String(url), request };
      calls.push(call);
      return respond(call);
    },
    close: async () => undefined,
  };
  return { direct, calls };
}

const WORKER = 'https://fetch.example.workers.dev';
const KEY = 'worker-valid-key-0123';

function worker(settings: { current: WorkerSettings }, respond: (call: Call) => OutboundResponse | Promise<OutboundResponse> = () => answer(204)) {
  const { direct, calls } = fakeDirect(respond);
  const http = createWorkerOutboundHttp({ direct, settings: () => settings.current, policy: () => egressPolicy([]) });
  return { http, calls };
}

const posted = (call: Call) => JSON.parse(String(call.request.body)) as Record<string, unknown>;

async function refusal(work: Promise<unknown>): Promise<[string, string]> {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return [error.kind, error.message];
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the OutboundHttp for users’ URLs', () => {
  it('calls the target directly, as it was asked, while WorkerUrl is empty', async () => {
    const { http, calls } = worker({ current: { url: '', key: KEY, allowHttp: false } });
    const request = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}', headersTimeoutMs: 10_000 };
    await http.fetch('https://hooks.example.com/in', request);
    expect(calls).toEqual([{ url: 'https://hooks.example.com/in', request }]);
  });

  it('posts the wrapped request to the worker while WorkerUrl is set, and gives its answer as the target’s', async () => {
    const { http, calls } = worker({ current: { url: WORKER, key: KEY, allowHttp: false } }, () => answer(201, 'made', { 'content-type': 'text/plain' }));
    const controller = new AbortController();
    const response = await http.fetch('https://hooks.example.com/in?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer user-secret' },
      body: '{"type":"quota_exceed"}',
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 10_000,
      signal: controller.signal,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${WORKER}/`);
    expect(calls[0]!.request).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 10_000,
      signal: controller.signal,
    });
    expect(posted(calls[0]!)).toEqual({
      url: 'https://hooks.example.com/in?x=1',
      key: KEY,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer user-secret' },
      body: '{"type":"quota_exceed"}',
    });
    expect(response.status).toBe(201);
    expect(response.url).toBe('https://hooks.example.com/in?x=1');
    expect(response.headers['content-type']).toBe('text/plain');
    expect(await response.text()).toBe('made');
  });

  it('follows the settings of the moment: set, cleared and set again without being made anew', async () => {
    const settings = { current: { url: WORKER, key: KEY, allowHttp: false } };
    const { http, calls } = worker(settings);
    await http.fetch('https://hooks.example.com/1', { method: 'POST', body: 'one' });
    settings.current = { ...settings.current, url: '' };
    await http.fetch('https://hooks.example.com/2', { method: 'POST', body: 'two' });
    settings.current = { url: 'https://other-worker.example.com/go/', key: 'second-key', allowHttp: false };
    await http.fetch('https://hooks.example.com/3', { method: 'POST', body: 'three' });
    expect(calls.map((call) => call.url)).toEqual([`${WORKER}/`, 'https://hooks.example.com/2', 'https://other-worker.example.com/go/']);
    expect(posted(calls[2]!)).toMatchObject({ url: 'https://hooks.example.com/3', key: 'second-key', body: 'three' });
  });

  it('never sends the worker a plain-http target unless WorkerAllowHttpImageRequestEnabled is on', async () => {
    const settings = { current: { url: WORKER, key: KEY, allowHttp: false } };
    const { http, calls } = worker(settings);
    expect(await refusal(http.fetch('http://img.example.com/a.png'))).toEqual([
      'forbidden',
      'outbound request refused: only https URLs go through the worker (WorkerAllowHttpImageRequestEnabled is off), not http://img.example.com',
    ]);
    expect(calls).toHaveLength(0);
    settings.current = { ...settings.current, allowHttp: true };
    await http.fetch('http://img.example.com/a.png');
    expect(posted(calls[0]!)).toEqual({ url: 'http://img.example.com/a.png', key: KEY, method: 'GET' });
  });

  it('never sends the worker a loopback, private or metadata target the URL shows (no SSRF through the worker)', async () => {
    const { http, calls } = worker({ current: { url: WORKER, key: KEY, allowHttp: true } });
    for (const target of ['https://127.0.0.1/x', 'https://10.0.0.5/x', 'http://169.254.169.254/latest/meta-data/', 'https://localhost/x']) {
      expect((await refusal(http.fetch(target)))[0]).toBe('forbidden');
    }
    expect(calls).toHaveLength(0);
  });

  it('says a failure of the call to the worker is the worker’s, with no key or body in the message', async () => {
    const { http } = worker({ current: { url: WORKER, key: KEY, allowHttp: false } }, () => {
      throw new AppError('unavailable', 'upstream fetch.example.workers.dev could not be reached (ECONNREFUSED)', { code: 'ECONNREFUSED' });
    });
    try {
      await http.fetch('https://hooks.example.com/in', { method: 'POST', body: 'secret body' });
      expect.unreachable();
    } catch (error) {
      expect(isAppError(error) && error.kind).toBe('unavailable');
      expect((error as AppError).message).toBe('the worker: upstream fetch.example.workers.dev could not be reached (ECONNREFUSED)');
      expect((error as AppError).details).toMatchObject({ worker: true, code: 'ECONNREFUSED' });
      expect(JSON.stringify({ message: (error as Error).message, details: (error as AppError).details })).not.toMatch(/worker-valid-key|secret body/);
    }
  });

  it('follows a 3xx the worker returns only within maxRedirects, each next target checked and sent through the worker again', async () => {
    const answers = [answer(302, '', { location: 'https://cdn.example.com/b.png' }), answer(200, 'png')];
    const { http, calls } = worker({ current: { url: WORKER, key: KEY, allowHttp: false } }, () => answers.shift()!);
    const response = await http.fetch('https://img.example.com/a.png', { maxRedirects: 2, headers: { authorization: 'Bearer x' } });
    expect(response.status).toBe(200);
    expect(response.url).toBe('https://cdn.example.com/b.png');
    expect(calls.map((call) => posted(call)['url'])).toEqual(['https://img.example.com/a.png', 'https://cdn.example.com/b.png']);
    // Credentials stay with the origin they were meant for.
    expect(posted(calls[1]!)['headers']).toBeUndefined();

    const toPrivate = worker({ current: { url: WORKER, key: KEY, allowHttp: false } }, () => answer(302, '', { location: 'https://10.0.0.1/' }));
    expect((await refusal(toPrivate.http.fetch('https://img.example.com/a.png', { maxRedirects: 2 })))[0]).toBe('forbidden');
    expect(toPrivate.calls).toHaveLength(1);

    const unfollowed = worker({ current: { url: WORKER, key: KEY, allowHttp: false } }, () => answer(302, '', { location: 'https://cdn.example.com/' }));
    expect((await unfollowed.http.fetch('https://img.example.com/a.png')).status).toBe(302);
    expect(unfollowed.calls).toHaveLength(1);
  });

  it('closes nothing it was given', async () => {
    let closed = false;
    const direct: OutboundHttp = { fetch: () => Promise.reject(new Error('unused')), close: async () => void (closed = true) };
    await createWorkerOutboundHttp({ direct, settings: () => ({ url: '', key: '', allowHttp: false }), policy: () => egressPolicy([]) }).close();
    expect(closed).toBe(false);
  });
});
