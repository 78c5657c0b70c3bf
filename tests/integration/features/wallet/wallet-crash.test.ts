import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWalletService } from '../../../../services/features/wallet/wallet-service';
import { openPglite } from '../../../../services/platform/adapters/pglite';
import { openPostgres } from '../../../../services/platform/adapters/postgres';
import { createPostgresEventStore } from '../../../../services/platform/event-store/postgres-event-store';
import { silentLogger } from '../../../../services/platform/logger';
import type { SqlDatabase } from '../../../../services/platform/ports/sql';
import { loadMigrations, migrate } from '../../../../services/platform/sql/migrator';
import { createPostgresDatabase, postgresMissing, postgresServer, type Backend } from '../../../testkit/databases';
import { sleep } from '../../../testkit/eventually';
import { catchUpAll, driftOf, measureDrift, openHolds } from '../../../testkit/ledger';
import { sizeFrom } from '../../../testkit/relay-reliability';
import { runScript, type ScriptProcess } from '../../../testkit/run-script';
import { auditLog, type LogAudit } from '../../../testkit/wallet-crash-log';
import { STEPS_PER_BLOCK, userIdOf } from '../../../testkit/wallet-crash-plan';
import { absorbRun, emptyLedger, startRun, untilAppendsSent, type CrashLedger, type CrashPlan } from '../../../testkit/wallet-crash-runs';

/*
 * Issue 15, "Done when": a process appending batches is killed at random
 * points; after restart no command was half-recorded, drift is 0 and
 * `npm run replay -- --verify` passes.
 *
 * A child process (tests/testkit/wallet-crash-child.ts, one node process)
 * runs a wallet service on the test's database: many wallets, several
 * commands of each in flight, so each `appendMany` carries many wallets and
 * several commands per wallet (credits, reserves, settles, releases from a
 * deterministic plan, wallet-crash-plan.ts). It prints each append as it
 * sends it and each command as it is answered. It is SIGKILLed at a random
 * point after it says it runs (once it has sent a random 1-16 appends, then a
 * random 0-49 ms, so kills land before, during and after a commit, on either
 * backend's speed), WALLET_CRASH_KILLS times (default 20 on PostgreSQL, 5 on
 * PGlite), and
 * started again on the same database each time, resending the last command
 * each lane had answered (a repeat) and the one in flight. A last run
 * finishes every lane cleanly. Then, from the log of record: every answered
 * command is recorded exactly once; each stream's revisions run 0..n with
 * the head at n; each stream's events of one transaction are exactly one
 * wallet's part of one append the child sent (all or nothing per stream),
 * and an append's parts never span transactions; every reservation has one
 * hold and, at the end, one resolution; drift 0, no open hold, each wallet's
 * quota as the plan adds up, and `replay --verify` passes.
 *
 * On PostgreSQL the server finishes a statement sent before the kill, so a
 * kill lands before an append is sent or between its commit and its answers.
 * PGlite (a data folder) dies with the process: a kill can stop the engine
 * mid-write, and each run reopens the folder after it. Each run is a fresh
 * node process, so the test takes about a minute on PostgreSQL and, with 20
 * kills, three on PGlite on a 2-core machine (about one with the default 5).
 */

