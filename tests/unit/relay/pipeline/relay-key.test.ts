import { describe, expect, it } from 'vitest';
import { keyHint, readRelayKey, splitKey, type KeyedRequest } from '../../../../services/relay/pipeline/relay-key';

/* Where the relay key comes from (server-behaviour 2.2): headers, query, `sk-` and the channel pin suffix. */

const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefghijkl';

const request = (headers: KeyedRequest['headers'], path = '/v1/chat/completions', query = ''): KeyedRequest => ({
  headers,
  path,
  query: new URLSearchParams(query),
});

describe('readRelayKey', () => {
  it('reads Authorization: Bearer, with or without sk-, in any case of "Bearer"', () => {
    expect(readRelayKey(request({ authorization: `Bearer sk-${KEY}` }))).toEqual({ key: KEY, channelPin: null, source: 'authorization' });
    expect(readRelayKey(request({ authorization: `bearer ${KEY}` })).key).toBe(KEY);
    expect(readRelayKey(request({ authorization: `BEARER   sk-${KEY}  ` })).key).toBe(KEY);
    expect(readRelayKey(request({ authorization: `sk-${KEY}` })).key).toBe(KEY);
  });

  it('has no key when nothing carries one', () => {
    expect(readRelayKey(request({}))).toEqual({ key: '', channelPin: null, source: 'mj-api-secret' });
    expect(readRelayKey(request({ authorization: 'Bearer ' })).key).toBe('');
  });

  it('reads the pin after the key: sk-<key>-<channel id>, ignoring anything after a second dash', () => {
    expect(readRelayKey(request({ authorization: `Bearer sk-${KEY}-42` }))).toMatchObject({ key: KEY, channelPin: '42' });
    expect(readRelayKey(request({ authorization: `Bearer sk-${KEY}-42-7` }))).toMatchObject({ key: KEY, channelPin: '42' });
    expect(readRelayKey(request({ authorization: `Bearer sk-${KEY}-` }))).toMatchObject({ key: KEY, channelPin: '' });
    expect(readRelayKey(request({ authorization: `Bearer sk-${KEY}-abc` }))).toMatchObject({ key: KEY, channelPin: 'abc' });
  });

  it('takes x-api-key on the Anthropic paths (/v1/messages, /v1/models), over Authorization', () => {
    const headers = { authorization: 'Bearer sk-other', 'x-api-key': `sk-${KEY}` };
    expect(readRelayKey(request(headers, '/v1/messages'))).toEqual({ key: KEY, channelPin: null, source: 'x-api-key' });
    expect(readRelayKey(request(headers, '/v1/models')).key).toBe(KEY);
    expect(readRelayKey(request(headers, '/v1/chat/completions'))).toMatchObject({ key: 'other', source: 'authorization' });
  });

  it('takes ?key= and then x-goog-api-key (which wins) on the Gemini paths only', () => {
    const path = '/v1beta/models/gemini-2.0-flash:generateContent';
    expect(readRelayKey(request({}, path, `key=${KEY}`))).toEqual({ key: KEY, channelPin: null, source: 'query' });
    expect(readRelayKey(request({ 'x-goog-api-key': KEY }, path, 'key=other')).key).toBe(KEY);
    expect(readRelayKey(request({ 'x-goog-api-key': KEY }, path, 'key=other')).source).toBe('x-goog-api-key');
    expect(readRelayKey(request({}, '/v1beta/openai/models', `key=${KEY}`)).key).toBe(KEY);
    expect(readRelayKey(request({}, '/v1/models/gemini-pro', `key=${KEY}`)).key).toBe(KEY);
    expect(readRelayKey(request({}, '/v1/models', `key=${KEY}`)).key).toBe(KEY);
    expect(readRelayKey(request({}, '/v1/chat/completions', `key=${KEY}`)).key).toBe('');
    expect(readRelayKey(request({ 'x-goog-api-key': KEY }, '/v1/chat/completions')).key).toBe('');
  });

  it('reads the key from the websocket subprotocol item openai-insecure-api-key.<key>', () => {
    const protocols = `realtime, openai-insecure-api-key.sk-${KEY}, openai-beta.realtime-v1`;
    expect(readRelayKey(request({ 'sec-websocket-protocol': protocols }, '/v1/realtime'))).toEqual({
      key: KEY,
      channelPin: null,
      source: 'websocket-protocol',
    });
    expect(readRelayKey(request({ 'sec-websocket-protocol': ['realtime', `openai-insecure-api-key.${KEY}`] }, '/v1/realtime')).key).toBe(KEY);
    // A subprotocol list without the key item leaves Authorization alone (the spec's version took "realtime" as the key).
    expect(readRelayKey(request({ 'sec-websocket-protocol': 'realtime', authorization: `Bearer ${KEY}` }, '/v1/realtime')).key).toBe(KEY);
  });

  it('falls back to mj-api-secret when Authorization is empty or the literal midjourney-proxy', () => {
    expect(readRelayKey(request({ 'mj-api-secret': `sk-${KEY}` }, '/mj/submit/imagine'))).toEqual({ key: KEY, channelPin: null, source: 'mj-api-secret' });
    expect(readRelayKey(request({ authorization: 'Bearer midjourney-proxy', 'mj-api-secret': `Bearer ${KEY}-3` }, '/mj/submit/imagine'))).toEqual({
      key: KEY,
      channelPin: '3',
      source: 'mj-api-secret',
    });
    expect(readRelayKey(request({ authorization: `Bearer ${KEY}`, 'mj-api-secret': 'other' }, '/mj/submit/imagine')).key).toBe(KEY);
  });
});

describe('splitKey and keyHint', () => {
  it('strips one sk- only', () => {
    expect(splitKey('sk-sk-abc')).toEqual({ key: 'sk', channelPin: 'abc' });
    expect(splitKey('abc')).toEqual({ key: 'abc', channelPin: null });
    expect(splitKey('')).toEqual({ key: '', channelPin: null });
  });

  it('shows the first and last three characters', () => {
    expect(keyHint(KEY)).toBe('sk-AbC***jkl');
    expect(keyHint('abc')).toBe('sk-***');
  });
});
