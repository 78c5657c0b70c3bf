/**
 * `npm run bench`: the figures the project is measured by, each against a
 * baseline in the same run where one exists; never asserted by a test. The
 * report is printed and written to tests/bench/REPORT.md (committed).
 *
 * Sizes: BENCH_REQUESTS (http), BENCH_GAP_EVENTS (A13, default 200,000),
 * BENCH_REPLAY_EVENTS (A11, default 100,000; the batch-of-one pass on
 * BENCH_REPLAY_BATCH1_EVENTS, default 10,000). The event-log figures
 * need PostgreSQL (DATABASE_URL): PGlite has one backend, so no concurrency to
 * test.
 * Ledger (tests/bench/ledger.ts, issue 15): on PGlite always and on PostgreSQL
 * when set; one hot wallet, then each wallet count loaded in memory and read
 * first, at each concurrency. BENCH_LEDGER_WALLETS (comma list, default
 * 1000,100000), BENCH_LEDGER_CONCURRENCY (comma list, default 1,32,200); a
 * run stops at BENCH_LEDGER_REQUESTS reserve + settle lifecycles (default
 * 20,000; BENCH_LEDGER_SERIAL_REQUESTS at concurrency 1, default 1,000) or
 * after BENCH_LEDGER_SECONDS (default 3), whichever comes first;
 * BENCH_LEDGER_COMMITS (the reference commits timed, default 1,000),
 * BENCH_LEDGER_PARITY_ROUNDS (alternating pairs of the hot wallet and 1,000
 * wallets at concurrency 200, default 5). Funding
 * and loading the 100,000 wallets is most of the section's few minutes.
 * Start: BENCH_START_LAUNCHES (default 5) launches each of the compiled server
 * and of `tsx services/main.ts`.
 * Relay (tests/bench/relay.ts, issue 14): the compiled gateway against an
 * undici pass-through floor, on PostgreSQL when DATABASE_URL is set (every
 * role, then ROLES=relay) and on PGlite always; needs 2 cores and taskset to
 * pin (it says so when it cannot). Each measured run stops at its count or
 * after BENCH_RELAY_SECONDS (default 4), whichever comes first:
 * BENCH_RELAY_REQUESTS (per run under load, default 4,000),
 * BENCH_RELAY_SERIAL_REQUESTS (per run one at a time, default 1,000),
 * BENCH_RELAY_CONCURRENCY (default 32), BENCH_RELAY_WARMUP (default 1,000,
 * after one request per key), BENCH_RELAY_USERS (default 1,000; each costs
 * two argon2 hashes in the setup), BENCH_RELAY_COMMITS (the reference commits
 * timed, default 1,000). BENCH_RELAY_PROFILE=<dir> has the measured gateways
 * write V8 CPU profiles there; BENCH_RELAY_NODE_FLAGS adds node flags to them
 * (for trying V8 settings; the section names them), BENCH_RELAY_ENV
 * ("NAME=value …") adds environment (for trying allocator settings, named
 * too); BENCH_RELAY_VARIANTS
 * (comma list of postgres, postgres-relay, pglite; default all) picks which
 * gateways run. About six minutes with both backends.
 *
 * Usage log (tests/bench/usage-log-feed.ts and usage-log-paging.ts, issue
 * 17): the live feed's lag on PostgreSQL and PGlite (BENCH_FEED_REQUESTS,
 * default 500), and the list queries at BENCH_LOG_ROWS rows (default
 * 10,000,000, PostgreSQL; inserting them takes a few minutes).
 *
 * Long stream (tests/bench/long-stream.ts, issue 14): one streamed answer of
 * BENCH_STREAM_SECONDS (default 1,200) through the compiled gateway, a chunk
 * every BENCH_STREAM_INTERVAL_MS (default 10), the gateway's RSS over time.
 *
 * BENCH_ONLY=start (or a comma list of http, gap, replay, ledger, start,
 * relay, logs, stream) runs only those sections and rewrites only them in
 * REPORT.md; each section says when it was measured.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchGapSafety, benchReplay } from './event-log';
import { benchHttpOverhead } from './http-overhead';
import { benchLedger } from './ledger';
import { benchRelay } from './relay';
import { benchLongStream } from './long-stream';
import { benchStart } from './start';
import { benchUsageLogFeed } from './usage-log-feed';
import { benchUsageLogPaging } from './usage-log-paging';

const serverUrl = process.env.DATABASE_URL?.trim() || null;
const gapEvents = Number(process.env.BENCH_GAP_EVENTS ?? 200_000);
const replayEvents = Number(process.env.BENCH_REPLAY_EVENTS ?? 100_000);
const replayBatchOneEvents = Number(process.env.BENCH_REPLAY_BATCH1_EVENTS ?? 10_000);
const numbers = (value: string) =>
  value
    .split(',')
    .map((n) => Number(n.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
const ledgerSizes = {
  requests: Number(process.env.BENCH_LEDGER_REQUESTS ?? 20_000),
  serialRequests: Number(process.env.BENCH_LEDGER_SERIAL_REQUESTS ?? 1_000),
  seconds: Number(process.env.BENCH_LEDGER_SECONDS ?? 3),
  concurrency: numbers(process.env.BENCH_LEDGER_CONCURRENCY ?? '1,32,200'),
  wallets: numbers(process.env.BENCH_LEDGER_WALLETS ?? '1000,100000'),
  commits: Number(process.env.BENCH_LEDGER_COMMITS ?? 1_000),
  parityRounds: Number(process.env.BENCH_LEDGER_PARITY_ROUNDS ?? 5),
};

const logSizes = { rows: Number(process.env.BENCH_LOG_ROWS ?? 10_000_000), feedRequests: Number(process.env.BENCH_FEED_REQUESTS ?? 500) };

/** Usage log (issue 17): the live feed's lag on both backends, then the list queries at BENCH_LOG_ROWS rows (PostgreSQL). */
async function benchUsageLog(): Promise<string[]> {
  const feed = [await benchUsageLogFeed(null, logSizes.feedRequests)];
  if (serverUrl) feed.unshift(await benchUsageLogFeed(serverUrl, logSizes.feedRequests));
  const paging = serverUrl ? await benchUsageLogPaging(serverUrl, logSizes.rows) : ['skipped: set DATABASE_URL to a PostgreSQL server'];
  return [
    '### Live feed: a charge recorded until its row reaches a graphql-ws subscriber',
    '',
    'A gateway with every role, one user subscribed to `myUsageLogAdded`, charges (reserve + settle through the wallet service) one after another.',
    '',
    '| backend | charges | p50 (ms) | p99 (ms) | max (ms) | charges/s end to end |',
    '|---|---:|---:|---:|---:|---:|',
    ...feed,
    '',
    `### List queries at ${logSizes.rows.toLocaleString('en')} rows (PostgreSQL)`,
    '',
    ...paging,
    '',
    'Projection throughput (events applied per second, each read model rebuilt from the log) is in the replay section (A11).',
  ];
}

