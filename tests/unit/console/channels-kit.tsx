import { fireEvent, screen, within } from '@testing-library/react';
import { Toaster } from '../../../console/src/components/ui/toaster';
import { ChannelsScreen } from '../../../console/src/features/channels/channels-screen';
import { renderConsole, type StubAnswer } from './render-console';

/* What the channels screen's component tests share: channels, health, the stub answers, rendering as an admin. */

export const channel = (overrides: Record<string, unknown>) => ({
  __typename: 'Channel',
  id: 1,
  name: 'main',
  type: 1,
  status: 1,
  group: 'default',
  models: 'gpt-4o-mini,gpt-4.1-mini',
  tag: '',
  priority: 0,
  weight: 0,
  responseTime: 0,
  testTime: 0,
  testModel: '',
  balance: 0,
  balanceUpdatedTime: 0,
  usedQuota: 0,
  otherInfo: '',
  multiKey: null,
  ...overrides,
});

export const CHANNELS = [
  channel({ id: 1, name: 'fast', responseTime: 800 }),
  channel({ id: 2, name: 'lime', responseTime: 2500 }),
  channel({ id: 3, name: 'slow', responseTime: 7000, status: 3, otherInfo: JSON.stringify({ status_reason: 'status code 401', status_time: 1_700_000_000 }) }),
];

export const health = (channelId: number, overrides: Record<string, unknown> = {}) => ({
  channelId,
  status: 1,
  statusSince: null,
  lastResponseMs: null,
  lastFirstTokenMs: null,
  lastSuccessAt: null,
  lastError: null,
  lastAutomaticChange: null,
  windows: [{ minutes: 60, requests: 0, successes: 0, failures: 0, successRate: null, averageResponseMs: null }],
  ...overrides,
});

export const BASE: Record<string, StubAnswer> = {
  ChannelsScreen_List: { data: { channels: { items: CHANNELS, total: 3 } } },
  ChannelsScreen_Types: {
    data: {
      channelTypes: [
        { id: 1, name: 'OpenAI', relayed: true },
        { id: 14, name: 'Anthropic', relayed: false },
      ],
    },
  },
  ChannelSearchForm_Choices: { data: { groups: ['default', 'vip'], enabledModels: ['gpt-4o-mini'] } },
  ChannelDrawer_Choices: {
    data: {
      channelTypes: [
        { id: 1, name: 'OpenAI', defaultBaseUrl: 'https://api.openai.com', relayed: true },
        { id: 18, name: 'Xunfei', defaultBaseUrl: null, relayed: false },
      ],
      groups: ['default', 'vip'],
    },
  },
  ModelsField_Catalogue: { data: { modelsByChannelType: [{ type: 1, models: ['gpt-4o', 'gpt-4o-mini'] }], knownModels: [{ id: 'gpt-4o' }] } },
  ChannelActions_SetState: { data: { setChannelState: { id: 1, status: 1, priority: -999, weight: 0 } } },
  ChannelDrawer_Create: { data: { createChannels: [{ id: 9 }] } },
};

export async function renderChannels(options: { path?: string; answers?: Record<string, StubAnswer>; language?: 'zh' | 'en' } = {}) {
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'root', displayName: '', role: 100, status: 1, group: 'default' }));
  const element = (
    <>
      <ChannelsScreen />
      <Toaster />
    </>
  );
  return renderConsole(
    [
      { path: '/channel', element },
      { path: '/channel/add', element },
      { path: '/channel/edit/:id', element },
    ],
    { path: options.path ?? '/channel', language: options.language ?? 'zh', answers: { ...BASE, ...options.answers } },
  );
}

export const openMenu = (trigger: HTMLElement) => fireEvent.click(trigger);
export const choose = async (name: string) => fireEvent.click(await screen.findByRole('menuitem', { name }));
export const lastSent = (sent: Array<{ name: string; variables: Record<string, unknown> }>, name: string) =>
  sent.filter((s) => s.name === name).at(-1)?.variables;
export const rowOf = (name: string) => within(screen.getAllByTestId('channel-row').find((row) => within(row).queryByText(name))!);
