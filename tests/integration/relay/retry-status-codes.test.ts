import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../testkit/eventually';
import { keyOf, OPENAI, type Answer, type ReceivedRequest } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * The status codes the relay retries on and disables channels for are the
 * options' (server-behaviour 3.3, 3.7): AutomaticRetryStatusCodes and
 * AutomaticDisableStatusCodes, lists of codes and ranges where a full-width
 * comma separates too. Two channels: the primary (higher priority, so
 * always tried first) answers what the test says, the secondary answers.
 */

let site: RelaySite;
let primaryId = 0;
/** What the primary answers next. */
let primaryAnswer: Answer = { status: 500, fixture: 'openai/server-error.json' };

const answer = (request: ReceivedRequest): Answer => (keyOf(request) === 'sk-primary' ? primaryAnswer : OPENAI.chatCompletion);
const chat = () => site.relay('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
const keysReceived = () => site.upstream.received.map(keyOf);
const DEFAULT_RETRY = '100-199,300-399,401-407,409-499,500-503,505-523,525-599';

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'rsc',
    script: answer,
    options: { ModelRatio: { 'gpt-4o-mini': 0.075 }, RetryTimes: 1 },
    channel: { name: 'primary', key: 'sk-primary', models: 'gpt-4o-mini', priority: 10, auto_ban: 1 },
  });
  await site.createChannel({ name: 'secondary', key: 'sk-secondary', models: 'gpt-4o-mini', priority: 0 });
  const { rows } = await site.t.gateway.db.query<{ id: number }>("SELECT id FROM channels WHERE name = 'primary'", []);
  primaryId = rows[0]!.id;
  // Every relay has read the secondary once a failure on the primary is served by it (the default list retries on 500).
  await eventually(async () => (await chat()).status === 200, { what: 'the secondary channel to serve a retry' });
}, 60_000);
afterAll(async () => site?.dispose());
beforeEach(() => {
  site.upstream.received.length = 0;
  primaryAnswer = { status: 500, fixture: 'openai/server-error.json' };
});

describe('AutomaticRetryStatusCodes', () => {
  it('by default an upstream 500 is retried on the next channel', async () => {
    expect(site.t.gateway.options.get('AutomaticRetryStatusCodes')).toBe(DEFAULT_RETRY);
    const response = await chat();
    expect(response.status).toBe(200);
    expect(keysReceived()).toEqual(['sk-primary', 'sk-secondary']);
  });

  it('an upstream redirect is an error, never relayed as an answer: by default retried on the next channel', async () => {
    primaryAnswer = { status: 302, body: { redirect: 'elsewhere' } };
    const response = await chat();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { object?: string }).object).toBe('chat.completion');
    expect(keysReceived()).toEqual(['sk-primary', 'sk-secondary']);
  });

  it('an error inside a 200 answer is an error: retried as a 500 by default; answered as one, and released, when 500 is not retried', async () => {
    const quotaError = { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', param: null, code: 'insufficient_quota' } };
    primaryAnswer = { status: 200, body: quotaError };
    expect((await chat()).status).toBe(200);
    expect(keysReceived()).toEqual(['sk-primary', 'sk-secondary']);

    await site.setOption('AutomaticRetryStatusCodes', '100-199,300-399,401-407,409-499,501-503,505-523,525-599');
    try {
      site.upstream.received.length = 0;
      const refused = await chat();
      expect(refused.status).toBe(500);
      expect(await refused.json()).toEqual(quotaError);
      expect(keysReceived()).toEqual(['sk-primary']);
      const events = await site.lifecycle(refused.headers.get('x-request-id')!);
      expect(events.map((event) => event.type)).toEqual(['QuotaReserved', 'QuotaReleased']);
    } finally {
      await site.setOption('AutomaticRetryStatusCodes', DEFAULT_RETRY);
    }
  });

  it('a list without 500 (full-width commas too) answers the 500 without a retry; a status still listed retries', async () => {
    await site.setOption('AutomaticRetryStatusCodes', '100-199，300-399，401-407，409-499，501-503，505-523，525-599');
    try {
      const refused = await chat();
      expect(refused.status).toBe(500);
      expect(keysReceived()).toEqual(['sk-primary']);

      site.upstream.received.length = 0;
      primaryAnswer = { status: 502, fixture: 'openai/server-error.json' };
      expect((await chat()).status).toBe(200);
      expect(keysReceived()).toEqual(['sk-primary', 'sk-secondary']);
    } finally {
      await site.setOption('AutomaticRetryStatusCodes', DEFAULT_RETRY);
    }
    // Back to the default, a 500 retries again.
    site.upstream.received.length = 0;
    primaryAnswer = { status: 500, fixture: 'openai/server-error.json' };
    expect((await chat()).status).toBe(200);
    expect(keysReceived()).toEqual(['sk-primary', 'sk-secondary']);
  });
});

describe('AutomaticDisableStatusCodes', () => {
  const primaryStatus = async () =>
    (await site.t.gateway.db.query<{ status: number }>('SELECT status FROM channels WHERE id = $1', [primaryId])).rows[0]!.status;

  it('a relay failure with a status the option lists (a full-width comma separating) disables the channel', async () => {
    expect(site.t.gateway.options.get('AutomaticDisableStatusCodes')).toBe('401');
    await site.setOption('AutomaticDisableChannelEnabled', 'true');
    await site.setOption('AutomaticDisableStatusCodes', '401，500');
    expect((await chat()).status).toBe(200);
    await eventually(async () => (await primaryStatus()) === 3, { what: 'the primary channel to be disabled' });
  });
});