const relaySizes = {
  requests: Number(process.env.BENCH_RELAY_REQUESTS ?? 4_000),
  serialRequests: Number(process.env.BENCH_RELAY_SERIAL_REQUESTS ?? 1_000),
  seconds: Number(process.env.BENCH_RELAY_SECONDS ?? 4),
  concurrency: Number(process.env.BENCH_RELAY_CONCURRENCY ?? 32),
  warmup: Number(process.env.BENCH_RELAY_WARMUP ?? 1_000),
  users: Number(process.env.BENCH_RELAY_USERS ?? 1_000),
  commits: Number(process.env.BENCH_RELAY_COMMITS ?? 1_000),
};

/** Key, title, run; a section whose lines are markdown (tables) says `markdown` and is not fenced. */
const allSections: Array<[string, string, () => Promise<string[]>, 'markdown'?]> = [
  ['http', 'HTTP overhead', benchHttpOverhead],
  ['gap', 'Event log gap safety (A13)', async () => (serverUrl ? benchGapSafety(serverUrl, gapEvents) : ['skipped: set DATABASE_URL to a PostgreSQL server'])],
  [
    'replay',
    'Replay equivalence (A11)',
    async () => (serverUrl ? benchReplay(serverUrl, replayEvents, replayBatchOneEvents) : ['skipped: set DATABASE_URL to a PostgreSQL server']),
  ],
  ['ledger', 'Ledger reservations (issue 15)', () => benchLedger(serverUrl, ledgerSizes), 'markdown'],
  ['start', 'Start', benchStart],
  ['relay', 'Relay overhead (issue 14)', () => benchRelay(serverUrl, relaySizes), 'markdown'],
  ['logs', 'Usage log (issue 17)', benchUsageLog, 'markdown'],
  [
    'stream',
    'A long stream in bounded memory (issue 14)',
    () => benchLongStream(serverUrl, Number(process.env.BENCH_STREAM_SECONDS ?? 1_200), Number(process.env.BENCH_STREAM_INTERVAL_MS ?? 10)),
    'markdown',
  ],
];
const only =
  process.env.BENCH_ONLY?.split(',')
    .map((key) => key.trim())
    .filter(Boolean) ?? [];
const unknown = only.filter((key) => !allSections.some(([k]) => k === key));
if (unknown.length > 0) {
  console.error(`BENCH_ONLY: unknown section ${unknown.join(', ')}; expected some of ${allSections.map(([k]) => k).join(', ')}`);
  process.exit(1);
}
const sections = only.length > 0 ? allSections.filter(([key]) => only.includes(key)) : allSections;

const measured = `_Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ')} at the start._`;
const written = new Map<string, string[]>();
for (const [, title, run, format] of sections) {
  console.log(`== ${title}`);
  const lines = await run();
  for (const line of lines) console.log(line);
  written.set(title, format === 'markdown' ? [measured, '', ...lines] : [measured, '', '```', ...lines, '```']);
}

/*
 * REPORT.md keeps one section per title: a run rewrites the sections it ran
 * (all of them, or BENCH_ONLY's) and keeps the rest, hand-written ones
 * included, each saying when it was measured.
 */
const reportPath = path.join(import.meta.dirname, 'REPORT.md');
const previous = await readFile(reportPath, 'utf8').catch(() => '');
const kept = previous
  .split(/^## /m)
  .slice(1)
  .map((chunk) => {
    const newline = chunk.indexOf('\n');
    return {
      title: chunk.slice(0, newline).trim(),
      body: chunk
        .slice(newline + 1)
        .trim()
        .split('\n'),
    };
  });
const titles = [...kept.map((section) => section.title), ...[...written.keys()].filter((title) => !kept.some((section) => section.title === title))];
const report = [
  '# Benchmark report',
  '',
  'Each section is rewritten by `npm run bench` (every section) or `BENCH_ONLY=<keys> npm run bench` (those), and says when it was measured.',
  '',
];
for (const title of titles) report.push(`## ${title}`, '', ...(written.get(title) ?? kept.find((section) => section.title === title)!.body), '');
await writeFile(reportPath, report.join('\n'));
console.log(`wrote tests/bench/REPORT.md (${[...written.keys()].join(', ')})`);
