import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { taskStreamId, type TaskSubmitted, type TaskUpdated } from '../../../schema/events/task';
import { apiClient } from '../../testkit/api-client';
import { OPENAI, startFakeUpstream, type FakeUpstream } from '../../testkit/fake-upstream';
import { captureFailure, captureScreens, hasChromium, openConsoleSite, signOut, skipReason, type ConsoleSite } from './console-kit';

/**
 * Issue 18 items 6 and 10, in Chinese, on a fresh database: drawings and
 * music tasks are recorded as the task relay records them (task events
 * appended to their streams); the super admin opens the drawing log and
 * the task log, sees them with the callback notice, and watches a drawing's
 * progress bar move when a progress event is appended, without a reload.
 * Then a user whose key called the relay opens the dashboard, sees the
 * usage drawn, switches the granularity, and sees the next request counted
 * without a reload.
 */
describe.skipIf(!hasChromium)(`console drawing log, task log and dashboard journeys in Chromium${skipReason}`, () => {
  let console_: ConsoleSite;
  let upstream: FakeUpstream;
  let page: Page;
  let key = '';
  let userId = 0;
  const api = apiClient(() => console_.site.baseUrl);
  const ROOT = { username: 'tl_root', password: 'root-password-1' };
  const USER = { username: 'tl_user', password: 'tl_user-password' };
  const now = Date.now();
  // A small picture the browser can show without a network.
  const IMAGE = `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#3b82f6"/><circle cx="32" cy="32" r="16" fill="#fde047"/></svg>',
  )}`;

  const append = (key_: string, events: Array<TaskSubmitted | TaskUpdated>) => console_.site.gateway.events.store.append(taskStreamId(key_), events, 'any');
  const envelope = (key_: string) => ({
    eventId: randomUUID(),
    schemaVersion: 1,
    streamId: taskStreamId(key_),
    occurredAt: new Date().toISOString(),
    correlationId: null,
    causationId: null,
    actor: { kind: 'system' as const, reason: 'journey' },
  });
  const submitted = (
    key_: string,
    data: Partial<TaskSubmitted['data']> & Pick<TaskSubmitted['data'], 'platform' | 'action' | 'upstreamTaskId'>,
  ): TaskSubmitted => ({
    ...envelope(key_),
    type: 'TaskSubmitted',
    data: {
      userId,
      tokenId: null,
      channelId: 1,
      code: data.platform === 'midjourney' ? 1 : null,
      prompt: '',
      promptEn: '',
      quota: 1_000,
      requestId: `req-${key_}`,
      status: 'SUBMITTED',
      submitTime: now - 60_000,
      ...data,
    },
  });
  const updated = (key_: string, data: TaskUpdated['data']): TaskUpdated => ({ ...envelope(key_), type: 'TaskUpdated', data });

  const relay = async () => {
    const response = await fetch(`${console_.site.baseUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer sk-${key}` },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Say hello' }] }),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  };
  const signIn = async (who: { username: string; password: string }) => {
    await page.goto(console_.url('/login'));
    await page.getByLabel('用户名或邮箱').fill(who.username);
    await page.getByLabel('密码', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/token');
  };
  const rows = () => page.getByTestId('task-row');
  const progressOf = (upstreamTaskId: string) => page.locator(`[data-testid="task-row"][data-task="${upstreamTaskId}"] [data-testid="task-progress"]`);

  beforeAll(async () => {
    upstream = await startFakeUpstream(() => OPENAI.chatCompletion);
    console_ = await openConsoleSite('zh-CN');
    page = console_.page;
    await api.setUpSite('tl');
    const options = console_.site.gateway.options;
    const system = { kind: 'system', reason: 'test' } as const;
    await options.set('egress.allow_list' as never, JSON.stringify([upstream.host]), system);
    await options.set('ModelRatio' as never, JSON.stringify({ 'gpt-4o-mini': 0.075 }), system);
    for (const flag of ['DrawingEnabled', 'TaskEnabled', 'DataExportEnabled'] as const) await options.set(flag as never, 'true', system);
    const channel = await api.call('admin', 'POST', '/api/channel/', {
      type: 1,
      name: 'task-channel',
      key: 'sk-upstream-tl',
      models: 'gpt-4o-mini',
      group: 'default',
      base_url: upstream.baseUrl,
    });
    expect(channel.body.success, channel.body.message).toBe(true);
    await api.signUp(USER.username);
    userId = api.sessions.get(USER.username)!.id;
    const funded = await api.graphql(ROOT.username, 'mutation($id: Int!) { adjustQuota(userId: $id, amount: 5000000, reason: "journey") { quota } }', {
      id: userId,
    });
    expect(funded.errors).toBeUndefined();
    await api.call(USER.username, 'POST', '/api/token/', { name: 'journey-key', remain_quota: 1_000_000, expired_time: -1 });
    const listed = await api.call<{ items: Array<{ key: string }> }>(USER.username, 'GET', '/api/token/?p=1&size=10');
    key = listed.body.data!.items[0]!.key.replace(/^sk-/, '');

    // Three drawings: finished with an image (90 s, red), drawing at 20% with a long prompt, failed; three music tasks of today.
    await append('d-done', [
      submitted('d-done', {
        platform: 'midjourney',
        action: 'IMAGINE',
        upstreamTaskId: 'mj-done',
        prompt: '一只猫',
        promptEn: 'a cat',
        submitTime: now - 300_000,
      }),
      updated('d-done', { status: 'SUCCESS', progress: '100%', imageUrl: IMAGE, startTime: now - 299_000, finishTime: now - 210_000 }),
    ]);
    await append('d-run', [
      submitted('d-run', {
        platform: 'midjourney',
        action: 'UPSCALE',
        upstreamTaskId: 'mj-run',
        prompt: '一座被晨雾笼罩的山谷，远处有古老的石桥和流淌的小溪，画面带着柔和的水彩质感，光线从左上方洒落',
        promptEn: 'a valley wrapped in morning mist, an old stone bridge and a stream in the distance, soft watercolour, light from the upper left',
        submitTime: now - 120_000,
      }),
      updated('d-run', { status: 'IN_PROGRESS', progress: '20%', startTime: now - 119_000 }),
    ]);
    await append('d-fail', [
      submitted('d-fail', { platform: 'midjourney', action: 'BLEND', upstreamTaskId: 'mj-fail', code: 22, submitTime: now - 600_000 }),
      updated('d-fail', { status: 'FAILURE', progress: '0%', failReason: 'upstream refused the images: banned prompt', finishTime: now - 590_000 }),
    ]);
    await append('t-done', [
      submitted('t-done', { platform: 'suno', action: 'MUSIC', upstreamTaskId: 'suno-done', prompt: 'a song about rain', submitTime: now - 50_000 }),
      updated('t-done', { status: 'SUCCESS', progress: '100%', finishTime: now - 20_000 }),
    ]);
    await append('t-run', [
      submitted('t-run', { platform: 'suno', action: 'LYRICS', upstreamTaskId: 'suno-run', submitTime: now - 40_000 }),
      updated('t-run', { status: 'IN_PROGRESS', progress: '40%' }),
    ]);
    await append('t-new', [submitted('t-new', { platform: 'suno', action: 'MUSIC', upstreamTaskId: 'suno-new', status: '', submitTime: now - 30_000 })]);
  }, 180_000);

  afterEach(async (context) => captureFailure(page, context));

  afterAll(async () => {
    await console_?.dispose();
    await upstream?.close();
  });

  it('shows the super admin every drawing with the callback notice, and a result image and a long prompt in dialogs', async () => {
    await signIn(ROOT);
    await page.getByTestId('side-menu').getByRole('link', { name: '绘图日志' }).click();
    await page.waitForURL('**/midjourney');
    await page.getByTestId('mj-notify-off').waitFor();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(3);
    const done = page.locator('[data-testid="task-row"][data-task="mj-done"]');
    expect(await done.getByTestId('task-spent').textContent()).toBe('90 秒');
    expect(await done.getByTestId('task-spent').getAttribute('data-palette')).toBe('red');
    expect(await done.getByTestId('task-status').textContent()).toBe('成功');
    expect(await done.getByTestId('task-channel').textContent()).toBe('1');
    expect(await progressOf('mj-run').getAttribute('data-value')).toBe('20');
    expect(await page.locator('[data-task="mj-fail"] [data-testid="task-code"]').textContent()).toBe('重复提交');
    await captureScreens(page, 'drawing-log');
    await done.getByTestId('task-image').click();
    await page.getByTestId('task-view-image').waitFor();
    await captureScreens(page, 'drawing-log-image', [1280]);
    await page.getByTestId('task-view').getByRole('button', { name: '关闭' }).first().click();
    await page.getByTestId('task-view').waitFor({ state: 'hidden' });
    await page.locator('[data-task="mj-run"] [data-testid="task-long-text"]').first().click();
    expect(await page.getByTestId('task-view-text').textContent()).toContain('古老的石桥');
    await page.getByTestId('task-view').getByRole('button', { name: '关闭' }).first().click();
    await page.getByTestId('task-view').waitFor({ state: 'hidden' });
  });

  it('moves a drawing’s progress bar when its progress event is appended, without a reload', async () => {
    await page.evaluate(() => Object.assign(window, { journeyMarker: 'same page' }));
    await append('d-run', [updated('d-run', { status: 'IN_PROGRESS', progress: '80%' })]);
    await expect.poll(() => progressOf('mj-run').getAttribute('data-value'), { timeout: 20_000 }).toBe('80');
    await append('d-run', [updated('d-run', { status: 'SUCCESS', progress: '100%', imageUrl: IMAGE, finishTime: Date.now() })]);
    await expect.poll(() => page.locator('[data-task="mj-run"] [data-testid="task-status"]').textContent(), { timeout: 20_000 }).toBe('成功');
    expect(await progressOf('mj-run').getAttribute('data-value')).toBe('100');
    expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('same page');
    await captureScreens(page, 'drawing-log-live', [1280]);
  });

  it('shows the task log from the start of today, its record, and live progress', async () => {
    await page.getByTestId('side-menu').getByRole('link', { name: '任务日志' }).click();
    await page.waitForURL('**/task');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(3);
    expect(await page.locator('[data-task="suno-new"] [data-testid="task-status"]').textContent()).toBe('提交中');
    expect(await progressOf('suno-run').getAttribute('data-value')).toBe('40');
    await captureScreens(page, 'task-log');
    await page.locator('[data-task="suno-done"] [data-testid="task-record"]').click();
    const record = JSON.parse((await page.getByTestId('task-view-record').textContent())!) as Record<string, unknown>;
    expect(record).toMatchObject({ upstreamTaskId: 'suno-done', platform: 'suno', action: 'MUSIC', status: 'SUCCESS' });
    await captureScreens(page, 'task-log-record', [1280]);
    await page.getByTestId('task-view').getByRole('button', { name: '关闭' }).first().click();
    await page.getByTestId('task-view').waitFor({ state: 'hidden' });
    await append('t-run', [updated('t-run', { status: 'IN_PROGRESS', progress: '70%' })]);
    await expect.poll(() => progressOf('suno-run').getAttribute('data-value'), { timeout: 20_000 }).toBe('70');
  });

  it('draws a user’s usage on the dashboard, switches the granularity and counts the next request live', async () => {
    await relay();
    await relay();
    await signOut(page);
    await signIn(USER);
    await page.getByTestId('side-menu').getByRole('link', { name: '数据看板' }).click();
    await page.waitForURL('**/detail');
    const requests = page.getByTestId('dashboard-total-requests');
    // The usage read model folds the settles shortly after they are made; the page reads again as the wallet changes.
    await expect.poll(() => requests.textContent(), { timeout: 20_000 }).toBe('2');
    const filled = page.locator('[data-testid="chart-bar"]:not([data-total="0"])');
    expect(await filled.count()).toBeGreaterThan(0);
    const first = await page.getByTestId('dashboard-chart').getAttribute('data-granularity');
    await captureScreens(page, 'dashboard');
    const next = first === 'day' ? 'hour' : 'day';
    await page.getByTestId('dashboard-granularity').locator(`[data-value="${next}"]`).click();
    await expect.poll(() => page.getByTestId('dashboard-chart').getAttribute('data-granularity')).toBe(next);
    await expect.poll(() => page.locator('[data-testid="chart-bar"]:not([data-total="0"])').count()).toBeGreaterThan(0);
    expect(await requests.textContent()).toBe('2');
    await page.getByTestId('dashboard-metric').locator('[data-value="requests"]').click();
    await page.evaluate(() => Object.assign(window, { journeyMarker: 'same page' }));
    await relay();
    await expect.poll(() => requests.textContent(), { timeout: 20_000 }).toBe('3');
    expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('same page');
    await captureScreens(page, 'dashboard-requests');
    await page.getByTestId('dashboard-as-table').click();
    await page.getByTestId('usage-table').getByText('gpt-4o-mini').waitFor();
    await captureScreens(page, 'dashboard-table', [1280]);
  });
});
