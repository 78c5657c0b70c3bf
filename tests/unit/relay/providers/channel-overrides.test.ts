import { describe, expect, it } from 'vitest';
import { parseChannelInfo } from '../../../../services/features/channels';
import { callSettingsOf } from '../../../../services/relay/hot-state/channel-table';
import { upstreamRequest, type CallableChannel } from '../../../../services/relay/inbound/upstream-request';

/*
 * A channel's stored header override and model mapping, read as the relay's
 * table reads them (server-behaviour 3.4, 3.6): an override replaces the
 * provider's header whatever the case of its name, and a mapping the relay
 * cannot use fails the attempt as the channel's fault, never silently sending
 * the model unmapped.
 */

interface Stored {
  readonly type?: number;
  readonly modelMapping?: string;
  readonly headerOverride?: string;
}

function channel({ type = 1, modelMapping = '', headerOverride = '' }: Stored): CallableChannel {
  return {
    ...callSettingsOf({ type, modelMapping, paramOverride: '', headerOverride, settings: '', setting: '' }),
    info: parseChannelInfo(''),
    record: { id: 3, type, keyText: 'sk-channel-key', baseUrl: 'https://upstream.example', other: '', openaiOrganization: '', createdTime: 0 },
  };
}

const build = (stored: Stored, model = 'gpt-4o') =>
  upstreamRequest(channel(stored), 'chat', model, { kind: 'json', value: { model, messages: [{ role: 'user', content: 'hi' }] } }, false, () => 0);

function sent(stored: Stored, model?: string) {
  const built = build(stored, model);
  if (!built.ok) throw new Error(`no request: ${JSON.stringify(built.error)}`);
  return built.request;
}

describe("a channel's header override", () => {
  it('replaces the provider header written in any case, and leaves one header of that name', () => {
    const { headers } = sent({ headerOverride: JSON.stringify({ Authorization: 'Bearer override-key', 'X-Trace': 'on' }) });
    expect(headers.authorization).toBe('Bearer override-key');
    expect(Object.keys(headers).filter((name) => name.toLowerCase() === 'authorization')).toEqual(['authorization']);
    expect(headers['x-trace']).toBe('on');
  });

  it("replaces Azure's api-key too", () => {
    const { headers } = sent({ type: 3, headerOverride: JSON.stringify({ 'API-Key': 'other-key' }) });
    expect(Object.entries(headers).filter(([name]) => name.toLowerCase() === 'api-key')).toEqual([['api-key', 'other-key']]);
  });

  it('ignores entries that are not strings', () => {
    const { headers } = sent({ headerOverride: JSON.stringify({ 'X-Count': 3, 'X-Name': 'n' }) });
    expect(headers['x-count']).toBeUndefined();
    expect(headers['x-name']).toBe('n');
  });
});

describe("a channel's model mapping", () => {
  it('maps the model sent upstream', () => {
    const request = sent({ modelMapping: JSON.stringify({ 'gpt-4o': 'gpt-4o-2024-08-06' }) });
    expect(request.upstreamModel).toBe('gpt-4o-2024-08-06');
    expect(JSON.parse(request.body as string)).toMatchObject({ model: 'gpt-4o-2024-08-06' });
  });

  it("that the relay cannot read (a value not a name) fails the attempt as the channel's model_mapped_error", () => {
    expect(build({ modelMapping: JSON.stringify({ 'gpt-4o': 5 }) })).toEqual({
      ok: false,
      error: { kind: 'channel', code: 'channel:model_mapped_error', detail: 'unmarshal_model_mapping_failed' },
    });
    expect(build({ modelMapping: '{not json' })).toMatchObject({ ok: false, error: { code: 'channel:model_mapped_error' } });
  });

  it('that loops fails the same way, naming the loop', () => {
    expect(build({ modelMapping: JSON.stringify({ 'gpt-4o': 'b', b: 'gpt-4o' }) })).toMatchObject({
      ok: false,
      error: { kind: 'channel', code: 'channel:model_mapped_error', detail: expect.stringContaining('gpt-4o -> b') },
    });
  });
});

describe("a converted Claude request's thinking", () => {
  const thinking = { type: 'enabled', budget_tokens: 1024 };
  const body = { kind: 'json' as const, value: { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }], thinking } };
  const bodyOf = (built: ReturnType<typeof upstreamRequest>) => (built.ok ? (JSON.parse(built.request.body as string) as Record<string, unknown>) : null);

  it('stays behind on an OpenAI channel, passed through or not; an OpenAI client keeps its own', () => {
    expect(bodyOf(upstreamRequest(channel({}), 'chat', 'gpt-4o', body, false, () => 0, false, 'claude'))).not.toHaveProperty('thinking');
    expect(bodyOf(upstreamRequest(channel({}), 'chat', 'gpt-4o', body, false, () => 0, true, 'claude'))).not.toHaveProperty('thinking');
    expect(bodyOf(upstreamRequest(channel({}), 'chat', 'gpt-4o', body, false, () => 0, true))).toMatchObject({ thinking });
  });
});
