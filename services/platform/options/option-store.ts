import { randomUUID } from 'node:crypto';
import { isOptionKey, OPTION_CATALOGUE, OPTION_KEYS, optionKind, type OptionKey, type OptionValue } from '../../../schema/options/catalogue';
import { isSecretOption, SECRET_OPTION_KEYS } from '../../../schema/options/option-access';
import type { ConfigChanged } from '../../../schema/events/audit';
import type { EventActor } from '../../../schema/events/envelope';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { PubSub } from '../ports/pubsub';
import type { SqlDatabase, SqlSession } from '../ports/sql';
import { configChanged } from '../audit';
import { isSealedText, type SecretBox } from '../crypto/secret-box';

export interface OptionChange {
  readonly key: OptionKey;
  readonly before: string;
  readonly after: string;
}

export type OptionChangeListener = (change: OptionChange) => void;

export interface OptionStore {
  /** The typed value of one option, from memory: safe on the hot path. */
  get<K extends OptionKey>(key: K): OptionValue<K>;
  /** Every option with its string form, including secrets opened (callers filter). */
  entries(): ReadonlyArray<{ key: OptionKey; value: string; secret: boolean }>;
  /**
   * Validates, stores and applies one value, recording a ConfigChanged audit
   * event in the same transaction; a value that does not parse stores nothing.
   */
  set(key: string, raw: string, actor: EventActor): Promise<OptionChange>;
  /** Called after every change, made here or (through pubsub) by another instance. */
  onChange(listener: OptionChangeListener): () => void;
  /** Re-reads every row (start-up, and after a notice from another instance). */
  reload(): Promise<void>;
  close(): void;
}

export const OPTIONS_CHANGED_TOPIC = 'options.changed';

/** Appends events inside the caller's transaction (the event store, or its outbox). */
export type RecordEvents = (tx: SqlSession, streamId: string, events: readonly ConfigChanged[]) => Promise<void>;

interface Deps {
  readonly db: SqlDatabase;
  readonly pubsub: PubSub;
  readonly logger: Logger;
  readonly recordEvents: RecordEvents;
  /** Called once the transaction that recorded events has committed (it wakes the outbox relay, if any). */
  readonly eventsCommitted?: () => void;
  readonly clock: Clock;
  /** Seals the secret options (SECRET_OPTION_KEYS) in the table; only this store sees them opened. */
  readonly secretBox: SecretBox;
  /**
   * Every option is re-read this often as well, since a pubsub notice can be
   * lost (Redis pubsub keeps nothing while a subscriber reconnects).
   */
  readonly reloadEveryMs?: number;
}

/** Secrets never reach an event: their values are replaced by this marker. */
const REDACTED = { redacted: true } as const;

const defaultString = (key: OptionKey): string => optionKind(key).serialise(OPTION_CATALOGUE[key].defaultValue as never);

function defaultsAsStrings(): Map<OptionKey, string> {
  return new Map(OPTION_KEYS.map((key) => [key, defaultString(key)]));
}

