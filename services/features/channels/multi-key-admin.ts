import { keyStatusOf, withKeysEnabled, type ChannelInfo, type KeyStatus } from './rules/multi-key';

/*
 * An admin's view and changes of the keys of one multi-key channel (the
 * established gateway's `POST /api/channel/multi_key/manage`). Pure: the
 * caller opens the keys, passes the time, seals what comes back and keeps
 * the channel's status in step with its keys.
 */

/** One key as an admin sees it in the list: never the whole key. */
export interface KeyStatusRow {
  readonly index: number;
  readonly status: KeyStatus;
  /** Unix seconds; only for a disabled key whose time is known. */
  readonly disabledTime?: number;
  readonly reason?: string;
  /** The first 10 characters, then "...", to tell keys apart. */
  readonly keyPreview: string;
}

export interface KeyStatusPage {
  readonly keys: readonly KeyStatusRow[];
  /** Keys matching the status filter, in all pages. */
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly totalPages: number;
  /** Counts over every key, whatever the filter. */
  readonly enabledCount: number;
  readonly manualDisabledCount: number;
  readonly autoDisabledCount: number;
}

export const previewOf = (key: string): string => (key.length > 10 ? `${key.slice(0, 10)}...` : key);

/** A page of the keys, optionally only those with `status`; a page past the end shows the last one. */
export function keyStatusPage(keys: readonly string[], info: ChannelInfo, query: { page: number; pageSize: number; status: KeyStatus | null }): KeyStatusPage {
  const rows: KeyStatusRow[] = keys.map((key, index) => {
    const status = keyStatusOf(info, index);
    const at = String(index);
    const time = status === 1 ? undefined : info.multi_key_disabled_time?.[at];
    const reason = status === 1 ? undefined : info.multi_key_disabled_reason?.[at];
    return {
      index,
      status,
      ...(time !== undefined && { disabledTime: time }),
      ...(reason !== undefined && reason !== '' && { reason }),
      keyPreview: previewOf(key),
    };
  });
  const count = (status: KeyStatus) => rows.filter((row) => row.status === status).length;
  const matching = query.status === null ? rows : rows.filter((row) => row.status === query.status);
  const totalPages = Math.max(1, Math.ceil(matching.length / query.pageSize));
  const page = Math.min(query.page, totalPages);
  return {
    keys: matching.slice((page - 1) * query.pageSize, page * query.pageSize),
    total: matching.length,
    page,
    pageSize: query.pageSize,
    totalPages,
    enabledCount: count(1),
    manualDisabledCount: count(2),
    autoDisabledCount: count(3),
  };
}

/** The key at `index` disabled by an admin (status 2, with the time), or enabled (its status, reason and time cleared); a key already so stays as it is. */
export function setKeyStatusByAdmin(info: ChannelInfo, index: number, enabled: boolean, now: number): ChannelInfo {
  if (keyStatusOf(info, index) === (enabled ? 1 : 2)) return info;
  const cleared = withKeysEnabled(info, [index]);
  if (enabled) return cleared;
  const at = String(index);
  return {
    ...cleared,
    multi_key_status_list: { ...cleared.multi_key_status_list, [at]: 2 },
    multi_key_disabled_time: { ...cleared.multi_key_disabled_time, [at]: now },
  };
}

/** Every key enabled; `count` is how many were not. */
export function enableAllKeys(info: ChannelInfo): { info: ChannelInfo; count: number } {
  const count = Object.keys(info.multi_key_status_list).length;
  return { info: { ...info, multi_key_status_list: {}, multi_key_disabled_reason: {}, multi_key_disabled_time: {} }, count };
}

/** Every enabled key disabled by an admin; `count` is how many were enabled. */
export function disableAllKeys(info: ChannelInfo, now: number): { info: ChannelInfo; count: number } {
  let next = info;
  let count = 0;
  for (let index = 0; index < info.multi_key_size; index++) {
    if (keyStatusOf(info, index) !== 1) continue;
    next = setKeyStatusByAdmin(next, index, false, now);
    count += 1;
  }
  return { info: next, count };
}

/**
 * The keys without those `drop` picks, each remaining key keeping its status,
 * reason and time under its new index. The polling index starts over.
 */
export function dropKeys(
  keys: readonly string[],
  info: ChannelInfo,
  drop: (index: number, status: KeyStatus) => boolean,
): { keys: string[]; info: ChannelInfo; dropped: number } {
  const kept: string[] = [];
  const statuses: Record<string, KeyStatus> = {};
  const reasons: Record<string, string> = {};
  const times: Record<string, number> = {};
  keys.forEach((key, index) => {
    const status = keyStatusOf(info, index);
    if (drop(index, status)) return;
    const from = String(index);
    const to = String(kept.length);
    kept.push(key);
    if (status === 1) return;
    statuses[to] = status;
    const reason = info.multi_key_disabled_reason?.[from];
    const time = info.multi_key_disabled_time?.[from];
    if (reason !== undefined) reasons[to] = reason;
    if (time !== undefined) times[to] = time;
  });
  return {
    keys: kept,
    info: {
      ...info,
      multi_key_size: kept.length,
      multi_key_status_list: statuses,
      multi_key_disabled_reason: reasons,
      multi_key_disabled_time: times,
      multi_key_polling_index: 0,
    },
    dropped: keys.length - kept.length,
  };
}

/** The keys the monitor disabled (status 3) enabled again; those an admin disabled stay off. */
export function enableAutoDisabledKeys(info: ChannelInfo): ChannelInfo {
  const auto = Object.entries(info.multi_key_status_list).flatMap(([index, status]) => (status === 3 ? [Number(index)] : []));
  return withKeysEnabled(info, auto);
}
