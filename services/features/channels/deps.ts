import type { UpstreamProbe } from '../../platform/ports/upstream-probe';
import type { AccountsDeps } from '../accounts';
import type { TokensDeps } from '../tokens';

/**
 * What the channel functions need, as AccountsDeps and TokensDeps describe
 * them (the options give `egress.allow_list` for the base URL check; the
 * secret box seals provider keys), plus the probe.
 */
export type ChannelsDeps = Pick<AccountsDeps, 'db' | 'clock' | 'options' | 'recordAudit' | 'auditCommitted'> &
  Pick<TokensDeps, 'secretBox'> & {
    /** Channel tests and model lists: calls to the upstream, under the egress policy (OpenAI-compatible types for now). */
    readonly probe: UpstreamProbe;
  };
