/**
 * A wallet service appending batches without pause, for the wallet crash
 * test (bundled by tests/testkit/bundled-script.ts and run with `node`: one process,
 * so a SIGKILL ends it). It runs the plan of wallet-crash-plan.ts. Settings
 * come from the environment:
 *
 *   CRASH_DATABASE  a postgres:// URL, or a PGlite directory (no other process may have it open)
 *   CRASH_WALLETS   wallets; CRASH_LANES  lanes per wallet (commands in flight per wallet)
 *   CRASH_RESUME    a JSON file: `{ "done": [steps answered, per lane] }` (absent: a first run)
 *   CRASH_BLOCKS    run every lane to this many blocks, then stop cleanly (absent: endless)
 *
 * It reports on stdout, one JSON object a line, written synchronously so a
 * line printed is a line the parent reads: `running`, each `appendMany` as
 * it is sent (with the wallets refused so far), each step as it is answered, and `finished` after a clean end.
 */
import { readFileSync, writeSync } from 'node:fs';
import { createWalletService } from '../../services/features/wallet/wallet-service';
import { openPglite } from '../../services/platform/adapters/pglite';
import { openPostgres } from '../../services/platform/adapters/postgres';
import { isAppError } from '../../services/platform/errors';
import { createPostgresEventStore } from '../../services/platform/event-store/postgres-event-store';
import { createLogger } from '../../services/platform/logger';
import type { EventStore } from '../../services/platform/ports/event-store';
import { commandOf, laneIndex, stepAt, STEPS_PER_BLOCK, userIdOf, verdictOf, type ChildReport } from './wallet-crash-plan';

/** Writes one line to stdout before going on (the pipe may be non-blocking: a full pipe is waited out). */
function say(report: ChildReport): void {
  const bytes = Buffer.from(JSON.stringify(report) + '\n');
  for (let at = 0; at < bytes.length;) {
    try {
      at += writeSync(1, bytes, at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    }
  }
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const location = required('CRASH_DATABASE');
const wallets = Number(required('CRASH_WALLETS'));
const lanes = Number(required('CRASH_LANES'));
const done: number[] = process.env.CRASH_RESUME ? (JSON.parse(readFileSync(process.env.CRASH_RESUME, 'utf8')) as { done: number[] }).done : [];
const limit = process.env.CRASH_BLOCKS ? Number(process.env.CRASH_BLOCKS) * STEPS_PER_BLOCK : Number.POSITIVE_INFINITY;

const db = location.startsWith('postgres') ? openPostgres({ url: location, poolMax: 4 }) : await openPglite(location);
const real = createPostgresEventStore(db);
let appendNo = 0;
/** The store, telling the parent what each append is about to record. */
const store: EventStore = {
  ...real,
  kind: real.kind,
  async appendMany(appends) {
    appendNo += 1;
    const parts = appends.map((a) => [a.streamId, a.events[0]!.occurredAt, a.events.map((e) => e.eventId)] as const);
    say({ append: appendNo, conflicts: wallet.stats().conflicts, parts });
    return real.appendMany(appends);
  },
};
const wallet = createWalletService({ store, db, clock: () => new Date(), logger: createLogger('warn') }, { snapshotEvery: 25 });
const meta = { actor: { kind: 'system', reason: 'wallet crash test' }, correlationId: null } as const;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fault(message: string): never {
  say({ bad: message });
  process.exit(2);
}

async function runLane(w: number, l: number): Promise<void> {
  const from = Math.max(0, (done[laneIndex(w, l, lanes)] ?? 0) - 1);
  for (let s = from; s < limit; s++) {
    const step = stepAt(w, l, s);
    for (let attempt = 1; ; attempt++) {
      try {
        const { outcome } = await wallet.execute(userIdOf(w), commandOf(step), meta);
        const verdict = verdictOf(step, outcome);
        if (verdict === 'bad') fault(`wallet ${w} lane ${l} step ${s} (${step.kind} ${step.id}) answered ${JSON.stringify(outcome)}`);
        say({ w, l, s, o: verdict });
        break;
      } catch (error) {
        // `unavailable`: the store failed or the wallet was too busy; a caller sends the same command again.
        if (!isAppError(error) || error.kind !== 'unavailable' || attempt >= 100) fault(`wallet ${w} lane ${l} step ${s} failed: ${String(error)}`);
        await pause(10);
      }
    }
  }
}

say({ running: true, pid: process.pid });
await Promise.all(Array.from({ length: wallets * lanes }, (_, i) => runLane(Math.floor(i / lanes), i % lanes)));
const stats = wallet.stats();
say({ finished: true, commands: stats.commands, appends: stats.appends, conflicts: stats.conflicts });
await db.close();
process.exit(0);
