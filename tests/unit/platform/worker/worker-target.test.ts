import { describe, expect, it } from 'vitest';
import { egressPolicy, egressRefusalReason } from '../../../../services/platform/egress/policy';
import { isAppError } from '../../../../services/platform/errors';
import { checkWorkerTarget } from '../../../../services/platform/worker/worker-target';

const none = egressPolicy([]);

/** [kind, egress reason] of a refusal, or 'ok'. */
function verdict(url: string, allowHttp = false, policy = none): 'ok' | [string, string | null] {
  try {
    checkWorkerTarget(url, allowHttp, policy);
    return 'ok';
  } catch (error) {
    if (!isAppError(error)) throw error;
    return [error.kind, egressRefusalReason(error)];
  }
}

describe('a target sent through the worker', () => {
  it('may be any public https URL, a name never looked up here', () => {
    expect(verdict('https://hooks.example.com/in')).toBe('ok');
    expect(verdict('https://8.8.8.8/x')).toBe('ok');
    // A name is the worker's to resolve: one that points at a private address there is not seen here.
    expect(verdict('https://internal.corp.example/x')).toBe('ok');
  });

  it('is refused when plain http, unless WorkerAllowHttpImageRequestEnabled is on', () => {
    expect(verdict('http://img.example.com/a.png')).toEqual(['forbidden', 'scheme']);
    expect(verdict('HTTP://img.example.com/a.png')).toEqual(['forbidden', 'scheme']);
    expect(verdict('http://img.example.com/a.png', true)).toBe('ok');
    expect(verdict('https://img.example.com/a.png', false)).toBe('ok');
  });

  it('says so without the path or query', () => {
    try {
      checkWorkerTarget('http://img.example.com/secret-path?token=abc', false, none);
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe(
        'outbound request refused: only https URLs go through the worker (WorkerAllowHttpImageRequestEnabled is off), not http://img.example.com',
      );
      expect((error as { details: unknown }).details).toMatchObject({ worker: true, host: 'img.example.com' });
    }
  });

  it('is refused when the URL itself shows a loopback, private, link-local or metadata target, http allowed or not', () => {
    for (const allowHttp of [false, true]) {
      expect(verdict('https://127.0.0.1/x', allowHttp)).toEqual(['forbidden', 'loopback']);
      expect(verdict('https://10.1.2.3/x', allowHttp)).toEqual(['forbidden', 'private']);
      expect(verdict('https://[::1]/x', allowHttp)).toEqual(['forbidden', 'loopback']);
      expect(verdict('https://2130706433/x', allowHttp)).toEqual(['forbidden', 'loopback']);
      expect(verdict('http://169.254.169.254/latest/meta-data', allowHttp)[0]).toBe('forbidden');
      expect(verdict('https://localhost/x', allowHttp)[0]).toBe('forbidden');
      expect(verdict('https://metadata.google.internal/x', allowHttp)[0]).toBe('forbidden');
    }
  });

  it('is refused as a direct call is for what the URL gets wrong: scheme, credentials, port', () => {
    expect(verdict('file:///etc/passwd')).toEqual(['forbidden', 'scheme']);
    expect(verdict('https://user:pw@hooks.example.com/')).toEqual(['invalid', 'credentials']);
    expect(verdict('https://hooks.example.com:25/')).toEqual(['forbidden', 'port']);
    expect(verdict('not a url')).toEqual(['invalid', 'malformed']);
  });

  it('follows the allow-list as a direct call does', () => {
    const allowing = egressPolicy(['10.1.2.3:8443']);
    expect(verdict('https://10.1.2.3:8443/hook', false, allowing)).toBe('ok');
    expect(verdict('https://10.1.2.3:9443/hook', false, allowing)).toEqual(['forbidden', 'private']);
  });
});
