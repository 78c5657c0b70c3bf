/**
 * The usage log's list queries at 10 million rows (issue 17), a section of
 * `npm run bench` (BENCH_ONLY=logs): a scratch PostgreSQL database, the
 * migrations, `rows` rows (BENCH_LOG_ROWS, default 10,000,000) of 10,000
 * users, 200 models, 50 channels, 500 tokens and 5 groups spread over 90
 * days, then each filter of `/api/log/` timed as the application runs it
 * (page 1 and a deep page, the count and the stat), median of 5.
 */
import { performance } from 'node:perf_hooks';
import { openPostgres } from '../../services/platform/adapters/postgres';
import { loadMigrations, migrate } from '../../services/platform/sql/migrator';
import { checkLogFilter, type LogFilterInput } from '../../services/features/usage-log/log-filter';
import { countLogs, logStat, selectLogs } from '../../services/features/usage-log/log-records';
import { createDatabaseOn } from '../testkit/databases';

async function median(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[2]!;
}

const DAY = 86_400;

export async function benchUsageLogPaging(serverUrl: string, rows: number): Promise<string[]> {
  const lines: string[] = [];
  const database = await createDatabaseOn(serverUrl);
  const db = openPostgres({ url: database.url, poolMax: 2 });
  try {
    await migrate(db, await loadMigrations());
    const started = performance.now();
    // Inserted by SQL in chunks of 100,000 rows (a second or two each), so other users of the server are held back only briefly.
    const CHUNK = 100_000;
    for (let from = 0; from < rows; from += CHUNK) {
      await db.query(
        `INSERT INTO usage_logs (event_id, created_at, type, user_id, token_id, channel_id, model_name, log_group, quota, prompt_tokens, completion_tokens, use_time_ms, is_stream, request_id, content, other, log_order)
         SELECT md5(i::text)::uuid, now() - (i % 7776000) * interval '1 second', CASE WHEN i % 50 = 0 THEN 5 WHEN i % 97 = 0 THEN 1 ELSE 2 END,
                1 + i % 10000, 1 + i % 500, 1 + i % 50, 'model-' || (i % 200), 'group-' || (i % 5), i % 5000, i % 3000, i % 800, i % 9000, i % 3 = 0,
                'req-' || i, '', '{"model_ratio":1}', 'pg:' || lpad(i::text, 20, '0') || ':' || lpad(i::text, 20, '0')
           FROM generate_series($1::bigint, $2::bigint) AS i`,
        [from, Math.min(from + CHUNK, rows) - 1],
      );
    }
    // The user and token the name filters look for: user 4242 and its token 7 (the rows' token ids cycle through 500).
    await db.query(`INSERT INTO users (id, username, aff_code, created_at, credentials_changed_at) VALUES (4242, 'bench_user', 'affbench', now(), now())`);
    await db.query(
      `INSERT INTO tokens (id, user_id, name, key_hash, key_ciphertext, created_time, accessed_time) VALUES (7, 4242, 'token-7', 'bench-hash', 'bench', 0, 0)`,
    );
    await db.query('ANALYZE usage_logs');
    lines.push(
      `${rows.toLocaleString('en')} rows (10,000 users, 200 models, 50 channels, 5 groups, 90 days) inserted and analysed in ${((performance.now() - started) / 1000).toFixed(0)} s. ` +
        "Each query as the application runs it, median of 5; page 100 is rows 991 to 1,000; a user's count stops at 10,000 (the self total cap).",
      '',
      '| filter | page 1 (ms) | page 100 (ms) | count (ms) | stat (ms) |',
      '|---|---:|---:|---:|---:|',
    );
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[string, LogFilterInput, 'all' | 'self']> = [
      ['admin, no filter', {}, 'all'],
      ['admin, type 2', { type: 2 }, 'all'],
      ['admin, one model', { modelName: 'model-7' }, 'all'],
      ['admin, one channel', { channel: 7 }, 'all'],
      ['admin, one user name', { username: 'bench_user' }, 'all'],
      ['admin, one token name', { tokenName: 'token-7' }, 'all'],
      ['admin, one group, last day', { group: 'group-3', startTimestamp: now - DAY }, 'all'],
      ['admin, last 7 days', { startTimestamp: now - 7 * DAY }, 'all'],
      ['admin, one request id', { requestId: 'req-4242' }, 'all'],
      ['user, own rows', {}, 'self'],
      ['user, own rows, one model', { modelName: 'model-42' }, 'self'],
      ['user, own rows, last day', { startTimestamp: now - DAY }, 'self'],
    ];
    for (const [name, input, whose] of cases) {
      const filter = checkLogFilter(input, whose === 'all' ? { kind: 'all' } : { kind: 'self', userId: 4242 });
      const first = await median(() => selectLogs(db, filter, { limit: 10, offset: 0 }));
      const deep = await median(() => selectLogs(db, filter, { limit: 10, offset: 990 }));
      const count = await median(() => countLogs(db, filter, whose === 'self' ? 10_000 : null));
      const stat = await median(() => logStat(db, filter, new Date()));
      lines.push(`| ${name} | ${first.toFixed(1)} | ${deep.toFixed(1)} | ${count.toFixed(1)} | ${stat.toFixed(1)} |`);
    }
  } finally {
    await db.close();
    await database.drop();
  }
  return lines;
}
