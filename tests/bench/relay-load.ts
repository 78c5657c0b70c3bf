/**
 * The relay bench's load generator (a child process, see relay.ts): undici's
 * Pool with one keep-alive connection per concurrent request, each worker
 * sending its next request as soon as the last one's body has ended (a
 * closed loop), until the job's count is sent or its time is up. Jobs come over IPC; each answers every request's latency
 * (send to the body's end) and time to the first body chunk, the statuses,
 * and how many 200s had not the body expected (a chat completion object, or
 * a stream ending in `data: [DONE]`), and the parts of each answer's
 * `Server-Timing` header (the gateway's admission, reservation and upstream
 * call; the floor's upstream call).
 */
import { Pool } from 'undici';

export interface LoadJob {
  readonly origin: string;
  readonly path: string;
  /** The JSON body, sent as it is. */
  readonly body: string;
  /** Bearer keys, request i sends keys[i % keys.length]. */
  readonly keys: readonly string[];
  /** Requests to send at most… */
  readonly requests: number;
  /** …and no new one after this many seconds (0: no limit). */
  readonly maxSeconds: number;
  readonly concurrency: number;
  readonly stream: boolean;
}

export interface LoadResult {
  /** Requests sent (each ended one way or another). */
  readonly sent: number;
  readonly seconds: number;
  /** Milliseconds from sending to the end of the body, in completion order. */
  readonly latencies: number[];
  /** Milliseconds from sending to the first body chunk. */
  readonly firstChunks: number[];
  /** How many answers of each status; `error` for requests that failed without one. */
  readonly statuses: Record<string, number>;
  /** 200s whose body was not what the fake upstream sends. */
  readonly badBodies: number;
  /** What the first failure said (status and body, or the error), for the report. */
  readonly firstFailure: string | null;
  /** Per Server-Timing metric, its durations (ms) over the answers that named it, in completion order. */
  readonly serverTimings: Record<string, number[]>;
}

/** The durations a `Server-Timing` value names (`name;dur=1.23, …`), by metric. */
function durationsOf(value: string): Array<[string, number]> {
  const found: Array<[string, number]> = [];
  for (const metric of value.split(',')) {
    const match = /^\s*([^;\s]+)\s*;.*\bdur=([0-9.]+)/.exec(metric);
    if (match) found.push([match[1]!, Number(match[2])]);
  }
  return found;
}

async function run(job: LoadJob): Promise<LoadResult> {
  const pool = new Pool(job.origin, { connections: job.concurrency, pipelining: 1, keepAliveTimeout: 60_000 });
  const latencies: number[] = [];
  const firstChunks: number[] = [];
  const statuses: Record<string, number> = {};
  let badBodies = 0;
  let firstFailure: string | null = null;
  const serverTimings: Record<string, number[]> = {};
  const expected = job.stream ? 'data: [DONE]' : '"object":"chat.completion"';
  const one = async (i: number) => {
    const begun = performance.now();
    try {
      const response = await pool.request({
        method: 'POST',
        path: job.path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${job.keys[i % job.keys.length]}` },
        body: job.body,
      });
      let first = -1;
      const chunks: Buffer[] = [];
      for await (const chunk of response.body) {
        if (first < 0) first = performance.now() - begun;
        chunks.push(chunk as Buffer);
      }
      const ended = performance.now() - begun;
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      const text = Buffer.concat(chunks).toString('utf8');
      if (response.statusCode !== 200) firstFailure ??= `status ${response.statusCode}: ${text.slice(0, 300)}`;
      else if (!text.includes(expected)) {
        badBodies++;
        firstFailure ??= `200 without ${expected}: ${text.slice(0, 300)}`;
      }
      latencies.push(ended);
      const timing = response.headers['server-timing'];
      if (typeof timing === 'string') {
        const parts = durationsOf(timing);
        for (const [name, ms] of parts) (serverTimings[name] ??= []).push(ms);
        // What no part covers: the HTTP hops and parsing before the handler, and relaying the answer's body.
        (serverTimings.outside ??= []).push(ended - parts.reduce((sum, [, ms]) => sum + ms, 0));
      }
      firstChunks.push(first < 0 ? ended : first);
    } catch (error) {
      statuses.error = (statuses.error ?? 0) + 1;
      firstFailure ??= `error: ${String(error)}`;
    }
  };
  let next = 0;
  const begun = performance.now();
  const deadline = job.maxSeconds > 0 ? begun + job.maxSeconds * 1000 : Infinity;
  const worker = async () => {
    while (next < job.requests && performance.now() < deadline) await one(next++);
  };
  await Promise.all(Array.from({ length: Math.min(job.concurrency, job.requests) }, worker));
  const seconds = (performance.now() - begun) / 1000;
  await pool.close();
  return { sent: next, seconds, latencies, firstChunks, statuses, badBodies, firstFailure, serverTimings };
}

process.on('message', (message: { job: LoadJob }) => {
  run(message.job).then(
    (result) => process.send!({ result }),
    (error: unknown) => process.send!({ error: String(error) }),
  );
});
process.send!({ ready: true });
