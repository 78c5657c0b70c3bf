import { requireAccess, type Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { PROJECTION_CHANGED_TOPIC, type ProjectionChanged, type PubSub } from '../../platform/ports/pubsub';
import type { SqlDatabase } from '../../platform/ports/sql';
import { currentActor } from '../accounts';
import { selectChannelHealth, selectHealthMarkers } from './health-records';
import { healthView, type ChannelHealth } from './health-view';

export interface ChannelHealthDeps {
  readonly db: SqlDatabase;
  readonly pubsub: PubSub;
  readonly clock: Clock;
}

/** The read model whose commits can move a channel's health: every event the minutes take in, it takes in too, in the same batch. */
const HEALTH_READ_MODEL = 'channel_health';

const ONLY_ADMINS = 'only admins see channel health';

/** One channel (its id) or every channel (null). */
export interface HealthInput {
  readonly id?: number | null;
}

function checkId(input: HealthInput): number | null {
  const { id } = input;
  if (id === undefined || id === null) return null;
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('invalid', 'id must be a channel id');
  return id;
}

async function read(deps: ChannelHealthDeps, ids: readonly number[] | null): Promise<ChannelHealth[]> {
  const now = deps.clock();
  return (await selectChannelHealth(deps.db, now, ids)).map((record) => healthView(record, now));
}

/** Admins: the health of every channel, by id, or of the one with `id`. */
export async function channelHealth(deps: ChannelHealthDeps, actor: Actor, input: HealthInput): Promise<ChannelHealth[]> {
  requireAccess('admin', actor, ONLY_ADMINS);
  const id = checkId(input);
  const health = await read(deps, id === null ? null : [id]);
  if (id !== null && health.length === 0) throw new AppError('not_found', `no channel #${id}`);
  return health;
}

/**
 * The health now (every channel, or the one with `id`), then again each
 * time the read model commits events about a channel: the channels that
 * took in events since the last answer, by id, with their windows as of
 * that moment. The caller is checked as an admin against the database
 * before every answer, so one demoted or disabled mid-subscription stops
 * receiving. Windows slide with the clock too: between answers a client
 * reads `asOf` and may ask `channelHealth` again.
 */
export async function* watchChannelHealth(deps: ChannelHealthDeps, actor: Actor, input: HealthInput, signal: AbortSignal): AsyncGenerator<ChannelHealth[]> {
  const id = checkId(input);
  const allowed = async () => requireAccess('admin', await currentActor(deps.db, actor), ONLY_ADMINS);
  await allowed();
  // Listening starts (the first `next`) before the first read, so a change committed in between is not missed.
  const notices = deps.pubsub.subscribe(PROJECTION_CHANGED_TOPIC, signal)[Symbol.asyncIterator]();
  let pending = notices.next();
  try {
    // The markers are read before the health: a change committed between the two is sent again, never lost.
    let seen = await selectHealthMarkers(deps.db, id);
    const first = await read(deps, id === null ? null : [id]);
    if (id !== null && first.length === 0) throw new AppError('not_found', `no channel #${id}`);
    yield first;
    for (;;) {
      const notice = await pending;
      if (notice.done) return;
      pending = notices.next();
      if ((notice.value as ProjectionChanged).projection !== HEALTH_READ_MODEL) continue;
      await allowed();
      const markers = await selectHealthMarkers(deps.db, id);
      const moved = [...markers].filter(([channel, events]) => seen.get(channel) !== events).map(([channel]) => channel);
      seen = markers;
      if (moved.length === 0) continue;
      // A channel deleted meanwhile is not listed: the health is read for the channels that exist.
      const health = await read(deps, moved);
      if (health.length > 0) yield health;
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    // The pubsub subscription ends when `signal` aborts (the transport aborts it on unsubscribe); a notice still awaited then is dropped.
    pending.catch(() => undefined);
  }
}

export interface ChannelHealthApp {
  health(actor: Actor, input: HealthInput): Promise<ChannelHealth[]>;
  watch(actor: Actor, input: HealthInput, signal: AbortSignal): AsyncIterable<ChannelHealth[]>;
}

export function createChannelHealthApp(deps: ChannelHealthDeps): ChannelHealthApp {
  return {
    health: (actor, input) => channelHealth(deps, actor, input),
    watch: (actor, input, signal) => watchChannelHealth(deps, actor, input, signal),
  };
}
