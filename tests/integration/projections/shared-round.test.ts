import { expect, it } from 'vitest';
import { createColumnTypeCache } from '../../../projections/column-type-cache';
import { PROJECTIONS } from '../../../projections/registry';
import { liveSnapshot } from '../../../projections/replay-verify';
import { startProjectionRunner, type RunnerDeps } from '../../../projections/runner';
import { createSharedRound, type SharedRound } from '../../../projections/shared-round';
import { createPostgresEventStore } from '../../../services/platform/event-store/postgres-event-store';
import { createLogger, silentLogger } from '../../../services/platform/logger';
import type { SqlDatabase, SqlSession } from '../../../services/platform/ports/sql';
import { countingDatabase } from '../../testkit/counting-database';
import { describeOnEachBackend } from '../../testkit/databases';
import { eventually } from '../../testkit/eventually';
import { seedHistory } from '../../testkit/history';
import { allAt, endOfLog, liveAndRebuilt, recordingChanges, resetReadModels } from '../../testkit/read-models';

const NAMES = PROJECTIONS.map((p) => p.name);
const isAdvance = (text: string) => text.startsWith('UPDATE') && text.includes('"log_checkpoints"');

/** Runs rounds until every projection stands at the end of the log (a shared server may hold a read back briefly). */
async function roundsToEnd(db: SqlDatabase, round: SharedRound, projections = PROJECTIONS): Promise<number> {
  const end = await endOfLog(db, createPostgresEventStore(db));
  let rounds = 0;
  await eventually(async () => (rounds++, await round.run(), allAt(db, end, projections)), { what: 'the read models at the end of the log' });
  return rounds;
}

async function expectEveryModelEqualsRebuild(deps: RunnerDeps): Promise<void> {
  for (const projection of PROJECTIONS) {
    const { live, rebuilt } = await liveAndRebuilt(deps, projection);
    expect(rebuilt, projection.name).toEqual(live);
  }
}

/** The database, but the first statement that matches `fails` (while armed) throws, inside its transaction. */
function failingOnce(db: SqlDatabase, fails: (text: string) => boolean): { db: SqlDatabase; arm(): void; failures(): number } {
  let armed = false;
  let failures = 0;
  const guard = (session: SqlSession): SqlSession => ({
    query: (text, params) => {
      if (armed && fails(text)) {
        armed = false;
        failures++;
        return Promise.reject(new Error('injected failure'));
      }
      return session.query(text, params);
    },
    execScript: (text) => session.execScript(text),
  });
  return {
    db: { ...db, query: db.query, execScript: db.execScript, transaction: (work) => db.transaction((tx) => work(guard(tx))) },
    arm: () => void (armed = true),
    failures: () => failures,
  };
}

