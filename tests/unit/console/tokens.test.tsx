// @vitest-environment jsdom
import './jsdom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../console/src/components/ui/toaster';
import { toaster } from '../../../console/src/lib/toaster';
import { TokensScreen } from '../../../console/src/features/tokens/tokens-screen';
import { renderConsole, testStatus, type StubAnswer } from './render-console';

const token = (overrides: Record<string, unknown>) => ({
  id: 1,
  name: 'main',
  key: 'abcdefghijklmnopqrstuvwxyz012345',
  status: 1,
  remainQuota: 500_000,
  usedQuota: 250_000,
  unlimitedQuota: false,
  expiredTime: -1,
  createdTime: 1_700_000_000,
  modelLimitsEnabled: false,
  modelLimits: '',
  allowIps: '',
  group: '',
  ...overrides,
});

const ROWS = [
  token({ id: 1, name: 'main' }),
  token({ id: 2, name: 'limited', modelLimitsEnabled: true, modelLimits: 'gpt-4o-mini', group: 'legacy' }),
  token({ id: 3, name: 'off', status: 2, unlimitedQuota: true }),
  token({ id: 4, name: 'old', status: 3, expiredTime: 1_700_000_000 }),
  token({ id: 5, name: 'empty', status: 4 }),
  token({ id: 6, name: 'odd', status: 9 }),
];

const BASE: Record<string, StubAnswer> = {
  TokensScreen_Page: { data: { tokens: { items: ROWS, total: ROWS.length }, status: { serverAddress: 'https://gw.example' } } },
  TokenDrawer_Options: { data: { myModels: ['gpt-4o', 'gpt-4o-mini'], myGroups: [{ group: 'default', description: 'Default', ratio: 1 }] } },
  TokenDrawer_Create: { data: { createTokens: [{ id: 7 }] } },
  TokenDrawer_Update: { data: { updateToken: { id: 2 } } },
  TokenRowActions_SetStatus: { data: { setTokenStatus: { id: 1, status: 2 } } },
  TokenRowActions_Delete: { data: { deleteToken: true } },
};

async function renderTokens(options: { answers?: Record<string, StubAnswer>; language?: 'zh' | 'en'; chats?: Array<{ name: string; url: string }> } = {}) {
  localStorage.setItem('user', JSON.stringify({ id: 3, username: 'ann', displayName: '', role: 1, status: 1, group: 'default' }));
  return renderConsole(
    [
      {
        path: '/token',
        element: (
          <>
            <TokensScreen />
            <Toaster />
          </>
        ),
      },
    ],
    { path: '/token', language: options.language ?? 'zh', status: testStatus({ chats: options.chats ?? [] }), answers: { ...BASE, ...options.answers } },
  );
}

const rowOf = (name: string) => within(screen.getAllByTestId('token-row').find((row) => row.getAttribute('data-name') === name)!);
const lastSent = (sent: Array<{ name: string; variables: Record<string, unknown> }>, name: string) => sent.filter((s) => s.name === name).at(-1)?.variables;
const drawer = () => within(screen.getByTestId('token-drawer'));

afterEach(() => {
  vi.restoreAllMocks();
  // The notices live in one module-wide store: start each test without the last one's.
  toaster.remove();
});

