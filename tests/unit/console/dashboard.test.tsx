// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardScreen } from '../../../console/src/features/dashboard/dashboard-screen';
import { renderConsole, testStatus } from './render-console';
import { FIRST_REREAD_AFTER_MS } from '../../../console/src/features/dashboard/use-usage-refresh';

const END = Date.UTC(2026, 10, 26, 12);

const dashboard = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  granularity: 'day',
  start: new Date(END - 2 * 86_400_000).toISOString(),
  end: new Date(END).toISOString(),
  refreshMinutes: 0,
  usage: [
    { bucket: '2026-11-24T00:00:00.000Z', modelName: 'gpt-4o-mini', quota: 250_000, promptTokens: 100, completionTokens: 20, requests: 2 },
    { bucket: '2026-11-26T00:00:00.000Z', modelName: 'gpt-4o-mini', quota: 500_000, promptTokens: 300, completionTokens: 40, requests: 3 },
    { bucket: '2026-11-26T00:00:00.000Z', modelName: 'claude-3', quota: 100_000, promptTokens: 50, completionTokens: 5, requests: 1 },
  ],
  ...overrides,
});

async function renderDashboard(options: { role?: number; answer?: Record<string, unknown> } = {}) {
  const role = options.role ?? 1;
  localStorage.setItem('user', JSON.stringify({ id: 2, username: 'ann', displayName: '', role, status: 1, group: 'default' }));
  const answer = dashboard(options.answer);
  const rendered = await renderConsole([{ path: '/detail', element: <DashboardScreen /> }], {
    path: '/detail',
    language: 'en',
    status: testStatus({ enableDataExport: true }),
    answers: { DashboardScreen_Usage: { data: role >= 10 ? { dashboard: answer } : { myDashboard: answer } } },
  });
  await screen.findAllByTestId('chart-bar');
  return rendered;
}

const usageQueries = (sent: Array<{ name: string; variables: Record<string, unknown> }>) => sent.filter((s) => s.name === 'DashboardScreen_Usage');

afterEach(() => localStorage.clear());

