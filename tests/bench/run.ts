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
 * BENCH_LEDGER_COMMITS (the reference commits timed, default 1,000). Funding
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
 * write V8 CPU profiles there. About six minutes with both backends.
 *
 * BENCH_ONLY=start (or a comma list of http, gap, replay, ledger, start, relay) runs
 * only those sections and prints them without writing REPORT.md, whose
 * figures come from a whole run.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchGapSafety, benchReplay } from './event-log';
import { benchHttpOverhead } from './http-overhead';
import { benchLedger } from './ledger';
import { benchRelay } from './relay';
import { benchStart } from './start';

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
};

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

const report: string[] = [
  '# Benchmark report',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} cores, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB.`,
  '',
];
for (const [, title, run, format] of sections) {
  console.log(`== ${title}`);
  const lines = await run();
  for (const line of lines) console.log(line);
  if (format === 'markdown') report.push(`## ${title}`, '', ...lines, '');
  else report.push(`## ${title}`, '', '```', ...lines, '```', '');
}
if (only.length > 0) {
  console.log('BENCH_ONLY is set: tests/bench/REPORT.md left as it was');
} else {
  await writeFile(path.join(import.meta.dirname, 'REPORT.md'), report.join('\n'));
  console.log('wrote tests/bench/REPORT.md');
}
