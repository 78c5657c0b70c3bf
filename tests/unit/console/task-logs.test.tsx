// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawingLogScreen } from '../../../console/src/features/task-logs/drawing-log-screen';
import { TaskLogScreen } from '../../../console/src/features/task-logs/task-log-screen';
import { renderConsole, testStatus } from './render-console';

const SUBMITTED = Date.UTC(2026, 10, 25, 10);

const task = (overrides: Record<string, unknown>) => ({
  taskKey: 'k1',
  cursor: 'pg:00000000000000000001:00000000000000000000',
  userId: 2,
  channelId: 5,
  platform: 'midjourney',
  action: 'IMAGINE',
  upstreamTaskId: 'mj-1',
  code: 1,
  status: 'IN_PROGRESS',
  progress: '20%',
  submitTime: SUBMITTED,
  startTime: SUBMITTED + 1000,
  finishTime: 0,
  imageUrl: '',
  videoUrl: '',
  prompt: 'a cat sitting on a very long fence under a very wide sky, painted in oils, with a dog watching',
  promptEn: 'a cat',
  failReason: '',
  ...overrides,
});

const DONE = task({
  taskKey: 'k0',
  cursor: 'pg:00000000000000000000:00000000000000000000',
  upstreamTaskId: 'mj-0',
  status: 'SUCCESS',
  progress: '100%',
  finishTime: SUBMITTED + 90_000,
  imageUrl: 'https://cdn.example/a.png',
  code: 22,
});

/** The feed's place when a page is read: after every change the page shows. */
const PAGE_CURSOR = 'pg:00000000000000000001:00000000000000000005';

async function renderLog(kind: 'midjourney' | 'task', options: { role?: number; items?: unknown[]; mjNotifyEnabled?: boolean; cursor?: string } = {}) {
  const role = options.role ?? 1;
  localStorage.setItem('user', JSON.stringify({ id: 2, username: 'ann', displayName: '', role, status: 1, group: 'default' }));
  const page = { items: options.items ?? [task({}), DONE], total: (options.items ?? [1, 2]).length, cursor: options.cursor ?? PAGE_CURSOR };
  const data = role >= 10 ? { tasks: page } : { myTasks: page };
  const path = kind === 'midjourney' ? '/midjourney' : '/task';
  const rendered = await renderConsole([{ path, element: kind === 'midjourney' ? <DrawingLogScreen /> : <TaskLogScreen /> }], {
    path,
    language: 'en',
    status: testStatus({ mjNotifyEnabled: options.mjNotifyEnabled ?? false }),
    answers: { TaskLogPage_Page: { data } },
  });
  await screen.findAllByTestId('task-row');
  return rendered;
}

afterEach(() => localStorage.clear());

