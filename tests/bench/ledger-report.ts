/**
 * The ledger bench's report for one backend: the reference, the set-up, one
 * table row per run, and on PostgreSQL the targets of issue 15's "Done when"
 * with met or missed.
 */
import type { LedgerBenchSizes } from './ledger';
import { percentile, type CommitReference, type Run } from './ledger-scenarios';

export interface Scenario {
  /** hot: one wallet; loaded: N wallets in the service's memory; read: N wallets a fresh service must read first. */
  readonly key: 'hot' | 'loaded' | 'read';
  readonly wallets: number;
  readonly title: string;
  readonly runs: readonly Run[];
}

/** Issue 15, "Done when", on PostgreSQL. */
const TARGET = { wallets: 1_000, concurrency: 200, perSecond: 5_000, reserveP99Ms: 20, serialOverCommitMs: 0.3 };

/** The parity target's scenarios: the hot wallet against this many wallets loaded, at this concurrency. */
export const PARITY = { wallets: TARGET.wallets, concurrency: TARGET.concurrency } as const;

/** One alternating pair of the parity target's runs. */
export interface ParityRound {
  readonly hot: Run;
  readonly many: Run;
  readonly manyFirst: boolean;
}
const DEFAULT_CACHED_WALLETS = 10_000;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');
const mark = (met: boolean) => (met ? 'met' : '**missed**');
const perSecond = (run: Run) => run.lifecycles / run.seconds;

function row(scenario: Scenario, run: Run): string {
  const { sql } = run;
  return [
    scenario.title,
    run.concurrency,
    `${whole(run.lifecycles)} in ${run.seconds.toFixed(1)} s`,
    whole(perSecond(run)),
    `${ms(percentile(run.reserves, 0.5))} / ${ms(percentile(run.reserves, 0.99))}`,
    `${ms(percentile(run.settles, 0.5))} / ${ms(percentile(run.settles, 0.99))}`,
    ratio(run.commands, run.appends),
    whole(run.appends / run.seconds),
    run.commits === null ? '–' : whole(run.commits / run.seconds),
    `${ratio(sql.append.statements, run.appends)} / ${ratio(sql.append.roundTrips, run.appends)} / ${ratio(sql.append.ms, run.appends)}`,
    `${ratio(sql.read.statements, run.lifecycles)} / ${ratio(sql.snapshot.statements, run.lifecycles)}`,
  ].join(' | ');
}

