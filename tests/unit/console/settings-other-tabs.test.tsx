// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../console/src/lib/toaster';
import { optionUpdates as saves, renderSettingsTab } from './settings-kit';
import { testStatus } from './render-console';

type Kind = 'boolean' | 'integer' | 'json' | 'number' | 'text';
const row = (key: string, value: string, type: Kind) => ({ key, value, secret: false, set: true, type, writable: true });

const OPTIONS = [
  row('ModelRequestRateLimitEnabled', 'false', 'boolean'),
  row('ModelRequestRateLimitDurationMinutes', '1', 'integer'),
  row('ModelRequestRateLimitCount', '0', 'integer'),
  row('ModelRequestRateLimitSuccessCount', '1000', 'integer'),
  row('ModelRequestRateLimitGroup', '{}', 'json'),
  row('global.pass_through_request_enabled', 'false', 'boolean'),
  row('general_setting.ping_interval_enabled', 'false', 'boolean'),
  row('general_setting.ping_interval_seconds', '60', 'integer'),
  row('gemini.safety_settings', '{"default":"OFF"}', 'json'),
  row('gemini.version_settings', '{"default":"v1beta"}', 'json'),
  row('gemini.supported_imagine_models', '["gemini-2.0-flash-exp"]', 'json'),
  row('gemini.thinking_adapter_enabled', 'false', 'boolean'),
  row('gemini.thinking_adapter_budget_tokens_percentage', '0.6', 'number'),
  row('claude.model_headers_settings', '{}', 'json'),
  row('claude.default_max_tokens', '{"default":8192}', 'json'),
  row('claude.thinking_adapter_enabled', 'true', 'boolean'),
  row('claude.thinking_adapter_budget_tokens_percentage', '0.8', 'number'),
  row('Notice', '', 'text'),
  row('SystemName', 'Tollgate', 'text'),
  row('Logo', '/logo.png', 'text'),
  row('HomePageContent', '', 'text'),
  row('About', '', 'text'),
  row('Footer', '', 'text'),
];

async function renderTab(tab: string, language: 'zh' | 'en' = 'en') {
  return renderSettingsTab(tab, {
    options: OPTIONS,
    language,
    status: testStatus({ version: 'v1.4.0', startTime: 1_700_000_000 }),
    answers: { SettingsScreen_UpdateOption: (variables) => ({ data: { updateOption: row(String(variables.key), String(variables.value), 'text') } }) },
  });
}

const section = async (testId: string) => within(await screen.findByTestId(testId));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const toggle = (scope: ReturnType<typeof within>, key: string) => fireEvent.click(within(scope.getByTestId(`option-${key}`)).getByRole('checkbox'));

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

describe('ratelimit tab (spec 03 §5 rate limit)', () => {
  it('sends only the changed limits, one call each, and the enabled toggle at once', async () => {
    const { server } = await renderTab('ratelimit');
    const card = await section('settings-rate-limit');
    toggle(card, 'ModelRequestRateLimitEnabled');
    await waitFor(() => expect(saves(server.sent)).toEqual([['ModelRequestRateLimitEnabled', 'true']]));
    type(card.getByRole('textbox', { name: 'Period (minutes)' }), '5');
    type(card.getByRole('textbox', { name: 'Group limits' }), '{"vip": [0, 10]}');
    fireEvent.click(card.getByRole('button', { name: 'Save Model request rate limit' }));
    await screen.findAllByText('Update succeeded');
    expect(saves(server.sent)).toEqual([
      ['ModelRequestRateLimitEnabled', 'true'],
      ['ModelRequestRateLimitDurationMinutes', '5'],
      ['ModelRequestRateLimitGroup', '{"vip": [0, 10]}'],
    ]);
  });

  it('checks the bounds, the group JSON on blur and its shape on save (in Chinese)', async () => {
    const { server } = await renderTab('ratelimit', 'zh');
    const card = await section('settings-rate-limit');
    const save = card.getByRole('button', { name: '保存模型请求速率限制' });
    type(card.getByRole('textbox', { name: '周期内最多请求次数' }), '-1');
    type(card.getByRole('textbox', { name: '周期内最多成功请求次数' }), '0');
    fireEvent.click(save);
    expect(await card.findAllByText('请检查输入')).toHaveLength(2);
    type(card.getByRole('textbox', { name: '周期内最多请求次数' }), '0');
    type(card.getByRole('textbox', { name: '周期内最多成功请求次数' }), '1000');
    const group = card.getByRole('textbox', { name: '分组速率限制' });
    type(group, '{"vip": [1, 2]');
    fireEvent.blur(group);
    await card.findByText('不是合法的 JSON 字符串');
    type(group, '{"vip": [10, 0]}');
    fireEvent.click(save);
    await card.findByText('分组“vip”：限制必须是 [最多请求次数 ≥ 0, 最多成功次数 ≥ 1]，且为整数');
    type(group, '[[1, 2]]');
    fireEvent.click(save);
    await card.findByText('分组速率限制必须是 JSON 对象：{"分组": [最多请求次数, 最多成功次数]}');
    expect(saves(server.sent)).toEqual([]);
    type(group, '{"vip": [0, 1]}');
    fireEvent.click(save);
    await waitFor(() => expect(saves(server.sent)).toEqual([['ModelRequestRateLimitGroup', '{"vip": [0, 1]}']]));
  });
});

