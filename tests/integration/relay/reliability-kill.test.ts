import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../services/platform/adapters/postgres';
import { createPostgresEventStore } from '../../../services/platform/event-store/postgres-event-store';
import type { SqlDatabase } from '../../../services/platform/ports/sql';
import { apiClient } from '../../testkit/api-client';
import { createPostgresDatabase, postgresMissing, postgresServer } from '../../testkit/databases';
import { eventually, sleep } from '../../testkit/eventually';
import { OPENAI, startFakeUpstream, type Answer, type FakeUpstream, type ReceivedRequest } from '../../testkit/fake-upstream';
import { listeningUrl } from '../../testkit/gateway-process';
import {
  createRelayChannel,
  ledgerDrift,
  lifecyclesOf,
  lowestAvailable,
  openHoldsOf,
  perTokenCost,
  relayCall,
  seedUser,
  setOptionOverHttp,
  sizeFrom,
  spawnSingleProcessGateway,
  tally,
  waitForModel,
  walletEvents,
  type SeededUser,
} from '../../testkit/relay-reliability';
import { runScript, type ScriptProcess } from '../../testkit/run-script';

/*
 * RELIABILITY A6, kill -9 mid-stream, through the relay over HTTP: a gateway
 * child process on PostgreSQL (one node process, `node --import tsx
 * services/main.ts`, so SIGKILL really ends it) with a short
 * RESERVATION_TIMEOUT_MS serves streaming requests whose upstream sends an
 * event every 100 ms; at a random instant of each round it is SIGKILLed
 * while streams are in flight, and a new gateway starts on the same
 * database. The last one is left running: its reservation sweeper (every
 * 30 s) must release every reservation the dead ones left open. The policy
 * (relay-openai.ts, docs/ledger.md): a request whose process died before its
 * settle is released in full by the sweeper (`expired`), so an interrupted
 * request is billed 0; a settled one is billed its usage exactly once.
 *
 * PostgreSQL only: PGlite is one process's database. Sizes: RELAY_A6_KILLS
 * (default 4; the table's 20) rounds of RELAY_A6_PER_ROUND (default 25;
 * the table's 200 in all is 10 per round) streaming requests; about 50 s,
 * 30 of them waiting for the survivor's first sweep.
 */

const MODEL = 'gpt-4o';
/** chat-stream-usage.sse reports 19 prompt and 10 completion tokens: at gpt-4o's ratios (1.25, completion 4) each settle is this. */
const SETTLE_COST = perTokenCost(19, 10, 1_250, 4_000);
const RESERVATION_TIMEOUT_MS = 5_000;
/** The sweeper's fixed period in a gateway that takes requests (wire-workers.ts). */
const SWEEP_PERIOD_MS = 30_000;
const EVENT_GAP_MS = 100;

const skipReason = postgresMissing() ? `PGlite cannot be opened by two processes, and this run has no PostgreSQL (${postgresServer().reason})` : null;
if (skipReason !== null) console.log(`A6 kill -9 mid-stream: skipped: ${skipReason}`);

let upstream: FakeUpstream | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;
let pool: SqlDatabase | undefined;
let dataDir: string | undefined;
let running: ScriptProcess | undefined;

