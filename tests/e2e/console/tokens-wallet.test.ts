import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { eventually } from '../../testkit/eventually';
import { OPENAI, startFakeUpstream, type FakeUpstream } from '../../testkit/fake-upstream';
import { captureFailure, captureScreens, hasChromium, openConsoleSite, signOut, skipReason, type ConsoleSite } from './console-kit';

/**
 * Issue 18 items 2 to 4, in Chinese, on a fresh database: an admin creates
 * redemption codes on /redemption; a user creates a token on /token, copies
 * its key, calls the relay with it against a fake upstream, watches the log
 * row arrive on /log (live) and the balance drop on /topup without a reload,
 * then redeems a code in the wallet and sees the balance rise.
 */
describe.skipIf(!hasChromium)(`console tokens, redemptions and wallet journey in Chromium${skipReason}`, () => {
  let console_: ConsoleSite;
  let upstream: FakeUpstream;
  let page: Page;
  let key = '';
  /** The codes the admin made: the unused one first, then the disabled one. */
  let codes: string[] = [];
  const api = apiClient(() => console_.site.baseUrl);
  const USER = { username: 'tw_user', password: 'tw_user-password' };
  const ADMIN = { username: 'tw_admin', password: 'admin-password-1' };

  const signIn = async (who: { username: string; password: string }) => {
    await page.goto(console_.url('/login'));
    await page.getByLabel('用户名或邮箱').fill(who.username);
    await page.getByLabel('密码', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/token');
  };
  const menu = (name: string) => page.getByTestId('side-menu').getByRole('link', { name });
  const relay = async () => {
    const response = await fetch(`${console_.site.baseUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer sk-${key}` },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Say hello' }] }),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return response.headers.get('x-request-id')!;
  };
  const tokenRow = (name: string) => page.locator(`[data-testid="token-row"][data-name="${name}"]`);

  beforeAll(async () => {
    upstream = await startFakeUpstream(() => OPENAI.chatCompletion);
    console_ = await openConsoleSite('zh-CN');
    page = console_.page;
    // A step that cannot happen fails with Playwright's reason instead of the test's timeout.
    page.setDefaultTimeout(10_000);
    await console_.browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: console_.site.baseUrl });
    // The site as the product makes it: setup, a channel to the fake upstream, a funded user ($10), $0.50 a call.
    await api.setUpSite('tw');
    const options = console_.site.gateway.options;
    await options.set('egress.allow_list' as never, JSON.stringify([upstream.host]), { kind: 'system', reason: 'test' });
    await options.set('ModelPrice' as never, JSON.stringify({ 'gpt-4o-mini': 0.5 }), { kind: 'system', reason: 'test' });
    const channel = await api.call('admin', 'POST', '/api/channel/', {
      type: 1,
      name: 'tw-channel',
      key: 'sk-upstream-tw',
      models: 'gpt-4o-mini',
      group: 'default',
      base_url: upstream.baseUrl,
    });
    expect(channel.body.success, channel.body.message).toBe(true);
    await api.signUp(USER.username);
    const funded = await api.graphql('admin', 'mutation($id: Int!) { adjustQuota(userId: $id, amount: 5000000, reason: "journey") { quota } }', {
      id: api.sessions.get(USER.username)!.id,
    });
    expect(funded.errors).toBeUndefined();
  }, 180_000);

  afterEach(async (context) => captureFailure(page, context));

  afterAll(async () => {
    await console_?.dispose();
    await upstream?.close();
  });

  it('an admin creates redemption codes, sees them once, and disables one', { timeout: 60_000 }, async () => {
    await signIn(ADMIN);
    await menu('兑换码管理').click();
    await page.waitForURL('**/redemption');
    await page.getByRole('heading', { name: '管理兑换码' }).waitFor();
    await page.getByTestId('add-redemptions').click();
    const drawer = page.getByTestId('redemption-drawer');
    expect(await drawer.getByLabel('额度（单位）').inputValue()).toBe('100000');
    await drawer.getByLabel('生成数量').fill('0');
    await drawer.getByRole('button', { name: '提交' }).click();
    await drawer.getByText('数量必须是 1 到 100 的整数').waitFor();
    await drawer.getByLabel('名称').fill('journey');
    await drawer.getByLabel('额度（单位）').fill('1000000');
    await drawer.getByLabel('生成数量').fill('2');
    await captureScreens(page, 'redemptions-drawer');
    await drawer.getByRole('button', { name: '提交' }).click();
    const created = page.getByTestId('created-codes');
    await created.getByText('已创建 2 个兑换码').waitFor();
    codes = (await created.getByTestId('created-codes-text').inputValue()).split('\n');
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{32}$/);
    await captureScreens(page, 'redemptions-created');
    await created.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => page.locator('[data-testid="redemption-row"][data-name="journey"]').count()).toBe(2);
    // Disable the second code: an unused code offers disable, a disabled one enable.
    const second = page
      .getByTestId('redemption-row')
      .filter({ has: page.getByRole('button', { name: '禁用' }) })
      .last();
    await second.getByRole('button', { name: '禁用' }).click();
    await page.getByText('操作成功完成！').waitFor();
    await page.getByTestId('redemption-row').getByText('已禁用').waitFor();
    await page.getByTestId('redemption-row').getByRole('button', { name: '启用' }).waitFor();
    await captureScreens(page, 'redemptions');
    const listed = await api.graphql<{ redemptions: { items: Array<{ key: string; status: number }> } }>('admin', '{ redemptions { items { key status } } }');
    const states = new Map(listed.data!.redemptions.items.map((code) => [code.key, code.status]));
    codes.sort((a, b) => states.get(a)! - states.get(b)!);
    expect(codes.map((code) => states.get(code))).toEqual([1, 2]);
    await signOut(page);
  });

  it('a user creates a token in the drawer, with its checks', async () => {
    await signIn(USER);
    await page.getByTestId('token-banner').getByText('令牌无法精确控制使用额度').waitFor();
    await page.getByTestId('tokens-table').getByText('还没有令牌').waitFor();
    await page.getByTestId('add-token').click();
    const drawer = page.getByTestId('token-drawer');
    expect(await drawer.getByLabel('额度（单位）').inputValue()).toBe('500000');
    await drawer.getByLabel('过期时间').fill('tomorrow');
    await drawer.getByRole('button', { name: '提交' }).click();
    await drawer.getByText('请输入名称').waitFor();
    await drawer.getByText('过期时间格式错误！').waitFor();
    await drawer.getByLabel('名称').fill('journey-key');
    await drawer.getByRole('button', { name: '一个月' }).click();
    expect(await drawer.getByLabel('过期时间').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await drawer.getByRole('button', { name: '$10', exact: true }).click();
    expect(await drawer.getByLabel('额度（单位）').inputValue()).toBe('5000000');
    await captureScreens(page, 'tokens-drawer');
    await drawer.getByRole('button', { name: '提交' }).click();
    await page.getByText('令牌创建成功，请在列表页面点击复制获取令牌！').waitFor();
    // The allowance is folded by the balance read models a moment after it is written; walletChanged reads the list again.
    await expect.poll(() => tokenRow('journey-key').getByTestId('token-remaining').textContent(), { timeout: 10_000 }).toBe('$10.00');
    await tokenRow('journey-key').getByText('已启用').waitFor();
  });

  it('copies the key and calls the relay with it', async () => {
    await tokenRow('journey-key').getByRole('button', { name: '复制' }).click();
    await page.getByText('已复制密钥到剪贴板').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^sk-[A-Za-z0-9]{20,}$/);
    key = copied.slice(3);
    const listed = await api.call<{ items: Array<{ key: string }> }>(USER.username, 'GET', '/api/token/?p=1&size=10');
    expect(listed.body.data!.items.map((token) => token.key.replace(/^sk-/, ''))).toContain(key);
    await relay();
    await captureScreens(page, 'tokens');
  });

  it('watches the next request arrive on /log with the live switch', async () => {
    await page.evaluate(() => Object.assign(window, { journeyMarker: 'same page' }));
    await menu('使用日志').click();
    await page.waitForURL('**/log');
    await page.getByTestId('log-row').first().waitFor();
    await page.getByTestId('live-toggle').click();
    await page.getByTestId('live-toggle').getByText('实时：新日志自动出现').waitFor();
    await page.waitForTimeout(500);
    await relay();
    const arrived = page.locator('[data-testid="log-row"][data-live]');
    await arrived.first().waitFor({ timeout: 15_000 });
    await arrived.first().getByText('journey-key').waitFor();
    expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('same page');
  });

  it('watches the wallet balance drop as the relay charges, without a reload', async () => {
    await menu('钱包').click();
    await page.waitForURL('**/topup');
    await page.getByTestId('wallet-live').waitFor();
    // Two calls so far at $0.50 each: $10.00 - $1.00.
    await expect.poll(() => page.getByTestId('wallet-balance').textContent(), { timeout: 15_000 }).toBe('$9.00');
    await relay();
    // The reservation holds the price (fixed, so the balance is final already); the settle then counts the request.
    await expect.poll(() => page.getByTestId('wallet-balance').textContent(), { timeout: 15_000 }).toBe('$8.50');
    await expect.poll(() => page.getByTestId('wallet-requests').textContent(), { timeout: 15_000 }).toBe('3');
    expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('same page');
    await page.getByTestId('topup-disabled').getByText('管理员未开启在线充值！').waitFor();
  });

  it('redeems a code in the wallet and sees the balance and the message', { timeout: 60_000 }, async () => {
    const card = page.getByTestId('redeem-card');
    await card.getByRole('button', { name: '兑换', exact: true }).click();
    await card.getByText('请输入兑换码！').waitFor();
    await card.getByLabel('兑换码').fill(codes[0]!);
    await card.getByRole('button', { name: '兑换', exact: true }).click();
    await page.getByText('兑换成功！已增加 $2.00').waitFor();
    await expect.poll(() => page.getByTestId('wallet-balance').textContent(), { timeout: 15_000 }).toBe('$10.50');
    await captureScreens(page, 'wallet');
    // The same code again, and the disabled one: the server says no each time, and the balance stays.
    for (const code of codes) {
      await card.getByLabel('兑换码').fill(code);
      await card.getByRole('button', { name: '兑换', exact: true }).click();
      await page.getByTestId('toast-error').first().waitFor();
      for (const close of await page.locator('[data-testid^="toast-"] button').all()) await close.click().catch(() => undefined);
    }
    expect(await page.getByTestId('wallet-balance').textContent()).toBe('$10.50');
    await card.getByRole('button', { name: '获取兑换码' }).click();
    await page.getByText('超级管理员未设置充值链接！').waitFor();
  });

  it('creates tokens in a batch, names after the first with a random suffix', async () => {
    await menu('令牌管理').click();
    await page.waitForURL('**/token');
    await page.getByTestId('add-token').click();
    const drawer = page.getByTestId('token-drawer');
    await drawer.getByLabel('名称').fill('batch');
    await drawer.getByLabel('新建数量').fill('3');
    // Model limits from the models the user's groups can call, and the group from theirs.
    await drawer.getByText('只允许这些模型').click();
    await drawer.getByTestId('token-models').getByRole('button', { name: 'gpt-4o-mini' }).click();
    await drawer.getByLabel('IP 白名单').fill('127.0.0.1');
    await drawer.getByLabel('令牌分组').selectOption('default');
    await drawer.getByLabel('令牌分组').scrollIntoViewIfNeeded();
    await captureScreens(page, 'tokens-drawer-limits', [1280]);
    await drawer.getByRole('button', { name: '提交' }).click();
    await page.getByText('3 个令牌创建成功，请在列表页面点击复制获取令牌！').waitFor();
    await tokenRow('batch').waitFor();
    const names = await page.getByTestId('token-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name') ?? ''));
    expect(names.filter((name) => /^batch-[A-Za-z0-9]{6}$/.test(name))).toHaveLength(2);
    await tokenRow('batch').getByText('已启用：限制模型').waitFor();
    // Disable one from its row: the status-only update.
    await tokenRow('batch').getByRole('button', { name: '禁用' }).click();
    await tokenRow('batch').getByText('已禁用').waitFor();
    await eventually(
      async () => {
        const listed = await api.call<{ items: Array<{ name: string; status: number }> }>(USER.username, 'GET', '/api/token/?p=1&size=10');
        return listed.body.data!.items.find((token) => token.name === 'batch')?.status === 2;
      },
      { what: 'the disabled token' },
    );
  });

  it('tops up online: the minimum, the payable preview, and the payment form posted to the provider', { timeout: 60_000 }, async () => {
    // The admin turns Epay on; its address is this gateway, so the browser's post can be watched without a fake.
    const options = console_.site.gateway.options;
    await options.set('PayAddress' as never, console_.site.baseUrl, { kind: 'system', reason: 'test' });
    await options.set('EpayId' as never, '1001', { kind: 'system', reason: 'test' });
    await options.set('EpayKey' as never, 'journey-epay-key', { kind: 'system', reason: 'test' });
    await options.set('MinTopUp' as never, '5', { kind: 'system', reason: 'test' });
    await options.set('ServerAddress' as never, console_.site.baseUrl, { kind: 'system', reason: 'test' });
    await menu('钱包').click();
    await page.waitForURL('**/topup');
    const card = page.getByTestId('topup-card');
    const amount = card.getByLabel('充值数量');
    await expect.poll(() => amount.inputValue()).toBe('5');
    const payableText = () => page.getByTestId('topup-payable').textContent();
    await expect.poll(payableText, { timeout: 10_000 }).toMatch(/^\d+\.\d{2}$/);
    const atMinimum = (await payableText())!;
    await amount.fill('3');
    await card.getByText('充值数量不能小于 5').waitFor();
    // Twice the amount, twice the money (no discount is set); '…' while the new amount is priced.
    await amount.fill('10');
    await expect.poll(payableText, { timeout: 10_000 }).toBe((Number(atMinimum) * 2).toFixed(2));
    const payable = (await payableText())!;
    await captureScreens(page, 'wallet-topup');
    await card.getByRole('button', { name: '支付宝支付' }).click();
    const confirm = page.getByTestId('topup-confirm');
    await confirm.getByText(`实付金额：${payable}`).waitFor();
    const posted = page.waitForRequest((request) => request.url().endsWith('/submit.php'));
    await confirm.getByRole('button', { name: '支付', exact: true }).click();
    const request = await posted;
    expect(request.method()).toBe('POST');
    const form = new URLSearchParams(request.postData() ?? '');
    expect(form.get('pid')).toBe('1001');
    expect(form.get('type')).toBe('alipay');
    expect(form.get('money')).toBe(payable);
    expect(form.get('out_trade_no')).toMatch(new RegExp(`^USR${api.sessions.get(USER.username)!.id}NO`));
    expect(form.get('sign')).toMatch(/^[0-9a-f]{32}$/);
  });
});
