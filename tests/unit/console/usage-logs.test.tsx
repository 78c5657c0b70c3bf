// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageLogsScreen } from '../../../console/src/features/usage-logs/usage-logs-screen';
import { formatDateTime } from '../../../console/src/lib/format-date-time';
import { renderConsole } from './render-console';

const cursor = (n: number) => `pg:${String(n).padStart(20, '0')}:${'0'.repeat(20)}`;

const OTHER = JSON.stringify({
  model_ratio: 0.075,
  completion_ratio: 4,
  cache_ratio: 0.5,
  group_ratio: 1.5,
  model_price: -1,
  cache_tokens: 10,
  reasoning_tokens: 7,
  frt: 1200,
  is_model_mapped: true,
  upstream_model_name: 'gpt-4o-mini-2024-07-18',
  stream_end: 'client_gone',
  usage_source: 'upstream',
  charge_basis: 'usage',
  admin_info: { use_channel: [3, 5] },
});

const row = (overrides: Record<string, unknown>) => ({
  eventId: 'e1',
  cursor: cursor(1),
  createdAt: '2026-03-04T05:06:07Z',
  type: 2,
  userId: 2,
  username: 'ann',
  channelId: 5,
  channelName: 'main',
  tokenName: 'relay-key',
  group: 'vip',
  modelName: 'gpt-4o-mini',
  useTimeMs: 150_000,
  isStream: true,
  promptTokens: 100,
  completionTokens: 20,
  quota: 20,
  content: 'charged',
  other: OTHER,
  requestId: 'req-1',
  ...overrides,
});

const ROWS = [
  row({}),
  row({
    eventId: 'e2',
    cursor: cursor(0),
    type: 3,
    content: 'Quota adjusted by an admin: +500000',
    other: '{}',
    requestId: null,
    modelName: '',
    tokenName: '',
  }),
  row({ eventId: 'e3', cursor: cursor(0), type: 9, content: 'odd row', other: 'not json', requestId: null }),
];

/** The log's place when a page is read: after every row the tests show (a page read before its rows' projection caught up says so). */
const PAGE_CURSOR = cursor(5);
const page = (items: unknown[], admin: boolean, at = PAGE_CURSOR) => ({
  data: { [admin ? 'usageLogs' : 'myUsageLogs']: { items, total: items.length, cursor: at } },
});
const stat = (admin: boolean) => ({ data: { [admin ? 'usageLogStat' : 'myUsageLogStat']: { quota: 1_000_000, rpm: 3, tpm: 120 } } });

async function renderLogs(options: { role?: number; answers?: Record<string, unknown>; language?: 'zh' | 'en'; rows?: unknown[] } = {}) {
  const role = options.role ?? 1;
  const admin = role >= 10;
  localStorage.setItem('user', JSON.stringify({ id: 2, username: 'ann', displayName: '', role, status: 1, group: 'default' }));
  const rendered = await renderConsole([{ path: '/log', element: <UsageLogsScreen /> }], {
    path: '/log',
    language: options.language ?? 'zh',
    answers: { UsageLogsScreen_Page: page(options.rows ?? ROWS, admin), SummaryChips_Stat: stat(admin), ...(options.answers as object) },
  });
  await screen.findByTestId('logs-table');
  return rendered;
}

const rows = () => screen.getAllByTestId('log-row');
const field = (name: string) => document.querySelector(`[name="${name}"]`)!;
const lastSent = (sent: Array<{ name: string; variables: Record<string, unknown> }>, name: string) => sent.filter((s) => s.name === name).at(-1)?.variables;

