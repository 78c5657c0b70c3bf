import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { captureFailure, captureScreens, hasChromium, openConsoleSite, signOut, skipReason, type ConsoleSite } from './console-kit';

/**
 * Issue 16's accounts journey, in Chinese, on a fresh database: setup, the
 * super admin creates a user and promotes it, that user opens their personal
 * page, saves a setting, and watches a top-up arrive without a reload.
 */
describe.skipIf(!hasChromium)(`console accounts journey in Chromium${skipReason}`, () => {
  let console_: ConsoleSite;
  let page: Page;
  const ROOT = { username: 'root', password: 'accounts-pass-1' };
  const ANN = { username: 'ann', displayName: 'Ann Lee', password: 'ann-password-1' };
  const api = apiClient(() => console_.site.baseUrl);

  const signIn = async (who: { username: string; password: string }) => {
    await page.goto(console_.url('/login'));
    await page.getByLabel('用户名或邮箱').fill(who.username);
    await page.getByLabel('密码', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/token');
  };
  const annRow = () => page.getByTestId(`user-row-${ANN.username}`);

  beforeAll(async () => {
    console_ = await openConsoleSite('zh-CN');
    page = console_.page;
  }, 120_000);

  afterEach(async (context) => captureFailure(page, context));

  afterAll(async () => {
    await console_?.dispose();
  });

  it('sets the new system up and signs the super admin in', async () => {
    await page.goto(console_.url('/'));
    await page.waitForURL('**/setup');
    await page.getByLabel('管理员用户名').fill(ROOT.username);
    await page.getByLabel('管理员密码').fill(ROOT.password);
    await page.getByLabel('确认密码').fill(ROOT.password);
    await page.getByRole('button', { name: '初始化系统' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await signIn(ROOT);
  });

  it('lists the users, checks the add form, and creates a user', async () => {
    await page.getByTestId('side-menu').getByRole('link', { name: '用户管理' }).click();
    await page.waitForURL('**/user');
    await page.getByTestId(`user-row-${ROOT.username}`).waitFor();
    // The super admin's own row: nothing may be done to it from here.
    expect(await page.getByTestId(`user-actions-${ROOT.username}`).getByRole('button', { name: '注销' }).isDisabled()).toBe(true);
    await captureScreens(page, 'users');

    await page.getByRole('button', { name: '添加用户' }).click();
    const drawer = page.getByTestId('add-user-drawer');
    await drawer.getByRole('button', { name: '提交' }).click();
    await drawer.getByText('用户名和密码不能为空！').waitFor();
    await drawer.locator('input[name="username"]').fill(ANN.username);
    await drawer.locator('input[name="displayName"]').fill(ANN.displayName);
    await drawer.locator('input[name="password"]').fill(ANN.password);
    await captureScreens(page, 'users-add');
    await drawer.getByRole('button', { name: '提交' }).click();
    await page.getByText('用户账户创建成功！').waitFor();
    await annRow().waitFor();
    await annRow().getByText('普通用户').waitFor();
  });

  it('promotes the user to admin, and remembers a page size', async () => {
    await annRow().getByRole('button', { name: '提升' }).click();
    await annRow().getByText('管理员', { exact: true }).waitFor();
    expect(await annRow().getByRole('button', { name: '降级' }).isEnabled()).toBe(true);

    await page.getByLabel('每页条数').selectOption('20');
    expect(await page.evaluate(() => localStorage.getItem('page-size'))).toBe('20');
    await page.reload();
    await annRow().waitFor();
    expect(await page.getByLabel('每页条数').inputValue()).toBe('20');
  });

  it('shows the editor with the bound accounts read-only, and the add-quota dialog with the resulting quota', async () => {
    await annRow().getByRole('button', { name: '编辑' }).click();
    const drawer = page.getByTestId('edit-user-drawer');
    await drawer.getByTestId('bound-accounts').waitFor();
    await drawer.locator('input[name="password"]').fill('short');
    await drawer.locator('input[name="quota"]').fill('1.5');
    await drawer.getByRole('button', { name: '提交' }).click();
    await drawer.getByText('密码长度不得小于 8 位！').waitFor();
    await drawer.getByText('额度必须是整数').waitFor();
    await captureScreens(page, 'users-edit');
    await drawer.getByRole('button', { name: '取消' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await annRow().getByRole('button', { name: '添加额度' }).click();
    const dialog = page.getByTestId('add-quota-dialog');
    await dialog.locator('input[name="amount"]').fill('-250000');
    await expect.poll(() => dialog.getByTestId('resulting-quota').textContent()).toContain('-250,000');
    await captureScreens(page, 'users-add-quota');
    await dialog.getByRole('button', { name: '取消' }).click();
    await signOut(page);
  });

  it("opens the user's personal page, copies a model, and saves a notification setting", async () => {
    // A channel serving 12 models: the page shows the first 10, and the rest on request.
    await api.signIn(ROOT.username, ROOT.password);
    const models = [
      'gpt-4o',
      'gpt-4o-mini',
      'gpt-4.1',
      'gpt-4.1-mini',
      'o3',
      'o4-mini',
      'text-embedding-3-small',
      'text-embedding-3-large',
      'whisper-1',
      'tts-1',
      'dall-e-3',
      'gpt-3.5-turbo',
    ];
    const created = await api.graphql(ROOT.username, 'mutation ($input: ChannelInput!) { createChannels(input: $input) { id } }', {
      input: { type: 1, name: 'journey', key: 'sk-journey', models: models.join(','), group: 'default' },
    });
    expect(created.errors).toBeUndefined();
    await signIn(ANN);
    await page.getByTestId('side-menu').getByRole('link', { name: '个人设置' }).click();
    await page.waitForURL('**/personal');
    await page.getByTestId('personal-page').waitFor();
    await page.getByTestId('balance-live').waitFor();
    const chips = page.getByTestId('model-chips');
    await chips.getByRole('button', { name: 'gpt-4o', exact: true }).waitFor();
    expect(await chips.getByRole('button', { name: /^(gpt|o\d|text|whisper|tts|dall)/ }).count()).toBe(10);
    await captureScreens(page, 'personal');
    await chips.getByRole('button', { name: '展开全部 12 个' }).click();
    expect(await chips.getByRole('button', { name: /^(gpt|o\d|text|whisper|tts|dall)/ }).count()).toBe(12);
    await console_.browser.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chips.getByRole('button', { name: 'dall-e-3', exact: true }).click();
    await page.getByText('已复制：dall-e-3').waitFor();

    const threshold = page.locator('input[name="quotaWarningThreshold"]');
    expect(await threshold.inputValue(), 'the form default of spec 01 section 9').toBe('500000');
    await page.getByRole('button', { name: /^1,000,000/ }).click();
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByText('设置已保存').waitFor();
    await page.reload();
    await page.getByTestId('personal-page').waitFor();
    expect(await page.locator('input[name="quotaWarningThreshold"]').inputValue()).toBe('1000000');
  });

  it('checks the password change before sending it', async () => {
    await page.getByRole('button', { name: '修改密码' }).click();
    const dialog = page.getByTestId('change-password-dialog');
    await dialog.locator('input[name="originalPassword"]').fill(ANN.password);
    await dialog.locator('input[name="password"]').fill(ANN.password);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.getByText('新密码不能与原密码相同！').waitFor();
    await dialog.getByText('两次输入的密码不一致！').waitFor();
    await captureScreens(page, 'personal-password');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows a top-up on the open personal page without a reload', async () => {
    await page.getByTestId('balance-live').waitFor();
    const before = await page.getByTestId('balance').textContent();
    await page.evaluate(() => Object.assign(window, { beforeTheTopUp: true }));
    await api.signIn(ROOT.username, ROOT.password);
    const annId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: number }).id);
    const answer = await api.graphql(ROOT.username, 'mutation ($id: Int!) { adjustQuota(userId: $id, amount: 5000000, reason: "journey") { quota } }', {
      id: annId,
    });
    expect(answer.errors).toBeUndefined();
    // 5,000,000 units are $10 at the default 500,000 per dollar.
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 15_000 }).toBe('$10.00');
    expect(before).toBe('$0.00');
    expect(await page.evaluate(() => 'beforeTheTopUp' in window), 'the page must not reload').toBe(true);
    await captureScreens(page, 'personal-topped-up', [390]);
  });

  it('logs out', async () => {
    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});
