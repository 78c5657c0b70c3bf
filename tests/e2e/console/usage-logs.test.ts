import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { eventually } from '../../testkit/eventually';
import { OPENAI, startFakeUpstream, type FakeUpstream, type ReceivedRequest } from '../../testkit/fake-upstream';
import { captureFailure, captureScreens, hasChromium, openConsoleSite, skipReason, type ConsoleSite } from './console-kit';

/**
 * Issue 18 item 5's usage-log journey, in Chinese, on a fresh database: an
 * admin adjusts a user's quota (a management row), the user's key calls the
 * relay against a fake upstream (a consumption row), the super admin opens
 * /log, expands the consumption row, explains its charge, switches live on
 * and sees the next request's row arrive without a reload.
 */
describe.skipIf(!hasChromium)(`console usage-log journey in Chromium${skipReason}`, () => {
  let console_: ConsoleSite;
  let upstream: FakeUpstream;
  let page: Page;
  let key = '';
  const api = apiClient(() => console_.site.baseUrl);
  const ROOT = { username: 'ul_root', password: 'root-password-1' };
  const USER = 'ul_user';

  const relay = async (model: string, stream: boolean) => {
    const response = await fetch(`${console_.site.baseUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer sk-${key}` },
      body: JSON.stringify({ model, stream, messages: [{ role: 'user', content: 'Say hello' }] }),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return response.headers.get('x-request-id')!;
  };
  const rows = () => page.getByTestId('log-row');
  const logged = (requestId: string) =>
    eventually(
      async () => {
        const listed = await api.call<{ items: unknown[] }>('admin', 'GET', `/api/log/?request_id=${requestId}`);
        return (listed.body.data?.items.length ?? 0) > 0;
      },
      { what: `the row of ${requestId}` },
    );
  // Every GraphQL WebSocket of the page goes through here, so a test can drop it and hold the reconnection back.
  let socket: WebSocketRoute | undefined;
  let refusing = false;
  let connections = 0;

  beforeAll(async () => {
    upstream = await startFakeUpstream((request: ReceivedRequest) =>
      (request.body as { stream?: boolean } | undefined)?.stream === true ? { sse: 'openai/chat-stream-usage.sse' } : OPENAI.chatCompletion,
    );
    console_ = await openConsoleSite('zh-CN');
    page = console_.page;
    // The site as the product makes it: setup, options, a channel to the fake upstream, a user funded by an admin, a key.
    await api.setUpSite('ul');
    const options = console_.site.gateway.options;
    await options.set('egress.allow_list' as never, JSON.stringify([upstream.host]), { kind: 'system', reason: 'test' });
    await options.set('ModelRatio' as never, JSON.stringify({ 'gpt-4o-mini': 0.075, 'gpt-4.1-mini': 0.2 }), { kind: 'system', reason: 'test' });
    const channel = await api.call('admin', 'POST', '/api/channel/', {
      type: 1,
      name: 'log-channel',
      key: 'sk-upstream-ul',
      models: 'gpt-4o-mini,gpt-4.1-mini',
      group: 'default',
      base_url: upstream.baseUrl,
    });
    expect(channel.body.success, channel.body.message).toBe(true);
    await api.signUp(USER);
    const funded = await api.graphql(ROOT.username, 'mutation($id: Int!) { adjustQuota(userId: $id, amount: 5000000, reason: "journey") { quota } }', {
      id: api.sessions.get(USER)!.id,
    });
    expect(funded.errors).toBeUndefined();
    await api.call(USER, 'POST', '/api/token/', { name: 'journey-key', remain_quota: 1_000_000, expired_time: -1 });
    const listed = await api.call<{ items: Array<{ key: string }> }>(USER, 'GET', '/api/token/?p=1&size=10');
    key = listed.body.data!.items[0]!.key.replace(/^sk-/, '');
    const requestId = await relay('gpt-4o-mini', true);
    // The log is a read model: wait until it has folded the request before the page reads it.
    await logged(requestId);
    await page.routeWebSocket(/\/graphql$/, (route) => {
      // 1012 (service restart): graphql-ws tries again, as after a server restart.
      if (refusing) return route.close({ code: 1012, reason: 'refused by the test' });
      route.connectToServer();
      socket = route;
      connections += 1;
    });
  }, 180_000);

  afterEach(async (context) => captureFailure(page, context));

  afterAll(async () => {
    await console_?.dispose();
    await upstream?.close();
  });

  it('signs the super admin in and lists the rows with their types and columns', async () => {
    await page.goto(console_.url('/login'));
    await page.getByLabel('用户名或邮箱').fill(ROOT.username);
    await page.getByLabel('密码', { exact: true }).fill(ROOT.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/token');
    await page.getByTestId('side-menu').getByRole('link', { name: '使用日志' }).click();
    await page.waitForURL('**/log');
    const consumption = rows().filter({ hasText: '消费' }).first();
    await consumption.waitFor();
    await rows().filter({ hasText: '管理' }).first().waitFor();
    await consumption.getByText('gpt-4o-mini').waitFor();
    await consumption.getByText('journey-key').waitFor();
    expect(await consumption.getByTestId('log-channel').getAttribute('title')).toBe('log-channel');
    await consumption.getByTestId('log-first-token').waitFor();
    await expect.poll(() => page.getByTestId('log-stat-quota').textContent()).toMatch(/^消耗额度：\$/);
    // The admins' user-info popup.
    await consumption.getByTestId('log-user').click();
    const info = page.getByTestId('user-info-dialog');
    await info.getByText('ul_user').waitFor();
    await info.getByText('请求次数').waitFor();
    await captureScreens(page, 'usage-logs-user-info', [1280]);
    await info.getByRole('button', { name: '关闭' }).click();
    await info.waitFor({ state: 'hidden' });
  });

  it('expands the consumption row into its breakdown and explains the charge', async () => {
    const consumption = rows().filter({ hasText: '消费' }).first();
    await consumption.getByTestId('log-expand').click();
    const breakdown = page.getByTestId('charge-breakdown');
    await breakdown.getByText('模型倍率').waitFor();
    expect(await breakdown.locator('[data-value="modelRatio"]').textContent()).toBe('0.075');
    expect(await breakdown.locator('[data-value="streamEnd"]').textContent()).toBe('正常完成');
    await breakdown.getByText('尝试的渠道').waitFor();
    await page.getByRole('button', { name: '解释这笔扣费' }).click();
    const explanation = page.getByTestId('charge-explanation');
    await explanation.waitFor();
    expect(await explanation.getByTestId('explain-matches').textContent()).toBe('重新计算：与扣费一致');
    expect(await explanation.getByTestId('explain-formula').textContent()).toContain('模型倍率 0.075');
    await captureScreens(page, 'usage-logs');
  });

  it('shades the edge where the table hides columns at 1280 px, and shows 详情 whole once scrolled to', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const frame = page.getByTestId('logs-table').locator('xpath=..');
    await frame.waitFor();
    // The admins' thirteen columns are wider than the page beside the side menu: the table scrolls sideways.
    expect(await frame.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await page.getByTestId('table-more-after').waitFor();
    expect(await page.getByTestId('table-more-before').count()).toBe(0);
    const note = rows().filter({ hasText: '管理员调整额度' }).first().getByTestId('log-content');
    const wholeInFrame = async () => {
      const [shown, box] = await Promise.all([note.boundingBox(), frame.boundingBox()]);
      return shown!.x >= box!.x && shown!.x + shown!.width <= box!.x + box!.width + 1;
    };
    expect(await wholeInFrame()).toBe(false);
    await frame.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await page.getByTestId('table-more-before').waitFor();
    await page.getByTestId('table-more-after').waitFor({ state: 'detached' });
    expect(await wholeInFrame()).toBe(true);
    await captureScreens(page, 'usage-logs-scrolled', [1280]);
    await frame.evaluate((box) => box.scrollTo({ left: 0 }));
    await page.getByTestId('table-more-after').waitFor();
  });

  it('shows cards with their details and the filters in a drawer on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByTestId('logs-cards').getByTestId('log-row').filter({ hasText: '消费' }).first();
    await card.getByTestId('log-expand').click();
    await card.getByTestId('charge-breakdown').waitFor();
    await card.getByRole('button', { name: '解释这笔扣费' }).click();
    await card.getByTestId('explain-matches').waitFor();
    await captureScreens(page, 'usage-logs-card', [390]);
    await page.getByTestId('open-log-filters').click();
    await page.getByTestId('log-filters-drawer').getByLabel('令牌名称').waitFor();
    await captureScreens(page, 'usage-logs-filters', [390]);
    await page.getByTestId('log-filters-drawer').getByRole('button', { name: '取消' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('switches live on and shows the next request without a reload', async () => {
    await page.evaluate(() => Object.assign(window, { journeyMarker: 'same page' }));
    const before = await rows().count();
    await page.getByTestId('live-toggle').click();
    await page.getByTestId('live-toggle').getByText('实时：新日志自动出现').waitFor();
    // Give the subscription a moment to open before the request is made (it would still be caught: it starts after the newest row shown).
    await page.waitForTimeout(500);
    await relay('gpt-4.1-mini', false);
    const arrived = page.locator('[data-testid="log-row"][data-live]');
    await arrived.first().waitFor({ timeout: 15_000 });
    expect(await arrived.count()).toBe(1);
    expect(await rows().first().getAttribute('data-live')).toBe('true');
    await rows().first().getByText('gpt-4.1-mini').waitFor();
    expect(await rows().count()).toBe(before + 1);
    expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('same page');
    await captureScreens(page, 'usage-logs-live');
  });

  it('resumes after a dropped connection with the row it missed, once', async () => {
    const before = await rows().count();
    const opened = connections;
    expect(socket).toBeDefined();
    refusing = true;
    await socket!.close({ code: 1012, reason: 'dropped by the test' });
    // While the console cannot reconnect, a request is served and logged.
    const missed = await relay('gpt-4o-mini', false);
    await logged(missed);
    refusing = false;
    // graphql-ws reconnects and subscribes again, after the last row's cursor: the missed row arrives, and no other twice.
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(before + 1);
    expect(connections).toBe(opened + 1);
    expect(await page.locator('[data-testid="log-row"][data-live]').count()).toBe(2);
    expect(await rows().first().getByText('gpt-4o-mini').count()).toBe(1);
    await page.waitForTimeout(1500);
    expect(await rows().count()).toBe(before + 1);
    expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('same page');
  });
});
