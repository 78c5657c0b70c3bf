import type { RelayFailure } from '../../../features/channels';

/*
 * One report at a time per channel: while the channels feature judges one
 * failure of a channel, further failures of it are not sent, so a burst of
 * failures is one decision on the locked row, not hundreds. Each relay
 * handler has its own (no module-level state).
 */

export function oneJudgementPerChannel(channelFailed: (report: RelayFailure) => Promise<unknown>): (report: RelayFailure) => Promise<unknown> {
  const judging = new Set<number>();
  return async (report) => {
    if (judging.has(report.channelId)) return null;
    judging.add(report.channelId);
    try {
      return await channelFailed(report);
    } finally {
      judging.delete(report.channelId);
    }
  };
}
