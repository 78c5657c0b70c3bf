// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../console/src/lib/toaster';
import { lastSent, renderChannels } from './channels-kit';

// The notice stack is one for the console: each test starts with none.
afterEach(() => toaster.remove());

describe('channels: the drawer (spec 02 sections 3, 5 and 8)', () => {
  const drawer = async () => within(await screen.findByTestId('channel-drawer'));
  const submit = (d: ReturnType<typeof within>) => fireEvent.click(d.getByRole('button', { name: '提交' }));
  const field = (_d: ReturnType<typeof within>, name: string) => screen.getByTestId('channel-drawer').querySelector(`[name="${name}"]`)!;

  it('checks a new channel in the spec order: name and key, a model, custom model duplicates, the JSON model mapping', async () => {
    await renderChannels({ path: '/channel/add' });
    const d = await drawer();
    await d.findByText('OpenAI');
    submit(d);
    expect((await d.findByTestId('channel-form-error')).textContent).toBe('请填写渠道名称和渠道密钥！');
    fireEvent.change(field(d, 'name'), { target: { value: ' new-one ' } });
    fireEvent.change(field(d, 'key'), { target: { value: 'sk-abc' } });
    submit(d);
    await waitFor(() => expect(d.getByTestId('channel-form-error').textContent).toBe('请至少选择一个模型！'));
    // Custom models, comma separated; a duplicate adds none.
    fireEvent.change(d.getByLabelText('自定义模型名称'), { target: { value: 'm-1, m-2' } });
    fireEvent.click(d.getByTestId('add-custom-models'));
    await waitFor(() => expect(d.getAllByTestId('chosen-model').map((e) => e.textContent)).toEqual(['m-1', 'm-2']));
    fireEvent.change(d.getByLabelText('自定义模型名称'), { target: { value: 'm-3,m-1' } });
    fireEvent.click(d.getByTestId('add-custom-models'));
    await d.findByText('某些模型已存在！');
    expect(d.getAllByTestId('chosen-model')).toHaveLength(2);
    fireEvent.click(d.getByRole('button', { name: '填入相关模型' }));
    await waitFor(() => expect(d.getAllByTestId('chosen-model').map((e) => e.textContent)).toEqual(['m-1', 'm-2', 'gpt-4o', 'gpt-4o-mini']));
    fireEvent.change(field(d, 'modelMapping'), { target: { value: '{"m-1": ' } });
    submit(d);
    await waitFor(() => expect(d.getByTestId('channel-form-error').textContent).toBe('模型映射必须是合法的 JSON 格式！'));
  });

  it('warns, naming the type, when the chosen type is one the relay cannot call yet', async () => {
    await renderChannels({ path: '/channel/add' });
    const d = await drawer();
    await d.findByText('OpenAI');
    expect(d.queryByTestId('channel-type-not-relayed')).toBeNull();
    fireEvent.change(field(d, 'type'), { target: { value: '18' } });
    expect((await d.findByTestId('channel-type-not-relayed')).textContent).toBe(
      '转发暂时还不能调用 Xunfei 类型的渠道：分到这个渠道的请求会在这里失败，再转到其他渠道。',
    );
    fireEvent.change(field(d, 'type'), { target: { value: '1' } });
    await waitFor(() => expect(d.queryByTestId('channel-type-not-relayed')).toBeNull());
  });

  it('applies a base URL ending in /v1 only once confirmed, and sends every field', async () => {
    const { server, router } = await renderChannels({ path: '/channel/add' });
    const d = await drawer();
    await d.findByText('OpenAI');
    fireEvent.change(field(d, 'name'), { target: { value: ' new-one ' } });
    fireEvent.change(field(d, 'key'), { target: { value: 'sk-abc' } });
    fireEvent.change(d.getByLabelText('自定义模型名称'), { target: { value: 'm-1,m-2,gpt-4o,gpt-4o-mini' } });
    fireEvent.click(d.getByTestId('add-custom-models'));
    fireEvent.change(field(d, 'modelMapping'), { target: { value: '{"m-1": "gpt-4o"}' } });

    // A base URL ending in /v1 waits for a confirmation; going back restores the one before.
    fireEvent.change(field(d, 'baseUrl'), { target: { value: 'https://up.example/v1/' } });
    fireEvent.blur(field(d, 'baseUrl'));
    let confirm = within(await screen.findByTestId('confirm-dialog'));
    confirm.getByText('代理地址以 /v1 结尾');
    fireEvent.click(confirm.getByRole('button', { name: '返回修改' }));
    await waitFor(() => expect((field(d, 'baseUrl') as HTMLInputElement).value).toBe(''));
    fireEvent.change(field(d, 'baseUrl'), { target: { value: 'https://up.example/v1/' } });
    submit(d);
    confirm = within(await screen.findByTestId('confirm-dialog'));
    expect(server.sent.some((s) => s.name === 'ChannelDrawer_Create')).toBe(false);
    fireEvent.click(confirm.getByRole('button', { name: '仍然使用' }));

    await waitFor(() => expect(lastSent(server.sent, 'ChannelDrawer_Create')).toBeDefined());
    expect(lastSent(server.sent, 'ChannelDrawer_Create')).toEqual({
      batch: false,
      input: {
        type: 1,
        name: 'new-one',
        key: 'sk-abc',
        baseUrl: 'https://up.example/v1',
        other: '',
        openaiOrganization: '',
        models: 'm-1,m-2,gpt-4o,gpt-4o-mini',
        group: 'default',
        modelMapping: '{"m-1": "gpt-4o"}',
        statusCodeMapping: '',
        testModel: '',
        autoBan: 1,
        priority: 0,
        weight: 0,
        tag: '',
        maxInputTokens: 0,
        setting: '',
        paramOverride: '',
      },
    });
    await screen.findByText('渠道创建成功！');
    await waitFor(() => expect(router.state.location.pathname).toBe('/channel'));
  });

  it('needs a key to fetch models for a new channel, and fetches them from the upstream with it', async () => {
    const { server } = await renderChannels({
      path: '/channel/add',
      language: 'en',
      answers: { ModelsField_FetchUpstream: { data: { fetchUpstreamModels: ['up-1', 'up-2'] } } },
    });
    const d = await drawer();
    await d.findByText('OpenAI');
    fireEvent.click(d.getByTestId('fetch-models'));
    await d.findByText('Please fill in key');
    fireEvent.change(field(d, 'key'), { target: { value: 'sk-upstream' } });
    fireEvent.change(field(d, 'baseUrl'), { target: { value: 'http://127.0.0.1:9' } });
    fireEvent.click(d.getByTestId('fetch-models'));
    await waitFor(() => expect(d.getAllByTestId('chosen-model').map((e) => e.textContent)).toEqual(['up-1', 'up-2']));
    expect(lastSent(server.sent, 'ModelsField_FetchUpstream')).toEqual({ type: 1, key: 'sk-upstream', baseUrl: 'http://127.0.0.1:9' });
    await screen.findByText('Got model list successfully');
  });

  it('edits a stored channel: no key needed, Xunfei defaults to v2.1', async () => {
    const stored = {
      id: 7,
      type: 18,
      name: 'spark',
      baseUrl: '',
      other: '',
      openaiOrganization: '',
      models: 'spark-lite',
      group: 'default,vip',
      modelMapping: '',
      statusCodeMapping: '',
      testModel: '',
      autoBan: 0,
      priority: 3,
      weight: 2,
      tag: '',
      maxInputTokens: 0,
      setting: '',
      paramOverride: '',
    };
    const { server } = await renderChannels({
      path: '/channel/edit/7',
      answers: { ChannelDrawer_Channel: { data: { channel: stored } }, ChannelDrawer_Update: { data: { updateChannel: { id: 7 } } } },
    });
    const d = await drawer();
    d.getByText('编辑渠道 #7');
    await waitFor(() => expect((field(d, 'name') as HTMLInputElement).value).toBe('spark'));
    expect((d.getByRole('checkbox', { name: 'vip' }) as HTMLInputElement).checked).toBe(true);
    submit(d);
    await waitFor(() => expect(lastSent(server.sent, 'ChannelDrawer_Update')).toBeDefined());
    expect(lastSent(server.sent, 'ChannelDrawer_Update')).toMatchObject({
      id: 7,
      input: { type: 18, key: '', other: 'v2.1', autoBan: 0, priority: 3, weight: 2, group: 'default,vip' },
    });
    await screen.findByText('渠道更新成功！');
  });

  it('says a channel that is gone is not found', async () => {
    await renderChannels({
      path: '/channel/edit/99',
      answers: { ChannelDrawer_Channel: { errors: [{ message: 'channel not found', extensions: { code: 'NOT_FOUND' } }] } },
    });
    await screen.findByText('渠道不存在，请刷新页面后重试');
  });
});
