import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { modelOf, OPENAI, startFakeUpstream, type FakeUpstream, type ReceivedRequest } from '../../testkit/fake-upstream';
import { captureFailure, captureScreens, hasChromium, openConsoleSite, skipReason, type ConsoleSite } from './console-kit';

/** The reply the recorded stream spells out, read from the fixture itself. */
function recordedReply(): string {
  const file = path.join(import.meta.dirname, '../../testkit/fixtures/providers/openai/chat-stream.sse');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('data: ') && !line.includes('[DONE]'))
    .map((line) => (JSON.parse(line.slice(6)) as { choices: Array<{ delta: { content?: string } }> }).choices[0]?.delta.content ?? '')
    .join('');
}

/**
 * Issue 18 items 7 to 9, in Chinese, on a fresh database: a guest reads the
 * pricing table; a user signs in, switches the viewed group, chats in the
 * playground with a reply streamed from a fake upstream, and opens the chat
 * embed and /chat2link with their first enabled key.
 */
describe.skipIf(!hasChromium)(`console pricing, playground and chat journey in Chromium${skipReason}`, () => {
  let console_: ConsoleSite;
  let upstream: FakeUpstream;
  let page: Page;
  const api = apiClient(() => console_.site.baseUrl);
  const USER = 'pg_user';
  const SERVER_ADDRESS = 'https://gw.example.test';
  const CHAT_TEMPLATE = 'https://chat.example.test/#/?settings={"key":"{key}","url":"{address}"}';
  let key = '';

  beforeAll(async () => {
    upstream = await startFakeUpstream((request: ReceivedRequest) => {
      const body = request.body as { stream?: boolean; messages?: Array<{ content: string }> } | undefined;
      if (modelOf(request) === 'claude-3-haiku') return OPENAI.rateLimitExceeded;
      // A prompt of "slow" streams slowly enough to be stopped halfway.
      const slow = body?.messages?.at(-1)?.content === 'slow';
      return body?.stream === true ? { sse: 'openai/chat-stream.sse', eventGapMs: slow ? 400 : 60 } : OPENAI.chatCompletion;
    });
    console_ = await openConsoleSite('zh-CN');
    page = console_.page;
    await api.setUpSite('pg');
    const set = (name: string, value: string) => console_.site.gateway.options.set(name as never, value, { kind: 'system', reason: 'test' });
    await set('egress.allow_list', JSON.stringify([upstream.host]));
    await set('GroupRatio', JSON.stringify({ default: 1, vip: 1.5, svip: 0.8 }));
    await set('UserUsableGroups', JSON.stringify({ default: '默认分组', vip: 'VIP 分组' }));
    await set('ModelRatio', JSON.stringify({ 'gpt-4o-mini': 0.075, 'claude-3-haiku': 0.125 }));
    await set('CompletionRatio', JSON.stringify({ 'gpt-4o-mini': 4, 'claude-3-haiku': 5 }));
    await set('ModelPrice', JSON.stringify({ 'mj-imagine': 0.1 }));
    await set('ServerAddress', SERVER_ADDRESS);
    await set('Chats', JSON.stringify([{ NextChat: CHAT_TEMPLATE }]));
    const channel = (name: string, models: string, group: string) =>
      api.call('admin', 'POST', '/api/channel/', { type: 1, name, key: `sk-upstream-${name}`, models, group, base_url: upstream.baseUrl });
    expect((await channel('both', 'gpt-4o-mini,claude-3-haiku', 'default,vip')).body.success).toBe(true);
    expect((await channel('vip-only', 'mj-imagine', 'vip')).body.success).toBe(true);
    await api.signUp(USER);
    const funded = await api.graphql('pg_root', 'mutation($id: Int!) { adjustQuota(userId: $id, amount: 5000000, reason: "journey") { quota } }', {
      id: api.sessions.get(USER)!.id,
    });
    expect(funded.errors).toBeUndefined();
    await api.call(USER, 'POST', '/api/token/', { name: 'off-key', remain_quota: 500000, expired_time: -1 });
    await api.call(USER, 'POST', '/api/token/', { name: 'chat-key', remain_quota: 500000, expired_time: -1 });
    const listed = await api.call<{ items: Array<{ id: number; name: string; key: string }> }>(USER, 'GET', '/api/token/?p=1&size=10');
    const off = listed.body.data!.items.find((token) => token.name === 'off-key')!;
    expect((await api.call(USER, 'PUT', '/api/token/?status_only=true', { id: off.id, status: 2 })).body.success).toBe(true);
    key = listed.body.data!.items.find((token) => token.name === 'chat-key')!.key.replace(/^sk-/, '');
    // The chat client the links open: a page of our own, so nothing leaves the machine.
    await console_.browser.route('https://chat.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<html><body><h1>Chat client</h1></body></html>' }),
    );
  }, 240_000);

  afterEach(async (context) => captureFailure(page, context));

  afterAll(async () => {
    await console_?.dispose();
    await upstream?.close();
  });

  const row = (model: string) => page.locator(`[data-testid="pricing-row"][data-model="${model}"]`);
  const names = () =>
    page
      .getByTestId('pricing-table')
      .getByTestId('pricing-row')
      .evaluateAll((rows) => rows.map((el) => el.getAttribute('data-model')));

  it('shows a guest the pricing table at the default group ratio, usable models first', async () => {
    await page.goto(console_.url('/pricing'));
    await page.getByTestId('pricing-banner').getByText('您还未登录：价格按默认分组倍率（1）显示').waitFor();
    await row('gpt-4o-mini').waitFor();
    // default serves gpt-4o-mini and claude-3-haiku; mj-imagine only vip. gpt names first among the usable.
    expect(await names()).toEqual(['gpt-4o-mini', 'claude-3-haiku', 'mj-imagine']);
    expect(await row('gpt-4o-mini').getByTestId('pricing-usable').count()).toBe(1);
    expect(await row('mj-imagine').getByTestId('pricing-usable').count()).toBe(0);
    expect(await row('gpt-4o-mini').getByTestId('pricing-price').textContent()).toBe('输入 $0.15 / 1M tokens输出 $0.60 / 1M tokens');
    expect(await row('mj-imagine').getByTestId('pricing-price').textContent()).toBe('$0.10 / 次');
    expect(await row('mj-imagine').getByTestId('pricing-billing').textContent()).toBe('按次计费');
    expect(await row('claude-3-haiku').locator('[data-ratio="completion"]').getAttribute('data-colour')).toBe('orange');
    // Search, then select and copy.
    const copy = page.getByTestId('pricing-copy');
    expect(await copy.isDisabled()).toBe(true);
    await page.getByLabel('搜索模型名称').fill('GPT');
    expect(await names()).toEqual(['gpt-4o-mini']);
    await page.getByLabel('搜索模型名称').fill('');
    await console_.browser.grantPermissions(['clipboard-read', 'clipboard-write']);
    await row('gpt-4o-mini').getByLabel('选择 gpt-4o-mini').check({ force: true });
    await row('mj-imagine').getByLabel('选择 mj-imagine').check({ force: true });
    await copy.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('gpt-4o-mini,mj-imagine');
    await captureScreens(page, 'pricing');
  });

  it("shows a signed-in user their group's ratio and switches the viewed group with its tags", async () => {
    await page.goto(console_.url('/login'));
    await page.getByLabel('用户名或邮箱').fill(USER);
    await page.getByLabel('密码', { exact: true }).fill(`${USER}-password`);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/token');
    await page.goto(console_.url('/pricing'));
    await page.getByTestId('pricing-banner').getByText('您的分组为 default，分组倍率为 1').waitFor();
    await row('gpt-4o-mini').waitFor();
    await page.locator('[data-testid="pricing-group"][data-group="vip"]').click();
    // In vip the per-call model becomes usable and sorts among the usable; prices follow the 1.5 ratio.
    await expect.poll(() => names()).toEqual(['gpt-4o-mini', 'claude-3-haiku', 'mj-imagine']);
    await row('mj-imagine').getByTestId('pricing-usable').waitFor();
    expect(await row('gpt-4o-mini').getByTestId('pricing-price').textContent()).toBe('输入 $0.225 / 1M tokens输出 $0.90 / 1M tokens');
    expect(await row('mj-imagine').getByTestId('pricing-price').textContent()).toBe('$0.15 / 次');
    expect(await row('gpt-4o-mini').locator('[data-ratio="group"]').getAttribute('data-colour')).toBe('blue');
    await captureScreens(page, 'pricing-vip');
  });

  it('streams a playground reply in parts until it ends', async () => {
    await page.goto(console_.url('/playground'));
    const model = page.getByLabel('模型', { exact: true });
    await expect.poll(() => model.inputValue()).toBe('gpt-4o-mini');
    await page.getByText('你好！今天有什么可以帮您？').waitFor();
    upstream.received.length = 0;
    await page.getByLabel('输入消息：Enter 发送，Shift+Enter 换行').fill('Write a haiku about ledgers');
    await page.getByTestId('chat-send').click();
    // While the stream runs, the reply holds only its first parts.
    const partial = await page.waitForFunction(() => {
      const reply = document.querySelector('[data-testid="chat-message"][data-role="assistant"][data-status="streaming"] [data-testid="chat-content"]');
      return reply?.textContent || null;
    });
    const full = recordedReply();
    const shown = (await partial.jsonValue()) as string;
    expect(full.startsWith(shown)).toBe(true);
    expect(shown.length).toBeLessThan(full.length);
    const done = page.locator('[data-testid="chat-message"][data-role="assistant"][data-status="done"]').last();
    await done.getByTestId('chat-content').getByText('Quiet ledger', { exact: false }).waitFor();
    expect(await done.getByTestId('chat-content').textContent()).toBe(full);
    const sent = upstream.received.at(-1)!.body as {
      model: string;
      stream: boolean;
      temperature: number;
      max_tokens?: number;
      messages: Array<{ role: string; content: string }>;
    };
    expect(sent).toMatchObject({ model: 'gpt-4o-mini', stream: true, temperature: 0 });
    expect(sent.max_tokens).toBeUndefined();
    expect(sent.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.messages.at(-1)!.content).toBe('Write a haiku about ledgers');
    await captureScreens(page, 'playground');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('playground-settings-toggle').click();
    await page.getByTestId('playground-settings').waitFor();
    await captureScreens(page, 'playground-settings', [390]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('stops a streaming reply, and shows the error of a refused one', async () => {
    const prompt = page.getByLabel('输入消息：Enter 发送，Shift+Enter 换行');
    await prompt.fill('slow');
    await prompt.press('Enter');
    await page.locator('[data-testid="chat-message"][data-role="assistant"][data-status="streaming"] [data-testid="chat-content"]').waitFor();
    await page.getByTestId('chat-stop').click();
    const stopped = page.locator('[data-testid="chat-message"][data-role="assistant"]').last();
    await expect.poll(() => stopped.getAttribute('data-status')).toBe('stopped');
    await stopped.getByText('已停止').waitFor();
    expect(recordedReply().length).toBeGreaterThan(((await stopped.getByTestId('chat-content').textContent()) ?? '').length);
    // The upstream refuses this model: the reply turns into the gateway's message.
    await page.getByLabel('模型', { exact: true }).selectOption('claude-3-haiku');
    await prompt.fill('Hello again');
    await page.getByTestId('chat-send').click();
    const failed = page.locator('[data-testid="chat-message"][data-role="assistant"][data-status="error"]').last();
    await failed.waitFor();
    expect(await failed.getByTestId('chat-error').textContent()).toMatch(/^失败：.+/);
    // The newest message is in view (the screenshots' theme switches scroll the list back to the top).
    const list = await page.getByTestId('chat-messages').evaluate((el) => ({ bottom: el.scrollTop + el.clientHeight, height: el.scrollHeight }));
    expect(list.bottom).toBeGreaterThanOrEqual(list.height - 1);
    await captureScreens(page, 'playground-error', [1280]);
    // Clear context empties the conversation.
    await page.getByTestId('chat-clear').click();
    await page.getByText('上下文为空：提个问题开始吧').waitFor();
    expect(await page.getByTestId('chat-message').count()).toBe(0);
  });

  it('embeds the chat link with the first enabled key and the encoded server address, and /chat2link goes to it', async () => {
    await page.goto(console_.url('/chat/0'));
    const frame = page.getByTestId('chat-frame');
    await frame.waitFor();
    const expected = CHAT_TEMPLATE.replace('{key}', `sk-${key}`).replace('{address}', encodeURIComponent(SERVER_ADDRESS));
    expect(await frame.getAttribute('src')).toBe(expected);
    await page.frameLocator('[data-testid="chat-frame"]').getByText('Chat client').waitFor();
    await captureScreens(page, 'chat');
    await page.goto(console_.url('/chat2link'));
    await page.waitForURL('https://chat.example.test/**');
    const settings = JSON.parse(decodeURIComponent(new URL(page.url()).hash.replace(/^#\/\?settings=/, ''))) as { key: string; url: string };
    expect(settings).toEqual({ key: `sk-${key}`, url: SERVER_ADDRESS });
  });
});