function find(scenarios: readonly Scenario[], key: Scenario['key'], concurrency: number, wallets?: number): Run | null {
  const scenario = scenarios.find((s) => s.key === key && (wallets === undefined || s.wallets === wallets));
  return scenario?.runs.find((r) => r.concurrency === concurrency) ?? null;
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The alternating pairs, one line each, and their median ratio. */
function parityLines(rounds: readonly ParityRound[]): string[] {
  if (rounds.length === 0) return [];
  return [
    `Parity rounds: the hot wallet and the ${whole(PARITY.wallets)} wallets loaded, ${PARITY.concurrency} in flight, in alternating pairs ` +
      '(the first of each pair in bold), the same services as the rows above:',
    '',
    '| round | hot wallet reservations/s | 1,000 wallets reservations/s | 1,000 wallets / hot | 1,000 wallets reserve p99 |',
    '|--:|--:|--:|--:|--:|',
    ...rounds.map((r, i) => {
      const [hot, many] = [whole(perSecond(r.hot)), whole(perSecond(r.many))];
      return `| ${i + 1} | ${r.manyFirst ? hot : `**${hot}**`} | ${r.manyFirst ? `**${many}**` : many} | ${ratio(perSecond(r.many), perSecond(r.hot))} | ${ms(percentile(r.many.reserves, 0.99))} |`;
    }),
    '',
    `Median of the ratios: ${median(rounds.map((r) => perSecond(r.many) / perSecond(r.hot))).toFixed(2)}.`,
    '',
  ];
}

function targets(scenarios: readonly Scenario[], reference: CommitReference, parity: readonly ParityRound[]): string[] {
  const { wallets, concurrency } = TARGET;
  const many = find(scenarios, 'loaded', concurrency, wallets);
  const manyRead = find(scenarios, 'read', concurrency, wallets);
  const hot = find(scenarios, 'hot', concurrency);
  const serial = find(scenarios, 'loaded', 1, wallets);
  const hotSerial = find(scenarios, 'hot', 1);
  const absent = (what: string) => `not measured (${what} is not in this run's sizes)`;
  const read = manyRead ? ` (read first: ${whole(perSecond(manyRead))}/s)` : '';
  const allowed = reference.p50 + TARGET.serialOverCommitMs;
  const serialP50 = serial ? percentile(serial.reserves, 0.5) : NaN;
  return [
    `Targets of issue 15 ("Done when"), on the ${whole(wallets)} wallets loaded rows of this run:`,
    '',
    `- ${whole(wallets)} wallets ≥ ${whole(TARGET.perSecond)} reservations/s at ${concurrency} in flight: ` +
      (many ? `${mark(perSecond(many) >= TARGET.perSecond)}: ${whole(perSecond(many))}/s${read}` : absent(`${wallets} wallets at ${concurrency}`)),
    `- and ≥ the hot wallet at ${concurrency} in flight: ` + parityTarget(many, hot, parity, absent),
    `- reserve p99 ≤ ${TARGET.reserveP99Ms} ms at ${concurrency} in flight: ` +
      (many
        ? `${mark(percentile(many.reserves, 0.99) <= TARGET.reserveP99Ms)}: ${ms(percentile(many.reserves, 0.99))} ms` +
          (manyRead ? ` (read first: ${ms(percentile(manyRead.reserves, 0.99))} ms)` : '')
        : absent(`${wallets} wallets at ${concurrency}`)),
    `- reserve p50 at concurrency 1 within ${TARGET.serialOverCommitMs} ms of one durable commit (p50 ${ms(reference.p50)} ms, so ≤ ${ms(allowed)} ms): ` +
      (serial
        ? `${mark(serialP50 <= allowed)}: ${ms(serialP50)} ms, ${serialP50 >= reference.p50 ? '+' : ''}${ms(serialP50 - reference.p50)} ms over the commit` +
          (hotSerial ? ` (hot wallet: ${ms(percentile(hotSerial.reserves, 0.5))} ms)` : '')
        : absent('concurrency 1')),
    '',
  ];
}

/** The median ratio of the alternating pairs when there are some, else the single runs' ratio. */
function parityTarget(many: Run | null, hot: Run | null, parity: readonly ParityRound[], absent: (what: string) => string): string {
  if (parity.length > 0) {
    const ratios = parity.map((r) => perSecond(r.many) / perSecond(r.hot));
    const mid = median(ratios);
    return (
      `${mark(mid >= 1)}: the median of ${parity.length} alternating pairs is ${mid.toFixed(2)} × the hot wallet ` +
      `(${ratios.filter((r) => r >= 1).length} of ${parity.length} pairs at or above it; the pairs: ${ratios.map((r) => r.toFixed(2)).join(', ')})`
    );
  }
  return many && hot
    ? `${mark(perSecond(many) >= perSecond(hot))}: ${whole(perSecond(many))}/s vs ${whole(perSecond(hot))}/s (one run each)`
    : absent(`concurrency ${TARGET.concurrency}`);
}

export function backendLines(input: {
  title: string;
  reference: CommitReference;
  setup: readonly string[];
  scenarios: readonly Scenario[];
  parity: readonly ParityRound[];
  postgres: boolean;
  sizes: LedgerBenchSizes;
}): string[] {
  const { reference, scenarios, postgres } = input;
  const runs = scenarios.flatMap((s) => s.runs);
  const lines = [
    `### ${input.title}`,
    '',
    `Reference: ${reference.label}, one at a time: p50 ${ms(reference.p50)} ms, p99 ${ms(reference.p99)} ms (${whole(reference.count)} timed).`,
    '',
    'Set-up (untimed):',
    '',
    ...input.setup.map((line) => `- ${line}`),
    '',
  ];
  const big = input.sizes.wallets.filter((n) => n > DEFAULT_CACHED_WALLETS);
  if (big.length > 0) {
    lines.push(
      `Memory: a wallet service keeps the ${whole(DEFAULT_CACHED_WALLETS)} wallets it used last (\`cachedWallets\`, default ${whole(DEFAULT_CACHED_WALLETS)}; ` +
        `the oldest goes first). Traffic spread over ${big.map(whole).join(' or ')} wallets finds at most ${big.map((n) => `${Math.round((100 * DEFAULT_CACHED_WALLETS) / n)} %`).join(' or ')} ` +
        `of them in memory, and none when each is charged in turn as here: with the default, that traffic costs what the "read first" rows show. ` +
        `The "loaded" rows had \`cachedWallets\` raised to the wallet count, and no limit on the entries the wallets remember between them (\`cachedEntries\`, default 1,000,000).`,
      '',
    );
  }
  lines.push(
    '| scenario | in flight | lifecycles | reservations/s | reserve p50 / p99 | settle p50 / p99 | commands per append | appends/s | ' +
      'PG commits/s | one append: statements / round trips / ms | per lifecycle: read statements / snapshot saves |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...scenarios.flatMap((s) => s.runs.map((run) => `| ${row(s, run)} |`)),
    '',
    '"PG commits/s": transactions the server counted for the bench database over the run (pg_stat_database.xact_commit, read-only ones included: ' +
      'a wallet read is one), the pool\'s own taken off. "one append": the SQL of the event store\'s appendMany (the statement, and the check ' +
      "after a refusal), and its time from sending to answer (waiting for a pooled connection included): the rest of a reserve's latency is " +
      'waiting for its turn and the wallet service\'s own work. "read statements": a wallet read is its snapshot and a page of its events (two), a re-read after a refusal one.',
    '',
  );
  const failed = runs.filter((run) => run.failures > 0);
  if (failed.length > 0)
    lines.push(`**FAILURES: ${failed.reduce((n, run) => n + run.failures, 0)} lifecycles failed**; first: \`${failed[0]!.firstFailure}\``, '');
  const conflicts = runs.reduce((n, run) => n + run.conflicts, 0);
  if (conflicts > 0) lines.push(`${whole(conflicts)} wallets were refused for a moved revision (one service writes here: none was expected).`, '');
  lines.push(...parityLines(input.parity));
  if (postgres) lines.push(...targets(scenarios, reference, input.parity));
  else lines.push("Issue 15's targets are PostgreSQL's: not checked on PGlite.", '');
  return lines;
}