describe('the dashboard', () => {
  it('first asks for the server’s defaults, then draws a bar per day stacked by model with the totals', async () => {
    const { server } = await renderDashboard();
    expect(usageQueries(server.sent)[0]!.variables).toMatchObject({ admin: false, granularity: null, start: null, end: null });
    const bars = screen.getAllByTestId('chart-bar');
    expect(bars.map((bar) => bar.getAttribute('data-total'))).toEqual(['250000', '0', '600000']);
    expect(screen.getByTestId('usage-chart').getAttribute('data-top')).toBe('800000');
    expect(screen.getByTestId('dashboard-total-quota').textContent).toBe('$1.70');
    expect(screen.getByTestId('dashboard-total-tokens').textContent).toBe('515');
    expect(screen.getByTestId('dashboard-total-requests').textContent).toBe('6');
    const legend = screen.getByTestId('chart-legend');
    expect(
      within(legend)
        .getAllByText(/gpt-4o-mini|claude-3/)
        .map((n) => n.textContent),
    ).toEqual(['gpt-4o-mini', 'claude-3']);
    expect(screen.getByTestId('dashboard-granularity').querySelector('[aria-pressed="true"]')!.textContent).toBe('Day');
  });

  it('switches the figure and the granularity', async () => {
    const { server } = await renderDashboard();
    fireEvent.click(within(screen.getByTestId('dashboard-metric')).getByText('Requests'));
    await waitFor(() => expect(screen.getAllByTestId('chart-bar').map((bar) => bar.getAttribute('data-total'))).toEqual(['2', '0', '4']));
    fireEvent.click(within(screen.getByTestId('dashboard-granularity')).getByText('Hour'));
    await waitFor(() => expect(usageQueries(server.sent).at(-1)!.variables).toMatchObject({ granularity: 'hour' }));
  });

  it('shows the figures as a table too', async () => {
    await renderDashboard();
    fireEvent.click(screen.getByTestId('dashboard-as-table'));
    const table = await screen.findByTestId('usage-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('$1.20')).toBeTruthy();
  });

  it('refuses a user’s range longer than 30 days before asking the server', async () => {
    const { server } = await renderDashboard();
    const form = screen.getByTestId('dashboard-range');
    fireEvent.change(within(form).getByLabelText('Start time'), { target: { value: '2026-09-01T00:00' } });
    fireEvent.change(within(form).getByLabelText('End time'), { target: { value: '2026-11-01T00:00' } });
    const before = usageQueries(server.sent).length;
    fireEvent.click(within(form).getByText('Apply'));
    expect((await screen.findByTestId('range-problem')).textContent).toBe('The range can be at most 30 days');
    expect(usageQueries(server.sent)).toHaveLength(before);
    fireEvent.change(within(form).getByLabelText('Start time'), { target: { value: '2026-10-15T00:00' } });
    fireEvent.click(within(form).getByText('Apply'));
    await waitFor(() =>
      expect(usageQueries(server.sent).at(-1)!.variables).toMatchObject({
        start: new Date('2026-10-15T00:00').getTime() / 1000,
        end: new Date('2026-11-01T00:00').getTime() / 1000,
      }),
    );
  });

  it('lets admins read one user’s usage over any range', async () => {
    const { server } = await renderDashboard({ role: 10 });
    const form = screen.getByTestId('dashboard-range');
    fireEvent.change(within(form).getByLabelText('Start time'), { target: { value: '2026-01-01T00:00' } });
    fireEvent.change(within(form).getByLabelText('End time'), { target: { value: '2026-11-01T00:00' } });
    fireEvent.change(within(form).getByLabelText('User name'), { target: { value: ' ann ' } });
    fireEvent.click(within(form).getByText('Apply'));
    await waitFor(() => expect(usageQueries(server.sent).at(-1)!.variables).toMatchObject({ admin: true, username: 'ann' }));
  });

  it('reads again a moment after the feed’s first answer, and at once when the user’s wallet changes', async () => {
    const { server } = await renderDashboard();
    await waitFor(() => expect(server.sent.some((s) => s.name === 'UsageRefresh_Wallet')).toBe(true));
    const opened = usageQueries(server.sent).length;
    // The first answer is the state now; a fold after the page's read sends nothing, so the page is read again a little later.
    server.push('UsageRefresh_Wallet', { walletChanged: { userId: 2, usedQuota: 1 } });
    await waitFor(() => expect(usageQueries(server.sent).length).toBe(opened + 1), { timeout: FIRST_REREAD_AFTER_MS[0] + 3000 });
    // A change after that is read at once.
    server.push('UsageRefresh_Wallet', { walletChanged: { userId: 2, usedQuota: 2 } });
    await waitFor(() => expect(usageQueries(server.sent).length).toBeGreaterThanOrEqual(opened + 2), { timeout: 1000 });
  });

  it('says when data export is off', async () => {
    await renderDashboard({ answer: { enabled: false, usage: [] } });
    expect(screen.getByTestId('dashboard-off')).toBeTruthy();
    expect(screen.getByTestId('chart-empty').textContent).toBe('No usage in this range');
  });
});

describe('the admins’ dashboard', () => {
  it('reads again when new events come in', async () => {
    const { server } = await renderDashboard({ role: 10 });
    await waitFor(() => expect(server.sent.some((s) => s.name === 'UsageRefresh_Activity')).toBe(true));
    const before = usageQueries(server.sent).length;
    server.push('UsageRefresh_Activity', { activityChanged: [] });
    server.push('UsageRefresh_Activity', { activityChanged: [{ hour: '2026-11-26T12:00:00.000Z', events: 3 }] });
    await waitFor(() => expect(usageQueries(server.sent).length).toBeGreaterThan(before));
    expect(usageQueries(server.sent).at(-1)!.variables).toMatchObject({ admin: true });
  });
});
