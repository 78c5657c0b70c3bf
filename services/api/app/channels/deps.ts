import type { Clock } from '../../../shared/clock';
import type { SecretBox } from '../../../shared/crypto/secret-box';
import type { OptionStore } from '../../../shared/options/option-store';
import type { SqlDatabase, SqlSession } from '../../../shared/ports/sql';
import type { UpstreamProbe } from '../../../shared/ports/upstream-probe';
import type { ConfigChanged } from '../../../../schema/events/audit';

/**
 * What the channel functions need: fields of AccountsDeps and TokensDeps
 * (one object from the composition root serves them all), described there.
 */
export interface ChannelsDeps {
  readonly db: SqlDatabase;
  readonly clock: Clock;
  /** `egress.allow_list`, for the base URL check. */
  readonly options: OptionStore;
  /** Seals provider keys at rest, as API token keys are (TokensDeps.secretBox: the same box). */
  readonly secretBox: SecretBox;
  readonly recordAudit: (tx: SqlSession, events: readonly ConfigChanged[]) => Promise<void>;
  readonly auditCommitted: () => void;
  /** Channel tests and model lists: calls to the upstream, under the egress policy (OpenAI-compatible types for now). */
  readonly probe: UpstreamProbe;
}
