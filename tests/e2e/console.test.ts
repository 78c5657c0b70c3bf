import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../services/gateway/start-gateway';
import { loadConfig } from '../../services/platform/config/config';
import { createLogger } from '../../services/platform/logger';
import { TEST_ADMIN } from '../testkit/actors';

const REPO = path.resolve(import.meta.dirname, '../..');
const SCREENSHOT = path.join(REPO, 'test-results/console-home.png');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const hasChromium = existsSync(CHROMIUM);
const skipReason = `skipped: ${CHROMIUM} is missing (apt-get update && apt-get install -y chromium)`;
if (!hasChromium) console.warn(`tests/e2e/console.test.ts ${skipReason}`);

/** Builds the console exactly as `npm run build` does, into `outDir`. */
async function buildConsole(outDir: string): Promise<void> {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(REPO, 'console/vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

describe.skipIf(!hasChromium)(`console in Chromium${hasChromium ? '' : ` (${skipReason})`}`, () => {
  let workDir: string;
  let gateway: Gateway;
  let browser: BrowserContext;
  let page: Page;
  let home: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'tollgate-console-'));
    const consoleDir = path.join(workDir, 'console');
    await buildConsole(consoleDir);
    gateway = await startGateway(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, 'data'),
        CONSOLE_DIR: consoleDir,
        LOG_LEVEL: 'silent',
      }),
      createLogger('silent'),
    );
    home = `http://127.0.0.1:${gateway.address.port}/`;
    browser = await chromium.launchPersistentContext(path.join(workDir, 'profile'), {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      locale: 'zh-CN',
      viewport: { width: 1280, height: 800 },
    });
    page = browser.pages()[0] ?? (await browser.newPage());
  });

  afterAll(async () => {
    await browser?.close();
    await gateway?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  it('shows the system name and the setup notice in Chinese on a first visit', async () => {
    await page.goto(home);
    await heading('Tollgate').waitFor();
    await page.getByText('系统尚未初始化').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh');
  });

  it('shows a new system name without a reload once the option changes', async () => {
    await page.evaluate(() => Object.assign(window, { beforeTheChange: true }));
    await gateway.options.set('SystemName', 'Acme Gateway', TEST_ADMIN);
    await heading('Acme Gateway').waitFor();
    await page.getByRole('banner').getByText('Acme Gateway', { exact: true }).waitFor();
    expect(await page.evaluate(() => 'beforeTheChange' in window), 'the page must not reload').toBe(true);
  });

  it('switches between dark and light and remembers the choice', async () => {
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('button', { name: '切换到暗色主题' }).click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('dark');
    await page.getByRole('button', { name: '切换到亮色主题' }).click();
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('light');
  });

  it('switches the language to English and back', async () => {
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByText('Started at', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.mouse.move(0, 0);
    await mkdir(path.dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });

    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await page.getByText('启动时间', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh');
  });

  it('shows the not-found page for an unknown address', async () => {
    await page.goto(new URL('/no-such-page', home).href);
    await page.getByText('页面不存在，请检查你的浏览器地址是否正确').waitFor();
    await page.getByRole('link', { name: '返回首页' }).waitFor();
  });
});
