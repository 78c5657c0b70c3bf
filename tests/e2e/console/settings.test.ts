import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { captureFailure, captureScreens, hasChromium, openConsoleSite, skipReason, type ConsoleSite } from './console-kit';

/**
 * /setting (spec 03), in Chinese, on a fresh database: the super admin opens
 * each of the five tabs, saves a field of the operation tab, renames the site
 * on the other tab and sees the top bar follow without a reload, closes
 * registration with a switch that saves at once, publishes a notice that
 * appears above the page at once (and stays closed once closed), and finds
 * each change stored on the server. Every tab and the pricing editor are saved as
 * screenshots.
 */
describe.skipIf(!hasChromium)(`console settings journey in Chromium${skipReason}`, () => {
  let console_: ConsoleSite;
  let page: Page;
  const api = apiClient(() => console_.site.baseUrl);

  const optionValue = async (key: string) => {
    const listed = await api.call<Array<{ key: string; value: string }>>('st_root', 'GET', '/api/option/');
    return listed.body.data?.find((option) => option.key === key)?.value;
  };
  const section = (id: string) => page.getByTestId(id);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });

  beforeAll(async () => {
    console_ = await openConsoleSite('zh-CN');
    page = console_.page;
    page.setDefaultTimeout(10_000);
    await api.setUpSite('st');
  }, 180_000);

  afterEach(async (context) => captureFailure(page, context));

  afterAll(async () => {
    await console_?.dispose();
  });

  it('the super admin changes options on each tab and sees them take effect', { timeout: 90_000 }, async () => {
    await page.goto(console_.url('/login'));
    await page.getByLabel('用户名或邮箱').fill('st_root');
    await page.getByLabel('密码', { exact: true }).fill('root-password-1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/token');
    await page.getByTestId('side-menu').getByRole('link', { name: '系统设置' }).click();
    await page.waitForURL('**/setting');

    // Operation (the default tab): a saved field goes to the server, and only it.
    await section('settings-general').waitFor();
    expect(await tab('运营设置').getAttribute('aria-selected')).toBe('true');
    await section('settings-general').getByLabel('失败重试次数').fill('11');
    await section('settings-general').getByRole('button', { name: /^保存/ }).click();
    await section('settings-general').getByText('请检查输入').waitFor();
    await section('settings-general').getByLabel('失败重试次数').fill('3');
    await section('settings-general').getByRole('button', { name: /^保存/ }).click();
    await page.getByText('更新成功').first().waitFor();
    await expect.poll(() => optionValue('RetryTimes')).toBe('3');
    await captureScreens(page, 'settings-operation');
    await page.getByRole('tab', { name: '可视化倍率设置' }).click();
    await page.getByTestId('pricing-table').or(page.getByTestId('pricing-cards')).first().waitFor();
    await captureScreens(page, 'settings-pricing-visual');

    // Other: the site's name changes in the top bar as soon as it is saved (the status is live).
    await tab('其他设置').click();
    await page.waitForURL('**/setting?tab=other');
    await section('settings-branding').getByLabel('系统名称').fill('Tollgate Journey');
    await section('settings-branding').getByRole('button', { name: /^保存/ }).click();
    await page.locator('header').getByText('Tollgate Journey').waitFor();
    // A notice appears above the page as soon as it is published, and stays closed once closed.
    await section('settings-notice').getByRole('textbox').fill('Maintenance **tonight** at 22:00');
    await section('settings-notice').getByRole('button', { name: /^保存/ }).click();
    const notice = page.getByTestId('site-notice');
    await notice.getByText('tonight').waitFor();
    await captureScreens(page, 'settings-other');
    await notice.getByRole('button', { name: '关闭公告' }).click();
    await notice.waitFor({ state: 'detached' });

    // System: a switch saves the moment it changes.
    await tab('系统设置').click();
    const register = section('settings-login').getByTestId('option-RegisterEnabled');
    await register.waitFor();
    expect(await register.locator('input').isChecked()).toBe(true);
    await register.click();
    await expect.poll(() => optionValue('RegisterEnabled')).toBe('false');
    await captureScreens(page, 'settings-system');

    for (const [name, query] of [
      ['速率限制', 'ratelimit'],
      ['模型相关设置', 'models'],
    ] as const) {
      await tab(name).click();
      await page.waitForURL(`**/setting?tab=${query}`);
      await page.getByRole('tabpanel').getByRole('heading').first().waitFor();
      await captureScreens(page, `settings-${query}`);
    }

    // A reload keeps the tab and shows what was stored; the closed notice stays closed.
    await page.reload();
    await tab('模型相关设置').waitFor();
    expect(await page.getByTestId('site-notice').count()).toBe(0);
    expect(await tab('模型相关设置').getAttribute('aria-selected')).toBe('true');
    const status = await api.call<{ system_name: string; register_enabled?: boolean }>(null, 'GET', '/api/status');
    expect(status.body.data?.system_name).toBe('Tollgate Journey');
  });
});