describeOnEachBackend('the shared projection round', (test) => {
  it('reads each page once and applies it to every projection at that checkpoint in one transaction, then one notice each', async () => {
    const store = createPostgresEventStore(test.db);
    await resetReadModels(test.db);
    await seedHistory(store, { count: 300, seed: 21, firstWallet: 1_000 });
    const counting = countingDatabase(test.db);
    const pubsub = recordingChanges(test.db);
    const deps: RunnerDeps = { db: counting.db, store: createPostgresEventStore(counting.db), pubsub, logger: silentLogger };
    const rounds = await roundsToEnd(test.db, createSharedRound(deps, PROJECTIONS, { batchSize: 100, columnTypes: createColumnTypeCache() }));

    const statements = counting.statements();
    const advances = statements.filter((s) => isAdvance(s.text));
    const pageReads = statements.filter((s) => s.text.includes('FROM events')).length;
    // One transaction per page, each moving all seven checkpoints; a page read once for all seven (plus at most one empty read per round).
    expect(counting.transactions()).toBeGreaterThanOrEqual(3);
    expect(advances).toHaveLength(counting.transactions());
    for (const advance of advances) expect([...(advance.params[1] as string[])].sort()).toEqual([...NAMES].sort());
    expect(pageReads).toBeLessThanOrEqual(counting.transactions() + rounds);
    // Checkpoints read once at the start, then only locked; column types read once per table.
    expect(statements.filter((s) => s.text.includes('"log_checkpoints"') && s.text.startsWith('SELECT') && !s.inTransaction)).toHaveLength(1);
    expect(statements.filter((s) => s.text.includes('FOR UPDATE'))).toHaveLength(counting.transactions());
    expect(statements.filter((s) => s.text.includes('pg_attribute')).length).toBeLessThanOrEqual(PROJECTIONS.length);
    // The notices stay per projection, published after the commit: activity_hourly handles every event, so one per batch.
    expect(pubsub.changes.filter((c) => c.projection === 'activity_hourly')).toHaveLength(counting.transactions());
    expect(pubsub.changes.every((c) => c.committed)).toBe(true);
    expect(new Set(pubsub.changes.map((c) => `${c.projection}@${c.position}`)).size).toBe(pubsub.changes.length);

    await expectEveryModelEqualsRebuild({ ...deps, db: test.db });
  });

  it('lets a projection that lags catch up alone until it stands where the others are, then joins them', async () => {
    const store = createPostgresEventStore(test.db);
    await resetReadModels(test.db);
    await seedHistory(store, { count: 200, seed: 22, firstWallet: 2_000 });
    const lagging = PROJECTIONS.find((p) => p.name === 'user_balances')!;
    const others = PROJECTIONS.filter((p) => p !== lagging);
    const deps: RunnerDeps = { db: test.db, store, pubsub: null, logger: silentLogger };
    await roundsToEnd(test.db, createSharedRound(deps, others, { batchSize: 100, columnTypes: createColumnTypeCache() }), others);

    await seedHistory(store, { count: 60, seed: 23, firstWallet: 3_000 });
    const counting = countingDatabase(test.db);
    const round = createSharedRound({ ...deps, db: counting.db, store: createPostgresEventStore(counting.db) }, PROJECTIONS, {
      batchSize: 100,
      columnTypes: createColumnTypeCache(),
    });
    await roundsToEnd(test.db, round);

    const moved = counting
      .statements()
      .filter((s) => isAdvance(s.text))
      .map((s) => [...(s.params[1] as string[])].sort().join(','));
    const all = [...NAMES].sort().join(',');
    const joined = moved.indexOf(all);
    expect(joined).toBeGreaterThan(0);
    // Before joining, the lagging one moved alone and the others together; from then on all seven move as one.
    expect(
      moved.slice(0, joined).every(
        (names) =>
          names === lagging.name ||
          names ===
            others
              .map((p) => p.name)
              .sort()
              .join(','),
      ),
    ).toBe(true);
    expect(moved.slice(0, joined)).toContain(lagging.name);
    expect(moved.slice(joined).every((names) => names === all)).toBe(true);

    // The next append is one round: one transaction for all seven.
    await seedHistory(store, { count: 5, seed: 24, firstWallet: 4_000 });
    counting.reset();
    await roundsToEnd(test.db, round);
    expect(
      counting
        .statements()
        .filter((s) => isAdvance(s.text))
        .every((s) => (s.params[1] as string[]).length === NAMES.length),
    ).toBe(true);
    await expectEveryModelEqualsRebuild(deps);
  });

  it('rolls the whole batch back when one projection fails mid-round, and the runner applies it again', async () => {
    const store = createPostgresEventStore(test.db);
    await resetReadModels(test.db);
    await seedHistory(store, { count: 100, seed: 25, firstWallet: 5_000 });
    const deps: RunnerDeps = { db: test.db, store, pubsub: null, logger: silentLogger };
    await roundsToEnd(test.db, createSharedRound(deps, PROJECTIONS, { batchSize: 500, columnTypes: createColumnTypeCache() }));
    const before = await Promise.all(PROJECTIONS.map((p) => liveSnapshot(test.db, p)));

    await seedHistory(store, { count: 40, seed: 26, firstWallet: 6_000 });
    // Wait until all 40 are readable: a transaction in another database on the shared server can hold the read back (A13),
    // and a round that read only the first few events would apply them without reaching the failure.
    const end = await endOfLog(test.db, store);
    // ledger_entries comes after activity_hourly and the balances: their rows are already written when it fails.
    const failing = failingOnce(test.db, (text) => text.includes('INTO "public"."ledger_entries"'));
    failing.arm();
    const round = createSharedRound({ ...deps, db: failing.db }, PROJECTIONS, { batchSize: 500, columnTypes: createColumnTypeCache() });
    await expect(round.run()).rejects.toThrow('injected failure');
    expect(await Promise.all(PROJECTIONS.map((p) => liveSnapshot(test.db, p)))).toEqual(before);

    const lines: string[] = [];
    failing.arm();
    const runner = startProjectionRunner({ ...deps, db: failing.db, logger: createLogger('error', (line) => lines.push(line)) }, PROJECTIONS, {
      coalesceMs: 0,
    });
    try {
      await eventually(() => allAt(test.db, end), { what: 'the runner to apply the batch after the failure' });
    } finally {
      await runner.stop();
    }
    expect(failing.failures()).toBe(2);
    expect(lines.filter((line) => line.includes('projection runner failed; retrying') && line.includes('injected failure'))).toHaveLength(1);
    await expectEveryModelEqualsRebuild(deps);
  });
  it("writes an insert-only projection's rows without reading them first, and such a row is its event's alone", async () => {
    const store = createPostgresEventStore(test.db);
    await resetReadModels(test.db);
    await seedHistory(store, { count: 200, seed: 27, firstWallet: 7_000 });
    const counting = countingDatabase(test.db);
    const deps: RunnerDeps = { db: counting.db, store: createPostgresEventStore(counting.db), pubsub: null, logger: silentLogger };
    await roundsToEnd(test.db, createSharedRound(deps, PROJECTIONS, { batchSize: 100, columnTypes: createColumnTypeCache() }));

    const insertOnly = PROJECTIONS.filter((p) => p.insertOnly);
    expect(insertOnly.map((p) => p.name).sort()).toEqual(['ledger_entries', 'usage_logs']);
    const readsOf = (table: string) => counting.statements().filter((s) => s.text.startsWith('SELECT') && s.text.includes(`"${table}" t JOIN`)).length;
    for (const projection of PROJECTIONS) {
      const written = counting.statements().some((s) => s.text.startsWith(`INSERT INTO "public"."${projection.table}"`));
      if (projection.insertOnly) {
        expect(written, projection.name).toBe(true);
        expect(readsOf(projection.table), projection.name).toBe(0);
      } else if (written) expect(readsOf(projection.table), projection.name).toBeGreaterThan(0);
    }

    // The promise that lets the runner skip the read: given any row, evolve builds the same row from the event.
    // The whole log, as far as the round read it (every event is readable by now).
    const all = [];
    for (let page = await store.readAll(null, 1000); page.events.length > 0; page = await store.readAll(page.next, 1000)) all.push(...page.events);
    let checked = 0;
    for (const projection of insertOnly) {
      for (const { event, position } of all) {
        if (!projection.handles.includes(event.type)) continue;
        for (const key of projection.keysOf(event)) {
          const fresh = projection.evolve(null, event, key, { position });
          if (fresh === null) continue;
          const stale = Object.fromEntries(Object.keys(fresh).map((column) => [column, null]));
          expect(projection.evolve(stale, event, key, { position }), projection.name).toEqual(fresh);
          expect(projection.evolve(fresh, event, key, { position }), projection.name).toEqual(fresh);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    await expectEveryModelEqualsRebuild({ ...deps, db: test.db });
  });
});
