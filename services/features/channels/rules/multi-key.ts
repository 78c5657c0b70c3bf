/*
 * Multi-key channels (server-behaviour 3.1, `channel_info`): one channel
 * holding several provider keys, one per line, used at random or in turn
 * ("polling"). The keys stay sealed in the channel row; this module only
 * reads the opened text and the key-free state in `channel_info`. Pure: the
 * relay passes its random source and stores the polling index it gets back.
 */

export const MULTI_KEY_MODES = ['random', 'polling'] as const;
export type MultiKeyMode = (typeof MULTI_KEY_MODES)[number];

/** Per-key status: 1 enabled, 2 disabled by an admin, 3 disabled automatically (as channel status). */
export type KeyStatus = 1 | 2 | 3;

/** The stored `channel_info` object, with the established gateway's field names. Never holds a key. */
export interface ChannelInfo {
  readonly is_multi_key: boolean;
  readonly multi_key_size: number;
  /** Key index → status; a missing index is enabled. */
  readonly multi_key_status_list: Readonly<Record<string, KeyStatus>>;
  readonly multi_key_disabled_reason?: Readonly<Record<string, string>>;
  readonly multi_key_disabled_time?: Readonly<Record<string, number>>;
  /** Where the next polling pick starts. */
  readonly multi_key_polling_index: number;
  readonly multi_key_mode: MultiKeyMode;
}

export const SINGLE_KEY_INFO: ChannelInfo = {
  is_multi_key: false,
  multi_key_size: 0,
  multi_key_status_list: {},
  multi_key_polling_index: 0,
  multi_key_mode: 'random',
};

export const isMultiKeyMode = (value: unknown): value is MultiKeyMode => MULTI_KEY_MODES.includes(value as MultiKeyMode);

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Reads the stored text; anything unreadable is a single-key channel. */
export function parseChannelInfo(text: string): ChannelInfo {
  if (text.trim() === '') return SINGLE_KEY_INFO;
  let raw: Record<string, unknown>;
  try {
    raw = record(JSON.parse(text));
  } catch {
    return SINGLE_KEY_INFO;
  }
  const statuses: Record<string, KeyStatus> = {};
  for (const [index, status] of Object.entries(record(raw.multi_key_status_list))) {
    if (/^\d+$/.test(index) && (status === 1 || status === 2 || status === 3)) statuses[index] = status;
  }
  const size = Number(raw.multi_key_size);
  const polling = Number(raw.multi_key_polling_index);
  return {
    ...SINGLE_KEY_INFO,
    ...(raw.multi_key_disabled_reason !== undefined && { multi_key_disabled_reason: record(raw.multi_key_disabled_reason) as Record<string, string> }),
    ...(raw.multi_key_disabled_time !== undefined && { multi_key_disabled_time: record(raw.multi_key_disabled_time) as Record<string, number> }),
    is_multi_key: raw.is_multi_key === true,
    multi_key_size: Number.isSafeInteger(size) && size > 0 ? size : 0,
    multi_key_status_list: statuses,
    multi_key_polling_index: Number.isSafeInteger(polling) && polling > 0 ? polling : 0,
    multi_key_mode: isMultiKeyMode(raw.multi_key_mode) ? raw.multi_key_mode : 'random',
  };
}

/** The text stored for a channel: '' for a plain single-key channel. */
export const formatChannelInfo = (info: ChannelInfo): string => (info.is_multi_key ? JSON.stringify(info) : '');

/** The keys of an opened key text: the elements of a JSON array (Vertex), else the non-empty lines, trimmed. */
export function keysOf(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed.map((k) => (typeof k === 'string' ? k.trim() : JSON.stringify(k))).filter((k) => k !== '');
    } catch {
      // Not JSON: lines, as any other key.
    }
  }
  return trimmed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A new multi-key state for `size` keys: every key enabled, polling from the first. */
export const multiKeyInfo = (size: number, mode: MultiKeyMode): ChannelInfo => ({
  ...SINGLE_KEY_INFO,
  is_multi_key: true,
  multi_key_size: size,
  multi_key_mode: mode,
});

/** The state after the key list changed to `size` keys: statuses of indexes that no longer exist are dropped. */
export function resizedInfo(info: ChannelInfo, size: number): ChannelInfo {
  const keep = <T>(map: Readonly<Record<string, T>> | undefined): Record<string, T> | undefined =>
    map === undefined ? undefined : Object.fromEntries(Object.entries(map).filter(([index]) => Number(index) < size));
  const reason = keep(info.multi_key_disabled_reason);
  const time = keep(info.multi_key_disabled_time);
  return {
    ...info,
    multi_key_size: size,
    multi_key_status_list: keep(info.multi_key_status_list)!,
    ...(reason !== undefined && { multi_key_disabled_reason: reason }),
    ...(time !== undefined && { multi_key_disabled_time: time }),
    multi_key_polling_index: info.multi_key_polling_index < size ? info.multi_key_polling_index : 0,
  };
}

