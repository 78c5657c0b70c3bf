// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../console/src/lib/toaster';
import { field as input, optionUpdates as updates, renderSettingsTab, save, section, toggle, type } from './settings-kit';
import type { StubAnswer } from './render-console';

type Row = { key: string; value: string; secret: boolean; set: boolean; type: string; writable: boolean };

const SECRETS = new Set(
  'WorkerValidKey EpayKey SMTPToken oidc.client_secret GitHubClientSecret LinuxDOClientSecret WeChatServerToken TelegramBotToken TurnstileSecretKey'.split(' '),
);

/** The stored options: these values, the other switches off and the other keys of the tab empty. */
const OFF =
  'WorkerAllowHttpImageRequestEnabled EmailVerificationEnabled GitHubOAuthEnabled WeChatAuthEnabled TelegramOAuthEnabled LinuxDOOAuthEnabled oidc.enabled TurnstileCheckEnabled EmailDomainRestrictionEnabled EmailAliasRestrictionEnabled SMTPSSLEnabled';
const EMPTY =
  'PayAddress EpayId EpayKey CustomCallbackAddress TopUpLink general_setting.docs_link SMTPServer SMTPAccount SMTPFrom oidc.well_known oidc.client_id oidc.client_secret oidc.authorization_endpoint oidc.token_endpoint oidc.user_info_endpoint GitHubClientId GitHubClientSecret LinuxDOClientId LinuxDOClientSecret WeChatServerAddress WeChatServerToken WeChatAccountQRCodeImageURL TelegramBotName TelegramBotToken TurnstileSiteKey TurnstileSecretKey';
const STORED: Record<string, string> = {
  ...Object.fromEntries(OFF.split(' ').map((key) => [key, 'false'])),
  ...Object.fromEntries(EMPTY.split(' ').map((key) => [key, ''])),
  ServerAddress: 'https://gw.example.com',
  WorkerUrl: 'https://worker.example.com',
  WorkerValidKey: 'stored-key',
  Price: '7.3',
  MinTopUp: '1',
  TopupGroupRatio: '{"default":1}',
  USDExchangeRate: '7.3',
  TopupOrderExpiryMinutes: '30',
  PayMethods: '[{"name":"Alipay","type":"alipay"}]',
  'payment_setting.amount_options': '[10,20,50]',
  'payment_setting.amount_discount': '{}',
  PasswordLoginEnabled: 'true',
  PasswordRegisterEnabled: 'true',
  RegisterEnabled: 'true',
  EmailDomainWhitelist: 'gmail.com,qq.com',
  SMTPPort: '587',
  SMTPToken: 'smtp-secret',
  'egress.allow_list': '[]',
};

const rows = (overrides: Record<string, string>, writable: boolean): Row[] =>
  Object.entries({ ...STORED, ...overrides }).map(([key, value]) => ({
    key,
    value: SECRETS.has(key) ? '' : value,
    secret: SECRETS.has(key),
    set: value !== '',
    type: key.endsWith('Enabled') || key === 'oidc.enabled' ? 'boolean' : 'text',
    writable,
  }));

