/**
 * A long stream in bounded memory (issue 14, a section of `npm run bench`:
 * BENCH_ONLY=stream): one streamed chat completion through the compiled
 * gateway lasting BENCH_STREAM_SECONDS (default 1,200: twenty minutes), a
 * content chunk every BENCH_STREAM_INTERVAL_MS (default 10) from a fake
 * OpenAI upstream in this process (the recorded chunk format of
 * tests/testkit/fixtures/providers/openai/chat-stream-usage.sse, the usage in
 * the last chunk), read by a client as fast as it comes. The gateway's
 * resident memory is sampled every 5 s: the report gives it minute by minute
 * and the slope over the second half, which is flat when nothing grows with
 * the stream's length.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabaseOn } from '../testkit/databases';
import { buildCompiledGateway, listeningUrl, spawnCompiledGateway } from '../testkit/gateway-process';
import { setUpRelaySite } from './relay-setup';

const MODEL = 'gpt-4o-mini';
const FIXTURE = path.join(import.meta.dirname, '../testkit/fixtures/providers/openai/chat-stream-usage.sse');

/** The fixture's events: its first (the role), one content chunk as the template, and its last chunks (finish, usage, [DONE]). */
function recordedEvents(): { first: string; content: (text: string) => string; closing: (chunks: number) => string[] } {
  const events = readFileSync(FIXTURE, 'utf8')
    .replaceAll('{{model}}', MODEL)
    .split(/\n\n/)
    .filter((event) => event.trim() !== '');
  const template = JSON.parse(events[1]!.slice('data: '.length)) as { choices: [{ delta: { content: string } }] };
  const usageEvent = events.findLast((event) => event.includes('"usage":{'))!;
  const usage = JSON.parse(usageEvent.slice('data: '.length)) as { usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number } };
  return {
    first: `${events[0]!}\n\n`,
    content: (text) => {
      template.choices[0].delta.content = text;
      return `data: ${JSON.stringify(template)}\n\n`;
    },
    closing: (chunks) => {
      // Each content chunk is one token; the usage says so, as a provider's would.
      usage.usage.completion_tokens = chunks;
      usage.usage.total_tokens = usage.usage.prompt_tokens + chunks;
      const finish = events.find((event) => event.includes('"finish_reason":"stop"'))!;
      return [`${finish}\n\n`, `data: ${JSON.stringify(usage)}\n\n`, 'data: [DONE]\n\n'];
    },
  };
}

/** An OpenAI upstream whose streamed answers last `seconds`, a chunk every `intervalMs`. */
async function longStreamingUpstream(seconds: number, intervalMs: number): Promise<{ server: Server; url: string; sent: () => number }> {
  const recorded = recordedEvents();
  let sent = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(recorded.first);
      const started = performance.now();
      let chunks = 0;
      const timer = setInterval(() => {
        if (performance.now() - started >= seconds * 1000) {
          clearInterval(timer);
          for (const event of recorded.closing(chunks)) res.write(event);
          res.end();
          return;
        }
        chunks += 1;
        sent += 1;
        res.write(recorded.content(` word${chunks % 1000}`));
      }, intervalMs);
      res.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent: () => sent };
}

function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Least-squares slope of `ys` over `xs`. */
function slope(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  const num = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0);
  const den = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

export async function benchLongStream(serverUrl: string | null, seconds: number, intervalMs: number): Promise<string[]> {
  const upstream = await longStreamingUpstream(seconds, intervalMs);
  const compiled = await buildCompiledGateway();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tollgate-long-stream-'));
  const database = serverUrl ? await createDatabaseOn(serverUrl) : null;
  const gateway = spawnCompiledGateway(compiled.bundle, {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CONSOLE_DIR: path.join(dataDir, 'no-console'),
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  try {
    const baseUrl = await listeningUrl(gateway, 120_000);
    const [key] = await setUpRelaySite(baseUrl, upstream.url, 1);
    const pid = gateway.child.pid!;
    const samples: Array<{ minute: number; rss: number }> = [];
    const started = performance.now();
    const sampler = setInterval(() => samples.push({ minute: (performance.now() - started) / 60_000, rss: rssMiB(pid) }), 5_000);
    let bytes = 0;
    let received = 0;
    let done = false;
    try {
      const response = await fetch(`${baseUrl}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key!}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: MODEL, stream: true, messages: [{ role: 'user', content: 'Talk for a long while.' }] }),
      });
      if (!response.ok || !response.body) throw new Error(`the gateway answered ${response.status}: ${await response.text()}`);
      const decoder = new TextDecoder();
      let tail = '';
      for await (const chunk of response.body) {
        bytes += chunk.byteLength;
        const text = tail + decoder.decode(chunk, { stream: true });
        const parts = text.split('\n\n');
        tail = parts.pop()!;
        for (const part of parts) {
          if (part.includes('"content":" word')) received += 1;
          if (part.trim() === 'data: [DONE]') done = true;
        }
      }
    } finally {
      clearInterval(sampler);
    }
    const secondHalf = samples.filter((s) => s.minute >= samples.at(-1)!.minute / 2);
    const perMinute = samples.filter((s, i) => i === 0 || Math.floor(s.minute) > Math.floor(samples[i - 1]!.minute));
    const rss = samples.map((s) => s.rss);
    return [
      `One streamed chat completion of ${(seconds / 60).toFixed(1)} minutes through the compiled gateway on ${database ? 'PostgreSQL' : 'PGlite'}: ` +
        `a content chunk every ${intervalMs} ms from the fake upstream, read by the client as it came. ` +
        `Upstream sent ${upstream.sent().toLocaleString('en')} content chunks; the client got ${received.toLocaleString('en')} ` +
        `(${(bytes / 2 ** 20).toFixed(1)} MiB) and ${done ? 'the closing [DONE]' : '**no [DONE]**'}.`,
      '',
      `Gateway RSS (MiB), sampled every 5 s: first ${rss[0]!.toFixed(0)}, lowest ${Math.min(...rss).toFixed(0)}, highest ${Math.max(...rss).toFixed(0)}, ` +
        `last ${rss.at(-1)!.toFixed(0)}; slope over the second half ${slope(
          secondHalf.map((s) => s.minute),
          secondHalf.map((s) => s.rss),
        ).toFixed(2)} MiB per minute.`,
      '',
      '| minute | RSS (MiB) |',
      '|--:|--:|',
      ...perMinute.map((s) => `| ${s.minute.toFixed(1)} | ${s.rss.toFixed(0)} |`),
    ];
  } finally {
    gateway.child.kill('SIGTERM');
    await gateway.exited;
    upstream.server.close();
    await compiled.remove();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
