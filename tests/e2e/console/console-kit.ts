import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { build } from 'vite';
import type { TestContext } from 'vitest';
import { startTestGateway, type TestGateway } from '../../testkit/gateway';

/*
 * The console's browser journeys: a production build of the console served
 * by a whole gateway on a fresh database, driven by Debian's chromium through
 * playwright-core (STACK.md G15: a persistent context, never a downloaded browser).
 */

export const REPO = path.resolve(import.meta.dirname, '../../..');
export const SCREENS_DIR = path.join(REPO, 'test-results/screens');
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

export const hasChromium = existsSync(CHROMIUM);
export const skipReason = hasChromium ? '' : ` (skipped: ${CHROMIUM} is missing; apt-get update && apt-get install -y chromium)`;
if (!hasChromium) console.warn(`console journeys${skipReason}`);

export interface ConsoleSite {
  readonly site: TestGateway;
  readonly consoleDir: string;
  readonly browser: BrowserContext;
  readonly page: Page;
  url(pathname: string): string;
  dispose(): Promise<void>;
}

/** Builds the console exactly as `npm run build` does, into `outDir`. */
async function buildConsole(outDir: string): Promise<void> {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(REPO, 'console/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** A built console, a gateway on a fresh database serving it, and a browser with one page. */
export async function openConsoleSite(locale: 'zh-CN' | 'en-US'): Promise<ConsoleSite> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'tollgate-console-'));
  const consoleDir = path.join(workDir, 'console');
  await buildConsole(consoleDir);
  const site = await startTestGateway({ CONSOLE_DIR: consoleDir });
  const browser = await chromium.launchPersistentContext(path.join(workDir, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    locale,
    viewport: { width: 1280, height: 800 },
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  return {
    site,
    consoleDir,
    browser,
    page,
    url: (pathname) => new URL(pathname, site.baseUrl).href,
    async dispose() {
      await browser.close();
      await site.dispose();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** Sets the theme as the switch would, through the `theme-mode` key and the app's storage listener. */
export async function setTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((next) => {
    localStorage.setItem('theme-mode', next);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme-mode', newValue: next }));
  }, mode);
}

/**
 * Screenshots of the current screen in both themes at 1280 and 390 px wide,
 * saved as test-results/screens/<name>-<theme>-<width>.png; the page is left
 * light, and 1280 px wide unless only one width was asked for.
 */
export async function captureScreens(page: Page, name: string, widths: readonly number[] = [1280, 390]): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  // Notices of earlier steps would cover the screen.
  for (const close of await page.locator('[data-testid^="toast-"] button').all()) await close.click().catch(() => undefined);
  await page.mouse.move(0, 0);
  // A full-page shot of a scrolled page draws the sticky top bar where the scroll left it.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      // Let drawers, dialogs and the theme's colour transitions settle.
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${theme}-${width}.png`), fullPage: true });
    }
  }
  await setTheme(page, 'light');
  if (widths.length > 1) await page.setViewportSize({ width: 1280, height: 800 });
}

/** The gzipped size of the JavaScript files of the build that `urls` name. */
export async function gzippedScriptBytes(consoleDir: string, urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const file = path.join(consoleDir, new URL(url).pathname);
    total += gzipSync(await readFile(file), { level: 9 }).length;
  }
  return total;
}

/** Collects the script URLs a page loads from now on. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(response.url());
  });
  return scripts;
}

/** After a failed step: a screenshot of where the page stood, named for the test, beside the others. */
export async function captureFailure(page: Page | undefined, context: TestContext): Promise<void> {
  if (!page || context.task.result?.state !== 'fail') return;
  await mkdir(SCREENS_DIR, { recursive: true });
  const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  await page.screenshot({ path: path.join(SCREENS_DIR, `failed-${name}.png`) }).catch(() => undefined);
  console.warn(`failed at ${page.url()}; screenshot test-results/screens/failed-${name}.png`);
}

/**
 * Opens the menu `trigger` opens and clicks its item `name`. On a loaded machine a click on a
 * row's menu once left it closed (2026-11-27, the channels journey under artificial load): that is
 * printed and the trigger clicked again, as a user would; a menu that never opens still fails.
 */
export async function chooseFromMenu(page: Page, trigger: Locator, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await trigger.click();
  const shown = await item.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) {
    console.warn(`menu: ${name} did not show within 5 s of the first click; clicking the menu again`);
    await trigger.click();
  }
  await item.click();
}

/**
 * Signs out from the avatar menu (the zh console) and waits for the sign-in page. On a loaded CI
 * machine the first click once left the menu open and the page where it was (2026-11-26): that is
 * printed, and the click tried again as a user would; a sign-out that never works still fails.
 */
export async function signOut(page: Page): Promise<void> {
  const item = page.getByRole('menuitem', { name: '退出登录' });
  await page.getByTestId('user-menu').click();
  await item.click();
  const left = await page.waitForURL('**/login', { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (left) return;
  console.warn('sign out: the first click on 退出登录 did not leave the page within 10 s; clicking again');
  if (!(await item.isVisible())) await page.getByTestId('user-menu').click();
  await item.click();
  await page.waitForURL('**/login');
}
