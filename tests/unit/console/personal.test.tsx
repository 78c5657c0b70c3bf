// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonalScreen } from '../../../console/src/features/personal/personal-screen';
import { renderConsole } from './render-console';

const me = (overrides: Record<string, unknown> = {}) => ({
  data: {
    me: {
      id: 2,
      username: 'ann',
      displayName: 'Ann',
      role: 1,
      group: 'default',
      quota: 0,
      usedQuota: 0,
      requestCount: 0,
      affCode: 'AFF1',
      affCount: 0,
      affQuota: 100_000,
      affHistoryQuota: 0,
      email: '',
      githubId: '',
      oidcId: '',
      wechatId: '',
      telegramId: '',
      linuxDoId: '',
      setting: '{}',
      ...overrides,
    },
  },
});

const models = Array.from({ length: 12 }, (_, index) => `model-${index + 1}`);

async function renderPersonal(options: { answers?: Record<string, unknown>; language?: 'zh' | 'en'; meOverrides?: Record<string, unknown> } = {}) {
  localStorage.setItem('user', JSON.stringify({ id: 2, username: 'ann', displayName: 'Ann', role: 1, status: 1, group: 'default' }));
  const rendered = await renderConsole([{ path: '/personal', element: <PersonalScreen /> }], {
    path: '/personal',
    language: options.language ?? 'zh',
    answers: { PersonalScreen_Me: me(options.meOverrides), ModelChips_Models: { data: { myModels: models } }, ...(options.answers as object) },
  });
  await screen.findByTestId('personal-page');
  return rendered;
}

const field = (name: string) => document.querySelector(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('personal page: balance (spec 01 section 2, issue 16 live data)', () => {
  it("shows the wallet the server pushes over walletChanged rather than the page's first read", async () => {
    await renderPersonal({
      answers: {
        BalanceStats_WalletChanged: {
          data: { walletChanged: { userId: 2, quota: 5_000_000, usedQuota: 250_000, requestCount: 3, affQuota: 0, affCount: 0, affHistoryQuota: 0 } },
        },
      },
    });
    await expect.poll(() => screen.getByTestId('balance').textContent).toBe('$10.00');
    expect(screen.getByTestId('used-quota').textContent).toBe('$0.50');
    expect(screen.getByTestId('request-count').textContent).toBe('3');
    screen.getByTestId('balance-live');
  });

  it('shows the first 10 models and the rest on request (spec 01 section 9)', async () => {
    await renderPersonal();
    const chips = within(screen.getByTestId('model-chips'));
    await chips.findByText('model-1');
    expect(chips.queryByText('model-11')).toBeNull();
    fireEvent.click(chips.getByRole('button', { name: '展开全部 12 个' }));
    chips.getByText('model-12');
  });
});

describe('personal page: validation (spec 01 section 5)', () => {
  it('checks the password change: both passwords, a different new one, a matching confirmation', async () => {
    const { server } = await renderPersonal();
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    const dialog = within(await screen.findByTestId('change-password-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await dialog.findByText('请输入原密码！');
    dialog.getByText('请输入新密码！');
    type('originalPassword', 'same-password');
    type('password', 'same-password');
    type('confirmPassword', 'other-password');
    fireEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await dialog.findByText('新密码不能与原密码相同！');
    dialog.getByText('两次输入的密码不一致！');
    expect(server.sent.some((s) => s.name === 'ChangePasswordDialog_Change')).toBe(false);
  });

  it('deletes the account only when the own username is typed', async () => {
    const { server } = await renderPersonal({ language: 'en', answers: { DeleteAccountDialog_Delete: { data: { deleteSelf: true } } } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByTestId('delete-account-dialog'));
    type('confirmUsername', 'someone');
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await dialog.findByText('Please enter your account name to confirm deletion!');
    expect(server.sent.some((s) => s.name === 'DeleteAccountDialog_Delete')).toBe(false);
    type('confirmUsername', 'ann');
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect.poll(() => server.sent.find((s) => s.name === 'DeleteAccountDialog_Delete')?.variables).toEqual({ username: 'ann' });
    await expect.poll(() => localStorage.getItem('user')).toBeNull();
  });

  it('offers no account deletion to the super admin', async () => {
    await renderPersonal({ meOverrides: { role: 100 } });
    expect(screen.queryByRole('button', { name: '删除个人账户' })).toBeNull();
  });

  it('refuses a transfer below the quota per unit', async () => {
    const { server } = await renderPersonal();
    fireEvent.click(screen.getByRole('button', { name: '划转到余额' }));
    const dialog = within(await screen.findByTestId('transfer-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '划转' }));
    await dialog.findByText('划转金额最低为 $1.00');
    expect(server.sent.some((s) => s.name === 'TransferDialog_Transfer')).toBe(false);
  });
});

describe('personal page: settings (spec 01 sections 4, 5 and 9)', () => {
  it('starts the threshold at 500000 and sends only the keys that changed', async () => {
    const { server } = await renderPersonal({ answers: { SettingsTabs_Update: { data: { updateSetting: true } } } });
    expect((field('quotaWarningThreshold') as HTMLInputElement).value).toBe('500000');
    fireEvent.click(screen.getByRole('button', { name: /^1,000,000/ }));
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await expect.poll(() => server.sent.find((s) => s.name === 'SettingsTabs_Update')?.variables).toEqual({ quotaWarningThreshold: 1_000_000 });
  });

  it('offers the four presets of section 9', async () => {
    await renderPersonal({ language: 'en' });
    for (const preset of ['100,000 ($0.20)', '500,000 ($1.00)', '1,000,000 ($2.00)', '5,000,000 ($10.00)']) screen.getByRole('button', { name: preset });
  });

  it('requires an https webhook', async () => {
    const { server } = await renderPersonal({ meOverrides: { setting: '{"notify_type":"webhook","webhook_url":"https://ok.example"}' } });
    type('webhookUrl', 'http://plain.example/hook');
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await screen.findByText('Webhook 地址必须以 https:// 开头');
    expect(server.sent.some((s) => s.name === 'SettingsTabs_Update')).toBe(false);
  });
});