describe('usage logs: filters and summary (spec 02 section 2)', () => {
  it('shows the summary chips and sends the default range, then every filter a user may set', async () => {
    const { server } = await renderLogs();
    await expect.poll(() => screen.getByTestId('log-stat-quota').textContent).toBe('消耗额度：$2.00');
    expect(screen.getByTestId('log-stat-rpm').textContent).toBe('RPM：3');
    expect(screen.getByTestId('log-stat-tpm').textContent).toBe('TPM：120');
    const first = lastSent(server.sent, 'UsageLogsScreen_Page')!;
    const filter = first.filter as { startTimestamp: number; endTimestamp: number };
    const now = Date.now() / 1000;
    expect(first).toMatchObject({ admin: false, page: 1, pageSize: 10 });
    // From the start of today to an hour from now (to the minute the input holds).
    expect(filter.endTimestamp).toBeGreaterThan(now + 3600 - 120);
    expect(filter.endTimestamp).toBeLessThanOrEqual(now + 3600);
    expect(new Date(filter.startTimestamp * 1000).getHours()).toBe(0);
    // A user gets no channel or user-name filter.
    expect(field('channel')).toBeNull();
    expect(field('username')).toBeNull();

    fireEvent.change(field('type'), { target: { value: '2' } });
    fireEvent.change(field('tokenName'), { target: { value: ' relay-key ' } });
    fireEvent.change(field('modelName'), { target: { value: 'gpt-4o-mini' } });
    fireEvent.change(field('group'), { target: { value: 'vip' } });
    fireEvent.change(field('requestId'), { target: { value: 'req-1' } });
    fireEvent.change(field('start'), { target: { value: '2026-03-01T00:00' } });
    fireEvent.change(field('end'), { target: { value: '2026-03-02T12:30' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await expect.poll(() => (lastSent(server.sent, 'UsageLogsScreen_Page')?.filter as { type?: number })?.type).toBe(2);
    expect(lastSent(server.sent, 'UsageLogsScreen_Page')!.filter).toEqual({
      type: 2,
      tokenName: 'relay-key',
      modelName: 'gpt-4o-mini',
      group: 'vip',
      requestId: 'req-1',
      startTimestamp: new Date('2026-03-01T00:00').getTime() / 1000,
      endTimestamp: new Date('2026-03-02T12:30').getTime() / 1000,
    });
    expect(lastSent(server.sent, 'SummaryChips_Stat')!.filter).toMatchObject({ type: 2, tokenName: 'relay-key' });
  });

  it("sends an admin's channel and user name, and asks for every user's rows", async () => {
    const { server } = await renderLogs({ role: 10 });
    fireEvent.change(field('channel'), { target: { value: '5' } });
    fireEvent.change(field('username'), { target: { value: 'ann' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await expect.poll(() => (lastSent(server.sent, 'UsageLogsScreen_Page')?.filter as { channel?: number })?.channel).toBe(5);
    expect(lastSent(server.sent, 'UsageLogsScreen_Page')).toMatchObject({ admin: true, filter: { channel: 5, username: 'ann' } });
  });

  it('remembers the page size in page-size and the columns in logs-table-columns', async () => {
    const { server } = await renderLogs({ role: 10 });
    fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '50' } });
    await expect.poll(() => lastSent(server.sent, 'UsageLogsScreen_Page')?.pageSize).toBe(50);
    expect(localStorage.getItem('page-size')).toBe('50');
    fireEvent.click(screen.getByTestId('open-log-columns'));
    const dialog = within(await screen.findByTestId('log-columns-dialog'));
    fireEvent.click(dialog.getByRole('checkbox', { name: '重试' }));
    expect((dialog.getByRole('checkbox', { name: '重试' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect.poll(() => localStorage.getItem('logs-table-columns')).toBe('{"retry":false}');
    expect(within(screen.getByTestId('logs-table')).queryByRole('columnheader', { name: '重试' })).toBeNull();
    within(screen.getByTestId('logs-table')).getByRole('columnheader', { name: '渠道' });
  });
});

describe('usage logs: rows (spec 02 sections 4 and 9)', () => {
  it('fills the request columns only for consumption and error rows, with the type tags and time colours', async () => {
    await renderLogs({ role: 10 });
    const [consumption, management, odd] = rows().map((element) => within(element));
    consumption!.getByText('消费');
    // YYYY-MM-DD HH:mm:ss in local time (date above time in the cell).
    consumption!.getByTitle(formatDateTime(Date.parse('2026-03-04T05:06:07Z') / 1000));
    expect(formatDateTime(Date.UTC(2026, 2, 4, 5, 6, 7) / 1000 + new Date(2026, 2, 4).getTimezoneOffset() * 60)).toBe('2026-03-04 05:06:07');
    expect(consumption!.getByTestId('log-channel').textContent).toBe('#5');
    expect(consumption!.getByTestId('log-channel').title).toBe('main');
    consumption!.getByText('relay-key');
    consumption!.getByText('gpt-4o-mini');
    consumption!.getByText('#3 → #5');
    expect(consumption!.getByTestId('log-cost').textContent).toBe('$0.000040');
    // 150 s is orange (under 300 s); a first token after 1.2 s is green.
    expect(consumption!.getByTestId('log-use-time').dataset.palette).toBe('orange');
    expect(consumption!.getByTestId('log-first-token').textContent).toBe('首字 1.2 秒');
    expect(consumption!.getByTestId('log-first-token').dataset.palette).toBe('green');
    management!.getByText('管理');
    management!.getByText('Quota adjusted by an admin: +500000');
    expect(management!.queryByTestId('log-cost')).toBeNull();
    expect(management!.queryByText('vip')).toBeNull();
    expect(management!.queryByTestId('log-times')).toBeNull();
    odd!.getByText('未知');
    expect(odd!.queryByTestId('log-cost')).toBeNull();
  });

  it("says what a top-up, management or system row means in the reader's language, from the note in other", async () => {
    const noted = (eventId: string, type: number, note: object, content: string) =>
      row({ eventId, cursor: cursor(0), type, content, other: JSON.stringify({ note }), requestId: null, modelName: '', tokenName: '' });
    const NOTED = [
      noted('n1', 1, { kind: 'topup', amount: 5_000_000, order: 'ORD-7' }, 'Online top-up: +5000000 quota (order ORD-7)'),
      noted('n2', 3, { kind: 'admin_adjustment', amount: -500, reason: 'refund' }, 'Quota adjusted by an admin: -500 (refund)'),
      noted('n3', 3, { kind: 'account_changed', adminId: 1, changes: [['status', '1', '2']], reason: null }, 'Admin #1: status: 1 → 2'),
      noted('n4', 4, { kind: 'invite_reward', amount: 250_000, inviteeId: 12 }, 'Invite reward: +250000 quota (invitee #12)'),
      // A kind this console does not know: the content as recorded.
      noted('n5', 4, { kind: 'lottery_win', amount: 1 }, 'You won the lottery'),
    ];
    await renderLogs({ role: 10, rows: NOTED });
    expect(rows().map((element) => within(element).getByTestId('log-content').textContent)).toEqual([
      '在线充值：+$10.00（订单 ORD-7）',
      '管理员调整额度：-$0.001（refund）',
      '管理员 #1 修改了 status：1 → 2',
      '邀请奖励：+$0.50（被邀请用户 #12）',
      'You won the lottery',
    ]);
  });

  it('writes the notes in English for an English reader', async () => {
    const note = { kind: 'account_created', adminId: 3, reason: 'migration' };
    await renderLogs({
      role: 10,
      language: 'en',
      rows: [row({ type: 3, content: 'Admin #3: created the account (migration)', other: JSON.stringify({ note }) })],
    });
    expect(within(rows()[0]!).getByTestId('log-content').textContent).toBe('Admin #3 created the account (migration)');
  });

  it('expands a row into the breakdown of its charge; a user sees no channels', async () => {
    await renderLogs({ language: 'en' });
    expect(within(screen.getByTestId('logs-table')).queryByRole('columnheader', { name: 'Channel' })).toBeNull();
    fireEvent.click(within(rows()[0]!).getByTestId('log-expand'));
    const breakdown = within(await screen.findByTestId('charge-breakdown'));
    const value = (label: string) => breakdown.getByText(label).nextElementSibling!.textContent;
    expect(value('Model ratio')).toContain('0.075');
    expect(value('Completion ratio')).toContain('4');
    expect(value('Group ratio')).toContain('1.5');
    expect(value('Cached tokens × ratio')).toContain('10 × 0.5');
    expect(value('Reasoning tokens')).toContain('7');
    expect(value('Model mapping')).toContain('gpt-4o-mini → gpt-4o-mini-2024-07-18');
    expect(value('How the answer ended')).toContain('The client left');
    expect(breakdown.queryByText('Channels tried')).toBeNull();
    // A row whose other is not JSON has nothing to expand.
    expect(within(rows()[2]!).queryByTestId('log-expand')).toBeNull();
  });

  it('explains a consumption charge: the formula and whether the recomputation matches', async () => {
    const { server } = await renderLogs({
      role: 10,
      answers: {
        ExplainCharge_Explain: {
          data: {
            explainCharge: {
              requestId: 'req-1',
              formula:
                '(90 input tokens + 10 cached tokens × 0.5 + 20 output tokens × 4) × model ratio 0.075 × group ratio 1.5\n= 19.6875 → rounded half up: 20',
              matches: true,
              recomputed: 20,
              basis: 'usage',
              streamEnd: 'complete',
              channelsTried: [3, 5],
              price: { kind: 'per-token', modelRatio: '0.075', completionRatio: '4', groupRatio: '1.5', modelPrice: null },
              reservation: { amount: 3000 },
              settlement: { actual: 20, returned: 2980 },
              release: null,
            },
          },
        },
      },
    });
    fireEvent.click(within(rows()[0]!).getByTestId('log-expand'));
    fireEvent.click(await screen.findByRole('button', { name: '解释这笔扣费' }));
    const explanation = within(await screen.findByTestId('charge-explanation'));
    expect(lastSent(server.sent, 'ExplainCharge_Explain')).toEqual({ requestId: 'req-1', language: 'zh' });
    expect(explanation.getByTestId('explain-formula').textContent).toContain('= 19.6875 → rounded half up: 20');
    expect(explanation.getByTestId('explain-matches').textContent).toBe('重新计算：与扣费一致');
    explanation.getByText('#3 → #5');
    expect(explanation.getAllByText('$0.000040 (20)', { selector: 'p' })).toHaveLength(2);
  });
});

describe("usage logs: the admins' user-info popup (spec 02 section 2)", () => {
  it("opens a row's user with their balance and usage", async () => {
    const { server } = await renderLogs({
      role: 10,
      answers: {
        UserInfoDialog_User: {
          data: {
            user: {
              id: 2,
              username: 'ann',
              displayName: 'Ann Lee',
              email: 'ann@example.com',
              group: 'vip',
              quota: 2_500_000,
              usedQuota: 500_000,
              requestCount: 42,
              affCount: 1,
              affQuota: 0,
              affHistoryQuota: 0,
              inviterId: 0,
            },
          },
        },
      },
    });
    fireEvent.click(within(rows()[0]!).getByTestId('log-user'));
    const dialog = within(await screen.findByTestId('user-info-dialog'));
    await dialog.findByText('ann (Ann Lee)');
    expect(lastSent(server.sent, 'UserInfoDialog_User')).toEqual({ id: 2 });
    expect(dialog.getByText('余额').nextElementSibling!.textContent).toBe('$5.00');
    expect(dialog.getByText('请求次数').nextElementSibling!.textContent).toBe('42');
  });

  it('shows a user no user names to open', async () => {
    await renderLogs();
    expect(screen.queryByTestId('log-user')).toBeNull();
  });
});

describe('usage logs: live (issue 18 item 5)', () => {
  it('prepends the rows the feed pushes, once each, and resumes after the last cursor', async () => {
    const { server } = await renderLogs({ rows: [row({})] });
    fireEvent.click(screen.getByTestId('live-toggle'));
    await expect.poll(() => lastSent(server.sent, 'LiveRows_Mine')).toBeDefined();
    // The feed starts where the page was read, with the page's filter.
    const opened = server.sent.filter((sent) => sent.name === 'LiveRows_Mine');
    expect(opened).toHaveLength(1);
    expect(opened[0]!.variables).toMatchObject({ after: PAGE_CURSOR, filter: { startTimestamp: expect.any(Number) } });
    const pushed = row({ eventId: 'e9', cursor: cursor(9), modelName: 'gpt-4.1', content: 'new' });
    server.push('LiveRows_Mine', { myUsageLogAdded: pushed });
    await expect.poll(() => rows().length).toBe(2);
    expect(rows()[0]!.getAttribute('data-event')).toBe('e9');
    within(rows()[0]!).getByText('gpt-4.1');
    // The same row again (a renewed subscription sends it once more) is not shown twice.
    server.push('LiveRows_Mine', { myUsageLogAdded: pushed });
    // Shortly after, the feed is renewed to carry the last row's cursor: a reconnect resumes from there.
    await expect.poll(() => lastSent(server.sent, 'LiveRows_Mine')?.after, { timeout: 3000 }).toBe(cursor(9));
    server.push('LiveRows_Mine', { myUsageLogAdded: pushed });
    expect(rows()).toHaveLength(2);
    expect(screen.getByTestId('table-pager').textContent).toContain('2');
  });
});

describe('usage logs: live from an empty page', () => {
  it('starts the feed at the page’s origin, so the first rows ever logged still arrive', async () => {
    const { server } = await renderLogs({ rows: [], answers: { UsageLogsScreen_Page: page([], false, 'origin') } });
    fireEvent.click(screen.getByTestId('live-toggle'));
    await expect.poll(() => lastSent(server.sent, 'LiveRows_Mine')?.after).toBe('origin');
    server.push('LiveRows_Mine', { myUsageLogAdded: row({ eventId: 'first', cursor: cursor(1) }) });
    await expect.poll(() => rows().map((r) => r.getAttribute('data-event'))).toEqual(['first']);
  });
});

describe('usage logs on a phone', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows cards, and the filters in a drawer', async () => {
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width: 600px') });
    localStorage.setItem('user', JSON.stringify({ id: 2, username: 'ann', displayName: '', role: 1, status: 1, group: 'default' }));
    await renderConsole([{ path: '/log', element: <UsageLogsScreen /> }], {
      path: '/log',
      answers: { UsageLogsScreen_Page: page(ROWS, false), SummaryChips_Stat: stat(false) },
    });
    const cards = within(await screen.findByTestId('logs-cards'));
    expect(cards.getAllByTestId('log-row')).toHaveLength(3);
    expect(screen.queryByTestId('log-filters')).toBeNull();
    fireEvent.click(screen.getByTestId('open-log-filters'));
    within(await screen.findByTestId('log-filters-drawer')).getByLabelText('令牌名称');
  });
});