interface Site {
  /** What the child opens: a postgres:// URL or a PGlite folder. */
  readonly database: string;
  /** What `npm run replay` reads: DATABASE_URL, or DATA_DIR holding pglite/. */
  readonly replayEnv: Record<string, string>;
  use<T>(work: (db: SqlDatabase) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

async function openSite(backend: Backend, scratch: string): Promise<Site> {
  const migrations = await loadMigrations();
  if (backend === 'postgres') {
    const database = await createPostgresDatabase();
    const db = openPostgres({ url: database.url, poolMax: 3 });
    await migrate(db, migrations);
    return {
      database: database.url,
      replayEnv: { DATABASE_URL: database.url },
      use: (work) => work(db),
      async dispose() {
        await db.close();
        await database.drop();
      },
    };
  }
  // PGlite is one process's database: the parent opens the folder only while no child has it.
  const dir = path.join(scratch, 'pglite');
  const use = async <T>(work: (db: SqlDatabase) => Promise<T>): Promise<T> => {
    const db = await openPglite(dir);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };
  await use((db) => migrate(db, migrations));
  return { database: dir, replayEnv: { DATA_DIR: scratch }, use, dispose: async () => {} };
}

const violations = (audit: LogAudit) => ({
  gaps: audit.gaps,
  partialParts: audit.partialParts,
  splitAppends: audit.splitAppends,
  mixedTransactions: audit.mixedTransactions,
  lostAnswered: audit.lostAnswered,
  recordedTwice: audit.recordedTwice,
  unplanned: audit.unplanned,
  endWithoutHold: audit.endWithoutHold,
});
const NONE = { gaps: [], partialParts: [], splitAppends: 0, mixedTransactions: 0, lostAnswered: [], recordedTwice: [], unplanned: [], endWithoutHold: [] };

const running = new Set<ScriptProcess>();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const child of running) child.child.kill('SIGKILL');
  await Promise.all([...running].map((child) => child.exited));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const postgresSkip = postgresMissing() ? `no PostgreSQL in this run (${postgresServer().reason})` : null;
if (postgresSkip !== null) console.log(`wallet crash test on postgres: skipped: ${postgresSkip}`);

describe.each<Backend>(['postgres', 'pglite'])('wallet crash test on %s', (backend) => {
  it.skipIf(backend === 'postgres' && postgresSkip !== null)(
    'SIGKILL at random points while appending batches: no command half-recorded, answered commands recorded once, drift 0, replay --verify passes',
    async () => {
      const begun = performance.now();
      // 20 kills on PostgreSQL as issue 15 asks; 5 on PGlite, whose folder is reopened (about 7 s) after each, to keep CI short.
      // WALLET_CRASH_KILLS=20 runs PGlite the full 20 (it passed so on 2026-11-25).
      const kills = sizeFrom('WALLET_CRASH_KILLS', backend === 'postgres' ? 20 : 5);
      const seed = sizeFrom('WALLET_CRASH_SEED', 15);
      let state = seed;
      const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
      const scratch = await mkdtemp(path.join(tmpdir(), `tollgate-wallet-crash-${backend}-`));
      cleanups.push(() => rm(scratch, { recursive: true, force: true }));
      const site = await openSite(backend, scratch);
      cleanups.push(() => site.dispose());
      const plan: CrashPlan = {
        database: site.database,
        wallets: sizeFrom('WALLET_CRASH_WALLETS', backend === 'postgres' ? 64 : 24),
        lanes: 4,
        resumeFile: path.join(scratch, 'resume.json'),
      };
      const ledger: CrashLedger = emptyLedger(plan);
      const run = async (index: number, blocks: number | null, kill: { appends: number; thenMs: number } | null) => {
        const child = await startRun(plan, ledger, blocks);
        running.add(child);
        if (kill !== null) {
          await untilAppendsSent(child, kill.appends);
          await sleep(kill.thenMs);
          child.child.kill('SIGKILL');
        }
        const exit = await child.exited;
        running.delete(child);
        const finished = absorbRun(plan, ledger, index, child.stdout());
        return { exit, finished, stderr: child.stderr() };
      };

      // The kills. On PostgreSQL the log is checked after each one as well (PGlite would have to be reopened each time).
      const killPoints: string[] = [];
      let auditsBetweenKills = 0;
      for (let k = 0; k < kills; k++) {
        const kill = { appends: 1 + Math.floor(random() * 16), thenMs: Math.floor(random() * 50) };
        killPoints.push(`${kill.appends}+${kill.thenMs}`);
        const { exit, stderr } = await run(k, null, kill);
        expect(exit, `run ${k} should die by the kill; stderr: ${stderr}`).toBe('SIGKILL');
        expect(ledger.bad).toEqual([]);
        if (backend === 'postgres') {
          const audit = await site.use((db) => auditLog(db, plan, ledger.sent, ledger.answered, null));
          expect(violations(audit), `after kill ${k + 1}`).toEqual(NONE);
          auditsBetweenKills++;
        }
      }
      const answeredBeforeFinish = ledger.answered.length;
      const killedAt = performance.now();

      // The clean finish: every lane up to the furthest block any lane reached.
      const blocks = Math.max(1, ...ledger.done.map((d) => Math.ceil(d / STEPS_PER_BLOCK)));
      const last = await run(kills, blocks, null);
      expect(last.exit, `the last run should finish cleanly; stderr: ${last.stderr}`).toBe(0);
      expect(last.finished).not.toBeNull();
      expect(ledger.bad).toEqual([]);
      expect(ledger.wrong).toEqual([]);

      const finishedAt = performance.now();
      const userIds = Array.from({ length: plan.wallets }, (_, w) => userIdOf(w));
      const checked = await site.use(async (db) => {
        const audit = await auditLog(db, plan, ledger.sent, ledger.answered, blocks);
        const store = createPostgresEventStore(db);
        await catchUpAll(db, store);
        const clearing = await measureDrift(db);
        const auditor = createWalletService({ store, db, clock: () => new Date(), logger: silentLogger });
        const wrongQuota: string[] = [];
        for (const userId of userIds) {
          const view = await auditor.view(userId);
          const expected = audit.expectedQuota.get(userId) ?? 0;
          if (view.quota !== expected || view.heldQuota !== 0)
            wrongQuota.push(`user ${userId}: quota ${view.quota} held ${view.heldQuota}, expected ${expected} held 0`);
        }
        return { audit, clearing, drift: driftOf(clearing), holds: await openHolds(db, userIds), wrongQuota };
      });
      const checkedAt = performance.now();
      // The log rebuilt from 0 equals the read models, and the books clear, with no process holding the database.
      const replay = await runScript('services/tools/replay.ts', ['--verify'], site.replayEnv);
      const clearingLine = replay.stdout.split('\n').find((l) => l.startsWith('ledger clearing')) ?? '(no clearing line)';
      const differing = replay.stdout.split('\n').filter((l) => /DIFFERS|skipped/.test(l));

      const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
      const times = `kills ${seconds(begun, killedAt)} s, clean finish ${seconds(killedAt, finishedAt)} s, checks ${seconds(finishedAt, checkedAt)} s, replay ${seconds(checkedAt, performance.now())} s`;
      const { audit } = checked;
      console.log(
        `wallet crash test (${backend}; seed ${seed}, ${plan.wallets} wallets x ${plan.lanes} commands in flight each): ` +
          `${kills} SIGKILLs (each after the run said it ran and sent n appends, then m ms, n+m: ${killPoints.join(' ')}), then a clean finish to ${blocks} blocks per lane; ` +
          `commands answered ${ledger.answered.length} (${answeredBeforeFinish} before the finish; ${ledger.answers} answers: ${ledger.fresh} recorded fresh, ${ledger.repeats} repeats, ` +
          `of which ${ledger.inFlightRecorded} were in flight at a kill and found recorded); appends sent ${audit.appendsSent}, ${audit.appendsLost} recorded nothing; ` +
          `batches in the log ${audit.batches}, streams per batch mean ${audit.streamsPerBatch.mean} max ${audit.streamsPerBatch.max}, ` +
          `events per stream part mean ${audit.eventsPerStreamPart.mean} max ${audit.eventsPerStreamPart.max}; last run ${last.finished?.appends} appends; wallets refused as written by a killed run's late commit ${ledger.conflicts}; ` +
          `events ${audit.events} in ${audit.streams} streams; half-recorded stream parts ${audit.partialParts.length}, split appends ${audit.splitAppends}, ` +
          `mixed transactions ${audit.mixedTransactions}, stream gaps ${audit.gaps.length}; answered commands missing ${audit.lostAnswered.length}, recorded twice ${audit.recordedTwice.length}, ` +
          `unplanned events ${audit.unplanned.length}, planned steps missing ${audit.missingPlanned}; open holds ${audit.openHolds} (read model ${checked.holds}); ` +
          `wallets off their planned quota ${checked.wrongQuota.length}; log audits between kills ${auditsBetweenKills}; drift ${checked.drift} (${JSON.stringify(checked.clearing.conservation)}); ` +
          `replay --verify exit ${replay.code}: ${clearingLine.trim()}; total ${seconds(begun, performance.now())} s (${times})`,
      );
      expect(violations(audit)).toEqual(NONE);
      expect(audit.missingPlanned).toBe(0);
      expect(audit.openHolds).toBe(0);
      expect(checked.holds).toBe(0);
      expect(checked.wrongQuota).toEqual([]);
      expect(checked.drift).toBe(0);
      expect(replay.code, replay.stderr).toBe(0);
      expect(differing).toEqual([]);
      // The test proves something only if kills landed while appends were in flight and batches held many wallets.
      expect(ledger.inFlightRecorded + audit.appendsLost).toBeGreaterThan(0);
      expect(audit.streamsPerBatch.max).toBeGreaterThan(1);
      expect(audit.eventsPerStreamPart.max).toBeGreaterThan(1);
    },
    900_000,
  );
});