describe('tokens page: the list (spec 02 sections 2 and 4)', () => {
  it('shows the banner, each status with the model-restricted variant, unlimited and never', async () => {
    await renderTokens();
    await screen.findAllByTestId('token-row');
    screen.getByText('令牌无法精确控制使用额度，只允许自用，请勿直接将令牌分发给他人。');
    rowOf('main').getByText('已启用');
    rowOf('limited').getByText('已启用：限制模型');
    rowOf('off').getByText('已禁用');
    rowOf('off').getByText('无限制');
    rowOf('old').getByText('已过期');
    rowOf('empty').getByText('已耗尽');
    rowOf('odd').getByText('未知状态');
    rowOf('main').getByText('永不过期');
    rowOf('main').getByText('sk-abcd**********2345');
    // Enabled offers disable; any other status enable.
    rowOf('main').getByRole('button', { name: '禁用' });
    rowOf('off').getByRole('button', { name: '启用' });
  });

  it('searches by name and by key (without its sk- prefix), and remembers the page size', async () => {
    const { server } = await renderTokens();
    await screen.findAllByTestId('token-row');
    fireEvent.change(screen.getByPlaceholderText('搜索令牌名称'), { target: { value: ' main ' } });
    fireEvent.change(screen.getByPlaceholderText('用完整密钥查找令牌'), { target: { value: 'sk-abc' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await vi.waitFor(() => expect(lastSent(server.sent, 'TokensScreen_Page')).toMatchObject({ keyword: 'main', key: 'abc', page: 1 }));
    fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '50' } });
    await vi.waitFor(() => expect(lastSent(server.sent, 'TokensScreen_Page')).toMatchObject({ size: 50 }));
    expect(localStorage.getItem('page-size')).toBe('50');
  });

  it('reads the page again when the wallet changes (a new allowance or a charge folded)', async () => {
    const { server } = await renderTokens();
    await screen.findAllByTestId('token-row');
    const reads = () => server.sent.filter((s) => s.name === 'TokensScreen_Page').length;
    const before = reads();
    act(() =>
      server.push('TokensScreen_WalletChanged', {
        walletChanged: { userId: 3, tokens: [{ tokenId: 1, remainQuota: 1, usedQuota: 2, heldQuota: 0, unlimited: false }] },
      }),
    );
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('enables and disables with a status-only update', async () => {
    const { server } = await renderTokens();
    await screen.findAllByTestId('token-row');
    fireEvent.click(rowOf('main').getByRole('button', { name: '禁用' }));
    await vi.waitFor(() => expect(lastSent(server.sent, 'TokenRowActions_SetStatus')).toEqual({ id: 1, status: 2 }));
    fireEvent.click(rowOf('off').getByRole('button', { name: '启用' }));
    await vi.waitFor(() => expect(lastSent(server.sent, 'TokenRowActions_SetStatus')).toEqual({ id: 3, status: 1 }));
  });

  it('deletes after asking', async () => {
    const { server } = await renderTokens();
    await screen.findAllByTestId('token-row');
    fireEvent.click(rowOf('old').getByRole('button', { name: '删除' }));
    const confirm = within(await screen.findByTestId('confirm-dialog'));
    confirm.getByText('删除令牌 old？使用它的请求会立即失效。');
    fireEvent.click(confirm.getByRole('button', { name: '删除' }));
    await vi.waitFor(() => expect(lastSent(server.sent, 'TokenRowActions_Delete')).toEqual({ id: 4 }));
  });
});

describe('tokens page: copy and chat (spec 02 sections 2 and 8)', () => {
  it('copies sk- and the key, and opens the manual-copy dialog when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderTokens();
    await screen.findAllByTestId('token-row');
    fireEvent.click(rowOf('main').getByRole('button', { name: '复制' }));
    await screen.findByText('已复制密钥到剪贴板');
    expect(writeText).toHaveBeenCalledWith('sk-abcdefghijklmnopqrstuvwxyz012345');
    fireEvent.click(rowOf('main').getByRole('button', { name: '复制' }));
    const dialog = within(await screen.findByTestId('manual-copy-dialog'));
    dialog.getByText('无法复制到剪贴板，请手动复制：');
    expect((dialog.getByTestId('manual-copy-text') as HTMLInputElement).value).toBe('sk-abcdefghijklmnopqrstuvwxyz012345');
  });

  it('asks for chat links when none is configured', async () => {
    await renderTokens();
    await screen.findAllByTestId('token-row');
    fireEvent.click(rowOf('main').getByRole('button', { name: '聊天' }));
    await screen.findByText('请联系管理员配置聊天链接');
  });

  it('opens the chat link with {address} and {key} filled in, and says when a template is broken', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderTokens({ chats: [{ name: 'Web', url: 'https://chat.example/?key={key}&url={address}' }] });
    await screen.findAllByTestId('token-row');
    fireEvent.click(rowOf('main').getByRole('button', { name: '聊天' }));
    expect(open).toHaveBeenCalledWith('https://chat.example/?key=sk-abcdefghijklmnopqrstuvwxyz012345&url=https%3A%2F%2Fgw.example', '_blank', 'noopener');
  });

  it('says when a chat template does not make an address, in English', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderTokens({ chats: [{ name: 'Broken', url: 'no scheme {key}' }], language: 'en' });
    await screen.findAllByTestId('token-row');
    fireEvent.click(rowOf('main').getByRole('button', { name: 'Chat' }));
    await screen.findByText('The chat link is configured wrongly, please contact the administrator');
    expect(open).not.toHaveBeenCalled();
  });

  it('offers a menu when several chat clients are configured', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderTokens({
      chats: [
        { name: 'A', url: 'https://a.example/{key}' },
        { name: 'B', url: 'https://b.example/?k={key}' },
      ],
    });
    await screen.findAllByTestId('token-row');
    fireEvent.click(rowOf('main').getByRole('button', { name: /聊天/ }));
    const item = await screen.findByRole('menuitem', { name: '用 B 聊天' });
    fireEvent.click(item);
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('https://b.example/?k=sk-abcdefghijklmnopqrstuvwxyz012345', '_blank', 'noopener'));
  });
});

