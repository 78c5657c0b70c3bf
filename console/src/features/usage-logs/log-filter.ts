import { defaultRange, fromInputTime, toInputTime } from './log-rules';

/** The filter form's values as typed (times as `datetime-local` text). */
export interface LogFilterValues {
  readonly type: number;
  readonly tokenName: string;
  readonly modelName: string;
  readonly start: string;
  readonly end: string;
  readonly group: string;
  readonly requestId: string;
  /** Admins only. */
  readonly channel: string;
  /** Admins only. */
  readonly username: string;
}

/** The GraphQL `UsageLogFilter` the form gives: empty fields left out, the admins' fields only for admins. */
export interface LogFilterVariables {
  type?: number;
  tokenName?: string;
  modelName?: string;
  startTimestamp?: number;
  endTimestamp?: number;
  group?: string;
  requestId?: string;
  channel?: number;
  username?: string;
}

/** The form's first values: every type, from the start of today to an hour from now (spec 02 §9). */
export function initialFilter(now = new Date()): LogFilterValues {
  const range = defaultRange(now);
  return {
    type: 0,
    tokenName: '',
    modelName: '',
    start: toInputTime(range.start),
    end: toInputTime(range.end),
    group: '',
    requestId: '',
    channel: '',
    username: '',
  };
}

export function filterVariables(values: LogFilterValues, admin: boolean): LogFilterVariables {
  const filter: LogFilterVariables = {};
  if (values.type > 0) filter.type = values.type;
  const trimmed = (value: string) => value.trim();
  if (trimmed(values.tokenName)) filter.tokenName = trimmed(values.tokenName);
  if (trimmed(values.modelName)) filter.modelName = trimmed(values.modelName);
  if (trimmed(values.group)) filter.group = trimmed(values.group);
  if (trimmed(values.requestId)) filter.requestId = trimmed(values.requestId);
  const start = fromInputTime(values.start);
  const end = fromInputTime(values.end);
  if (start !== null) filter.startTimestamp = start;
  if (end !== null) filter.endTimestamp = end;
  if (admin) {
    const channel = Number(trimmed(values.channel));
    if (trimmed(values.channel) && Number.isSafeInteger(channel) && channel > 0) filter.channel = channel;
    if (trimmed(values.username)) filter.username = trimmed(values.username);
  }
  return filter;
}
