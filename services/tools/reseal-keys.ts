/**
 * `npm run reseal-keys [-- --batch-size=N]`: after a key rotation
 * (SECRET_KEY = the new key, SECRET_KEY_PREVIOUS = the old one), re-seals
 * every stored secret under SECRET_KEY and prints a count per table; exit 1
 * when some secret opens under neither key. Uses the gateway's configuration
 * (DATABASE_URL, or PGlite in DATA_DIR: stop the gateway first, since PGlite
 * is one process's database). Running it again changes nothing.
 */
import { openPglite } from '../platform/adapters/pglite';
import { openPostgres } from '../platform/adapters/postgres';
import { ConfigError, loadConfig } from '../platform/config/config';
import { createSecretBox, keyId } from '../platform/crypto/secret-box';
import { loadOrCreateKeyFile } from '../platform/crypto/secret-keys';
import { isMigrated, loadMigrations } from '../platform/sql/migrator';
import { formatResealCount, resealAll } from './reseal';

const batchArg = process.argv.find((a) => a.startsWith('--batch-size='));
const batchSize = batchArg ? Number(batchArg.split('=')[1]) : 500;
if (!Number.isSafeInteger(batchSize) || batchSize < 1) {
  console.error('reseal-keys: --batch-size is a whole number, 1 or more');
  process.exit(1);
}

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`reseal-keys: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
const current = config.secretKey ?? (await loadOrCreateKeyFile(config.dataDir));
const box = createSecretBox(current, config.previousSecretKey ? [config.previousSecretKey] : []);
const db = config.database.kind === 'pglite' ? await openPglite(config.database.dir) : openPostgres({ url: config.database.url, poolMax: 2 });
try {
  if (!(await isMigrated(db, await loadMigrations()).catch(() => false))) {
    console.error('reseal-keys: the database is not migrated; start the gateway once first');
    process.exit(1);
  }
  console.log(`reseal-keys: sealing under key ${keyId(current)}${config.previousSecretKey ? `, opening also with ${keyId(config.previousSecretKey)}` : ''}`);
  const counts = await resealAll(db, box, { currentKeyId: keyId(current), batchSize });
  for (const count of counts) console.log(formatResealCount(count));
  if (counts.some((c) => c.failed.length > 0)) {
    console.error('reseal-keys: some secrets open under neither SECRET_KEY nor SECRET_KEY_PREVIOUS; they were left as they are');
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
