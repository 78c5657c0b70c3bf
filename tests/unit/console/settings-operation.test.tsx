// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../console/src/lib/toaster';
import { field, optionUpdates as updates, renderSettingsTab, save, section, toggle, type } from './settings-kit';
import type { StubAnswer } from './render-console';

// The model pricing editors are another part's (tested in its own file): here only where the tab places them.
vi.mock('../../../console/src/features/settings/components/pricing/model-pricing-settings', () => ({
  ModelPricingSettings: () => <div data-testid="pricing-editors" />,
}));

const STORED: Record<string, string> = {
  QuotaPerUnit: '500000',
  RetryTimes: '0',
  DisplayInCurrencyEnabled: 'true',
  DisplayTokenStatEnabled: 'true',
  DefaultCollapseSidebar: 'false',
  DemoSiteEnabled: 'false',
  SelfUseModeEnabled: 'false',
  DrawingEnabled: 'true',
  TaskEnabled: 'true',
  MjNotifyEnabled: 'false',
  MjAccountFilterEnabled: 'false',
  MjForwardUrlEnabled: 'true',
  MjModeClearEnabled: 'false',
  MjActionCheckSuccessEnabled: 'true',
  CheckSensitiveEnabled: 'false',
  CheckSensitiveOnPromptEnabled: 'false',
  SensitiveWords: 'alpha\nbeta',
  LogConsumeEnabled: 'true',
  LogRetentionDays: '0',
  DataExportEnabled: 'true',
  DataExportInterval: '5',
  DataExportDefaultTime: 'hour',
  ChannelDisableThreshold: '5',
  QuotaRemindThreshold: '1000',
  AutomaticDisableChannelEnabled: 'false',
  AutomaticEnableChannelEnabled: 'false',
  'monitor_setting.auto_test_channel_enabled': 'false',
  'monitor_setting.auto_test_channel_minutes': '10',
  AutomaticDisableKeywords: 'Permission denied',
  AutomaticDisableStatusCodes: '401',
  AutomaticRetryStatusCodes: '500-503',
  QuotaForNewUser: '0',
  PreConsumedQuota: '500',
  QuotaForInviter: '0',
  QuotaForInvitee: '0',
  StreamCacheQueueLength: '0',
  GroupRatio: '{"default":1,"vip":1}',
  UserUsableGroups: '{"default":"Default","vip":"VIP"}',
  GroupGroupRatio: '{}',
  AutoGroups: '["default"]',
  'group_ratio_setting.group_special_usable_group': '{}',
  Chats: '[{"Next":"https://next.example/#/?settings={\\"key\\":\\"{key}\\",\\"url\\":\\"{address}\\"}"}]',
};

const rows = (writable: (key: string) => boolean) =>
  Object.entries(STORED).map(([key, value]) => ({ key, value, secret: false, set: value !== '', type: 'text', writable: writable(key) }));

async function renderOperation(options: { language?: 'zh' | 'en'; role?: number; answers?: Record<string, StubAnswer> } = {}) {
  const role = options.role ?? 100;
  const rendered = await renderSettingsTab('operation', {
    options: rows((key) => role === 100 || !['QuotaPerUnit', 'QuotaForNewUser'].includes(key)),
    role,
    language: options.language ?? 'zh',
    answers: { LogCleaning_Clear: { data: { clearUsageLogs: 42 } }, ...options.answers },
  });
  await screen.findByTestId('settings-general');
  return rendered;
}

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

