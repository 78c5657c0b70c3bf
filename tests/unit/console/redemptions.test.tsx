// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../console/src/components/ui/toaster';
import { RedemptionsScreen } from '../../../console/src/features/redemptions/redemptions-screen';
import { toaster } from '../../../console/src/lib/toaster';
import { renderConsole, type StubAnswer } from './render-console';

const code = (overrides: Record<string, unknown>) => ({
  id: 1,
  name: 'gift',
  key: '0123456789abcdef0123456789abcdef',
  status: 1,
  quota: 100_000,
  createdTime: 1_700_000_000,
  usedUserId: 0,
  redeemedTime: 0,
  ...overrides,
});

const ROWS = [code({ id: 1, name: 'fresh' }), code({ id: 2, name: 'off', status: 2 }), code({ id: 3, name: 'spent', status: 3, usedUserId: 7 })];

const BASE: Record<string, StubAnswer> = {
  RedemptionsScreen_Page: { data: { redemptions: { items: ROWS, total: ROWS.length } } },
  RedemptionDrawer_Create: { data: { createRedemptions: ['aaaa', 'bbbb'] } },
  RedemptionDrawer_Edit: { data: { editRedemption: { id: 1 } } },
  RedemptionRowActions_SetStatus: { data: { setRedemptionStatus: { id: 1, status: 2 } } },
  RedemptionRowActions_Delete: { data: { deleteRedemption: true } },
  RedemptionSearchForm_DeleteInvalid: { data: { deleteInvalidRedemptions: 4 } },
};

async function renderCodes(options: { answers?: Record<string, StubAnswer>; language?: 'zh' | 'en' } = {}) {
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'root', displayName: '', role: 100, status: 1, group: 'default' }));
  return renderConsole(
    [
      {
        path: '/redemption',
        element: (
          <>
            <RedemptionsScreen />
            <Toaster />
          </>
        ),
      },
    ],
    { path: '/redemption', language: options.language ?? 'zh', answers: { ...BASE, ...options.answers } },
  );
}

const rowOf = (name: string) => within(screen.getAllByTestId('redemption-row').find((row) => row.getAttribute('data-name') === name)!);
const button = (name: string, label: string) => rowOf(name).getByRole('button', { name: label }) as HTMLButtonElement;
const lastSent = (sent: Array<{ name: string; variables: Record<string, unknown> }>, name: string) => sent.filter((s) => s.name === name).at(-1)?.variables;
const drawer = () => within(screen.getByTestId('redemption-drawer'));

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

describe('redemptions page: the status rules (spec 02 section 4)', () => {
  it('shows the statuses, edits only unused codes, disables unused, enables disabled, and blocks enabling a used code', async () => {
    await renderCodes();
    await screen.findAllByTestId('redemption-row');
    rowOf('fresh').getByText('未使用');
    rowOf('off').getByText('已禁用');
    rowOf('spent').getByText('已使用');
    rowOf('spent').getByText('#7');
    expect(button('fresh', '编辑').disabled).toBe(false);
    expect(button('off', '编辑').disabled).toBe(true);
    expect(button('spent', '编辑').disabled).toBe(true);
    expect(button('fresh', '禁用').disabled).toBe(false);
    expect(rowOf('fresh').queryByRole('button', { name: '启用' })).toBeNull();
    expect(button('off', '启用').disabled).toBe(false);
    expect(button('spent', '启用').disabled).toBe(true);
  });

  it('sends disable and enable as status changes, and deletes after asking', async () => {
    const { server } = await renderCodes();
    await screen.findAllByTestId('redemption-row');
    fireEvent.click(button('fresh', '禁用'));
    await vi.waitFor(() => expect(lastSent(server.sent, 'RedemptionRowActions_SetStatus')).toEqual({ id: 1, status: 2 }));
    await screen.findByText('操作成功完成！');
    fireEvent.click(button('off', '启用'));
    await vi.waitFor(() => expect(lastSent(server.sent, 'RedemptionRowActions_SetStatus')).toEqual({ id: 2, status: 1 }));
    fireEvent.click(button('spent', '删除'));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '删除' }));
    await vi.waitFor(() => expect(lastSent(server.sent, 'RedemptionRowActions_Delete')).toEqual({ id: 3 }));
  });

  it('deletes the invalid codes after asking and says how many', async () => {
    const { server } = await renderCodes();
    await screen.findAllByTestId('redemption-row');
    fireEvent.click(screen.getByRole('button', { name: '清除失效兑换码' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '删除' }));
    await screen.findByText('已删除 4 个失效兑换码');
    expect(server.sent.map((s) => s.name)).toContain('RedemptionSearchForm_DeleteInvalid');
  });

  it('searches by keyword', async () => {
    const { server } = await renderCodes();
    await screen.findAllByTestId('redemption-row');
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' gift ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await vi.waitFor(() => expect(lastSent(server.sent, 'RedemptionsScreen_Page')).toMatchObject({ keyword: 'gift', page: 1 }));
  });
});

