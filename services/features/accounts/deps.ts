import type { Clock } from '../../platform/clock';
import type { OptionStore } from '../../platform/options/option-store';
import type { Cache } from '../../platform/ports/cache';
import type { Mailer } from '../../platform/ports/mailer';
import type { PasswordHasher } from '../../platform/ports/password-hasher';
import type { RateLimiter } from '../../platform/ports/rate-limiter';
import type { SqlSession } from '../../platform/ports/sql';
import type { TurnstileVerifier } from '../../platform/ports/turnstile';
import type { Logger } from '../../platform/logger';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { ConfigChanged } from '../../../schema/events/audit';
import type { SetupState } from './setup-state';
import type { WalletTransactionDeps } from '../wallet';

/**
 * What the account functions need; the composition root builds it once.
 * Registration and admin-created users move money with their rows
 * (WalletTransactionDeps: the database, the wallet service, and how wallet
 * events join the caller's transaction).
 */
export interface AccountsDeps extends WalletTransactionDeps {
  readonly passwords: PasswordHasher;
  /** Verification codes and reset links (the SMTP server of the settings page). */
  readonly mailer: Mailer;
  readonly limiter: RateLimiter;
  /** Where sign-in failures are counted (sign-in-throttle.ts): Redis when configured, the process otherwise. */
  readonly cache: Cache;
  /** The human check of sign-in, registration, codes and reset links (when TurnstileCheckEnabled). */
  readonly turnstile: TurnstileVerifier;
  /** Mail failures of work that answers before the mail is sent (reset links). */
  readonly logger: Logger;
  readonly clock: Clock;
  readonly options: OptionStore;
  /** Seals the users' webhook secrets in their settings. */
  readonly secretBox: SecretBox;
  readonly setup: SetupState;
  /** Records audit events in the caller's transaction (the event log's `appendInTransaction`). */
  readonly recordAudit: (tx: SqlSession, events: readonly ConfigChanged[]) => Promise<void>;
  /** Call after a transaction that recorded audit events committed. */
  readonly auditCommitted: () => void;
  /** How long a dashboard session lives (30 days, as the established gateway's cookie). */
  readonly sessionTtlMs: number;
}