describe('models tab (spec 03 §3.2, §4, §5)', () => {
  it('lets the ping interval be edited only while pings are on, at least 1 second', async () => {
    const { server } = await renderTab('models');
    const card = await section('settings-global');
    const seconds = card.getByRole('textbox', { name: 'Ping interval (seconds)' }) as HTMLInputElement;
    expect(seconds.disabled).toBe(true);
    card.getByText('Turn on keep-alive pings to change the interval.');
    toggle(card, 'general_setting.ping_interval_enabled');
    await waitFor(() => expect(seconds.disabled).toBe(false));
    expect(saves(server.sent)).toEqual([['general_setting.ping_interval_enabled', 'true']]);
    type(seconds, '0');
    fireEvent.click(card.getByRole('button', { name: 'Save Global settings' }));
    await card.findByText('Please check the input');
    type(seconds, '15');
    fireEvent.click(card.getByRole('button', { name: 'Save Global settings' }));
    await waitFor(() => expect(saves(server.sent).at(-1)).toEqual(['general_setting.ping_interval_seconds', '15']));
    expect(saves(server.sent)).toHaveLength(2);
  });

  it('checks the Gemini budget (0.1 to 1) and JSON fields, and says the formats are not built yet', async () => {
    const { server } = await renderTab('models');
    const gemini = await section('settings-gemini');
    gemini.getByText(/Gemini relay format is not built yet/);
    (await section('settings-claude')).getByText(/Claude relay format is not built yet/);
    const budget = gemini.getByRole('textbox', { name: 'Thinking budget share' });
    const save = gemini.getByRole('button', { name: 'Save Gemini settings' });
    for (const wrong of ['1.5', '0.05', 'abc']) {
      type(budget, wrong);
      fireEvent.click(save);
      await gemini.findByText('Please check the input');
    }
    const versions = gemini.getByRole('textbox', { name: 'API versions' });
    type(versions, '{"default": v1}');
    fireEvent.blur(versions);
    await gemini.findByText('Not a valid JSON string');
    expect(saves(server.sent)).toEqual([]);
    type(versions, '{"default":"v1"}');
    type(budget, '0.25');
    fireEvent.click(save);
    await waitFor(() =>
      expect(saves(server.sent)).toEqual([
        ['gemini.thinking_adapter_budget_tokens_percentage', '0.25'],
        ['gemini.version_settings', '{"default":"v1"}'],
      ]),
    );
  });

  it('saves the Claude settings in Chinese: the adapter toggle at once, the budget with the button', async () => {
    const { server } = await renderTab('models', 'zh');
    const claude = await section('settings-claude');
    toggle(claude, 'claude.thinking_adapter_enabled');
    await waitFor(() => expect(saves(server.sent)).toEqual([['claude.thinking_adapter_enabled', 'false']]));
    type(claude.getByRole('textbox', { name: '思考预算比例' }), '1');
    fireEvent.click(claude.getByRole('button', { name: '保存Claude 设置' }));
    await waitFor(() => expect(saves(server.sent).at(-1)).toEqual(['claude.thinking_adapter_budget_tokens_percentage', '1']));
  });
});

describe('other tab (spec 03 §2.1 other)', () => {
  it('shows the version and start time, and says the update check failed without a release feed', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetch);
    await renderTab('other');
    const info = await section('settings-system-info');
    expect(info.getByTestId('system-version').textContent).toBe('v1.4.0');
    expect(info.getByTestId('system-start-time').textContent).toMatch(/^2023-11-1[45] \d\d:\d\d:20$/);
    fireEvent.click(info.getByRole('button', { name: 'Check for updates' }));
    await screen.findByText('Failed to check for updates');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('previews the logo as typed and saves each section by itself', async () => {
    const { server } = await renderTab('other');
    const branding = await section('settings-branding');
    expect(branding.getByTestId('logo-preview').getAttribute('src')).toBe('/logo.png');
    type(branding.getByRole('textbox', { name: 'Logo URL' }), 'https://cdn.example.com/mark.svg');
    expect(branding.getByTestId('logo-preview').getAttribute('src')).toBe('https://cdn.example.com/mark.svg');
    const notice = await section('settings-notice');
    type(notice.getByRole('textbox', { name: 'Notice' }), '**Maintenance** tonight');
    const footer = await section('settings-footer');
    type(footer.getByRole('textbox', { name: 'Footer' }), '<a href="/about">About us</a>');
    fireEvent.click(footer.getByRole('button', { name: 'Save Footer' }));
    await screen.findByText('Update succeeded');
    expect(saves(server.sent)).toEqual([['Footer', '<a href="/about">About us</a>']]);
    type(branding.getByRole('textbox', { name: 'Logo URL' }), 'https://cdn.example.com/mark.svg');
    fireEvent.click(branding.getByRole('button', { name: 'Save Branding' }));
    await waitFor(() => expect(saves(server.sent).at(-1)).toEqual(['Logo', 'https://cdn.example.com/mark.svg']));
    expect(saves(server.sent)).toHaveLength(2);
  });

  it('saves the home page content in Chinese, and says when nothing changed', async () => {
    const { server } = await renderTab('other', 'zh');
    const home = await section('settings-home-page');
    home.getByText(/http\(s\) 地址/);
    fireEvent.click(home.getByRole('button', { name: '保存首页内容' }));
    await screen.findByText('你似乎并没有修改什么');
    type(home.getByRole('textbox', { name: '首页内容' }), 'https://example.com/landing');
    fireEvent.click(home.getByRole('button', { name: '保存首页内容' }));
    await waitFor(() => expect(saves(server.sent)).toEqual([['HomePageContent', 'https://example.com/landing']]));
    await screen.findByText('更新成功');
  });
});
