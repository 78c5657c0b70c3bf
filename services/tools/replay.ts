/**
 * `npm run replay`: rebuilds every registered read model from the event log.
 * `npm run replay -- --verify`: rebuilds each into a scratch schema up to the
 * live table's checkpoint and compares digests; exits 1 naming any table that
 * differs. Uses the gateway's configuration (DATABASE_URL, or PGlite in
 * DATA_DIR: stop the gateway first, since PGlite is one process's database).
 */
import { openPglite } from '../platform/adapters/pglite';
import { openPostgres } from '../platform/adapters/postgres';
import { ConfigError, loadConfig } from '../platform/config/config';
import { createPostgresEventStore } from '../platform/event-store/postgres-event-store';
import { createLogger } from '../platform/logger';
import { isMigrated, loadMigrations } from '../platform/sql/migrator';
import { checkLedgerClearing, driftOf, formatClearing, ledgerReadModelsAligned } from '../../projections/ledger/clearing';
import { PROJECTIONS } from '../../projections/registry';
import { formatVerifyLine, verifyProjections } from '../../projections/replay-verify';
import { catchUp, prepareProjection } from '../../projections/runner';

const verify = process.argv.includes('--verify');
const batchArg = process.argv.find((a) => a.startsWith('--batch-size='));
const batchSize = batchArg ? Number(batchArg.split('=')[1]) : 500;

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`replay: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
const db = config.database.kind === 'pglite' ? await openPglite(config.database.dir) : openPostgres({ url: config.database.url, poolMax: 2 });
try {
  if (!(await isMigrated(db, await loadMigrations()).catch(() => false))) {
    console.error('replay: the database is not migrated; start the gateway once first');
    process.exit(1);
  }
  const deps = { db, store: createPostgresEventStore(db), pubsub: null, logger: createLogger('warn') };
  if (verify) {
    const lines = await verifyProjections(deps, PROJECTIONS, batchSize);
    for (const line of lines) console.log(formatVerifyLine(line));
    const bad = lines.filter((l) => !l.ok);
    if (bad.length > 0) {
      console.error(`replay: ${bad.map((l) => l.table).join(', ')} differ from a rebuild of the log`);
      process.exitCode = 1;
    }
    // Then the ledger's own books: every ledger sums to 0, every balance to its entries (RELIABILITY I1, I8).
    if (!(await ledgerReadModelsAligned(db))) {
      console.log(
        `${'ledger clearing'.padEnd(24)} skipped  the ledger read models stand at different log positions (still catching up); run again in a moment`,
      );
    } else {
      const clearing = await checkLedgerClearing(db);
      console.log(formatClearing(clearing));
      if (driftOf(clearing) !== 0) {
        console.error('replay: the ledger does not clear: a balance read model disagrees with the ledger entries');
        process.exitCode = 1;
      }
    }
  } else {
    for (const projection of PROJECTIONS) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM log_checkpoints WHERE name = $1', [projection.name]);
      });
      await prepareProjection(db, projection);
      const done = await catchUp(deps, projection, { batchSize });
      console.log(`${projection.table.padEnd(24)} rebuilt from ${done.read} events`);
    }
  }
} finally {
  await db.close();
}