async function renderSystem(options: { stored?: Record<string, string>; language?: 'zh' | 'en'; answers?: Record<string, StubAnswer>; admin?: boolean } = {}) {
  const rendered = await renderSettingsTab('system', {
    options: rows(options.stored ?? {}, !options.admin),
    role: options.admin ? 10 : 100,
    language: options.language ?? 'zh',
    answers: options.answers ?? {},
  });
  await screen.findByTestId('settings-general');
  return rendered;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

describe('settings, system tab: addresses and the worker (spec 03 section 5)', () => {
  it('shows the sections in order, and saves the server address without its trailing slash (English)', async () => {
    const { server } = await renderSystem({ language: 'en' });
    const order = [...document.querySelectorAll('[data-testid^="settings-"]')].map((node) => node.getAttribute('data-testid'));
    expect(order).toEqual([
      'settings-general',
      'settings-worker',
      'settings-payment',
      'settings-login',
      'settings-email-domains',
      'settings-smtp',
      'settings-oidc',
      'settings-github',
      'settings-linuxdo',
      'settings-wechat',
      'settings-telegram',
      'settings-turnstile',
      'settings-egress',
    ]);
    save('general');
    await screen.findByText('You seem not to have changed anything');
    type('general', 'ServerAddress', 'https://new.example.com//');
    save('general');
    await screen.findByText('Update succeeded');
    expect(updates(server.sent)).toEqual([['ServerAddress', 'https://new.example.com']]);
  });

  it('sends the worker key only when typed, and empties it with the worker URL', async () => {
    const { server } = await renderSystem();
    expect(input('worker', 'WorkerValidKey').value).toBe('');
    type('worker', 'WorkerUrl', 'https://worker.example.com/');
    save('worker');
    await screen.findByText('你似乎并没有修改什么');
    type('worker', 'WorkerValidKey', 'new-key');
    save('worker');
    await vi.waitFor(() => expect(updates(server.sent)).toEqual([['WorkerValidKey', 'new-key']]));
    await screen.findByText('更新成功');
    type('worker', 'WorkerUrl', '');
    save('worker');
    await vi.waitFor(() =>
      expect(updates(server.sent).slice(1)).toEqual([
        ['WorkerUrl', ''],
        ['WorkerValidKey', ''],
      ]),
    );
  });

  it('shows each provider callback URL from the server address', async () => {
    await renderSystem({ stored: { ServerAddress: 'https://gw.example.com/' } });
    expect(screen.getByTestId('callback-github').textContent).toContain('https://gw.example.com/oauth/github');
    expect(screen.getByTestId('callback-linuxdo').textContent).toContain('https://gw.example.com/oauth/linuxdo');
    expect(screen.getByTestId('callback-oidc').textContent).toContain('https://gw.example.com/oauth/oidc');
  });

  it('shows an admin the settings read-only', async () => {
    await renderSystem({ admin: true });
    screen.getByText('系统设置仅超级管理员可以修改，你只能查看。');
    expect(input('general', 'ServerAddress').disabled).toBe(true);
    expect(input('email-domains', 'email-domain').disabled).toBe(true);
    expect(screen.getByTestId('option-PasswordLoginEnabled').getAttribute('data-disabled')).not.toBeNull();
  });
});

describe('settings, system tab: payment (spec 03 section 5)', () => {
  it('asks for the server address first', async () => {
    const { server } = await renderSystem({ stored: { ServerAddress: '' }, language: 'en' });
    section('payment').getByText(/Only the Epay payment interface is supported/);
    expect(screen.getByTestId('callback-github').textContent).toContain('Set the server address under General first');
    type('payment', 'EpayId', '1001');
    save('payment');
    await screen.findByText('Please set the server address first');
    expect(updates(server.sent)).toEqual([]);
  });

  it('checks the group ratios as JSON, strips the pay address and leaves the blank merchant key out', async () => {
    const { server } = await renderSystem();
    type('payment', 'TopupGroupRatio', '{"default": 1,');
    fireEvent.blur(input('payment', 'TopupGroupRatio'));
    await section('payment').findByText('不是合法的 JSON 字符串');
    save('payment');
    await vi.waitFor(() => expect(screen.getAllByText('不是合法的 JSON 字符串').length).toBeGreaterThan(1));
    expect(updates(server.sent)).toEqual([]);
    type('payment', 'TopupGroupRatio', '{"default": 1, "vip": 0.9}');
    type('payment', 'PayAddress', 'https://pay.example.com/');
    type('payment', 'EpayId', '1001');
    save('payment');
    await screen.findByText('更新成功');
    expect(updates(server.sent)).toEqual([
      ['PayAddress', 'https://pay.example.com'],
      ['EpayId', '1001'],
      ['TopupGroupRatio', '{"default": 1, "vip": 0.9}'],
    ]);
  });
});

describe('settings, system tab: login toggles (spec 03 section 4)', () => {
  it('saves a switch at once, and turns password login off only after confirming', async () => {
    const { server } = await renderSystem();
    toggle('GitHubOAuthEnabled');
    await vi.waitFor(() => expect(updates(server.sent)).toEqual([['GitHubOAuthEnabled', 'true']]));
    toggle('PasswordLoginEnabled');
    const dialog = within(await screen.findByTestId('confirm-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await vi.waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect((within(screen.getByTestId('option-PasswordLoginEnabled')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('option-PasswordLoginEnabled').getAttribute('data-state')).toBe('checked');
    expect(updates(server.sent)).toHaveLength(1);
    toggle('PasswordLoginEnabled');
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '确定关闭' }));
    await vi.waitFor(() => expect(updates(server.sent).at(-1)).toEqual(['PasswordLoginEnabled', 'false']));
  });

  it('puts a refused switch back and shows the server message', async () => {
    await renderSystem({ answers: { SettingsScreen_UpdateOption: { errors: [{ message: 'set GitHubClientId before enabling GitHub OAuth' }] } } });
    toggle('GitHubOAuthEnabled');
    await screen.findByText('保存失败: set GitHubClientId before enabling GitHub OAuth');
    expect((within(screen.getByTestId('option-GitHubOAuthEnabled')).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });
});

describe('settings, system tab: the e-mail domain whitelist (spec 03 section 5)', () => {
  it('refuses a malformed or duplicate domain, and saves the edited list comma-joined', async () => {
    const { server } = await renderSystem({ language: 'en' });
    const chips = () => screen.getAllByTestId('domain-chip').map((chip) => chip.textContent);
    expect(chips()).toEqual(['gmail.com', 'qq.com']);
    const add = (domain: string) => {
      type('email-domains', 'email-domain', domain);
      fireEvent.click(section('email-domains').getByRole('button', { name: 'Add' }));
    };
    add('not a domain');
    await section('email-domains').findByText('Email domain format is incorrect');
    add('QQ.com');
    await section('email-domains').findByText('Already in the whitelist');
    add('example.org');
    fireEvent.click(section('email-domains').getByRole('button', { name: 'Remove gmail.com' }));
    expect(chips()).toEqual(['qq.com', 'example.org']);
    expect(updates(server.sent)).toEqual([]);
    save('email-domains');
    await screen.findByText('Update succeeded');
    expect(updates(server.sent)).toEqual([['EmailDomainWhitelist', 'qq.com,example.org']]);
  });
});

describe('settings, system tab: OIDC (spec 03 section 5)', () => {
  it('refuses a well-known URL that is not http(s), and says so when the document cannot be fetched', async () => {
    const fetch = vi.fn(async () => Promise.reject(new TypeError('network')));
    vi.stubGlobal('fetch', fetch);
    const { server } = await renderSystem();
    type('oidc', 'oidc.well_known', 'id.example.com/.well-known/openid-configuration');
    save('oidc');
    expect(await section('oidc').findAllByText('Well-Known URL 必须以 http:// 或 https:// 开头')).not.toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
    type('oidc', 'oidc.well_known', 'https://id.example.com/.well-known/openid-configuration');
    save('oidc');
    await screen.findByText('获取 OIDC 配置失败，请检查网络状况和 Well-Known URL 是否正确');
    expect(fetch).toHaveBeenCalledWith('https://id.example.com/.well-known/openid-configuration', expect.anything());
    expect(updates(server.sent)).toEqual([]);
  });

  it('fills the three endpoints from the well-known document and saves them with the rest', async () => {
    const doc = { authorization_endpoint: 'https://id/authorize', token_endpoint: 'https://id/token', userinfo_endpoint: 'https://id/userinfo' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: true, json: async () => doc })),
    );
    const { server } = await renderSystem({ language: 'en' });
    type('oidc', 'oidc.well_known', 'https://id/.well-known/openid-configuration');
    type('oidc', 'oidc.client_id', 'gateway');
    type('oidc', 'oidc.client_secret', 's3cret');
    save('oidc');
    await screen.findByText('Update succeeded');
    expect(updates(server.sent)).toEqual([
      ['oidc.well_known', 'https://id/.well-known/openid-configuration'],
      ['oidc.client_id', 'gateway'],
      ['oidc.client_secret', 's3cret'],
      ['oidc.authorization_endpoint', 'https://id/authorize'],
      ['oidc.token_endpoint', 'https://id/token'],
      ['oidc.user_info_endpoint', 'https://id/userinfo'],
    ]);
  });
});

describe('settings, system tab: secrets and the egress allow list', () => {
  it('leaves stored secrets blank and unsent, strips the WeChat address, and checks the allow list', async () => {
    const { server } = await renderSystem();
    expect(input('smtp', 'SMTPToken').value).toBe('');
    type('smtp', 'SMTPServer', 'smtp.example.com');
    save('smtp');
    await vi.waitFor(() => expect(updates(server.sent)).toEqual([['SMTPServer', 'smtp.example.com']]));
    type('wechat', 'WeChatServerAddress', 'https://wechat.example.com/');
    save('wechat');
    await vi.waitFor(() => expect(updates(server.sent).at(-1)).toEqual(['WeChatServerAddress', 'https://wechat.example.com']));
    type('egress', 'egress.allow_list', '{"host": "127.0.0.1"}');
    save('egress');
    await screen.findByText('请填写由文本项组成的 JSON 列表，例如 ["127.0.0.1:11434"]');
    type('egress', 'egress.allow_list', '["127.0.0.1:11434"]');
    save('egress');
    await vi.waitFor(() => expect(updates(server.sent).at(-1)).toEqual(['egress.allow_list', '["127.0.0.1:11434"]']));
    expect(updates(server.sent)).toHaveLength(3);
  });
});