export async function createOptionStore({
  db,
  pubsub,
  logger,
  recordEvents,
  eventsCommitted,
  clock,
  secretBox,
  reloadEveryMs = 60_000,
}: Deps): Promise<OptionStore> {
  /** Notices this store published itself are already applied; only other instances' count. */
  const instanceId = randomUUID();
  const raw = defaultsAsStrings();
  const typed = new Map<OptionKey, unknown>(OPTION_KEYS.map((key) => [key, OPTION_CATALOGUE[key].defaultValue]));
  const listeners = new Set<OptionChangeListener>();

  const apply = (key: OptionKey, value: string): OptionChange | null => {
    const before = raw.get(key)!;
    if (before === value) return null;
    const parsed = optionKind(key).parse(value);
    if (!parsed.ok) {
      logger.warn('stored option does not parse; using its default', { key, reason: parsed.reason });
      return null;
    }
    raw.set(key, value);
    typed.set(key, parsed.value);
    return { key, before, after: value };
  };

  const notify = (change: OptionChange | null) => {
    if (change === null) return;
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        logger.error('option change listener failed', { key: change.key, error });
      }
    }
  };

  /** The row's text for a value: a secret option's sealed (an empty one stays empty: there is nothing to hide). */
  const storedText = (key: OptionKey, value: string): string => (isSecretOption(key) && value !== '' ? secretBox.seal(value) : value);

  /** A row's value as the server uses it: sealed text opened; clear text (written before secrets were sealed) as it is. */
  const valueOf = (key: OptionKey, stored: string | undefined): string => {
    if (stored === undefined) return defaultString(key);
    if (!isSecretOption(key) || !isSealedText(stored)) return stored;
    try {
      return secretBox.open(stored);
    } catch {
      logger.error('a sealed option opens under no known key; using its default (is SECRET_KEY, or SECRET_KEY_PREVIOUS, the key it was sealed with?)', { key });
      return defaultString(key);
    }
  };

  const reload = async () => {
    const { rows } = await db.query<{ key: string; value: string }>('SELECT key, value FROM options');
    const stored = new Map(rows.filter((r) => isOptionKey(r.key)).map((r) => [r.key as OptionKey, valueOf(r.key as OptionKey, r.value)]));
    const changes: Array<OptionChange | null> = [];
    for (const key of OPTION_KEYS) {
      changes.push(apply(key, stored.get(key) ?? defaultString(key)));
    }
    changes.forEach(notify);
  };

  const reloadKey = async (key: OptionKey) => {
    const { rows } = await db.query<{ value: string }>('SELECT value FROM options WHERE key = $1', [key]);
    notify(apply(key, valueOf(key, rows[0]?.value)));
  };

  /** Seals secret options still stored in clear (written before they were sealed); a row changed meanwhile is left to its writer. */
  const sealClearSecrets = async () => {
    const { rows } = await db.query<{ key: OptionKey; value: string }>('SELECT key, value FROM options WHERE key = ANY($1::text[])', [[...SECRET_OPTION_KEYS]]);
    for (const { key, value } of rows) {
      if (value === '' || isSealedText(value)) continue;
      await db.query('UPDATE options SET value = $1 WHERE key = $2 AND value = $3', [storedText(key, value), key, value]);
    }
  };

  await reload();
  await sealClearSecrets().catch((error: unknown) => logger.warn('sealing the option secrets stored in clear failed; they are read as they are', { error }));

  const watching = new AbortController();
  const periodic = setInterval(() => {
    reload().catch((error: unknown) => logger.warn('periodic option reload failed', { error }));
  }, reloadEveryMs);
  periodic.unref();
  void (async () => {
    for await (const notice of pubsub.subscribe(OPTIONS_CHANGED_TOPIC, watching.signal)) {
      const { key, from } = notice as { key?: unknown; from?: unknown };
      if (from !== instanceId && typeof key === 'string' && isOptionKey(key)) {
        await reloadKey(key).catch((error: unknown) => logger.error('option reload failed', { key, error }));
      }
    }
  })();

  return {
    get: <K extends OptionKey>(key: K) => typed.get(key) as OptionValue<K>,
    entries: () => OPTION_KEYS.map((key) => ({ key, value: raw.get(key)!, secret: OPTION_CATALOGUE[key].secret })),
    async set(key, value, actor) {
      if (!isOptionKey(key)) throw new AppError('invalid', `unknown option "${key}"`);
      const parsed = optionKind(key).parse(value);
      if (!parsed.ok) throw new AppError('invalid', `option ${key}: ${parsed.reason}`);
      const before = raw.get(key)!;
      const secret = OPTION_CATALOGUE[key].secret;
      const event = configChanged(
        actor,
        { entity: 'option', entityId: key, before: secret ? REDACTED : before, after: secret ? REDACTED : value, reason: null },
        clock(),
      );
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO options (key, value, updated_at) VALUES ($1, $2, now())
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [key, storedText(key, value)],
        );
        await recordEvents(tx, event.streamId, [event]);
      });
      eventsCommitted?.();
      notify(apply(key, value));
      await pubsub.publish(OPTIONS_CHANGED_TOPIC, { key, from: instanceId });
      return { key, before, after: value };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload,
    close() {
      clearInterval(periodic);
      watching.abort();
    },
  };
}
