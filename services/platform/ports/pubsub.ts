/**
 * Fan-out of small "something changed" notices to every subscriber in every
 * instance. In-process by default; Redis when configured. Notices say what
 * changed, never carry secrets, and may be delivered to a subscriber that is
 * not allowed to see the data: readers re-check access when they load it.
 */
export interface PubSub {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Yields payloads published after the call; ends when `signal` aborts. */
  subscribe(topic: string, signal: AbortSignal): AsyncIterable<unknown>;
  close(): Promise<void>;
}

/** Published by the projection runner after each committed batch: the read model is readable up to `position`. */
export const PROJECTION_CHANGED_TOPIC = 'projection.changed';
export interface ProjectionChanged {
  readonly projection: string;
  readonly position: string | null;
}

/**
 * Published after a committed change to what the relay holds in memory
 * (tokens, users, channels and their abilities): every instance's relay reads
 * what it holds again. Carries nothing: the relay re-reads from the tables.
 */
export const CONFIG_CHANGED_TOPIC = 'config.changed';
