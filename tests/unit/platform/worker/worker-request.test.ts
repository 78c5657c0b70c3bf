import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../../services/platform/errors';
import { workerBodyText, workerEndpoint, workerRequestBody } from '../../../../services/platform/worker/worker-request';
import { workerSettingsFrom } from '../../../../services/platform/worker/worker-settings';

describe('the request the worker gets', () => {
  it('is posted to WorkerUrl with a slash at its end, as the established gateway writes it', () => {
    expect(workerEndpoint('https://fetch.example.workers.dev')).toBe('https://fetch.example.workers.dev/');
    expect(workerEndpoint('https://fetch.example.workers.dev/')).toBe('https://fetch.example.workers.dev/');
    expect(workerEndpoint('https://proxy.example.com/relay')).toBe('https://proxy.example.com/relay/');
  });

  it('wraps target, key, method, headers and body in one JSON object, the body as the very text the target gets', () => {
    const body = '{"type":"quota_exceed","values":[1.0,"\\u00e9"],"b":2,"a":1}';
    const text = workerRequestBody({
      target: 'https://hooks.example.com/in?x=1',
      key: 'worker-key-1',
      method: 'post',
      headers: { 'content-type': 'application/json', 'webhook-id': 'notice_7' },
      body,
    });
    expect(JSON.parse(text)).toEqual({
      url: 'https://hooks.example.com/in?x=1',
      key: 'worker-key-1',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'notice_7' },
      body,
    });
    // A JSON string, so `1.0`, the escape and the key order reach the target byte for byte (a signature over them still verifies).
    expect((JSON.parse(text) as { body: unknown }).body).toBe(body);
  });

  it('leaves out headers and body when there are none, as the established gateway does', () => {
    expect(JSON.parse(workerRequestBody({ target: 'https://img.example.com/a.png', key: 'k', method: 'GET', headers: {}, body: null }))).toEqual({
      url: 'https://img.example.com/a.png',
      key: 'k',
      method: 'GET',
    });
  });
});

describe('a body through the worker', () => {
  it('is text: a string as it is, UTF-8 bytes as their text, nothing for none', () => {
    expect(workerBodyText('{"a":1}')).toBe('{"a":1}');
    expect(workerBodyText(new TextEncoder().encode('héllo'))).toBe('héllo');
    expect(workerBodyText(null)).toBeNull();
    expect(workerBodyText(undefined)).toBeNull();
  });

  it('refuses bytes that are not text and streamed bodies (the worker gets one JSON text)', () => {
    const refusal = (body: Parameters<typeof workerBodyText>[0]) => {
      try {
        workerBodyText(body);
      } catch (error) {
        return isAppError(error) ? [error.kind, error.message] : error;
      }
      return null;
    };
    expect(refusal(new Uint8Array([0xff, 0xfe, 0x00]))).toEqual(['invalid', 'only a text body can go through the worker']);
    expect(refusal((async function* () {})())).toEqual(['invalid', 'a streamed body cannot go through the worker']);
  });
});

describe('the worker settings', () => {
  it('are the three options as they are now, the URL trimmed', () => {
    const values = { WorkerUrl: ' https://w.example.workers.dev ', WorkerValidKey: 'secret', WorkerAllowHttpImageRequestEnabled: true };
    const options = { get: (key: string) => values[key as keyof typeof values] } as Parameters<typeof workerSettingsFrom>[0];
    expect(workerSettingsFrom(options)).toEqual({ url: 'https://w.example.workers.dev', key: 'secret', allowHttp: true });
  });
});