describe('redemptions page: create and edit (spec 02 sections 5 and 9)', () => {
  it('starts at quota 100000 and count 1, checks the count and name length, then shows the created codes with copy all', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { server } = await renderCodes();
    fireEvent.click(await screen.findByTestId('add-redemptions'));
    await screen.findByTestId('redemption-drawer');
    expect((drawer().getByLabelText('额度（单位）') as HTMLInputElement).value).toBe('100000');
    expect((drawer().getByLabelText('生成数量') as HTMLInputElement).value).toBe('1');
    fireEvent.change(drawer().getByLabelText('生成数量'), { target: { value: '101' } });
    fireEvent.change(drawer().getByLabelText(/^名称/), { target: { value: 'x'.repeat(21) } });
    fireEvent.click(drawer().getByRole('button', { name: '提交' }));
    await drawer().findByText('数量必须是 1 到 100 的整数');
    drawer().getByText('名称长度为 1 到 20 个字符');
    expect(server.sent.map((s) => s.name)).not.toContain('RedemptionDrawer_Create');
    // An empty name is left to the server, which names the codes after their quota.
    fireEvent.change(drawer().getByLabelText(/^名称/), { target: { value: '' } });
    fireEvent.change(drawer().getByLabelText('生成数量'), { target: { value: '2' } });
    fireEvent.click(drawer().getByRole('button', { name: '提交' }));
    const created = within(await screen.findByTestId('created-codes'));
    created.getByText('已创建 2 个兑换码');
    expect((created.getByTestId('created-codes-text') as HTMLTextAreaElement).value).toBe('aaaa\nbbbb');
    expect(lastSent(server.sent, 'RedemptionDrawer_Create')).toEqual({ name: null, quota: 100_000, count: 2 });
    fireEvent.click(created.getByRole('button', { name: '复制全部' }));
    await screen.findByText('已复制 2 个兑换码');
    expect(writeText).toHaveBeenCalledWith('aaaa\nbbbb');
  });

  it('needs a name when editing, in both languages, and saves name and quota', async () => {
    const { server } = await renderCodes({ language: 'en' });
    await screen.findAllByTestId('redemption-row');
    fireEvent.click(button('fresh', 'Edit'));
    await screen.findByText('Edit the redemption code');
    expect(drawer().queryByLabelText('How many')).toBeNull();
    fireEvent.change(drawer().getByLabelText(/^Name/), { target: { value: ' ' } });
    fireEvent.change(drawer().getByLabelText('Quota (units)'), { target: { value: '2.5' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Submit' }));
    await drawer().findByText('Please enter a name');
    drawer().getByText('The quota must be a whole number of units');
    fireEvent.change(drawer().getByLabelText(/^Name/), { target: { value: 'renamed' } });
    fireEvent.change(drawer().getByLabelText('Quota (units)'), { target: { value: '200000' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Submit' }));
    await screen.findByText('Redemption code updated');
    expect(lastSent(server.sent, 'RedemptionDrawer_Edit')).toEqual({ id: 1, name: 'renamed', quota: 200_000 });
  });
});
