import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testkit/eventually';
import { keyOf, OPENAI } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * A channel whose own configuration fails (server-behaviour 3.7, rule 1: an
 * error code starting `channel:`): here a model mapping that loops. The
 * attempt fails before any upstream call, the next channel serves the
 * request, and with AutomaticDisableChannelEnabled and the channel's
 * auto_ban on, the broken channel is disabled (status 3) instead of being
 * picked again and again.
 */

let site: RelaySite;
let loopingId = 0;

const chat = () => site.relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
const statusOf = async (id: number) => (await site.t.gateway.db.query<{ status: number }>('SELECT status FROM channels WHERE id = $1', [id])).rows[0]!.status;

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'mc',
    script: () => OPENAI.chatCompletion,
    options: { ModelRatio: { 'gpt-4o-mini': 0.075 }, RetryTimes: 1, AutomaticDisableChannelEnabled: 'true' },
    channel: { name: 'working', key: 'sk-working', models: 'gpt-4o-mini', priority: 0 },
  });
  loopingId = await site.createChannel({
    name: 'looping',
    key: 'sk-looping',
    models: 'gpt-4o-mini',
    priority: 10,
    auto_ban: 1,
    model_mapping: JSON.stringify({ 'gpt-4o-mini': 'gpt-x', 'gpt-x': 'gpt-4o-mini' }),
  });
}, 60_000);
afterAll(async () => site?.dispose());

describe('a channel whose model mapping loops', () => {
  it('fails its attempt without an upstream call, the next channel serves, and it is disabled automatically', async () => {
    // The relay reads the new channel a moment after it is created: until then the working one serves alone.
    await eventually(
      async () => {
        site.upstream.received.length = 0;
        const response = await chat();
        expect(response.status).toBe(200);
        return (await statusOf(loopingId)) === 3;
      },
      { what: 'the looping channel to be tried and disabled' },
    );
    expect(site.upstream.received.map(keyOf)).toEqual(['sk-working']);
    const { rows } = await site.t.gateway.db.query<{ other_info: string }>('SELECT other_info FROM channels WHERE id = $1', [loopingId]);
    expect(rows[0]!.other_info).toContain('channel:model_mapped_error');
  });
});
