// @vitest-environment jsdom
import './jsdom-setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../console/src/lib/toaster';
import { channel, choose, health, lastSent, openMenu, renderChannels, rowOf } from './channels-kit';
import type { StubAnswer } from './render-console';

// The notice stack is one for the console: each test starts with none.
afterEach(() => toaster.remove());

describe('channels: the list (spec 02 sections 2, 4 and 9)', () => {
  it('colours response times, explains an automatic disable, and shows health as it changes live', async () => {
    const { server } = await renderChannels();
    await screen.findByText('fast');
    const listed = server.sent.filter((s) => s.name === 'ChannelsScreen_List').length;
    expect(rowOf('fast').getByTestId('channel-response-time').dataset.colour).toBe('green');
    expect(rowOf('fast').getByTestId('channel-response-time').textContent).toBe('0.80 秒');
    expect(rowOf('lime').getByTestId('channel-response-time').dataset.colour).toBe('lime');
    expect(rowOf('slow').getByTestId('channel-response-time').dataset.colour).toBe('red');
    const status = rowOf('slow').getByTestId('channel-status');
    expect(status.textContent).toBe('自动禁用');
    expect(status.getAttribute('aria-description')).toContain('原因：status code 401');
    expect(status.getAttribute('aria-description')).toContain('时间：');
    expect(rowOf('fast').getByTestId('channel-success-rate').textContent).toBe('暂无请求');

    // The read model's first answer, then a change of one channel: the row follows without a reload.
    act(() => server.push('ChannelHealth_Changed', { channelHealthChanged: [health(1), health(2)] }));
    act(() =>
      server.push('ChannelHealth_Changed', {
        channelHealthChanged: [
          health(1, {
            lastResponseMs: 1234,
            windows: [{ minutes: 60, requests: 4, successes: 3, failures: 1, successRate: 0.75, averageResponseMs: 1000 }],
          }),
        ],
      }),
    );
    await waitFor(() => expect(rowOf('fast').getByTestId('channel-success-rate').textContent).toBe('成功率 75%'));
    expect(rowOf('fast').getByTestId('channel-last-response').textContent).toBe('最近 1.23 秒');
    // A status the read model reports replaces the listed one.
    act(() => server.push('ChannelHealth_Changed', { channelHealthChanged: [health(2, { status: 2 })] }));
    await waitFor(() => expect(rowOf('lime').getByTestId('channel-status').textContent).toBe('已禁用'));
    expect(server.sent.filter((s) => s.name === 'ChannelsScreen_List')).toHaveLength(listed);
  });

  it('remembers id-sort, enable-batch-delete, page-size and channels-table-columns', async () => {
    const { server } = await renderChannels();
    await screen.findByText('fast');
    expect(lastSent(server.sent, 'ChannelsScreen_List')).toMatchObject({ idSort: false, page: 1, pageSize: 10 });
    fireEvent.click(within(screen.getByTestId('switch-idSort')).getByRole('checkbox'));
    await waitFor(() => expect(lastSent(server.sent, 'ChannelsScreen_List')?.idSort).toBe(true));
    expect(localStorage.getItem('id-sort')).toBe('true');
    fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '20' } });
    await waitFor(() => expect(lastSent(server.sent, 'ChannelsScreen_List')?.pageSize).toBe(20));
    expect(localStorage.getItem('page-size')).toBe('20');
    fireEvent.click(screen.getByTestId('open-channel-columns'));
    const dialog = within(await screen.findByTestId('channel-columns-dialog'));
    fireEvent.click(dialog.getByRole('checkbox', { name: '已用/剩余' }));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(localStorage.getItem('channels-table-columns')).toBe('{"balance":false}'));
    expect(within(screen.getByTestId('channels-table')).queryByRole('columnheader', { name: '已用/剩余' })).toBeNull();

    // Batch mode: the selection column; deleting nothing is refused, a selection is deleted.
    fireEvent.click(within(screen.getByTestId('switch-batch')).getByRole('checkbox'));
    await waitFor(() => expect(localStorage.getItem('enable-batch-delete')).toBe('true'));
    fireEvent.click(screen.getByTestId('batch-tag'));
    const tagDialog = within(await screen.findByTestId('batch-tag-dialog'));
    fireEvent.click(tagDialog.getByRole('button', { name: '设置标签' }));
    await tagDialog.findByText('请先选择渠道');
  });

  it('holds a row priority to -999 and clamps a negative weight to 0 before sending', async () => {
    const { server } = await renderChannels();
    await screen.findByText('fast');
    const priority = rowOf('fast').getByTestId('channel-priority');
    fireEvent.change(priority, { target: { value: '-1200' } });
    fireEvent.blur(priority);
    await waitFor(() => expect(lastSent(server.sent, 'ChannelActions_SetState')).toEqual({ id: 1, priority: -999 }));
    await screen.findByText('操作成功完成！');
    const weight = rowOf('lime').getByTestId('channel-weight');
    fireEvent.change(weight, { target: { value: '-5' } });
    fireEvent.blur(weight);
    await waitFor(() => expect(lastSent(server.sent, 'ChannelActions_SetState')).toEqual({ id: 2, weight: 0 }));
    fireEvent.change(weight, { target: { value: '1.5' } });
    fireEvent.blur(weight);
    await screen.findByText('权重须为整数');
  });
});

