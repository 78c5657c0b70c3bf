import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testkit/eventually';
import { OPENAI, type Answer, type ReceivedRequest } from '../../testkit/fake-upstream';
import { startRelaySite, type RelaySite } from '../../testkit/relay-site';

/*
 * Built-in tool calls charged on top of the tokens (server-behaviour 4.3,
 * "tool surcharges"): a Responses answer's web searches, plain and streamed,
 * and a chat search model's search, each at its price per 1,000 calls ×
 * QuotaPerUnit (500,000) × group ratio (1). The answers are recorded
 * Responses fixtures with `web_search_call` items. Before, these calls cost
 * nothing: the user paid the tokens only.
 */

let site: RelaySite;

function upstream(request: ReceivedRequest): Answer {
  const body = request.body as { stream?: boolean } | undefined;
  if (request.path === '/v1/responses')
    return body?.stream === true ? { sse: 'openai/responses-web-search-stream.sse' } : { fixture: 'openai/responses-web-search.json' };
  return OPENAI.chatCompletion;
}

beforeAll(async () => {
  site = await startRelaySite({
    prefix: 'tc',
    script: upstream,
    options: {
      ModelRatio: { 'gpt-4.1': 1, 'gpt-4o-search-preview': 1.25 },
      CompletionRatio: { 'gpt-4.1': 4, 'gpt-4o-search-preview': 4 },
    },
    channel: { name: 'tools', key: 'sk-upstream-tc', models: 'gpt-4.1,gpt-4o-search-preview' },
  });
}, 60_000);
afterAll(async () => site?.dispose());

/** What the settle charged for a request, and its usage log row's `other`, once the projection has it. */
async function charged(response: Response): Promise<{ actual: number; held: number; other: Record<string, unknown>; requestId: string }> {
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  const requestId = response.headers.get('x-request-id')!;
  const ended = await site.lifecycle(requestId);
  expect(ended.at(-1)!.type).toBe('QuotaSettled');
  const actual = (ended.at(-1)!.data as { actual: number }).actual;
  const held = (ended[0]!.data as { amount: number }).amount;
  const other = await eventually(async () => {
    const reply = await site.api.call<{ items: Array<{ other: string }> }>('admin', 'GET', `/api/log/?request_id=${requestId}`);
    const row = reply.body.data?.items[0];
    return row ? (JSON.parse(row.other) as Record<string, unknown>) : false;
  });
  return { actual, held, other, requestId };
}

const searchRequest = (stream: boolean) => ({ model: 'gpt-4.1', input: 'Which lighthouse in Europe is the tallest?', tools: [{ type: 'web_search' }], stream });

describe('tool calls charged on top of the tokens', () => {
  it('charges each web search of a Responses answer at $10 per 1,000, and the log and the explanation show it', async () => {
    const { actual, held, other, requestId } = await charged(await site.relay('/v1/responses', searchRequest(false)));
    // Tokens (8,451 in + 121 out × 4) × 1, plus 2 searches × $0.01 × 500,000.
    expect(actual).toBe(8_451 + 121 * 4 + 2 * 5_000);
    // The declared search was held for: one call ($0.01 × 500,000) on top of what the same request without it holds.
    const { held: withoutSearch } = await charged(await site.relay('/v1/responses', { ...searchRequest(false), tools: [] }));
    expect(held - withoutSearch).toBe(5_000);
    expect(other).toMatchObject({ web_search: true, web_search_call_count: 2, web_search_price: 10 });
    const explained = await site.api.call<{ matches: boolean; recomputed: number; formula: string }>(
      'admin',
      'GET',
      `/api/log/explain?request_id=${requestId}`,
    );
    expect(explained.body.data).toMatchObject({ matches: true, recomputed: actual });
    expect(explained.body.data!.formula).toContain('(2 web_search calls × $10 per 1,000) × 500000 quota per $ × group ratio 1');
  });

  it('counts a streamed answer’s search once, though the stream shows it added, done and in the final response', async () => {
    const { actual, other } = await charged(await site.relay('/v1/responses', searchRequest(true)));
    expect(actual).toBe(4_209 + 57 * 4 + 5_000);
    expect(other).toMatchObject({ web_search_call_count: 1 });
  });

  it('charges a chat search model’s search at the search models’ price, $25 per 1,000', async () => {
    const { actual, held, other } = await charged(
      await site.relay('/v1/chat/completions', {
        model: 'gpt-4o-search-preview',
        web_search_options: {},
        messages: [{ role: 'user', content: 'News today?' }],
      }),
    );
    // Tokens (8 in + 3 out × 4) × 1.25, plus one search × $0.025 × 500,000.
    expect(actual).toBe(25 + 12_500);
    // Known before the call, the search was in the hold too.
    expect(held).toBeGreaterThanOrEqual(12_500 + 25);
    expect(other).toMatchObject({ web_search: true, web_search_call_count: 1, web_search_price: 25 });
  });

  it('takes the admin’s tool prices over the built-in ones: 0 makes a tool free', async () => {
    await site.setOption('tool_price_setting.prices', JSON.stringify({ web_search: 0 }));
    try {
      const { actual, other } = await charged(await site.relay('/v1/responses', searchRequest(false)));
      expect(actual).toBe(8_451 + 121 * 4);
      expect(other).toMatchObject({ web_search_call_count: 2, web_search_price: 0 });
    } finally {
      await site.setOption('tool_price_setting.prices', '{}');
    }
  });
});
