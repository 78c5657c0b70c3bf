import { AppError } from '../../platform/errors';
import { positiveId, text } from '../../platform/input-checks';

/*
 * The filters of the log lists and their stats (spec 02 section 7,
 * server-behaviour 9), checked once for both transports. `scope` says whose
 * rows: an admin's `all`, or the caller's own (`self`), where the user and
 * channel filters do not apply.
 */

/** The filters as a caller sends them (REST query values or GraphQL arguments). */
export interface LogFilterInput {
  readonly type?: unknown;
  readonly startTimestamp?: unknown;
  readonly endTimestamp?: unknown;
  readonly username?: unknown;
  readonly tokenName?: unknown;
  readonly modelName?: unknown;
  readonly channel?: unknown;
  readonly group?: unknown;
  readonly requestId?: unknown;
}

export type LogScope = { readonly kind: 'all' } | { readonly kind: 'self'; readonly userId: number };

/** Checked filters; an empty text or 0 means "any". */
export interface LogFilter {
  readonly scope: LogScope;
  /** 1 to 5; 0: every type. */
  readonly type: number;
  readonly start: Date | null;
  readonly end: Date | null;
  readonly username: string;
  readonly tokenName: string;
  /** A model name; an admin's may hold `%` wildcards (a LIKE pattern). */
  readonly modelName: string;
  readonly channelId: number | null;
  readonly group: string;
  readonly requestId: string;
  /** One API token's rows (the read-only key call); never from a caller's filter. */
  readonly tokenId: number | null;
  /** Rows of a type kept out while the log of that type was switched off (LogConsumeEnabled, ERROR_LOG_ENABLED); set by the application. */
  readonly unlogged: readonly UnloggedSpan[];
}

/** Rows of `type` created from `from` until `to` (null: still) are not shown. */
export interface UnloggedSpan {
  readonly type: number;
  readonly from: Date;
  readonly to: Date | null;
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

function wholeNumber(value: unknown, name: string, min: number, max: number): number {
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min || n > max)
    throw new AppError('invalid', `${name} must be a whole number from ${min} to ${max}`);
  return n;
}

/** Unix seconds to an instant; 0 or nothing is "no bound", as the established console sends it. */
function instant(value: unknown, name: string): Date | null {
  if (absent(value)) return null;
  const seconds = wholeNumber(value, name, 0, 253_402_300_799);
  return seconds === 0 ? null : new Date(seconds * 1000);
}

function short(value: unknown, name: string, max = 200): string {
  const checked = text(value, name).trim();
  if (checked.length > max) throw new AppError('invalid', `${name} is at most ${max} characters`);
  return checked;
}

export function checkLogFilter(input: LogFilterInput, scope: LogScope): LogFilter {
  const all = scope.kind === 'all';
  const start = instant(input.startTimestamp, 'start_timestamp');
  const end = instant(input.endTimestamp, 'end_timestamp');
  if (start && end && start > end) throw new AppError('invalid', 'start_timestamp is after end_timestamp');
  const modelName = short(input.modelName, 'model_name');
  // Only admins search by pattern; a user's `%` is a character of the name.
  return {
    scope,
    type: absent(input.type) ? 0 : wholeNumber(input.type, 'type', 0, 5),
    start,
    end,
    username: all ? short(input.username, 'username', 100) : '',
    tokenName: short(input.tokenName, 'token_name', 100),
    modelName: all ? modelName : modelName.replace(/[\\%_]/g, (c) => `\\${c}`),
    channelId: all && !absent(input.channel) ? positiveId(input.channel, 'channel') : null,
    group: short(input.group, 'group', 100),
    requestId: short(input.requestId, 'request_id'),
    tokenId: null,
    unlogged: [],
  };
}
