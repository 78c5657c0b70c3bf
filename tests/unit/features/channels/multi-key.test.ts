import { describe, expect, it } from 'vitest';
import {
  formatChannelInfo,
  hasEnabledKey,
  keysOf,
  keyStatusAfter,
  keyStatusOf,
  listedInfo,
  multiKeyInfo,
  parseChannelInfo,
  pickKey,
  pickTestKey,
  resizedInfo,
  type ChannelInfo,
} from '../../../../services/features/channels/rules/multi-key';

/* Multi-key channels: the key-free state in channel_info and the pure key pick the relay will use. */

const KEYS = 'k0\nk1\n\n k2 \nk3';
/** A deterministic random source cycling through the given values. */
const sequence = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('pickKey', () => {
  it('uses the whole key text of a single-key channel', () => {
    expect(pickKey('sk-one', parseChannelInfo(''), Math.random)).toEqual({ kind: 'picked', key: 'sk-one', index: 0, nextPollingIndex: 0 });
    expect(pickKey('  ', parseChannelInfo(''), Math.random)).toEqual({ kind: 'none', reason: 'no keys' });
  });

  it('picks uniformly among enabled keys at random', () => {
    const info: ChannelInfo = { ...multiKeyInfo(4, 'random'), multi_key_status_list: { '1': 2 } };
    const counts = new Map<string, number>();
    const steps = 3000;
    const random = sequence(Array.from({ length: steps }, (_v, i) => (i + 0.5) / steps));
    for (let i = 0; i < steps; i += 1) {
      const pick = pickKey(KEYS, info, random);
      if (pick.kind !== 'picked') throw new Error('expected a key');
      counts.set(pick.key, (counts.get(pick.key) ?? 0) + 1);
    }
    expect(counts.get('k1')).toBeUndefined();
    expect([...counts.keys()].sort()).toEqual(['k0', 'k2', 'k3']);
    for (const n of counts.values()) expect(n).toBe(1000);
  });

  it('never picks outside the enabled keys even when random() is at its bound', () => {
    const pick = pickKey(KEYS, multiKeyInfo(4, 'random'), () => 0.9999999999);
    expect(pick).toMatchObject({ kind: 'picked', key: 'k3', index: 3 });
  });

  it('takes keys in turn in polling mode, skipping disabled ones and wrapping around', () => {
    let info: ChannelInfo = { ...multiKeyInfo(4, 'polling'), multi_key_status_list: { '2': 3 } };
    const picked: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const pick = pickKey(KEYS, info, () => 0);
      if (pick.kind !== 'picked') throw new Error('expected a key');
      picked.push(pick.key);
      info = { ...info, multi_key_polling_index: pick.nextPollingIndex };
    }
    expect(picked).toEqual(['k0', 'k1', 'k3', 'k0', 'k1', 'k3', 'k0']);
  });

  it('answers none when every key is disabled', () => {
    const info: ChannelInfo = { ...multiKeyInfo(2, 'polling'), multi_key_status_list: { '0': 2, '1': 3 } };
    expect(pickKey('a\nb', info, () => 0)).toEqual({ kind: 'none', reason: 'no enabled keys' });
    expect(pickKey('', multiKeyInfo(0, 'random'), () => 0)).toEqual({ kind: 'none', reason: 'no keys' });
  });
});

describe('pickTestKey', () => {
  it('picks as a request would while a key is enabled', () => {
    const info: ChannelInfo = { ...multiKeyInfo(3, 'polling'), multi_key_status_list: { '0': 3 }, multi_key_polling_index: 0 };
    expect(pickTestKey('a\nb\nc', info, () => 0)).toEqual(pickKey('a\nb\nc', info, () => 0));
    expect(pickTestKey('a\nb\nc', info, () => 0)).toMatchObject({ kind: 'picked', key: 'b', index: 1 });
  });

  it('falls back to a key the monitor disabled once none is enabled, never to one an admin disabled', () => {
    const info: ChannelInfo = { ...multiKeyInfo(3, 'polling'), multi_key_status_list: { '0': 2, '1': 3, '2': 2 } };
    for (const random of [0, 0.5, 0.99]) expect(pickTestKey('a\nb\nc', info, () => random)).toMatchObject({ kind: 'picked', key: 'b', index: 1 });
    const adminOnly: ChannelInfo = { ...multiKeyInfo(2, 'random'), multi_key_status_list: { '0': 2, '1': 2 } };
    expect(pickTestKey('a\nb', adminOnly, () => 0)).toEqual({ kind: 'none', reason: 'no enabled keys' });
  });
});

