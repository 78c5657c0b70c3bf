import type { Logger } from '../../platform/logger';
import type { PubSub } from '../../platform/ports/pubsub';
import type { ChannelsDeps } from './deps';

/** What the channel operations that call upstreams need beyond the channel functions: pubsub for test progress, a logger for the background run. */
export type ChannelProbeDeps = ChannelsDeps & {
  readonly pubsub: PubSub;
  readonly logger: Logger;
};