describe('tokens page: the drawer (spec 02 sections 5, 8 and 9)', () => {
  it('starts at 500000 units, checks the name, expiry and count, in Chinese', async () => {
    await renderTokens();
    fireEvent.click(await screen.findByTestId('add-token'));
    await screen.findByTestId('token-drawer');
    expect((drawer().getByLabelText('额度（单位）') as HTMLInputElement).value).toBe('500000');
    drawer().getByText('等价金额 $1.00');
    fireEvent.change(drawer().getByLabelText('过期时间'), { target: { value: 'soon' } });
    fireEvent.change(drawer().getByLabelText('新建数量'), { target: { value: '0' } });
    fireEvent.click(drawer().getByRole('button', { name: '提交' }));
    await drawer().findByText('请输入名称');
    drawer().getByText('过期时间格式错误！');
    drawer().getByText('数量必须是正整数');
    // Editing a field takes its message away until the next submit.
    fireEvent.change(drawer().getByLabelText(/^名称/), { target: { value: 'k' } });
    expect(drawer().queryByText('请输入名称')).toBeNull();
    drawer().getByText('过期时间格式错误！');
    fireEvent.change(drawer().getByLabelText('新建数量'), { target: { value: '101' } });
    fireEvent.click(drawer().getByRole('button', { name: '提交' }));
    await drawer().findByText('一次最多创建 100 个令牌');
  });

  it('shows the same checks in English', async () => {
    await renderTokens({ language: 'en' });
    fireEvent.click(await screen.findByTestId('add-token'));
    await screen.findByTestId('token-drawer');
    fireEvent.change(drawer().getByLabelText('Expires'), { target: { value: '2026-02-31 00:00:00' } });
    fireEvent.change(drawer().getByLabelText('Quota (units)'), { target: { value: '1.5' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Submit' }));
    await drawer().findByText('Please enter a name');
    drawer().getByText('Expiry time format error');
    drawer().getByText('The quota must be a whole number of units');
  });

  it('creates a batch with the presets, the expiry shortcut, model limits, IPs and group', async () => {
    const made = Array.from({ length: 20 }, (_, index) => ({ id: 10 + index }));
    const { server } = await renderTokens({ answers: { TokenDrawer_Create: { data: { createTokens: made } } } });
    fireEvent.click(await screen.findByTestId('add-token'));
    await screen.findByTestId('token-drawer');
    fireEvent.change(drawer().getByLabelText(/^名称/), { target: { value: 'batch' } });
    fireEvent.click(drawer().getByRole('button', { name: '$50' }));
    fireEvent.click(drawer().getByRole('button', { name: '20' }));
    fireEvent.click(drawer().getByRole('button', { name: '一小时' }));
    fireEvent.click(screen.getByTestId('token-drawer').querySelector('input[name="modelLimitsEnabled"]')!);
    fireEvent.click(await drawer().findByRole('button', { name: 'gpt-4o-mini' }));
    fireEvent.change(drawer().getByLabelText('IP 白名单'), { target: { value: '10.0.0.1\n10.0.0.0/8' } });
    fireEvent.change(drawer().getByLabelText('令牌分组'), { target: { value: 'default' } });
    const before = Math.floor(Date.now() / 1000);
    fireEvent.click(drawer().getByRole('button', { name: '提交' }));
    await screen.findByText('20 个令牌创建成功，请在列表页面点击复制获取令牌！');
    const sent = lastSent(server.sent, 'TokenDrawer_Create') as { count: number; input: Record<string, unknown> };
    expect(sent.count).toBe(20);
    expect(sent.input).toMatchObject({
      name: 'batch',
      remainQuota: 25_000_000,
      unlimitedQuota: false,
      modelLimitsEnabled: true,
      modelLimits: 'gpt-4o-mini',
      allowIps: '10.0.0.1\n10.0.0.0/8',
      group: 'default',
    });
    // An hour from now, to the second the form shows.
    expect(Math.abs((sent.input.expiredTime as number) - (before + 3600))).toBeLessThanOrEqual(2);
  });

  it('creates one token with the single message, and an unlimited token sends quota 0', async () => {
    const { server } = await renderTokens();
    fireEvent.click(await screen.findByTestId('add-token'));
    await screen.findByTestId('token-drawer');
    fireEvent.change(drawer().getByLabelText(/^名称/), { target: { value: 'one' } });
    fireEvent.click(screen.getByTestId('token-drawer').querySelector('input[name="unlimitedQuota"]')!);
    await vi.waitFor(() => expect((drawer().getByLabelText('额度（单位）') as HTMLInputElement).disabled).toBe(true));
    fireEvent.click(drawer().getByRole('button', { name: '提交' }));
    await screen.findByText('令牌创建成功，请在列表页面点击复制获取令牌！');
    expect(lastSent(server.sent, 'TokenDrawer_Create')).toMatchObject({ count: 1, input: { unlimitedQuota: true, remainQuota: 0, expiredTime: -1 } });
  });

  it('edits a token with its own values and says it was updated', async () => {
    const { server } = await renderTokens();
    await screen.findAllByTestId('token-row');
    fireEvent.click(rowOf('limited').getByRole('button', { name: '编辑' }));
    await screen.findByText('更新令牌信息');
    expect((drawer().getByLabelText(/^名称/) as HTMLInputElement).value).toBe('limited');
    expect(drawer().queryByLabelText('新建数量')).toBeNull();
    expect(drawer().getByRole('button', { name: 'gpt-4o-mini' }).getAttribute('aria-pressed')).toBe('true');
    // Its stored group, which the user's groups no longer list, stays chosen.
    expect((drawer().getByLabelText('令牌分组') as HTMLSelectElement).value).toBe('legacy');
    fireEvent.click(drawer().getByRole('button', { name: '永不过期' }));
    fireEvent.click(drawer().getByRole('button', { name: '提交' }));
    await screen.findByText('令牌更新成功！');
    expect(lastSent(server.sent, 'TokenDrawer_Update')).toMatchObject({
      id: 2,
      input: { name: 'limited', remainQuota: 500_000, modelLimits: 'gpt-4o-mini', expiredTime: -1 },
    });
  });

  it('says the section 8 messages in English: created, updated, manual copy, no chat links', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    await renderTokens({ language: 'en' });
    fireEvent.click(await screen.findByTestId('add-token'));
    await screen.findByTestId('token-drawer');
    fireEvent.change(drawer().getByLabelText(/^Name/), { target: { value: 'one' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Submit' }));
    await screen.findByText('Token created successfully, click copy in the list to get it');
    await vi.waitFor(() => expect(screen.queryByTestId('token-drawer')).toBeNull());
    fireEvent.click(rowOf('main').getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(await screen.findByTestId('token-drawer')).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Token updated successfully');
    await vi.waitFor(() => expect(screen.queryByTestId('token-drawer')).toBeNull());
    fireEvent.click(rowOf('main').getByRole('button', { name: 'Copy' }));
    within(await screen.findByTestId('manual-copy-dialog')).getByText('Cannot copy to the clipboard, please copy manually:');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByTestId('manual-copy-dialog')).toBeNull());
    fireEvent.click(rowOf('main').getByRole('button', { name: 'Chat' }));
    await screen.findByText('Please contact the administrator to configure chat links');
    rowOf('limited').getByText('Enabled: model-restricted');
  });
});