describe('keyStatusAfter', () => {
  it('disables one key with its reason and time, leaving the others', () => {
    const info = keyStatusAfter(multiKeyInfo(3, 'random'), 1, { kind: 'disable', reason: 'invalid key (401)', time: 1_700_000_000 });
    expect([0, 1, 2].map((index) => keyStatusOf(info, index))).toEqual([1, 3, 1]);
    expect(info.multi_key_disabled_reason).toEqual({ '1': 'invalid key (401)' });
    expect(info.multi_key_disabled_time).toEqual({ '1': 1_700_000_000 });
    expect(hasEnabledKey(info)).toBe(true);
  });

  it('says no key is enabled once the last one goes, and enabling one clears its reason and time', () => {
    let info = multiKeyInfo(2, 'random');
    info = keyStatusAfter(info, 0, { kind: 'disable', reason: 'first', time: 1 });
    info = keyStatusAfter(info, 1, { kind: 'disable', reason: 'second', time: 2 });
    expect(hasEnabledKey(info)).toBe(false);
    info = keyStatusAfter(info, 1, { kind: 'enable' });
    expect(hasEnabledKey(info)).toBe(true);
    expect(info.multi_key_status_list).toEqual({ '0': 3 });
    expect(info.multi_key_disabled_reason).toEqual({ '0': 'first' });
    expect(info.multi_key_disabled_time).toEqual({ '0': 1 });
    // What is written reads back the same.
    expect(parseChannelInfo(formatChannelInfo(info))).toEqual(info);
  });
});

describe('channel_info', () => {
  it('reads what it writes, and treats unreadable text as a single key', () => {
    const info: ChannelInfo = { ...multiKeyInfo(3, 'polling'), multi_key_status_list: { '1': 2 }, multi_key_polling_index: 2 };
    expect(parseChannelInfo(formatChannelInfo(info))).toEqual(info);
    expect(formatChannelInfo(parseChannelInfo('{not json'))).toBe('');
    expect(parseChannelInfo('{"is_multi_key":true,"multi_key_size":2,"multi_key_mode":"sideways","multi_key_status_list":{"x":2,"1":9}}')).toMatchObject({
      multi_key_mode: 'random',
      multi_key_status_list: {},
    });
  });

  it('drops the statuses of keys that are gone when resized', () => {
    const info: ChannelInfo = {
      ...multiKeyInfo(4, 'polling'),
      multi_key_status_list: { '1': 2, '3': 3 },
      multi_key_disabled_reason: { '3': 'quota' },
      multi_key_polling_index: 3,
    };
    expect(resizedInfo(info, 2)).toMatchObject({
      multi_key_size: 2,
      multi_key_status_list: { '1': 2 },
      multi_key_disabled_reason: {},
      multi_key_polling_index: 0,
    });
  });

  it('leaves disable reasons and times out of lists', () => {
    const info: ChannelInfo = {
      ...multiKeyInfo(2, 'random'),
      multi_key_status_list: { '0': 3 },
      multi_key_disabled_reason: { '0': 'quota' },
      multi_key_disabled_time: { '0': 5 },
    };
    expect(listedInfo(info)).toEqual({ ...multiKeyInfo(2, 'random'), multi_key_status_list: { '0': 3 } });
  });

  it('splits keys by line or as a JSON array', () => {
    expect(keysOf(' a \r\nb\n\n')).toEqual(['a', 'b']);
    expect(keysOf('["x", {"project":"p"}]')).toEqual(['x', '{"project":"p"}']);
  });
});