describe('the drawing log', () => {
  it('shows a user their drawings with the spec’s columns, without the channel or the callback notice', async () => {
    const { server } = await renderLog('midjourney');
    const sent = server.sent.find((s) => s.name === 'TaskLogPage_Page')!;
    expect(sent.variables).toMatchObject({ admin: false, kind: 'midjourney', page: 1, pageSize: 10 });
    const filter = sent.variables.filter as { startTimestamp: number; endTimestamp: number };
    expect(filter.endTimestamp - filter.startTimestamp).toBeGreaterThan(30 * 86_400_000);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Submit time',
      'Time spent',
      'Type',
      'Task ID',
      'Submit result',
      'Status',
      'Progress',
      'Result image',
      'Prompt',
      'English prompt',
      'Failure reason',
    ]);
    expect(screen.queryByTestId('mj-notify-off')).toBeNull();
    expect(screen.queryByLabelText('Channel ID')).toBeNull();
    const [running, done] = screen.getAllByTestId('task-row');
    expect(within(running!).getByTestId('task-progress').getAttribute('data-value')).toBe('20');
    expect(within(running!).getByTestId('task-status').textContent).toBe('In progress');
    expect(within(done!).getByTestId('task-spent').textContent).toBe('90 s');
    expect(within(done!).getByTestId('task-spent').getAttribute('data-palette')).toBe('red');
    expect(within(done!).getByTestId('task-code').textContent).toBe('Duplicate submission');
    expect(within(done!).getByText('Imagine')).toBeTruthy();
  });

  it('shows admins the channel and the notice that the drawing callback is off', async () => {
    await renderLog('midjourney', { role: 10 });
    expect(screen.getByTestId('mj-notify-off').textContent).toContain('drawing callback is off');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Channel');
    expect(screen.getByLabelText('Channel ID')).toBeTruthy();
    expect(screen.getAllByTestId('task-channel')[0]!.textContent).toBe('5');
  });

  it('has no notice when the callback is on', async () => {
    await renderLog('midjourney', { role: 10, mjNotifyEnabled: true });
    expect(screen.queryByTestId('mj-notify-off')).toBeNull();
  });

  it('opens a long prompt and the result image in a dialog', async () => {
    await renderLog('midjourney');
    fireEvent.click(screen.getAllByTestId('task-long-text')[0]!);
    expect((await screen.findByTestId('task-view-text')).textContent).toContain('a very wide sky');
    fireEvent.click(within(screen.getByTestId('task-view')).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('task-view-text')).toBeNull());
    fireEvent.click(screen.getByTestId('task-image'));
    expect((await screen.findByTestId('task-view-image')).getAttribute('src')).toBe('https://cdn.example/a.png');
  });

  it('moves the progress bar when the feed sends the task again', async () => {
    const { server } = await renderLog('midjourney');
    await waitFor(() => expect(server.sent.some((s) => s.name === 'LiveTasks_Mine')).toBe(true));
    await waitFor(() => expect(server.sent.filter((s) => s.name === 'LiveTasks_Mine').at(-1)!.variables.after).toBe(PAGE_CURSOR));
    server.push('LiveTasks_Mine', { myTaskChanged: task({ cursor: 'pg:00000000000000000002:00000000000000000000', progress: '75%' }) });
    await waitFor(() => expect(screen.getAllByTestId('task-row')[0]!.querySelector('[data-testid="task-progress"]')!.getAttribute('data-value')).toBe('75'));
    expect(screen.getAllByTestId('task-row')[0]!.getAttribute('data-live')).toBe('true');
    // A change at or before the last one received is dropped.
    server.push('LiveTasks_Mine', { myTaskChanged: task({ cursor: 'pg:00000000000000000001:00000000000000000000', progress: '30%' }) });
    expect(screen.getAllByTestId('task-row')[0]!.querySelector('[data-testid="task-progress"]')!.getAttribute('data-value')).toBe('75');
  });
});

describe('the task log', () => {
  it('reads from the start of today in seconds and shows the record behind a task id', async () => {
    const music = task({ platform: 'suno', action: 'MUSIC', upstreamTaskId: 'suno-1', code: null, status: '', progress: '0%' });
    const { server } = await renderLog('task', { role: 10, items: [music] });
    const filter = server.sent.find((s) => s.name === 'TaskLogPage_Page')!.variables.filter as { startTimestamp: number };
    const today = new Date();
    expect(filter.startTimestamp).toBe(new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime() / 1000);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Submit time',
      'Finish time',
      'Progress',
      'Time spent',
      'Channel',
      'Platform',
      'Type',
      'Task ID',
      'Status',
      'Failure reason',
    ]);
    const row = screen.getByTestId('task-row');
    expect(within(row).getByTestId('task-status').textContent).toBe('Submitting');
    expect(within(row).getByText('Suno')).toBeTruthy();
    expect(within(row).getByText('Music')).toBeTruthy();
    fireEvent.click(within(row).getByTestId('task-record'));
    const record = JSON.parse((await screen.findByTestId('task-view-record')).textContent!) as Record<string, unknown>;
    expect(record).toMatchObject({ upstreamTaskId: 'suno-1', platform: 'suno', action: 'MUSIC' });
    expect(record.cursor).toBeUndefined();
  });
});