describe('channels: search and batch actions (spec 02 sections 2, 5 and 8)', () => {
  it('searches by keyword, model and group from the first page', async () => {
    const { server } = await renderChannels();
    await screen.findByText('fast');
    const form = within(screen.getByTestId('channel-search'));
    fireEvent.change(form.getByLabelText('关键字'), { target: { value: ' fa ' } });
    fireEvent.change(form.getByLabelText('模型'), { target: { value: 'gpt-4o-mini' } });
    await waitFor(() => expect(form.getByRole('option', { name: 'vip' })).toBeTruthy());
    fireEvent.change(form.getByLabelText('分组'), { target: { value: 'vip' } });
    fireEvent.click(form.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lastSent(server.sent, 'ChannelsScreen_List')).toMatchObject({ keyword: 'fa', model: 'gpt-4o-mini', group: 'vip', page: 1 }));
  });

  it('marks a channel whose type the relay cannot call yet, saying why on hover', async () => {
    await renderChannels({
      answers: {
        ChannelsScreen_List: { data: { channels: { items: [channel({ id: 1, name: 'fast' }), channel({ id: 4, name: 'claude', type: 14 })], total: 2 } } },
      },
    });
    const marked = await rowOf('claude').findByTestId('channel-type-not-relayed-badge');
    expect(marked.textContent).toBe('Anthropic ⚠');
    expect(marked.getAttribute('title')).toBe('转发暂时还不能调用 Anthropic 类型的渠道：分到这个渠道的请求会在这里失败，再转到其他渠道。');
    expect(rowOf('fast').queryByTestId('channel-type-not-relayed-badge')).toBeNull();
    expect(rowOf('fast').getByText('OpenAI')).toBeTruthy();
  });

  it('deletes and tags the selected channels, saying how many', async () => {
    localStorage.setItem('enable-batch-delete', 'true');
    const { server } = await renderChannels({
      answers: { ChannelsToolbar_DeleteMany: { data: { deleteChannels: 2 } }, BatchTag_Set: { data: { setChannelsTag: 2 } } },
    });
    await screen.findByText('fast');
    fireEvent.click(screen.getByTestId('batch-delete'));
    await screen.findByText('请先选择渠道');
    fireEvent.click(rowOf('fast').getByRole('checkbox', { name: '选择' }));
    fireEvent.click(rowOf('slow').getByRole('checkbox', { name: '选择' }));
    fireEvent.click(screen.getByTestId('batch-tag'));
    const tagDialog = within(await screen.findByTestId('batch-tag-dialog'));
    tagDialog.getByText('为 2 个渠道设置标签');
    fireEvent.click(tagDialog.getByRole('button', { name: '设置标签' }));
    await tagDialog.findByText('标签不能为空');
    fireEvent.change(tagDialog.getByLabelText('标签'), { target: { value: ' green ' } });
    fireEvent.click(tagDialog.getByRole('button', { name: '设置标签' }));
    await screen.findByText('已为 2 个渠道设置标签！');
    expect(lastSent(server.sent, 'BatchTag_Set')).toEqual({ ids: [1, 3], tag: 'green' });
    fireEvent.click(rowOf('fast').getByRole('checkbox', { name: '选择' }));
    fireEvent.click(rowOf('lime').getByRole('checkbox', { name: '选择' }));
    fireEvent.click(screen.getByTestId('batch-delete'));
    const confirm = within(await screen.findByTestId('confirm-dialog'));
    confirm.getByText('确定删除所选的 2 个渠道吗？此操作不可撤销。');
    fireEvent.click(confirm.getByRole('button', { name: '确定' }));
    await screen.findByText('已删除 2 个渠道！');
    expect(lastSent(server.sent, 'ChannelsToolbar_DeleteMany')).toEqual({ ids: [1, 2] });
  });
});

