import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../testkit/actors';
import { captureFailure, captureScreens, hasChromium, openConsoleSite, skipReason, type ConsoleSite } from './console-kit';

const ROOT = { username: 'admin', password: 'session-pass-1' };

/** Sets the system up through GraphQL, as the wizard would. */
async function setUp(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($u: String!, $p: String!) { setup(username: $u, password: $p, confirmPassword: $p) }',
      variables: { u: ROOT.username, p: ROOT.password },
    }),
  });
  const body = (await response.json()) as { data?: { setup: boolean } };
  if (!body.data?.setup) throw new Error(`setup failed: ${JSON.stringify(body)}`);
}

/** Issue 16's session journeys, in an English browser: language, theme, live status and an ended session. */
describe.skipIf(!hasChromium)(`console session in Chromium${skipReason}`, () => {
  let console_: ConsoleSite;
  let page: Page;

  beforeAll(async () => {
    console_ = await openConsoleSite('en-US');
    page = console_.page;
    await setUp(console_.site.baseUrl);
  }, 120_000);

  afterEach(async (context) => captureFailure(page, context));

  afterAll(async () => {
    await console_?.dispose();
  });

  it('follows the browser language, and switches to Chinese and back from the menu', async () => {
    await page.goto(console_.url('/login'));
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await page.getByRole('heading', { name: '登录' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('i18nextLng'), document.documentElement.lang])).toEqual(['zh', 'zh']);
    await page.reload();
    await page.getByRole('heading', { name: '登录' }).waitFor();
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  });

  it('checks the register form in English', async () => {
    await page.goto(console_.url('/register'));
    await page.locator('input[name="password"]').fill('short');
    await page.locator('input[name="password2"]').fill('different');
    await page.getByRole('button', { name: 'Register' }).last().click();
    await page.getByText('Please enter a username').waitFor();
    await page.getByText('The password length must not be less than 8!').waitFor();
    await page.getByText('The two passwords do not match').waitFor();
    await captureScreens(page, 'register-errors-en');
  });

  it('switches between dark and light and keeps the choice across a reload', async () => {
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to the light theme' }).waitFor();
    expect(await isDark()).toBe(true);
    await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('light');
  });

  it('shows a new system name without a reload once the option changes', async () => {
    await page.goto(console_.url('/'));
    await page.getByRole('heading', { level: 1, name: 'Tollgate' }).waitFor();
    await page.evaluate(() => Object.assign(window, { beforeTheChange: true }));
    await console_.site.gateway.options.set('SystemName', 'Acme Gateway', TEST_ADMIN);
    await page.getByRole('heading', { level: 1, name: 'Acme Gateway' }).waitFor();
    await page.getByRole('banner').getByText('Acme Gateway', { exact: true }).waitFor();
    expect(await page.evaluate(() => 'beforeTheChange' in window), 'the page must not reload').toBe(true);
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('status') ?? '{}') as { systemName?: string }).systemName)).toBe('Acme Gateway');
  });

  it('sends the reader to /login?expired=true when the session ends mid-visit', async () => {
    await page.goto(console_.url('/login'));
    await page.getByLabel('Username or email').fill(ROOT.username);
    await page.getByLabel('Password', { exact: true }).fill(ROOT.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/token');
    await page.getByRole('heading', { name: 'Tokens', exact: true }).waitFor();
    await page.getByTestId('user-menu').waitFor();

    // The server forgets the session (as after a sign-out elsewhere or an expiry); the page does not know yet.
    await console_.browser.clearCookies();
    await page.getByTestId('side-menu').getByRole('link', { name: 'Personal settings' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('expired') === 'true');
    await page.getByText('Not logged in or the login has expired, please log in again!').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await captureScreens(page, 'login-expired-en');
  });
});
