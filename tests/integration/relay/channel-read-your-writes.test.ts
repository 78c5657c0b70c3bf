import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAI } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * A channel an admin adds is served by the very next request to this
 * instance: the change's commit starts the relay's re-read before the
 * answer is sent (the announcement to other instances comes back later),
 * and a request that finds no channel while a re-read runs waits for it
 * before answering 503. CI once saw the first request after a new channel
 * answered 503 (billing-dashboard.test.ts, under Node 24 on a loaded
 * machine), before either was there.
 */

const MODELS = Array.from({ length: 12 }, (_, i) => `ryw-model-${i}`);
let site: RelaySite;

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'ry',
    script: () => OPENAI.chatCompletion,
    options: {
      ModelRatio: Object.fromEntries([['gpt-4o-mini', 0.075], ...MODELS.map((model) => [model, 0.075])]),
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