describe('channels: row actions (spec 02 section 8)', () => {
  it('reports a test with the channel name and seconds, and a balance update with the name', async () => {
    const answers: Record<string, StubAnswer> = {
      ChannelActions_Test: { data: { testChannel: { success: true, message: '', time: 1.254 } } },
      ChannelActions_Balance: { data: { updateChannelBalance: { balance: 12.5, balanceUpdatedTime: 1_700_000_000 } } },
    };
    const { server } = await renderChannels({ answers });
    await screen.findByText('fast');
    fireEvent.click(rowOf('fast').getByRole('button', { name: '测试' }));
    await screen.findByText('渠道 fast 测试成功，耗时 1.25 秒。');
    expect(lastSent(server.sent, 'ChannelActions_Test')).toEqual({ id: 1, model: null });
    fireEvent.click(rowOf('fast').getByTestId('channel-balance'));
    await screen.findByText('渠道 fast 余额更新成功：$12.50');
  });

  it('reports a failed test with the upstream message', async () => {
    await renderChannels({ answers: { ChannelActions_Test: { data: { testChannel: { success: false, message: 'invalid api key', time: 0 } } } } });
    await screen.findByText('lime');
    fireEvent.click(rowOf('lime').getByRole('button', { name: '测试' }));
    await screen.findByText('渠道 lime 测试失败：invalid api key');
  });
});

describe('channels: the toolbar (spec 02 sections 2 and 8)', () => {
  const step = (done: number, finished: boolean, last: Record<string, unknown> | null) => ({
    channelTestProgress: { runId: 5, done, total: 2, finished, last },
  });

  it('tests every enabled channel with the progress as it comes', async () => {
    const { server } = await renderChannels({ answers: { TestAll_Start: { data: { testAllChannels: { runId: 5, total: 2 } } } } });
    await screen.findByText('fast');
    fireEvent.click(screen.getByTestId('test-all'));
    await screen.findByText('开始测试 2 个渠道');
    const progress = within(screen.getByTestId('test-all-progress'));
    // The feed was opened before the run started.
    const names = server.sent.map((s) => s.name);
    expect(names.indexOf('TestAll_Progress')).toBeLessThan(names.indexOf('TestAll_Start'));
    act(() =>
      server.push('TestAll_Progress', step(1, false, { channelId: 1, name: 'fast', success: true, message: '', time: 0.5, status: 1, statusChange: null })),
    );
    await waitFor(() => expect(progress.getByTestId('test-all-count').textContent).toBe('正在测试渠道：1 / 2'));
    expect(progress.getByTestId('test-all-last').textContent).toBe('fast：0.50 秒');
    // Another run's notices are not this one's.
    act(() => server.push('TestAll_Progress', { channelTestProgress: { runId: 4, done: 9, total: 9, finished: true, last: null } }));
    act(() =>
      server.push(
        'TestAll_Progress',
        step(2, true, { channelId: 3, name: 'slow', success: false, message: '401', time: 0, status: 3, statusChange: 'disabled' }),
      ),
    );
    await waitFor(() => expect(progress.getByTestId('test-all-count').textContent).toBe('已测试 2 个渠道'));
    expect(progress.getByTestId('test-all-last').textContent).toBe('slow 已被自动禁用');
  });

  it('deletes the disabled channels and fixes consistency after a confirmation, saying how many', async () => {
    const { server } = await renderChannels({
      answers: {
        ChannelsToolbar_DeleteDisabled: { data: { deleteDisabledChannels: 4 } },
        ChannelsToolbar_Fix: { data: { fixChannelAbilities: 3 } },
        ChannelsToolbar_Balances: { data: { updateChannelBalances: { updated: 2, failed: 1, skipped: 0, disabled: 1 } } },
      },
    });
    await screen.findByText('fast');
    openMenu(screen.getByTestId('toolbar-more'));
    await choose('删除所有禁用渠道');
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '确定' }));
    await screen.findByText('已删除所有禁用渠道，共计 4 个');
    openMenu(screen.getByTestId('toolbar-more'));
    await choose('修复数据库一致性');
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '确定' }));
    await screen.findByText('已修复 3 个渠道！');
    fireEvent.click(screen.getByRole('button', { name: '更新所有余额' }));
    await screen.findByText('已更新所有已启用渠道的余额：成功 2，失败 1，无余额接口 0，因余额不足禁用 1');
    expect(server.sent.map((s) => s.name)).toEqual(
      expect.arrayContaining(['ChannelsToolbar_DeleteDisabled', 'ChannelsToolbar_Fix', 'ChannelsToolbar_Balances']),
    );
  });

  it('copies a channel, or says why the copy failed', async () => {
    await renderChannels({ answers: { ChannelActions_Copy: { errors: [{ message: 'name too long', extensions: { code: 'BAD_USER_INPUT' } }] } } });
    await screen.findByText('fast');
    openMenu(rowOf('fast').getByTestId('channel-more'));
    await choose('复制');
    await screen.findByText('渠道复制失败：name too long');
  });
});

