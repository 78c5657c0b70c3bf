import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Answer } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * Images priced per call, through the relay (server-behaviour 4.2): the
 * call's price is ModelPrice × size factor × quality factor × n, for the
 * hold and the charge alike. QuotaPerUnit is 500,000, so dall-e-2 at $0.02
 * is 10,000 quota an image at 1024x1024.
 */

let site: RelaySite;

const imageAnswer = (): Answer => ({ fixture: 'openai/image-generation.json' });

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'ip',
    script: imageAnswer,
    options: { ModelPrice: { 'dall-e-2': 0.02, 'dall-e-3': 0.04 } },
    channel: { name: 'images', key: 'sk-upstream-ip', models: 'dall-e-2,dall-e-3' },
  });
}, 60_000);
afterAll(async () => site?.dispose());
beforeEach(() => {
  site.upstream.received.length = 0;
});

/** The quota held and the quota charged for this image request. */
async function heldAndCharged(body: Record<string, unknown>): Promise<{ held: unknown; charged: unknown }> {
  const response = await site.relay('/v1/images/generations', { prompt: 'a cat', ...body });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  const events = await site.lifecycle(response.headers.get('x-request-id')!);
  expect(events.map((event) => event.type)).toEqual(['QuotaReserved', 'QuotaSettled']);
  return { held: events[0]!.data.amount, charged: events[1]!.data.actual };
}

describe('an image priced per call', () => {
  it('costs its price once for one image', async () => {
    expect(await heldAndCharged({ model: 'dall-e-2' })).toEqual({ held: 10_000, charged: 10_000 });
  });

  it('costs n times that for n images', async () => {
    expect(await heldAndCharged({ model: 'dall-e-2', n: 10 })).toEqual({ held: 100_000, charged: 100_000 });
  });

  it('costs by size for dall-e, and by quality for dall-e-3', async () => {
    expect(await heldAndCharged({ model: 'dall-e-2', size: '256x256' })).toEqual({ held: 4_000, charged: 4_000 });
    // $0.04 × 2 (1792 size) × 1.5 (hd at that size) = $0.12, OpenAI's price.
    expect(await heldAndCharged({ model: 'dall-e-3', size: '1792x1024', quality: 'hd' })).toEqual({ held: 60_000, charged: 60_000 });
  });

  it('refuses an n that is not a whole number from 1 to 10, and a size the model does not make, with 400 before any call', async () => {
    for (const body of [{ n: 0 }, { n: -2 }, { n: 1.5 }, { n: 11 }, { n: 'many' }, { size: '2048x2048' }]) {
      const response = await site.relay('/v1/images/generations', { model: 'dall-e-2', prompt: 'a cat', ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      await response.arrayBuffer();
    }
    expect(site.upstream.received).toEqual([]);
  });
});