afterAll(async () => {
  running?.child.kill('SIGKILL');
  if (running) await running.exited;
  await pool?.close();
  await database?.drop();
  await upstream?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function answer(request: ReceivedRequest): Answer {
  const content = (request.body as { messages?: Array<{ content?: unknown }> } | undefined)?.messages?.[0]?.content;
  if (typeof content === 'string' && content.startsWith('a6:')) return { sse: 'openai/chat-stream-usage.sse', eventGapMs: EVENT_GAP_MS };
  return OPENAI.chatCompletion;
}

/** What a client saw of one stream. */
interface Seen {
  readonly round: number;
  readonly requestId: string | null;
  /** It read the whole stream, `data: [DONE]` included. */
  readonly complete: boolean;
  /** The connection failed (before or during the answer). */
  readonly failed: boolean;
}

describe.skipIf(skipReason !== null)('relay reliability: kill -9', () => {
  it('A6: SIGKILL mid-stream, restart on the same database: every request ends in exactly one terminal event, no hold left open', async () => {
    const kills = sizeFrom('RELAY_A6_KILLS', 4);
    const perRound = sizeFrom('RELAY_A6_PER_ROUND', 25);
    const seed = sizeFrom('RELAY_A6_SEED', 6);
    let state = seed;
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const begun = performance.now();

    upstream = await startFakeUpstream(answer);
    database = await createPostgresDatabase();
    pool = openPostgres({ url: database.url, poolMax: 3 });
    dataDir = await mkdtemp(path.join(tmpdir(), 'tollgate-a6-'));
    const env = {
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONSOLE_DIR: path.join(dataDir, 'no-console'),
      LOG_LEVEL: 'error',
      RESERVATION_TIMEOUT_MS: String(RESERVATION_TIMEOUT_MS),
      GLOBAL_API_RATE_LIMIT_ENABLE: 'false',
      GLOBAL_WEB_RATE_LIMIT_ENABLE: 'false',
      CRITICAL_RATE_LIMIT_ENABLE: 'false',
    };
    let baseUrl = '';
    const startsMs: number[] = [];
    const start = async () => {
      const spawned = performance.now();
      running = spawnSingleProcessGateway(env);
      baseUrl = await listeningUrl(running, 120_000);
      startsMs.push(performance.now() - spawned);
    };
    const api = apiClient(() => baseUrl);

    await start();
    await api.setUpSite('rk');
    await setOptionOverHttp(api, 'rk_root', 'egress.allow_list', [upstream.host]);
    await setOptionOverHttp(api, 'rk_root', 'ModelRatio', { [MODEL]: 1.25 });
    await setOptionOverHttp(api, 'rk_root', 'CompletionRatio', { [MODEL]: 4 });
    await createRelayChannel(api, { name: 'kill', models: MODEL, baseUrl: upstream.baseUrl });
    const funds = 10_000_000;
    const user: SeededUser = await seedUser(api, 'rk_root', 'a6_user', funds, { count: 1, allowance: funds });
    const key = user.tokens[0]!.key;

    const seen: Seen[] = [];
    const killedAtMs: number[] = [];
    for (let round = 0; round < kills; round++) {
      if (round > 0) await start();
      await waitForModel(baseUrl, key, MODEL);
      const url = baseUrl;
      const roundStart = performance.now();
      // Requests start over the first second; each stream lasts about 1.3 s; the kill comes 0.9-2.1 s in.
      const killAt = 900 + random() * 1_200;
      const streams = Array.from({ length: perRound }, async (_, n): Promise<Seen> => {
        await sleep((n * 1_000) / perRound);
        let requestId: string | null = null;
        try {
          const response = await relayCall(url, key, { model: MODEL, stream: true, messages: [{ role: 'user', content: `a6:${round}:${n}` }] });
          requestId = response.headers.get('x-request-id');
          const text = await response.text();
          return { round, requestId, complete: text.includes('data: [DONE]'), failed: false };
        } catch {
          return { round, requestId, complete: false, failed: true };
        }
      });
      await sleep(Math.max(0, killAt - (performance.now() - roundStart)));
      const victim = running!;
      victim.child.kill('SIGKILL');
      killedAtMs.push(Math.round(killAt));
      expect(await victim.exited).toBe('SIGKILL');
      running = undefined;
      seen.push(...(await Promise.all(streams)));
    }

    // The survivor: its sweeper releases what the dead left open, RESERVATION_TIMEOUT_MS after each reservation, at its next round.
    await start();
    const restarted = performance.now();
    const lives = await eventually(
      async () => {
        const found = lifecyclesOf(await walletEvents(pool!, user.id));
        return tally(found.values()).open === 0 && found;
      },
      {
        what: 'the sweeper to end every reservation the killed gateways left open',
        timeoutMs: RESERVATION_TIMEOUT_MS + SWEEP_PERIOD_MS + 60_000,
        everyMs: 500,
      },
    );
    const recoverySeconds = (performance.now() - restarted) / 1000;
    const counts = tally(lives.values());
    const all = [...lives.values()];
    const expired = all.filter((l) => l.releases.some((r) => r.reason === 'expired'));
    const otherReleases = all.filter((l) => l.releases.some((r) => r.reason !== 'expired'));
    const settled = all.filter((l) => l.settles.length > 0);
    const wrongCharge = settled.filter((l) => l.settles[0]!.actual !== SETTLE_COST).length;
    const expiredCharged = expired.filter((l) => l.releases[0]!.amount !== l.reserves[0]!.amount).length;
    // What the clients saw, against the log.
    const seenIds = new Set(seen.filter((s) => s.requestId !== null).map((s) => s.requestId!));
    const unknownToLog = [...seenIds].filter((id) => !lives.has(id)).length;
    const reservedUnseen = all.filter((l) => !seenIds.has(l.requestId)).length;
    const completeSeen = seen.filter((s) => s.complete);
    const interrupted = seen.filter((s) => !s.complete && s.requestId !== null);
    const interruptedCharged = interrupted.filter((s) => (lives.get(s.requestId!)?.settles.length ?? 0) > 0).length;
    const deliveredButFree = completeSeen.filter((s) => lives.get(s.requestId!)?.releases.length).length;
    const neverConnected = seen.filter((s) => s.requestId === null).length;
    const reached = upstream.received.filter(
      (r) => (r.body as { messages?: Array<{ content?: string }> }).messages?.[0]?.content?.startsWith('a6:') === true,
    ).length;

    const lowest = await lowestAvailable(pool, [user.id]);
    const { drift, report } = await ledgerDrift(pool, createPostgresEventStore(pool));
    const holds = await openHoldsOf(pool, [user.id]);
    const charged = settled.reduce((sum, l) => sum + l.settles[0]!.actual, 0);
    const view = await eventually(
      async () => {
        const self = await api.call<{ quota: number; used_quota: number }>('a6_user', 'GET', '/api/user/self');
        return self.body.data!.quota === funds - charged && self.body.data!;
      },
      { what: 'the quota view to show the settles and the sweeps' },
    );
    // The log rebuilt from 0 equals the read models, and the books clear (npm run replay -- --verify), with the gateway stopped.
    const survivor = running!;
    survivor.child.kill('SIGTERM');
    await survivor.exited;
    running = undefined;
    const replay = await runScript('services/tools/replay.ts', ['--verify'], { DATABASE_URL: database.url });
    const clearingLine = replay.stdout.split('\n').find((l) => l.startsWith('ledger clearing')) ?? '(no clearing line)';
    const differing = replay.stdout.split('\n').filter((l) => /DIFFERS|skipped/.test(l));

    console.log(
      `A6 kill -9 mid-stream (postgres; size ${kills} SIGKILLs x ${perRound} streaming requests, seed ${seed}, kills at ${killedAtMs.join('/')} ms into each round; ` +
        `RESERVATION_TIMEOUT_MS ${RESERVATION_TIMEOUT_MS}; full table size 20 kills / 200 requests): ` +
        `clients: ${completeSeen.length} complete, ${interrupted.length} cut mid-stream, ${neverConnected} never got headers; upstream reached ${reached}; ` +
        `reservations ${counts.reserved} (${reservedUnseen} the client never saw); settled ${counts.settled} (each ${SETTLE_COST}? off ${wrongCharge}), released by the sweeper ${expired.length} ` +
        `(billed anything ${expiredCharged}), other releases ${otherReleases.length}; interrupted requests billed ${interruptedCharged}; complete streams left free by a kill before their settle ${deliveredButFree}; ` +
        `every request id exactly one terminal event: open ${counts.open}, double terminals ${counts.multiTerminal}, double settles ${counts.doubleSettles}, malformed ${counts.malformed}, ids unknown to the log ${unknownToLog}; ` +
        `open holds ${holds} after ${recoverySeconds.toFixed(1)} s from restart (bound ${(RESERVATION_TIMEOUT_MS + SWEEP_PERIOD_MS + 60_000) / 1000} s); minimum available user ${lowest.user}, token ${lowest.token}; ` +
        `quota view ${view.quota} = ${funds} - ${charged}; drift ${drift} (${JSON.stringify(report.conservation)}); replay --verify exit ${replay.code}: ${clearingLine.trim()}; ` +
        `gateway starts ${startsMs.map((ms) => (ms / 1000).toFixed(1)).join('/')} s; total ${((performance.now() - begun) / 1000).toFixed(1)} s`,
    );
    expect(counts.reserved).toBeGreaterThan(0);
    expect(counts.open).toBe(0);
    expect(counts.multiTerminal).toBe(0);
    expect(counts.doubleSettles).toBe(0);
    expect(counts.malformed).toBe(0);
    expect(unknownToLog).toBe(0);
    expect(otherReleases).toHaveLength(0);
    expect(wrongCharge).toBe(0);
    expect(expiredCharged).toBe(0);
    expect(interruptedCharged).toBe(0);
    expect(interrupted.length + reservedUnseen).toBeGreaterThan(0);
    expect(lowest.user).toBeGreaterThanOrEqual(0);
    expect(lowest.token).toBeGreaterThanOrEqual(0);
    expect(holds).toBe(0);
    expect(drift).toBe(0);
    expect(replay.code).toBe(0);
    expect(differing).toEqual([]);
  }, 240_000);
});
