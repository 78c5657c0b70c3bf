import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testkit/eventually';
import { OPENAI, type Answer, type ReceivedRequest } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * The usage log as a client of the relay and its owner see it: a request
 * through `/v1/chat/completions`, then its row in `/api/log/self/` (folded
 * by the projection from the settle the relay recorded), and a request the
 * upstream refused, as an error row. Over HTTP only, as the console reads it.
 */

interface Row {
  type: number;
  request_id: string;
  model_name: string;
  quota: number;
  prompt_tokens: number;
  completion_tokens: number;
  channel: number;
  channel_name: string;
  token_name: string;
  is_stream: boolean;
  content: string;
  other: string;
}

let site: RelaySite;
const USER = 'ul_user';

function openai(request: ReceivedRequest): Answer {
  const body = request.body as { stream?: boolean; model?: string } | undefined;
  if (body?.model === 'gpt-4o') return OPENAI.invalidApiKey;
  return body?.stream === true ? { sse: 'openai/chat-stream-usage.sse' } : OPENAI.chatCompletion;
}

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'ul',
    script: openai,
    options: { ModelRatio: { 'gpt-4o-mini': 0.075, 'gpt-4o': 1.25 } },
    channel: { name: 'log-channel', key: 'sk-upstream-ul', models: 'gpt-4o-mini,gpt-4o' },
  });
}, 60_000);
afterAll(async () => site?.dispose());

/** The caller's own row of a request, once the projection has folded it. */
async function ownRow(requestId: string): Promise<Row> {
  return eventually(async () => {
    const reply = await site.api.call<{ items: Row[] }>(USER, 'GET', `/api/log/self/?request_id=${requestId}`);
    expect(reply.body.success, reply.body.message).toBe(true);
    return reply.body.data!.items[0] ?? false;
  });
}

describe('the usage log of relayed requests', () => {
  it('shows a plain and a streamed chat completion with their charge, tokens and details', async () => {
    for (const stream of [false, true]) {
      const response = await site.relay('/v1/chat/completions', { model: 'gpt-4o-mini', stream, messages: [{ role: 'user', content: 'Say hello' }] });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      const requestId = response.headers.get('x-request-id')!;
      const [, settled] = await site.lifecycle(requestId);
      const charged = (settled!.data as { actual: number }).actual;
      const row = await ownRow(requestId);
      expect(row).toMatchObject({ type: 2, model_name: 'gpt-4o-mini', quota: charged, is_stream: stream, channel_name: '' });
      expect(row.prompt_tokens).toBeGreaterThan(0);
      expect(row.completion_tokens).toBeGreaterThan(0);
      expect(charged).toBeGreaterThan(0);
      const other = JSON.parse(row.other) as Record<string, unknown>;
      expect(other).toMatchObject({
        model_ratio: 0.075,
        group_ratio: 1,
        request_conversion: ['OpenAI Compatible'],
        stream_end: 'complete',
        usage_source: 'upstream',
      });
      expect(other).not.toHaveProperty('admin_info');
      // The admin's view names the channel and shows which channels were tried.
      const admin = await site.api.call<{ items: Row[] }>('admin', 'GET', `/api/log/?request_id=${requestId}`);
      expect(admin.body.data!.items[0]).toMatchObject({ channel_name: 'log-channel', channel: row.channel });
      expect(JSON.parse(admin.body.data!.items[0]!.other)).toMatchObject({ admin_info: { use_channel: [row.channel] } });
    }
  });

  it('explains a charge from the ledger, recomputed to the unit, to its owner and admins only', async () => {
    const response = await site.relay('/v1/chat/completions', { model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Explain me' }] });
    await response.arrayBuffer();
    const requestId = response.headers.get('x-request-id')!;
    const row = await ownRow(requestId);
    const rest = await site.api.call<{
      settlement: { actual: number };
      reservation: { amount: number };
      formula: string;
      recomputed: number;
      matches: boolean;
    }>(USER, 'GET', `/api/log/explain?request_id=${requestId}`);
    expect(rest.body.success, rest.body.message).toBe(true);
    expect(rest.body.data).toMatchObject({ settlement: { actual: row.quota }, recomputed: row.quota, matches: true });
    expect(rest.body.data!.reservation.amount).toBeGreaterThanOrEqual(row.quota);
    expect(rest.body.data!.formula).toMatch(/input tokens .* output tokens × \d.* model ratio 0\.075 × group ratio 1\n= [\d.]+ → rounded half up: \d+/);
    // In Chinese for a Chinese reader, over REST (`lang`) and GraphQL (`language`): the same numbers.
    const zh = await site.api.call<{ formula: string }>(USER, 'GET', `/api/log/explain?request_id=${requestId}&lang=zh-CN`);
    expect(zh.body.data!.formula).toMatch(/输入 .* 输出 .* × 模型倍率 0\.075 × 分组倍率 1\n= [\d.]+ → 四舍五入：\d+/);
    expect(zh.body.data!.formula.match(/[\d.]+/g)).toEqual(rest.body.data!.formula.match(/[\d.]+/g));
    const query =
      'query($id: String!) { explainCharge(requestId: $id, language: "zh") { formula recomputed matches streamEnd channelsTried price { kind modelRatio } settlement { actual } } }';
    const admin = await site.api.graphql('admin', query, { id: requestId });
    expect(admin.errors).toBeUndefined();
    expect(admin.data).toMatchObject({
      explainCharge: {
        formula: zh.body.data!.formula,
        recomputed: row.quota,
        matches: true,
        streamEnd: 'complete',
        price: { kind: 'per-token', modelRatio: '0.075' },
      },
    });
    // Another user learns nothing, not even that the request exists.
    await site.api.signUp('ul_other');
    const other = await site.api.call('ul_other', 'GET', `/api/log/explain?request_id=${requestId}`);
    expect(other.body).toMatchObject({ success: false, message: 'no consumption record with this request id' });
  });

  it('shows a request the upstream refused as an error row, charged nothing', async () => {
    const response = await site.relay('/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'Say hello' }] });
    expect(response.status).toBeGreaterThanOrEqual(400);
    await response.arrayBuffer();
    const row = await ownRow(response.headers.get('x-request-id')!);
    expect(row).toMatchObject({ type: 5, model_name: 'gpt-4o', quota: 0 });
    expect(row.content).toContain('Incorrect API key');
    const stat = await site.api.call<{ quota: number; rpm: number }>(USER, 'GET', '/api/log/self/stat');
    expect(stat.body.data!.rpm).toBeGreaterThanOrEqual(2);
  });
});