/** The state as lists show it: no per-key disable reasons or times (the established gateway's `clearChannelInfo`). */
export function listedInfo(info: ChannelInfo): ChannelInfo {
  if (!info.is_multi_key) return info;
  const { multi_key_disabled_reason: _reason, multi_key_disabled_time: _time, ...rest } = info;
  return rest;
}

export type KeyPick =
  | {
      readonly kind: 'picked';
      readonly key: string;
      readonly index: number;
      /** Store this as `multi_key_polling_index` (polling mode). */ readonly nextPollingIndex: number;
    }
  | { readonly kind: 'none'; readonly reason: 'no keys' | 'no enabled keys' };

/**
 * The key a request uses (the established gateway's `GetNextEnabledKey`). A
 * single-key channel uses its whole key text. Random picks uniformly among
 * the enabled keys with `random()` in [0, 1); polling takes the first
 * enabled key from the polling index on and points the index past it.
 */
export function pickKey(keyText: string, info: ChannelInfo, random: () => number): KeyPick {
  if (!info.is_multi_key) return keyText.trim() === '' ? { kind: 'none', reason: 'no keys' } : { kind: 'picked', key: keyText, index: 0, nextPollingIndex: 0 };
  const keys = keysOf(keyText);
  if (keys.length === 0) return { kind: 'none', reason: 'no keys' };
  const enabled = keys.map((_key, index) => index).filter((index) => (info.multi_key_status_list[String(index)] ?? 1) === 1);
  if (enabled.length === 0) return { kind: 'none', reason: 'no enabled keys' };
  switch (info.multi_key_mode) {
    case 'random': {
      const index = enabled[Math.min(enabled.length - 1, Math.floor(random() * enabled.length))]!;
      return { kind: 'picked', key: keys[index]!, index, nextPollingIndex: info.multi_key_polling_index };
    }
    case 'polling': {
      const start = info.multi_key_polling_index >= 0 && info.multi_key_polling_index < keys.length ? info.multi_key_polling_index : 0;
      const index = enabled.find((i) => i >= start) ?? enabled[0]!;
      return { kind: 'picked', key: keys[index]!, index, nextPollingIndex: (index + 1) % keys.length };
    }
  }
}

/** A key's status; an index without an entry is enabled. */
export const keyStatusOf = (info: ChannelInfo, index: number): KeyStatus => info.multi_key_status_list[String(index)] ?? 1;

/** Whether any of the channel's keys is enabled. */
export function hasEnabledKey(info: ChannelInfo): boolean {
  for (let index = 0; index < info.multi_key_size; index++) if (keyStatusOf(info, index) === 1) return true;
  return false;
}

/**
 * The key a channel test uses: the one a request would (`pickKey`). When
 * every key is off, one the monitor turned off (never one an admin did), so
 * that a passing test can bring the key, and with it the channel, back.
 */
export function pickTestKey(keyText: string, info: ChannelInfo, random: () => number): KeyPick {
  const pick = pickKey(keyText, info, random);
  if (pick.kind === 'picked' || pick.reason !== 'no enabled keys') return pick;
  const adminDisabledOnly = Object.fromEntries(Object.entries(info.multi_key_status_list).filter(([, status]) => status === 2));
  return pickKey(keyText, { ...info, multi_key_status_list: adminDisabledOnly }, random);
}

/** What the monitor does to one key of a multi-key channel. */
export type KeyChange = { readonly kind: 'disable'; readonly reason: string; readonly time: number } | { readonly kind: 'enable' };

/** The keys at `indexes` enabled: their statuses, disable reasons and times cleared; the other keys as they were. */
export function withKeysEnabled(info: ChannelInfo, indexes: readonly number[]): ChannelInfo {
  const cleared = new Set(indexes.map(String));
  const keep = <T>(map: Readonly<Record<string, T>> | undefined): Record<string, T> =>
    Object.fromEntries(Object.entries(map ?? {}).filter(([at]) => !cleared.has(at)));
  return {
    ...info,
    multi_key_status_list: keep(info.multi_key_status_list),
    multi_key_disabled_reason: keep(info.multi_key_disabled_reason),
    multi_key_disabled_time: keep(info.multi_key_disabled_time),
  };
}

/** The state after the monitor disabled (with its reason and time) or enabled the key at `index`. */
export function keyStatusAfter(info: ChannelInfo, index: number, change: KeyChange): ChannelInfo {
  const key = String(index);
  switch (change.kind) {
    case 'disable':
      return {
        ...info,
        multi_key_status_list: { ...info.multi_key_status_list, [key]: 3 },
        multi_key_disabled_reason: { ...info.multi_key_disabled_reason, [key]: change.reason },
        multi_key_disabled_time: { ...info.multi_key_disabled_time, [key]: change.time },
      };
    case 'enable':
      return withKeysEnabled(info, [index]);
  }
}
