import { describe, expect, it } from 'vitest';
import { redirectHop } from '../../../../services/platform/egress/redirect';

const replayable = (body: string) => body !== 'stream';
const from = new URL('https://api.example.com/v1/chat');
const post = { method: 'POST', headers: { Authorization: 'Bearer sk-x', 'Content-Type': 'application/json', 'X-Trace': '1' }, body: '{}' };

describe('one redirect hop', () => {
  it('is not followed without a redirect status or a Location', () => {
    expect(redirectHop(from, 200, '/x', post, replayable)).toBeNull();
    expect(redirectHop(from, 302, undefined, post, replayable)).toBeNull();
    expect(redirectHop(from, 304, '/x', post, replayable)).toBeNull();
    expect(redirectHop(from, 302, 'http://[bad', post, replayable)).toBeNull();
  });

  it('turns POST into GET on 301, 302 and 303, dropping the body and its headers', () => {
    for (const status of [301, 302, 303]) {
      expect(redirectHop(from, status, '/v2/chat', post, replayable)).toEqual({
        url: new URL('https://api.example.com/v2/chat'),
        request: { method: 'GET', headers: { Authorization: 'Bearer sk-x', 'X-Trace': '1' }, body: null },
      });
    }
  });

  it('keeps method and body on 307 and 308, unless the body cannot be sent again', () => {
    expect(redirectHop(from, 307, '/v2', post, replayable)?.request).toEqual(post);
    expect(redirectHop(from, 308, '/v2', { ...post, body: 'stream' }, replayable)).toBeNull();
  });

  it('drops credentials when the redirect leaves the origin', () => {
    const next = redirectHop(
      from,
      307,
      'https://other.example/v1',
      { ...post, headers: { ...post.headers, Cookie: 'a=b', 'x-api-key': 'k', 'X-Goog-Api-Key': 'g' } },
      replayable,
    );
    expect(next?.url.href).toBe('https://other.example/v1');
    expect(next?.request.headers).toEqual({ 'Content-Type': 'application/json', 'X-Trace': '1' });
    expect(redirectHop(from, 307, 'http://api.example.com/v1', post, replayable)?.request.headers).not.toHaveProperty('Authorization');
  });
});
