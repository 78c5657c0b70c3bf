import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testkit/eventually';
import { keyOf, OPENAI, type Answer, type ReceivedRequest } from '../../testkit/fake-upstream';
import { subscribe, wsClient } from '../../testkit/graphql-ws-client';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * Channel health from what the relay records, end to end: requests through
 * `/v1/chat/completions` to two channels (the primary, tried first, answers
 * what the test says; the secondary answers), then `channelHealth` and
 * `channelHealthChanged` as an admin's console reads them: a success served
 * at the first attempt, a failure a retry recovered from, and an automatic
 * disable with its reason.
 */

interface Health {
  channelId: number;
  status: number;
  lastResponseMs: number | null;
  lastSuccessAt: string | null;
  lastError: { status: number | null; message: string } | null;
  lastAutomaticChange: { status: number | null; reason: string } | null;
  windows: Array<{ minutes: number; successes: number; failures: number }>;
}
const FIELDS =
  'channelId status lastResponseMs lastSuccessAt lastError { status message } lastAutomaticChange { status reason } windows { minutes successes failures }';

let site: RelaySite;
let primaryId = 0;
let secondaryId = 0;
/** What the primary answers next. */
let primaryAnswer: Answer = OPENAI.chatCompletion;

const answer = (request: ReceivedRequest): Answer => (keyOf(request) === 'sk-primary' ? primaryAnswer : OPENAI.chatCompletion);
const chat = () => site.relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
const health = async (id: number): Promise<Health> => {
  const answered = await site.api.graphql<{ channelHealth: Health[] }>('admin', `query($id: Int) { channelHealth(id: $id) { ${FIELDS} } }`, { id });
  expect(answered.errors).toBeUndefined();
  return answered.data!.channelHealth[0]!;
};
const lastFiveMinutes = (h: Health) => h.windows.find((w) => w.minutes === 5)!;

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'chr',
    script: answer,
    options: { ModelRatio: { 'gpt-4o-mini': 0.075 }, RetryTimes: 1 },
    channel: { name: 'primary', key: 'sk-primary', models: 'gpt-4o-mini', priority: 10, auto_ban: 1 },
  });
  secondaryId = await site.createChannel({ name: 'secondary', key: 'sk-secondary', models: 'gpt-4o-mini', priority: 0 });
  const { rows } = await site.t.gateway.db.query<{ id: string }>("SELECT id::text AS id FROM channels WHERE name = 'primary'", []);
  primaryId = Number(rows[0]!.id);
}, 60_000);
afterAll(async () => site?.dispose());

describe('channel health from the relay', () => {
  it('counts a request served at the first attempt, with its time, and a failure a retry recovered from', async () => {
    expect((await chat()).status).toBe(200);
    const served = await eventually(
      async () => {
        const h = await health(primaryId);
        return lastFiveMinutes(h).successes === 1 && h;
      },
      { what: 'the primary’s success in the read model' },
    );
    expect(served.lastResponseMs).not.toBeNull();
    expect(served.lastError).toBeNull();

    // The secondary must be in every relay's channel table before the primary fails.
    primaryAnswer = { status: 500, fixture: 'openai/server-error.json' };
    await eventually(async () => (await chat()).status === 200 && site.upstream.received.map(keyOf).includes('sk-secondary'), {
      what: 'the secondary channel to serve a retry',
    });
    const primary = await eventually(
      async () => {
        const h = await health(primaryId);
        return lastFiveMinutes(h).failures >= 1 && h;
      },
      { what: 'the primary’s failure in the read model' },
    );
    expect(primary.lastError).toMatchObject({ status: 500 });
    expect(primary.status).toBe(1);
    const secondary = await eventually(
      async () => {
        const h = await health(secondaryId);
        return lastFiveMinutes(h).successes >= 1 && h;
      },
      { what: 'the secondary’s success in the read model' },
    );
    // Served after another channel failed: its time includes that attempt, so it is not the secondary's.
    expect(secondary.lastResponseMs).toBeNull();
    expect(secondary.lastSuccessAt).not.toBeNull();
  });

  it('shows an automatic disable with its reason, live to a subscribed admin', async () => {
    const client = wsClient(site.t.baseUrl, site.api.headers('admin'));
    try {
      const sub = await subscribe<{ channelHealthChanged: Health[] }>(client, `subscription { channelHealthChanged(id: ${primaryId}) { ${FIELDS} } }`);
      const [now] = (await sub.next()).channelHealthChanged;
      expect(now).toMatchObject({ channelId: primaryId, status: 1, lastAutomaticChange: null });

      await site.setOption('AutomaticDisableChannelEnabled', 'true');
      primaryAnswer = OPENAI.invalidApiKey;
      expect((await chat()).status).toBe(200);
      // The disable and the failed attempt are recorded apart: read answers until both are in.
      let disabled: Health | undefined;
      for (let read = 0; read < 10 && !(disabled?.status === 3 && disabled.lastError?.status === 401); read++) {
        [disabled] = (await sub.next()).channelHealthChanged;
      }
      expect(disabled).toMatchObject({ channelId: primaryId, status: 3, lastError: { status: 401 }, lastAutomaticChange: { status: 3 } });
      expect(disabled!.lastAutomaticChange!.reason).toMatch(/^disabled automatically: .*\(status code 401\)$/);
      expect(disabled!.lastError!.message).toContain('Incorrect API key');
      await sub.stop();
    } finally {
      await client.dispose();
    }
    expect(await health(primaryId)).toMatchObject({ status: 3, lastAutomaticChange: { status: 3 } });
  });
});
