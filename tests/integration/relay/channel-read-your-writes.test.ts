import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testkit/eventually';
import { OPENAI, type ReceivedRequest } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * A channel an admin adds is served by the very next request to this
 * instance: the change's commit starts the relay's re-read before the
 * answer is sent (the announcement to other instances comes back later),
 * and a request that finds no channel while a re-read runs waits for it
 * before answering 503. CI once saw the first request after a new channel
 * answered 503 (billing-dashboard.test.ts, under Node 24 on a loaded
 * machine), before either was there.
 *
 * A retry is the same: when every channel the request was admitted with
 * has failed, it looks again in the channels as they are once the running
 * re-read is done. CI once saw a retry answer the first channel's 500
 * because the channel added just before was not read yet
 * (openai-relay.test.ts, RetryTimes).
 */

/** Every channel whose key starts `sk-failing` answers 500; the rest answer. */
const answer = (request: ReceivedRequest) =>
  request.authorization?.startsWith('Bearer sk-failing') ? { status: 500, fixture: 'openai/server-error.json' } : OPENAI.chatCompletion;

const MODELS = Array.from({ length: 12 }, (_, i) => `ryw-model-${i}`);
const RETRIED = Array.from({ length: 12 }, (_, i) => `ryw-retried-${i}`);
let site: RelaySite;

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'ry',
    script: answer,
    options: {
      ModelRatio: Object.fromEntries([['gpt-4o-mini', 0.075], ...[...MODELS, ...RETRIED].map((model) => [model, 0.075])]),
      CompletionRatio: { 'gpt-4o-mini': 4 },
    },
    channel: { name: 'primary', key: 'sk-upstream-key-1', models: 'gpt-4o-mini' },
  });
}, 60_000);
afterAll(async () => site?.dispose());

describe('a channel just added', () => {
  it('serves the very next request for its model, each time', async () => {
    const statuses: number[] = [];
    for (const [i, model] of MODELS.entries()) {
      await site.createChannel({ name: `added-${i}`, key: `sk-upstream-added-${i}`, models: model });
      const answer = await site.relay('/v1/chat/completions', { model, messages: [{ role: 'user', content: 'Hello' }] });
      statuses.push(answer.status);
      await answer.arrayBuffer();
    }
    expect(statuses).toEqual(MODELS.map(() => 200));
  });
});

describe('a channel added while a request is admitted on another', () => {
  it('serves its retry when the first channel fails, each time', async () => {
    await site.setOption('RetryTimes', '1');
    await eventually(() => site.t.gateway.options.get('RetryTimes') === 1);
    const statuses: number[] = [];
    for (const [i, model] of RETRIED.entries()) {
      await site.createChannel({ name: `failing-${i}`, key: `sk-failing-${i}`, models: model, priority: 10 });
      // Read by now: with nothing else to try, the failure is the answer.
      const alone = await site.relay('/v1/chat/completions', { model, messages: [{ role: 'user', content: 'Hello' }] });
      expect(alone.status).toBe(500);
      await alone.arrayBuffer();
      await site.createChannel({ name: `standby-${i}`, key: `sk-upstream-standby-${i}`, models: model, priority: 0 });
      const retried = await site.relay('/v1/chat/completions', { model, messages: [{ role: 'user', content: 'Hello' }] });
      statuses.push(retried.status);
      await retried.arrayBuffer();
    }
    expect(statuses).toEqual(RETRIED.map(() => 200));
  });
});
