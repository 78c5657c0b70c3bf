import type { ChannelView } from './view';

/*
 * Tag mode of the channel list (spec 02 sections 2 and 4): channels sharing a
 * tag show as one row that aggregates them, with the channels under it, as
 * the established console builds it from the gateway's answer. Pure.
 */

/** One tag's row. `priority` and `weight` are null when its channels differ. */
export interface ChannelTagRow {
  /** `tag:<tag>`: a row key that no channel id can equal. */
  readonly key: string;
  readonly tag: string;
  readonly name: string;
  /** 1 when any channel under it is enabled (spec 02 section 4), else 2. */
  readonly status: 1 | 2;
  /** The union of its channels' groups, in first-seen order. */
  readonly group: string;
  readonly priority: number | null;
  readonly weight: number | null;
  readonly usedQuota: number;
  readonly balance: number;
  /** Mean of the channels' last response times, ms. */
  readonly responseTime: number;
  readonly children: readonly ChannelView[];
}

/** A row of the tag-mode list: a tag row, or an untagged channel on its own. */
export type ChannelListEntry = ChannelTagRow | ChannelView;

export const isTagRow = (entry: ChannelListEntry): entry is ChannelTagRow => 'children' in entry;

const same = (values: readonly number[]): number | null => (values.every((v) => v === values[0]) ? values[0]! : null);

/** The row of one tag from its channels (at least one). */
export function tagRow(tag: string, channels: readonly ChannelView[]): ChannelTagRow {
  const groups = [...new Set(channels.flatMap((c) => c.group.split(',').map((g) => g.trim())).filter((g) => g !== ''))];
  return {
    key: `tag:${tag}`,
    tag,
    name: tag,
    status: channels.some((c) => c.status === 1) ? 1 : 2,
    group: groups.join(','),
    priority: same(channels.map((c) => c.priority)),
    weight: same(channels.map((c) => c.weight)),
    usedQuota: channels.reduce((sum, c) => sum + c.usedQuota, 0),
    balance: channels.reduce((sum, c) => sum + c.balance, 0),
    responseTime: Math.round(channels.reduce((sum, c) => sum + c.responseTime, 0) / channels.length),
    children: channels,
  };
}

/**
 * The entries of one page, in the page's order: `order` names each entry as
 * a tag or an untagged channel id; `channels` holds every channel those name.
 */
export function tagModeEntries(order: readonly ({ tag: string } | { id: number })[], channels: readonly ChannelView[]): ChannelListEntry[] {
  return order.flatMap((entry): ChannelListEntry[] => {
    if ('tag' in entry) {
      const children = channels.filter((c) => c.tag === entry.tag);
      return children.length === 0 ? [] : [tagRow(entry.tag, children)];
    }
    const channel = channels.find((c) => c.id === entry.id);
    return channel ? [channel] : [];
  });
}
