import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../testkit/eventually';
import { keyOf, OPENAI, type Answer, type ReceivedRequest } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * A channel's own pass-through switch (server-behaviour 3.1, 14.2) lives in
 * its `setting` JSON as `pass_through_body_enabled`, as in the established
 * gateway's ChannelSettings; the `settings` JSON (other settings, such as
 * Azure's responses version) does not hold it.
 */

let site: RelaySite;

const answer = (request: ReceivedRequest): Answer =>
  (request.body as { stream?: boolean } | undefined)?.stream ? { sse: 'openai/chat-stream-usage.sse' } : OPENAI.chatCompletion;
/** A streamed chat body with a field no quirk knows: a body the relay changes (it asks for usage) unless it passes it through. */
const sent = (model: string) => ({ model, stream: true, messages: [{ role: 'user', content: 'Write a haiku' }], vendor_field: { keep: true } });

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'cpt',
    script: answer,
    options: { ModelRatio: { 'gpt-4o-mini': 0.075, 'gpt-4o': 1.25 } },
    channel: { name: 'pass-through', key: 'sk-pass', models: 'gpt-4o-mini', setting: JSON.stringify({ pass_through_body_enabled: true }) },
  });
  await site.createChannel({ name: 'wrong place', key: 'sk-settings', models: 'gpt-4o', settings: JSON.stringify({ pass_through_body_enabled: true }) });
  // The second channel serves once every relay has read it.
  await eventually(async () => {
    const response = await site.relay('/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] });
    await response.arrayBuffer();
    return response.status === 200;
  });
}, 60_000);
afterAll(async () => site?.dispose());
beforeEach(() => {
  site.upstream.received.length = 0;
});

describe("a channel's pass-through switch", () => {
  it('setting.pass_through_body_enabled sends the client body untouched', async () => {
    expect(site.t.gateway.options.get('global.pass_through_request_enabled')).toBe(false);
    const response = await site.relay('/v1/chat/completions', sent('gpt-4o-mini'));
    expect(await response.text()).toContain('data: [DONE]');
    expect(site.upstream.received).toHaveLength(1);
    expect(keyOf(site.upstream.received[0]!)).toBe('sk-pass');
    expect(site.upstream.received[0]!.body).toEqual(sent('gpt-4o-mini'));
  });

  it('the field in settings is not the switch: the body is prepared as usual (usage asked for)', async () => {
    const response = await site.relay('/v1/chat/completions', sent('gpt-4o'));
    expect(await response.text()).toContain('data: [DONE]');
    expect(keyOf(site.upstream.received[0]!)).toBe('sk-settings');
    expect(site.upstream.received[0]!.body).toEqual({ ...sent('gpt-4o'), stream_options: { include_usage: true } });
  });
});
