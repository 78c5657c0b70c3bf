import { randomBytes } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../../../services/platform/adapters/in-process-pubsub';
import { AppError } from '../../../../services/platform/errors';
import { silentLogger } from '../../../../services/platform/logger';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { createOptionStore, type OptionChange, type RecordEvents } from '../../../../services/platform/options/option-store';
import { describeOnEachBackend } from '../../../testkit/databases';
import { TEST_ADMIN } from '../../../testkit/actors';
import { createSecretBox, isSealedText } from '../../../../services/platform/crypto/secret-box';

describeOnEachBackend('option store', (test) => {
  beforeEach(async () => {
    await test.db.execScript('TRUNCATE options, events, event_streams');
  });

  const clock = () => new Date('2026-11-22T04:30:00.000Z');
  const secretBox = createSecretBox(randomBytes(32));
  const events = () => createPostgresEventStore(test.db);
  const open = (
    pubsub = createInProcessPubSub(),
    recordEvents: RecordEvents = async (tx, streamId, batch) => {
      await events().appendInTransaction(tx, streamId, batch, 'any');
    },
  ) => createOptionStore({ db: test.db, pubsub, logger: silentLogger, clock, recordEvents, secretBox });

  it('reads defaults when nothing is stored', async () => {
    const store = await open();
    expect(store.get('QuotaPerUnit')).toBe(500_000);
    expect(store.get('PasswordLoginEnabled')).toBe(true);
    expect(store.get('GroupRatio')).toEqual({ default: 1, vip: 1, svip: 1 });
    expect(store.entries().find((e) => e.key === 'RetryTimes')).toEqual({ key: 'RetryTimes', value: '0', secret: false });
    store.close();
  });

  it('stores a value, reads it typed, and tells every listener once', async () => {
    const store = await open();
    const seen: OptionChange[] = [];
    store.onChange((change) => seen.push(change));
    await store.set('QuotaForNewUser', '2500', TEST_ADMIN);
    expect(store.get('QuotaForNewUser')).toBe(2500);
    expect(seen).toEqual([{ key: 'QuotaForNewUser', before: '0', after: '2500' }]);
    const { rows } = await test.db.query<{ value: string }>("SELECT value FROM options WHERE key = 'QuotaForNewUser'");
    expect(rows).toEqual([{ value: '2500' }]);

    const reopened = await open();
    expect(reopened.get('QuotaForNewUser')).toBe(2500);
    store.close();
    reopened.close();
  });

  it('records who changed what, from what, to what, as an audit event', async () => {
    const store = await open();
    await store.set('RetryTimes', '3', TEST_ADMIN);
    await store.set('RetryTimes', '2', TEST_ADMIN);
    const recorded = await events().readStream('audit_option-RetryTimes');
    expect(recorded.map((r) => r.event)).toEqual([
      expect.objectContaining({
        type: 'ConfigChanged',
        actor: TEST_ADMIN,
        occurredAt: '2026-11-22T04:30:00.000Z',
        data: { entity: 'option', entityId: 'RetryTimes', before: '0', after: '3', reason: null },
      }),
      expect.objectContaining({ data: { entity: 'option', entityId: 'RetryTimes', before: '3', after: '2', reason: null } }),
    ]);
    store.close();
  });

  it('never puts a secret into an event', async () => {
    const store = await open();
    await store.set('SMTPToken', 'hunter2-smtp', TEST_ADMIN);
    const [recorded] = await events().readStream('audit_option-SMTPToken');
    expect(recorded!.event.data).toEqual({ entity: 'option', entityId: 'SMTPToken', before: { redacted: true }, after: { redacted: true }, reason: null });
    expect(JSON.stringify(await test.db.query('SELECT data FROM events'))).not.toContain('hunter2');
    store.close();
  });

  it('stores a secret option sealed, and reads it back opened, here and on another instance', async () => {
    const store = await open();
    await store.set('SMTPToken', 'smtp-secret-1', TEST_ADMIN);
    const { rows } = await test.db.query<{ value: string }>("SELECT value FROM options WHERE key = 'SMTPToken'");
    expect(isSealedText(rows[0]!.value)).toBe(true);
    expect(secretBox.open(rows[0]!.value)).toBe('smtp-secret-1');
    expect(store.get('SMTPToken')).toBe('smtp-secret-1');
    const other = await open();
    expect(other.get('SMTPToken')).toBe('smtp-secret-1');
    expect(other.entries().find((e) => e.key === 'SMTPToken')).toEqual({ key: 'SMTPToken', value: 'smtp-secret-1', secret: true });
    store.close();
    other.close();
  });

  it('seals at start a secret option saved in clear before secrets were sealed, keeping its value', async () => {
    await test.db.query(
      "INSERT INTO options (key, value, updated_at) VALUES ('EpayKey', 'epay-in-clear', now()) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
    );
    const store = await open();
    expect(store.get('EpayKey')).toBe('epay-in-clear');
    const { rows } = await test.db.query<{ value: string }>("SELECT value FROM options WHERE key = 'EpayKey'");
    expect(secretBox.open(rows[0]!.value)).toBe('epay-in-clear');
    store.close();
  });

  it('keeps the option unchanged when its audit event cannot be recorded', async () => {
    const store = await open(createInProcessPubSub(), async () => {
      throw new Error('event store down');
    });
    await expect(store.set('RetryTimes', '4', TEST_ADMIN)).rejects.toThrow('event store down');
    expect((await test.db.query('SELECT key FROM options')).rows).toEqual([]);
    expect(store.get('RetryTimes')).toBe(0);
    store.close();
  });

  it('stores nothing when the value does not parse', async () => {
    const store = await open();
    await expect(store.set('GroupRatio', '{"vip": "fast"}', TEST_ADMIN)).rejects.toBeInstanceOf(AppError);
    await expect(store.set('NoSuchOption', '1', TEST_ADMIN)).rejects.toThrow(/unknown option "NoSuchOption"/);
    const { rows } = await test.db.query('SELECT key FROM options');
    expect(rows).toEqual([]);
    expect((await events().readAll(null, 10)).events).toEqual([]);
    expect(store.get('GroupRatio')).toEqual({ default: 1, vip: 1, svip: 1 });
    store.close();
  });

  it('lets another instance see a change through pubsub', async () => {
    const pubsub = createInProcessPubSub();
    const writer = await open(pubsub);
    const reader = await open(pubsub);
    const changed = new Promise<OptionChange>((resolve) => reader.onChange(resolve));
    await writer.set('SystemName', 'Acme Gateway', TEST_ADMIN);
    expect(await changed).toEqual({ key: 'SystemName', before: 'Tollgate', after: 'Acme Gateway' });
    expect(reader.get('SystemName')).toBe('Acme Gateway');
    writer.close();
    reader.close();
  });

  it('re-reads every option periodically, so a lost notice heals', async () => {
    const store = await createOptionStore({
      db: test.db,
      pubsub: createInProcessPubSub(),
      logger: silentLogger,
      clock,
      recordEvents: async () => {},
      secretBox,
      reloadEveryMs: 50,
    });
    const changed = new Promise<OptionChange>((resolve) => store.onChange(resolve));
    // Another instance wrote this and its notice never arrived.
    await test.db.query("INSERT INTO options (key, value) VALUES ('Notice', 'written elsewhere')");
    expect(await changed).toEqual({ key: 'Notice', before: '', after: 'written elsewhere' });
    expect(store.get('Notice')).toBe('written elsewhere');
    store.close();
  });

  it('falls back to the default for a stored value that no longer parses', async () => {
    await test.db.query("INSERT INTO options (key, value) VALUES ('RetryTimes', 'many'), ('Unknown.Key', 'x')");
    const store = await open();
    expect(store.get('RetryTimes')).toBe(0);
    store.close();
  });
});