describe('channels: tag mode (spec 02 sections 2, 4 and 5)', () => {
  const tagRow = {
    __typename: 'ChannelTagRow',
    tag: 'blue',
    group: 'default,vip',
    status: 1,
    tagPriority: 5,
    tagWeight: null,
    responseTime: 1500,
    balance: 2,
    usedQuota: 0,
    channels: [channel({ id: 4, name: 'blue-a', tag: 'blue' }), channel({ id: 5, name: 'blue-b', tag: 'blue', status: 2 })],
  };

  it('lists tag rows that expand, and checks the tag edit dialog', async () => {
    localStorage.setItem('enable-tag-mode', 'true');
    const { server } = await renderChannels({
      language: 'en',
      answers: {
        ChannelsScreen_ByTag: { data: { channelsByTag: { items: [tagRow, channel({ id: 6, name: 'loose' })], total: 2 } } },
        ChannelActions_EditTag: { data: { editChannelTag: 2 } },
      },
    });
    const row = within(await screen.findByTestId('tag-row'));
    row.getByText('Tag blue');
    row.getByText('2 channels');
    expect(server.sent.some((s) => s.name === 'ChannelsScreen_List')).toBe(false);
    expect(screen.queryByText('blue-a')).toBeNull();
    fireEvent.click(row.getByTestId('tag-expand'));
    await screen.findByText('blue-a');
    screen.getByText('blue-b');

    // A tag's priority must be an integer.
    const priority = row.getByTestId('tag-priority');
    fireEvent.change(priority, { target: { value: '2.5' } });
    fireEvent.blur(priority);
    await screen.findByText('Priority must be an integer!');

    fireEvent.click(row.getByRole('button', { name: 'Edit tag' }));
    const dialog = within(await screen.findByTestId('tag-edit-dialog'));
    expect((dialog.getByLabelText('Models (comma separated)') as HTMLTextAreaElement).value).toBe('gpt-4o-mini,gpt-4.1-mini');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByTestId('tag-edit-error')).textContent).toBe('No changes');
    fireEvent.change(dialog.getByLabelText('Model mapping'), { target: { value: '{"a":' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByTestId('tag-edit-error').textContent).toBe('Model mapping must be valid JSON'));
    fireEvent.change(dialog.getByLabelText('Model mapping'), { target: { value: '{"a":"b"}' } });
    fireEvent.change(dialog.getByLabelText('Weight'), { target: { value: '-1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByTestId('tag-edit-error').textContent).toBe('Weight must be a non-negative integer!'));
    fireEvent.change(dialog.getByLabelText('Weight'), { target: { value: '3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastSent(server.sent, 'ChannelActions_EditTag')).toEqual({ input: { tag: 'blue', modelMapping: '{"a":"b"}', weight: 3 } }));
  });
});
