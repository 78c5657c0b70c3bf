import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { keyOf, OPENAI, openaiCompatible, startFakeUpstream, type FakeUpstream } from '../../testkit/fake-upstream';
import { captureFailure, captureScreens, chooseFromMenu, hasChromium, openConsoleSite, skipReason, type ConsoleSite } from './console-kit';

/**
 * Issue 18 item 1's channel journey, in Chinese, on a fresh database: the
 * super admin adds a channel pointing at a fake upstream (its models fetched
 * from it), tests it and sees the time, watches the row's health change as
 * a relayed request is served, tests every enabled channel with the progress
 * live, works in tag mode, and uses the list and the drawer on a phone.
 */
describe.skipIf(!hasChromium)(`console channel journey in Chromium${skipReason}`, () => {
  let console_: ConsoleSite;
  let upstream: FakeUpstream;
  let page: Page;
  const api = apiClient(() => console_.site.baseUrl);
  const ROOT = { username: 'ch_root', password: 'root-password-1' };
  const USER = 'ch_user';
  let key = '';
  const drawer = () => page.getByTestId('channel-drawer');
  const row = (name: string) => page.getByTestId('channel-row').filter({ hasText: name }).first();
  // Notices wait while the headless page has no focus: close them one at a time before a screenshot
  // (captureScreens closes a list of them gathered at once, and waits on those already gone).
  const closeNotices = async () => {
    const notices = page.locator('[data-testid^="toast-"]');
    const closers = page.locator('[data-testid^="toast-"] button');
    for (let left = await notices.count(); left > 0; left = await notices.count()) {
      // A notice still sliding in is never "stable" for a click: the event is sent to a close button directly. A notice
      // may also leave by itself meanwhile, or be leaving without its button: then the click finds none, and the count falls anyway.
      await closers
        .first()
        .dispatchEvent('click', undefined, { timeout: 5_000 })
        .catch(() => undefined);
      await expect.poll(() => notices.count(), { timeout: 10_000 }).toBeLessThan(left);
    }
  };

  beforeAll(async () => {
    // OpenAI's 401 for the key of the channel meant to fail its test.
    upstream = await startFakeUpstream((request) => (keyOf(request) === 'sk-revoked' ? OPENAI.invalidApiKey : openaiCompatible(request)));
    console_ = await openConsoleSite('zh-CN');
    page = console_.page;
    await api.setUpSite('ch');
    const options = console_.site.gateway.options;
    // Channel tests, model lists and the relay reach the fake upstream through the egress policy.
    await options.set('egress.allow_list' as never, JSON.stringify([upstream.host]), { kind: 'system', reason: 'test' });
    await options.set('AutomaticDisableChannelEnabled' as never, 'true', { kind: 'system', reason: 'test' });
    await options.set('ModelRatio' as never, JSON.stringify({ 'gpt-4o-mini': 0.075, 'journey-model': 0.1 }), { kind: 'system', reason: 'test' });
    // Two channels sharing a tag, for tag mode.
    // One whose key the upstream refuses: testing it disables it automatically.
    const revoked = await api.call('admin', 'POST', '/api/channel/', {
      type: 1,
      name: 'revoked',
      key: 'sk-revoked',
      models: 'gpt-4o-mini',
      group: 'default',
      base_url: upstream.baseUrl,
    });
    expect(revoked.body.success, revoked.body.message).toBe(true);
    for (const name of ['blue-a', 'blue-b']) {
      const made = await api.call('admin', 'POST', '/api/channel/', {
        type: 1,
        name,
        key: `sk-${name}`,
        models: 'gpt-4o-mini',
        group: 'default',
        base_url: upstream.baseUrl,
        tag: 'blue',
      });
      expect(made.body.success, made.body.message).toBe(true);
    }
    await api.signUp(USER);
    const funded = await api.graphql(ROOT.username, 'mutation($id: Int!) { adjustQuota(userId: $id, amount: 5000000, reason: "journey") { quota } }', {
      id: api.sessions.get(USER)!.id,
    });
    expect(funded.errors).toBeUndefined();
    await api.call(USER, 'POST', '/api/token/', { name: 'journey-key', remain_quota: 1_000_000, expired_time: -1 });
    const listed = await api.call<{ items: Array<{ key: string }> }>(USER, 'GET', '/api/token/?p=1&size=10');
    key = listed.body.data!.items[0]!.key.replace(/^sk-/, '');
  }, 180_000);

  afterEach(async (context) => captureFailure(page, context));

  afterAll(async () => {
    await console_?.dispose();
    await upstream?.close();
  });

  it('adds a channel to the fake upstream with its models fetched from it', async () => {
    await page.goto(console_.url('/login'));
    await page.getByLabel('用户名或邮箱').fill(ROOT.username);
    await page.getByLabel('密码', { exact: true }).fill(ROOT.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/token');
    await page.goto(console_.url('/channel'));
    await page.getByRole('heading', { name: '渠道管理' }).waitFor();
    await row('blue-a').waitFor();
    await page.getByRole('button', { name: '添加渠道' }).click();
    await page.waitForURL('**/channel/add');
    const form = drawer();
    await form.getByText('添加渠道').waitFor();
    // A type the relay cannot call yet is named as such; the OpenAI default is not.
    expect(await form.getByTestId('channel-type-not-relayed').count()).toBe(0);
    await form.locator('[name="type"]').selectOption({ label: 'Anthropic' });
    expect(await form.getByTestId('channel-type-not-relayed').textContent()).toContain('转发暂时还不能调用 Anthropic 类型的渠道');
    await captureScreens(page, 'channels-drawer-type', [390]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.locator('[name="type"]').selectOption({ label: 'OpenAI' });
    await form.getByTestId('channel-type-not-relayed').waitFor({ state: 'detached' });
    // The spec's first check.
    await form.getByRole('button', { name: '提交' }).click();
    expect(await form.getByTestId('channel-form-error').textContent()).toBe('请填写渠道名称和渠道密钥！');
    await form.locator('[name="name"]').fill('journey-channel');
    await form.locator('[name="key"]').fill('sk-upstream-journey');
    // A base URL ending in /v1 is not applied until confirmed.
    await form.locator('[name="baseUrl"]').fill(`${upstream.baseUrl}/v1`);
    await form.locator('[name="name"]').focus();
    await page.getByTestId('confirm-dialog').getByText('代理地址以 /v1 结尾').waitFor();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '返回修改' }).click();
    expect(await form.locator('[name="baseUrl"]').inputValue()).toBe('');
    await form.locator('[name="baseUrl"]').fill(upstream.baseUrl);
    await form.getByTestId('fetch-models').click();
    await form.getByTestId('chosen-model').filter({ hasText: 'gpt-4o-mini' }).waitFor();
    await form.getByLabel('自定义模型名称').fill('journey-model, gpt-4o');
    await form.getByTestId('add-custom-models').click();
    await form.getByText('某些模型已存在！').waitFor();
    await form.getByLabel('自定义模型名称').fill('journey-model');
    await form.getByTestId('add-custom-models').click();
    await form.getByTestId('chosen-model').filter({ hasText: 'journey-model' }).waitFor();
    await form.locator('[name="testModel"]').fill('gpt-4o-mini');
    await closeNotices();
    await captureScreens(page, 'channels-drawer', [1280]);
    await form.getByRole('button', { name: '提交' }).click();
    await page.getByText('渠道创建成功！').waitFor();
    await page.waitForURL((url) => url.pathname === '/channel');
    await row('journey-channel').waitFor();
    expect(await row('journey-channel').getByTestId('channel-response-time').textContent()).toBe('未测试');
  });

  it('shows the health of a relayed request live, then tests the channel and shows the time', async () => {
    const channel = row('journey-channel');
    await page.evaluate(() => Object.assign(window, { journeyMarker: 'same page' }));
    expect(await channel.getByTestId('channel-success-rate').textContent()).toBe('暂无请求');
    const response = await fetch(`${console_.site.baseUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer sk-${key}` },
      body: JSON.stringify({ model: 'journey-model', messages: [{ role: 'user', content: 'Say hello' }] }),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    // The read model's change reaches the row over channelHealthChanged, without a reload.
    await expect.poll(() => channel.getByTestId('channel-success-rate').textContent(), { timeout: 15_000 }).toBe('成功率 100%');
    expect(await channel.getByTestId('channel-health').getAttribute('data-requests')).toBe('1');
    await channel.getByTestId('channel-last-response').waitFor();
    expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('same page');

    await channel.getByRole('button', { name: '测试' }).click();
    await expect.poll(() => channel.getByTestId('channel-response-time').textContent()).toMatch(/^[\d.]+ 秒$/);
    expect(upstream.received.some((request) => request.path === '/v1/chat/completions' && request.authorization === 'Bearer sk-upstream-journey')).toBe(true);
    // The per-channel model picker tests with the model chosen.
    await chooseFromMenu(page, channel.getByTestId('channel-more'), '选择模型测试…');
    const picker = page.getByTestId('test-model-dialog');
    await picker.getByLabel('搜索该渠道的模型').fill('journey');
    await expect.poll(() => picker.getByTestId('test-model-row').count()).toBe(1);
    await picker.getByRole('button', { name: '测试 journey-model' }).click();
    await expect.poll(() => upstream.received.filter((request) => (request.body as { model?: string } | undefined)?.model === 'journey-model').length).toBe(2);
    // Notices stack over the small dialog's buttons: close it from the keyboard.
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await closeNotices();
    await captureScreens(page, 'channels');
  }, 60_000);

  it('tests every enabled channel with the progress live', async () => {
    await page.getByTestId('test-all').click();
    const progress = page.getByTestId('test-all-progress');
    await progress.waitFor();
    await expect.poll(() => progress.getAttribute('data-finished'), { timeout: 30_000 }).toBe('true');
    expect(await progress.getByTestId('test-all-count').textContent()).toBe('已测试 4 个渠道');
    // The refused channel is disabled automatically; its status says why and when.
    const status = row('revoked').getByTestId('channel-status');
    await expect.poll(() => status.textContent()).toBe('自动禁用');
    await status.hover();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toMatch(/^原因：.*401.*时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/s);
    for (const name of ['blue-a', 'blue-b']) await expect.poll(() => row(name).getByTestId('channel-response-time').textContent()).toMatch(/秒$/);
    await closeNotices();
    await captureScreens(page, 'channels-test-all', [1280]);
  });

  it('groups the tagged channels in tag mode, expands them and disables the tag', async () => {
    await page.getByTestId('switch-tagMode').click();
    const tag = page.getByTestId('tag-row').filter({ hasText: '标签 blue' });
    await tag.waitFor();
    await tag.getByText('2 个渠道').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('enable-tag-mode'))).toBe('true');
    await tag.getByTestId('tag-expand').click();
    await row('blue-b').waitFor();
    await tag.getByRole('button', { name: '禁用全部' }).click();
    await page.getByText('操作成功完成！').first().waitFor();
    await expect.poll(() => tag.getByTestId('channel-status').textContent()).toBe('已禁用');
    await expect.poll(() => row('blue-a').getByTestId('channel-status').textContent()).toBe('已禁用');
    await closeNotices();
    await captureScreens(page, 'channels-tag-mode');
    await tag.getByRole('button', { name: '启用全部' }).click();
    await expect.poll(() => tag.getByTestId('channel-status').textContent()).toBe('已启用');
    await page.getByTestId('switch-tagMode').click();
    await row('journey-channel').waitFor();
  });

  it('shows cards and a full-width drawer on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('channels-cards').waitFor();
    const card = row('journey-channel');
    await card.getByRole('button', { name: '编辑' }).click();
    await page.waitForURL('**/channel/edit/*');
    await expect.poll(() => drawer().locator('[name="name"]').inputValue()).toBe('journey-channel');
    // Full width once it has slid in.
    await expect.poll(async () => Math.round((await drawer().boundingBox())?.width ?? 0)).toBe(390);
    await closeNotices();
    await captureScreens(page, 'channels-drawer-phone', [390]);
    await drawer().getByRole('button', { name: '取消' }).click();
    await page.waitForURL((url) => url.pathname === '/channel');
    await closeNotices();
    await captureScreens(page, 'channels-phone', [390]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('copies a channel and deletes the copy', async () => {
    await chooseFromMenu(page, row('journey-channel').getByTestId('channel-more'), '复制');
    const copy = page.getByTestId('channel-row').filter({ hasText: 'journey-channel_copy' });
    await copy.waitFor();
    // The copy starts untested.
    expect(await copy.getByTestId('channel-response-time').textContent()).toBe('未测试');
    await chooseFromMenu(page, copy.getByTestId('channel-more'), '删除');
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText('确定删除渠道 journey-channel_copy 吗？此操作不可撤销。').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await copy.waitFor({ state: 'detached' });
    await row('journey-channel').waitFor();
  });
});
