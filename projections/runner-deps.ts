import type { Logger } from '../services/platform/logger';
import type { EventStore } from '../services/platform/ports/event-store';
import type { PubSub } from '../services/platform/ports/pubsub';
import type { SqlDatabase } from '../services/platform/ports/sql';

/** What the projection runner reads from and writes to. */
export interface RunnerDeps {
  readonly db: SqlDatabase;
  readonly store: EventStore;
  /** Told after each committed batch; null when nobody listens (replays). */
  readonly pubsub: PubSub | null;
  readonly logger: Logger;
}
