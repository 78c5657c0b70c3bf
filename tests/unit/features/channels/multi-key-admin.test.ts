import { describe, expect, it } from 'vitest';
import { multiKeyInfo, type ChannelInfo } from '../../../../services/features/channels/rules/multi-key';
import { disableAllKeys, dropKeys, enableAllKeys, keyStatusPage, previewOf, setKeyStatusByAdmin } from '../../../../services/features/channels/multi-key-admin';

/* An admin's view and changes of the keys of a multi-key channel. */

const KEYS = ['sk-first-0123456789', 'sk-second-0123456789', 'short', 'sk-fourth-0123456789'];
const INFO: ChannelInfo = {
  ...multiKeyInfo(4, 'polling'),
  multi_key_polling_index: 2,
  multi_key_status_list: { '1': 3, '3': 2 },
  multi_key_disabled_reason: { '1': 'invalid key (401)' },
  multi_key_disabled_time: { '1': 1_700_000_000, '3': 1_700_000_100 },
};

describe('keyStatusPage', () => {
  it('lists every key with its status, reason and time, and only a preview of the key', () => {
    const page = keyStatusPage(KEYS, INFO, { page: 1, pageSize: 50, status: null });
    expect(page.keys).toEqual([
      { index: 0, status: 1, keyPreview: 'sk-first-0...' },
      { index: 1, status: 3, disabledTime: 1_700_000_000, reason: 'invalid key (401)', keyPreview: 'sk-second-...' },
      { index: 2, status: 1, keyPreview: 'short' },
      { index: 3, status: 2, disabledTime: 1_700_000_100, keyPreview: 'sk-fourth-...' },
    ]);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 50, totalPages: 1, enabledCount: 2, manualDisabledCount: 1, autoDisabledCount: 1 });
    expect(JSON.stringify(page)).not.toContain('0123456789');
  });

  it('filters by status and pages, counting every key whatever the filter; a page past the end shows the last', () => {
    const enabled = keyStatusPage(KEYS, INFO, { page: 2, pageSize: 1, status: 1 });
    expect(enabled.keys.map((k) => k.index)).toEqual([2]);
    expect(enabled).toMatchObject({ total: 2, page: 2, totalPages: 2, enabledCount: 2, autoDisabledCount: 1 });
    expect(keyStatusPage(KEYS, INFO, { page: 9, pageSize: 3, status: null })).toMatchObject({ page: 2, totalPages: 2 });
    expect(keyStatusPage(KEYS, INFO, { page: 1, pageSize: 3, status: 2 }).keys.map((k) => k.index)).toEqual([3]);
    expect(keyStatusPage([], multiKeyInfo(0, 'random'), { page: 1, pageSize: 50, status: null })).toMatchObject({
      keys: [],
      total: 0,
      page: 1,
      totalPages: 1,
    });
  });

  it('previews the first ten characters', () => {
    expect(previewOf('0123456789')).toBe('0123456789');
    expect(previewOf('0123456789a')).toBe('0123456789...');
  });
});

describe('admin changes', () => {
  it('disables one key as an admin (status 2, with the time) and enables it with its reason and time cleared', () => {
    const disabled = setKeyStatusByAdmin(INFO, 0, false, 42);
    expect(disabled.multi_key_status_list).toEqual({ '0': 2, '1': 3, '3': 2 });
    expect(disabled.multi_key_disabled_time).toMatchObject({ '0': 42 });
    const enabled = setKeyStatusByAdmin(INFO, 1, true, 42);
    expect(enabled.multi_key_status_list).toEqual({ '3': 2 });
    expect(enabled.multi_key_disabled_reason).toEqual({});
    expect(enabled.multi_key_disabled_time).toEqual({ '3': 1_700_000_100 });
  });

  it('enables all, counting those that were not; disables the enabled ones, counting them', () => {
    expect(enableAllKeys(INFO)).toMatchObject({ count: 2, info: { multi_key_status_list: {} } });
    const { info, count } = disableAllKeys(INFO, 7);
    expect(count).toBe(2);
    expect(info.multi_key_status_list).toEqual({ '0': 2, '1': 3, '2': 2, '3': 2 });
    expect(info.multi_key_disabled_reason).toEqual({ '1': 'invalid key (401)' });
    expect(disableAllKeys(info, 8).count).toBe(0);
  });

  it('drops keys, moving each remaining key’s status, reason and time to its new index', () => {
    const { keys, info, dropped } = dropKeys(KEYS, INFO, (index) => index === 0);
    expect(dropped).toBe(1);
    expect(keys).toEqual(KEYS.slice(1));
    expect(info).toMatchObject({
      multi_key_size: 3,
      multi_key_polling_index: 0,
      multi_key_status_list: { '0': 3, '2': 2 },
      multi_key_disabled_reason: { '0': 'invalid key (401)' },
      multi_key_disabled_time: { '0': 1_700_000_000, '2': 1_700_000_100 },
    });
    const autoOnly = dropKeys(KEYS, INFO, (_index, status) => status === 3);
    expect(autoOnly.keys).toEqual([KEYS[0], KEYS[2], KEYS[3]]);
    expect(autoOnly.info.multi_key_status_list).toEqual({ '2': 2 });
  });
});