describe('settings, operation tab: sections and saves (spec 03 sections 2.1, 2.2)', () => {
  it('shows the sections in order with the model pricing last, and saves only the changed general key (English)', async () => {
    const { server } = await renderOperation({ language: 'en' });
    const order = [...document.querySelectorAll('[data-testid^="settings-"]')].map((node) => node.getAttribute('data-testid'));
    expect(order).toEqual([
      'settings-operation',
      'settings-general',
      'settings-drawing',
      'settings-sensitive-words',
      'settings-log',
      'settings-log-cleaning',
      'settings-data-dashboard',
      'settings-monitoring',
      'settings-quota',
      'settings-groups',
      'settings-chat-links',
      'settings-model-pricing',
    ]);
    section('model-pricing').getByRole('heading', { name: 'Model pricing' });
    section('model-pricing').getByTestId('pricing-editors');
    section('general').getByText(/Do not change it: the default 500000 gives 6-decimal precision/);
    type('general', 'RetryTimes', '3');
    save('general');
    await screen.findByText('Update succeeded');
    expect(updates(server.sent)).toEqual([['RetryTimes', '3']]);
  });

  it('says nothing changed without sending, and refuses a retry count out of range', async () => {
    const { server } = await renderOperation();
    save('general');
    await screen.findByText('你似乎并没有修改什么');
    type('general', 'RetryTimes', '11');
    save('general');
    // The notice, and the field's own error.
    await vi.waitFor(() => expect(screen.getAllByText('请检查输入')).toHaveLength(2));
    section('general').getByText('请检查输入');
    expect(updates(server.sent)).toEqual([]);
  });

  it('saves a drawing switch the moment it changes', async () => {
    const { server } = await renderOperation();
    toggle('MjNotifyEnabled');
    await vi.waitFor(() => expect(updates(server.sent)).toEqual([['MjNotifyEnabled', 'true']]));
    toggle('DrawingEnabled');
    await vi.waitFor(() =>
      expect(updates(server.sent)).toEqual([
        ['MjNotifyEnabled', 'true'],
        ['DrawingEnabled', 'false'],
      ]),
    );
  });

  it('leaves the super admin only keys read-only for an admin', async () => {
    await renderOperation({ role: 10 });
    expect(field('general', 'QuotaPerUnit').disabled).toBe(true);
    expect(field('quota', 'QuotaForNewUser').disabled).toBe(true);
    expect(field('quota', 'QuotaForInviter').disabled).toBe(false);
    expect(section('general').getAllByText('仅超级管理员可以修改').length).toBeGreaterThan(0);
  });
});

describe('settings, operation tab: quotas, dashboard and monitoring (spec 03 sections 5, 9)', () => {
  it('shows quotas in dollars, refuses a negative quota, and sends each changed quota once, in order (English)', async () => {
    const { server } = await renderOperation({ language: 'en' });
    section('quota').getByText(/≈ \$0.001 · Held at the start/);
    type('quota', 'QuotaForNewUser', '100000');
    await section('quota').findByText('≈ $0.20');
    type('quota', 'QuotaForInvitee', '-1');
    save('quota');
    await section('quota').findByText('Please check the input');
    expect(updates(server.sent)).toEqual([]);
    type('quota', 'QuotaForInvitee', '500000');
    save('quota');
    await screen.findByText('Update succeeded');
    expect(updates(server.sent)).toEqual([
      ['QuotaForNewUser', '100000'],
      ['QuotaForInvitee', '500000'],
    ]);
  });

  it('needs a dashboard interval of at least 1 minute and offers hour, day and week', async () => {
    const { server } = await renderOperation();
    type('data-dashboard', 'DataExportInterval', '0');
    save('data-dashboard');
    await section('data-dashboard').findByText('请检查输入');
    expect(updates(server.sent)).toEqual([]);
    const select = field('data-dashboard', 'DataExportDefaultTime') as unknown as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['hour', 'day', 'week']);
    fireEvent.change(select, { target: { value: 'week' } });
    type('data-dashboard', 'DataExportInterval', '10');
    save('data-dashboard');
    await screen.findByText('更新成功');
    expect(updates(server.sent)).toEqual([
      ['DataExportInterval', '10'],
      ['DataExportDefaultTime', 'week'],
    ]);
  });

  it('refuses a negative disable threshold and a bad status code, and saves the keywords one a line', async () => {
    const { server } = await renderOperation();
    type('monitoring', 'ChannelDisableThreshold', '-1');
    save('monitoring');
    await section('monitoring').findByText('请检查输入');
    type('monitoring', 'ChannelDisableThreshold', '2.5');
    type('monitoring', 'AutomaticRetryStatusCodes', '500-503,abc');
    save('monitoring');
    await section('monitoring').findByText('“abc”不是状态码或范围，例如 401 或 500-503');
    await vi.waitFor(() => expect(screen.getAllByText('“abc”不是状态码或范围，例如 401 或 500-503')).toHaveLength(2));
    type('monitoring', 'AutomaticRetryStatusCodes', '429,500-503');
    type('monitoring', 'AutomaticDisableKeywords', ' Permission denied \n\nquota exceeded\npermission DENIED');
    section('monitoring').getByText(/共 2 个/);
    save('monitoring');
    await screen.findByText('更新成功');
    expect(updates(server.sent)).toEqual([
      ['ChannelDisableThreshold', '2.5'],
      ['AutomaticRetryStatusCodes', '429,500-503'],
      ['AutomaticDisableKeywords', 'Permission denied\nquota exceeded'],
    ]);
  });
});

