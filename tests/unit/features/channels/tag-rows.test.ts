import { describe, expect, it } from 'vitest';
import { isTagRow, tagModeEntries, tagRow } from '../../../../services/features/channels/tag-view';
import type { ChannelView } from '../../../../services/features/channels/view';
import { SINGLE_KEY_INFO } from '../../../../services/features/channels/rules/multi-key';

/* Tag mode's rows: one per tag, aggregating its channels as the established console shows them. */

const channel = (id: number, fields: Partial<ChannelView>): ChannelView =>
  ({
    id,
    name: `c${id}`,
    tag: '',
    status: 1,
    group: 'default',
    priority: 0,
    weight: 0,
    usedQuota: 0,
    balance: 0,
    responseTime: 0,
    channelInfo: SINGLE_KEY_INFO,
    ...fields,
  }) as ChannelView;

describe('tag rows', () => {
  it('aggregate status, groups, priority, weight, quota and response time', () => {
    const row = tagRow('team', [
      channel(1, { tag: 'team', status: 2, group: 'default,vip', priority: 5, weight: 1, usedQuota: 100, responseTime: 300 }),
      channel(2, { tag: 'team', status: 1, group: 'vip, svip', priority: 5, weight: 2, usedQuota: 50, responseTime: 500 }),
    ]);
    expect(row).toMatchObject({
      key: 'tag:team',
      tag: 'team',
      status: 1,
      group: 'default,vip,svip',
      priority: 5,
      weight: null,
      usedQuota: 150,
      responseTime: 400,
    });
    expect(row.children.map((c) => c.id)).toEqual([1, 2]);
    expect(tagRow('off', [channel(3, { tag: 'off', status: 2 }), channel(4, { tag: 'off', status: 3 })]).status).toBe(2);
  });

  it('keep the page order and put untagged channels in as themselves', () => {
    const channels = [channel(1, { tag: 'a' }), channel(2, {}), channel(3, { tag: 'a' })];
    const entries = tagModeEntries([{ id: 2 }, { tag: 'a' }, { tag: 'gone' }], channels);
    expect(entries.map((e) => (isTagRow(e) ? `tag ${e.tag} (${e.children.length})` : `channel ${e.id}`))).toEqual(['channel 2', 'tag a (2)']);
  });
});
