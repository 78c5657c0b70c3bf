import type { ChannelHealthRecord, WindowCounts } from './health-records';

/* What a channel's health answers: the facts of the read model, and each window's counts as rates and averages. */

export interface ChannelHealthWindow {
  readonly minutes: number;
  /** Successes plus failed attempts: a request served after a retry counts once as a success and once per failed attempt. */
  readonly requests: number;
  readonly successes: number;
  readonly failures: number;
  /** successes / requests; null with no request. */
  readonly successRate: number | null;
  /** Over the requests the channel served at the first attempt; null with none. */
  readonly averageResponseMs: number | null;
  readonly averageFirstTokenMs: number | null;
}

export interface ChannelHealthError {
  readonly at: Date;
  readonly status: number | null;
  readonly kind: string;
  readonly code: string | null;
  readonly message: string;
  readonly latencyMs: number | null;
}

export interface ChannelAutomaticChange {
  readonly at: Date;
  /** The status it left: 1 enabled again, 3 disabled; a key's change on a multi-key channel may leave it as it was. */
  readonly status: number | null;
  readonly reason: string;
}

export interface ChannelHealth {
  readonly channelId: number;
  readonly name: string;
  readonly type: number;
  /** 1 enabled, 2 disabled by an admin, 3 disabled automatically. */
  readonly status: number;
  readonly statusSince: Date | null;
  readonly lastSuccessAt: Date | null;
  readonly lastResponseMs: number | null;
  readonly lastFirstTokenMs: number | null;
  readonly lastError: ChannelHealthError | null;
  readonly lastAutomaticChange: ChannelAutomaticChange | null;
  readonly windows: readonly ChannelHealthWindow[];
  /** The instant the windows end at. */
  readonly asOf: Date;
}

const average = (sum: number, count: number): number | null => (count === 0 ? null : Math.round(sum / count));

function windowView(counts: WindowCounts): ChannelHealthWindow {
  const requests = counts.successes + counts.failures;
  return {
    minutes: counts.minutes,
    requests,
    successes: counts.successes,
    failures: counts.failures,
    successRate: requests === 0 ? null : counts.successes / requests,
    averageResponseMs: average(counts.elapsedMsSum, counts.elapsedCount),
    averageFirstTokenMs: average(counts.firstTokenMsSum, counts.firstTokenCount),
  };
}

export function healthView(record: ChannelHealthRecord, asOf: Date): ChannelHealth {
  return {
    channelId: record.channelId,
    name: record.name,
    type: record.type,
    status: record.status ?? record.channelStatus,
    statusSince: record.statusAt,
    lastSuccessAt: record.lastSuccessAt,
    lastResponseMs: record.lastResponseMs,
    lastFirstTokenMs: record.lastFirstTokenMs,
    lastError:
      record.lastErrorAt === null
        ? null
        : {
            at: record.lastErrorAt,
            status: record.lastErrorStatus,
            kind: record.lastErrorKind ?? '',
            code: record.lastErrorCode,
            message: record.lastErrorMessage ?? '',
            latencyMs: record.lastErrorLatencyMs,
          },
    lastAutomaticChange: record.autoAt === null ? null : { at: record.autoAt, status: record.autoStatus, reason: record.autoReason ?? '' },
    windows: record.windows.map(windowView),
    asOf,
  };
}