describe('settings, operation tab: log cleaning (spec 03 section 4)', () => {
  it('asks for a time, then asks before cleaning and says how many rows went', async () => {
    const { server } = await renderOperation();
    const clean = () => fireEvent.click(section('log-cleaning').getByRole('button', { name: '清除历史日志' }));
    clean();
    await screen.findByText('请选择日志记录时间');
    fireEvent.change(field('log-cleaning', 'cleanBefore'), { target: { value: '2024-03-05T14:30' } });
    clean();
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '清除' }));
    await screen.findByText('42 条日志已清理！');
    expect(server.sent.filter((s) => s.name === 'LogCleaning_Clear').map((s) => s.variables)).toEqual([
      { targetTimestamp: Math.floor(new Date(2024, 2, 5, 14, 30).getTime() / 1000) },
    ]);
  });

  it('says the cleaning failed with the server message (English)', async () => {
    await renderOperation({ language: 'en', answers: { LogCleaning_Clear: { errors: [{ message: 'read model busy' }] } } });
    fireEvent.change(field('log-cleaning', 'cleanBefore'), { target: { value: '2024-03-05T14:30' } });
    fireEvent.click(section('log-cleaning').getByRole('button', { name: 'Clean logs' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Clean' }));
    await screen.findByText('Log cleaning failed: read model busy');
  });
});

describe('settings, operation tab: sensitive words, groups and chat links (spec 03 sections 5, 9)', () => {
  it('saves the sensitive words tidy, one a line', async () => {
    const { server } = await renderOperation();
    type('sensitive-words', 'SensitiveWords', 'alpha\n  gamma  \n\nALPHA');
    save('sensitive-words');
    await screen.findByText('更新成功');
    expect(updates(server.sent)).toEqual([['SensitiveWords', 'alpha\ngamma']]);
  });

  it('checks group JSON on blur and its shape on save, warns of auto groups users cannot choose, and saves', async () => {
    const { server } = await renderOperation();
    type('groups', 'GroupRatio', '{"default":1,');
    fireEvent.blur(field('groups', 'GroupRatio'));
    await section('groups').findByText('不是合法的 JSON 字符串');
    type('groups', 'GroupRatio', '{"default":-1}');
    save('groups');
    await section('groups').findByText('须为 JSON 对象：分组名到不小于 0 的倍率');
    await vi.waitFor(() => expect(screen.getAllByText('须为 JSON 对象：分组名到不小于 0 的倍率')).toHaveLength(2));
    expect(updates(server.sent)).toEqual([]);
    type('groups', 'GroupRatio', '{"default":1,"vip":0.8}');
    type('groups', 'AutoGroups', '["default","svip"]');
    section('groups').getByText('以下分组不在用户可选分组中，auto 会跳过：svip');
    save('groups');
    await screen.findByText('更新成功');
    expect(updates(server.sent)).toEqual([
      ['GroupRatio', '{"default":1,"vip":0.8}'],
      ['AutoGroups', '["default","svip"]'],
    ]);
  });

  it('lists the chat links with their markers and refuses Chats that is not a list (English)', async () => {
    const { server } = await renderOperation({ language: 'en' });
    const list = within(screen.getByTestId('chat-link-list'));
    list.getByText('Next');
    list.getByText('{address}');
    list.getByText('{key}');
    section('chat-links').getByText(/\{address\} becomes this server's address and \{key\} the token's key/);
    type('chat-links', 'Chats', '{"Next":"https://x"}');
    save('chat-links');
    await section('chat-links').findByText('Must be a JSON list of {"name": "link template"} objects');
    expect(updates(server.sent)).toEqual([]);
    type('chat-links', 'Chats', '[{"Plain":"https://plain.example"}]');
    list.getByText('no {address} or {key}');
    save('chat-links');
    await screen.findByText('Update succeeded');
    expect(updates(server.sent)).toEqual([['Chats', '[{"Plain":"https://plain.example"}]']]);
  });
});
