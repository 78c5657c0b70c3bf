import type { UpstreamFailure } from '../../platform/ports/upstream-probe';
import type { ChannelsDeps } from './deps';
import { applyStatusDecision, healthSettings, type StatusChange } from './probe-status';
import { disablingCause } from './rules/channel-status-rules';

/*
 * A channel the relay found failing (server-behaviour 3.7, processChannelError):
 * when the failure is a disabling one under the options of the moment
 * (AutomaticDisableChannelEnabled, the status codes, error codes and types,
 * the keywords) and the channel allows it (`auto_ban`), the channel, or on a
 * multi-key channel the key that failed, is disabled automatically, with the
 * same audit event, reason and super-admin notice as after a failed test.
 * Decided again on the locked row: an admin's change made meanwhile wins.
 */

export interface RelayFailure {
  readonly channelId: number;
  /** The key that was used: its index, and the channel's sealed key text and base URL as the relay read them. */
  /** Null when no key was used: the channel's own configuration failed (a `channel:` error), and a decision is about the whole channel. */
  readonly keyIndex: number | null;
  readonly sealedFrom: string;
  readonly baseUrl: string;
  readonly failure: UpstreamFailure;
}

export async function channelFailedInRelay(deps: ChannelsDeps, report: RelayFailure): Promise<StatusChange> {
  const settings = healthSettings(deps);
  if (!settings.autoDisable) return null;
  const now = () => deps.clock();
  return applyStatusDecision(
    deps,
    report.channelId,
    (channel) => {
      if (channel.status !== 1 || channel.autoBan !== 1) return { kind: 'keep' };
      const cause = disablingCause(report.failure, channel.type, settings);
      return cause === null
        ? { kind: 'keep' }
        : { kind: 'disable', reason: `${report.failure.message} (${cause})`, statusTime: Math.floor(now().getTime() / 1000) };
    },
    { index: report.keyIndex, sealedFrom: report.sealedFrom, baseUrl: report.baseUrl },
  );
}
