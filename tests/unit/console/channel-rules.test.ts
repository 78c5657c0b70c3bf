import { describe, expect, it } from 'vitest';
import { readChannelColumns, saveChannelColumns, shownChannelColumns } from '../../../console/src/features/channels/channel-columns';
import {
  addCustomModels,
  baseUrlNeedsConfirmation,
  channelFormOf,
  checkChannelForm,
  mergeModels,
  NEW_CHANNEL,
} from '../../../console/src/features/channels/channel-form';
import { autoDisableNote, channelStatusKind, responseTimeColour, rowPriority, rowWeight } from '../../../console/src/features/channels/channel-rules';
import { mergeHealth, type ChannelHealth } from '../../../console/src/features/channels/use-channel-health';
import { checkBatchDelete, checkBatchTag, checkTagEdit, tagPriority, tagWeight, type TagEditValues } from '../../../console/src/features/channels/tag-rules';

const filled = { ...NEW_CHANNEL, name: 'main', key: 'sk-upstream', models: ['gpt-4o-mini'] };

describe('channel form rules (spec 02 sections 5 and 9)', () => {
  it('starts a new channel as type 1, auto-ban on, the default group, priority and weight 0', () => {
    expect(NEW_CHANNEL).toMatchObject({ type: 1, autoBan: true, groups: ['default'], priority: '0', weight: '0' });
  });

  it('needs a name and a key for a new channel, then at least one model, then a JSON model mapping', () => {
    expect(checkChannelForm({ ...filled, name: ' ' }, 'create')).toEqual({ error: 'nameAndKey' });
    expect(checkChannelForm({ ...filled, key: '' }, 'create')).toEqual({ error: 'nameAndKey' });
    // Editing keeps the stored key when none is typed.
    expect(checkChannelForm({ ...filled, key: '' }, 'edit')).toHaveProperty('input');
    expect(checkChannelForm({ ...filled, models: [] }, 'create')).toEqual({ error: 'noModels' });
    expect(checkChannelForm({ ...filled, modelMapping: '{"a": ' }, 'create')).toEqual({ error: 'modelMappingJson' });
    expect(checkChannelForm({ ...filled, modelMapping: '["a"]' }, 'create')).toEqual({ error: 'modelMappingJson' });
    expect(checkChannelForm({ ...filled, modelMapping: '{"gpt-4": 4}' }, 'create')).toEqual({ error: 'modelMappingJson' });
    expect(checkChannelForm({ ...filled, modelMapping: '{"gpt-4": "gpt-4o"}' }, 'create')).toHaveProperty('input.modelMapping', '{"gpt-4": "gpt-4o"}');
  });

  it('strips the trailing slash, defaults Xunfei to v2.1, parses priority and weight as integers and maps auto-ban to 1 or 0', () => {
    const checked = checkChannelForm(
      { ...filled, baseUrl: ' https://up.example/api// ', priority: '7.9', weight: 'x', autoBan: false, groups: ['default', 'vip'], models: ['a', 'b'] },
      'create',
    );
    expect(checked).toEqual({
      input: expect.objectContaining({ baseUrl: 'https://up.example/api', priority: 7, weight: 0, autoBan: 0, group: 'default,vip', models: 'a,b' }),
    });
    expect(checkChannelForm({ ...filled, type: 18 }, 'create')).toHaveProperty('input.other', 'v2.1');
    expect(checkChannelForm({ ...filled, type: 18, other: 'v3.5' }, 'create')).toHaveProperty('input.other', 'v3.5');
    expect(checkChannelForm({ ...filled, type: 1 }, 'create')).toHaveProperty('input.other', '');
  });

  it('asks before applying a base URL ending in /v1', () => {
    expect(baseUrlNeedsConfirmation('https://up.example/v1')).toBe(true);
    expect(baseUrlNeedsConfirmation('https://up.example/v1/')).toBe(true);
    expect(baseUrlNeedsConfirmation('https://up.example/v1beta')).toBe(false);
    expect(baseUrlNeedsConfirmation('https://up.example')).toBe(false);
  });

  it('adds comma-separated custom models, refusing all of them when one already exists', () => {
    expect(addCustomModels(['a'], ' b, c ,,')).toEqual({ models: ['a', 'b', 'c'] });
    expect(addCustomModels(['a'], 'b,a')).toEqual({ error: 'duplicate' });
    expect(addCustomModels([], 'b,b')).toEqual({ error: 'duplicate' });
    expect(mergeModels(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('reads a stored channel back into the form', () => {
    const form = channelFormOf({
      type: 1,
      name: 'n',
      baseUrl: '',
      other: '',
      openaiOrganization: '',
      models: 'a,b',
      group: 'default,vip',
      modelMapping: '',
      statusCodeMapping: '',
      testModel: '',
      autoBan: 0,
      priority: -5,
      weight: 3,
      tag: 't',
      maxInputTokens: 100,
      setting: '',
      paramOverride: '',
    });
    expect(form).toMatchObject({ models: ['a', 'b'], groups: ['default', 'vip'], autoBan: false, priority: '-5', weight: '3', maxInputTokens: '100', key: '' });
  });
});

describe('channel list rules (spec 02 sections 4, 5 and 9)', () => {
  it('colours response times: untested, green to 1 s, lime to 3 s, yellow to 5 s, red above', () => {
    expect([0, 1, 1000, 1001, 3000, 3001, 5000, 5001].map(responseTimeColour)).toEqual([
      'untested',
      'green',
      'green',
      'lime',
      'lime',
      'yellow',
      'yellow',
      'red',
    ]);
  });

  it('names the statuses and explains an automatic disable from other_info, else from the health read model', () => {
    expect([1, 2, 3, 9].map(channelStatusKind)).toEqual(['enabled', 'manual', 'auto', 'unknown']);
    expect(autoDisableNote(3, JSON.stringify({ status_reason: 'status code 401', status_time: 1_700_000_000 }), null)).toEqual({
      reason: 'status code 401',
      time: 1_700_000_000,
    });
    expect(autoDisableNote(3, '', { reason: 'test failed', at: '2026-01-02T03:04:05Z' })).toEqual({
      reason: 'test failed',
      time: Date.parse('2026-01-02T03:04:05Z') / 1000,
    });
    expect(autoDisableNote(3, 'not json', null)).toBeNull();
    expect(autoDisableNote(2, JSON.stringify({ status_reason: 'x' }), null)).toBeNull();
  });

  it('holds a row priority to -999 and up and clamps a negative weight to 0', () => {
    expect(rowPriority('-1200')).toBe(-999);
    expect(rowPriority(' 12 ')).toBe(12);
    expect(rowPriority('1.5')).toBeNull();
    expect(rowPriority('')).toBeNull();
    expect(rowWeight('-3')).toBe(0);
    expect(rowWeight('40')).toBe(40);
    expect(rowWeight('abc')).toBeNull();
  });

  it('checks tag edits, batch tags and batch deletes', () => {
    const initial: TagEditValues = { newTag: 'blue', modelMapping: '', groups: 'default', models: 'a,b', priority: '1', weight: '' };
    expect(checkTagEdit('blue', initial, initial)).toEqual({ error: 'noChanges' });
    expect(checkTagEdit('blue', initial, { ...initial, modelMapping: 'nope' })).toEqual({ error: 'modelMappingJson' });
    expect(checkTagEdit('blue', initial, { ...initial, modelMapping: '{"a": null}' })).toEqual({ error: 'modelMappingJson' });
    expect(checkTagEdit('blue', initial, { ...initial, priority: '1.5' })).toEqual({ error: 'priorityInteger' });
    expect(checkTagEdit('blue', initial, { ...initial, weight: '-1' })).toEqual({ error: 'weightNonNegative' });
    expect(checkTagEdit('blue', initial, { ...initial, newTag: ' green ', priority: '-3', groups: 'default, vip' })).toEqual({
      input: { tag: 'blue', newTag: 'green', priority: -3, groups: 'default,vip' },
    });
    expect(tagPriority('x')).toEqual({ error: 'priorityInteger' });
    expect(tagWeight('2')).toEqual({ value: 2 });
    expect(checkBatchTag([], 'x')).toEqual({ error: 'noSelection' });
    expect(checkBatchTag([1], ' ')).toEqual({ error: 'tagRequired' });
    expect(checkBatchTag([1, 2], ' t ')).toEqual({ ids: [1, 2], tag: 't' });
    expect(checkBatchDelete([])).toEqual({ error: 'noSelection' });
    expect(checkBatchDelete([4])).toEqual({ ids: [4] });
  });

  it('merges health answers by channel: the first has every channel, later ones replace those that moved', () => {
    const health = (channelId: number, lastResponseMs: number) => ({ channelId, lastResponseMs }) as ChannelHealth;
    const first = mergeHealth(undefined, [health(1, 100), health(2, 200)]);
    const next = mergeHealth(first, [health(2, 900)]);
    expect([...next.values()].map((h) => [h.channelId, h.lastResponseMs])).toEqual([
      [1, 100],
      [2, 900],
    ]);
    expect(first.get(2)!.lastResponseMs).toBe(200);
  });
});

describe('remembered channel columns (channels-table-columns)', () => {
  it('keeps the choice, ignores unknown keys and a broken value', () => {
    const store = new Map<string, string>();
    Object.assign(globalThis, {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
    expect(readChannelColumns()).toEqual({});
    saveChannelColumns({ balance: false });
    expect(store.get('channels-table-columns')).toBe('{"balance":false}');
    expect(shownChannelColumns(readChannelColumns())).not.toContain('balance');
    store.set('channels-table-columns', '{"nope":false,"id":"x","type":false}');
    expect(readChannelColumns()).toEqual({ type: false });
    store.set('channels-table-columns', '{');
    expect(readChannelColumns()).toEqual({});
  });
});
