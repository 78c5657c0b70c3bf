import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * librdkafka's mock cluster as a child process: the real Kafka protocol with
 * no server installed (ARCHITECTURE §4). It lacks the topic admin API and
 * creates a topic with 4 partitions the first time anyone asks for it;
 * topics named at start get the partitions asked for.
 */
export interface KafkaMock {
  /** The bootstrap brokers, `127.0.0.1:port` each. */
  readonly brokers: string[];
  /** The next request of this Kafka API (0 = Produce) fails with this protocol error code. */
  failNext(apiKey: number, errorCode: number): Promise<void>;
  stop(): Promise<void>;
}

const SOURCE = path.resolve(import.meta.dirname, 'kafka-mock.c');
const BINARY = path.resolve(import.meta.dirname, 'bin/kafka-mock');
const HEADER = '/usr/include/librdkafka/rdkafka_mock.h';

/** Why the Kafka suites cannot run here, or null when they can. */
export function kafkaMockMissingReason(): string | null {
  if (!existsSync(HEADER)) return `${HEADER} is missing (apt-get install librdkafka-dev)`;
  try {
    execFileSync('gcc', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'gcc is missing (apt-get install gcc)';
  }
  return null;
}

export const kafkaMockMissing = (): boolean => kafkaMockMissingReason() !== null;

/** Added to a Kafka suite's name; when it cannot run it says why, and prints it once as well. */
export function kafkaSkipNote(): string {
  const reason = kafkaMockMissingReason();
  if (reason === null) return '';
  console.warn(`[skipped] Kafka suites: ${reason}`);
  return ` (skipped: ${reason})`;
}

/** Builds tests/testkit/bin/kafka-mock when it is missing or older than its source. */
function buildMock(): string {
  const fresh = existsSync(BINARY) && statSync(BINARY).mtimeMs >= statSync(SOURCE).mtimeMs;
  if (fresh) return BINARY;
  mkdirSync(path.dirname(BINARY), { recursive: true });
  // Test files build in parallel: each writes its own file and renames it into place.
  const building = `${BINARY}.${process.pid}`;
  execFileSync('gcc', ['-O2', '-Wall', '-o', building, SOURCE, '-lrdkafka'], { stdio: ['ignore', 'ignore', 'pipe'] });
  renameSync(building, BINARY);
  return BINARY;
}

/** Starts a mock cluster of `brokers` brokers with `topics` ({ name: partitions }) already made. */
export async function startKafkaMock({ brokers = 1, topics = {} }: { brokers?: number; topics?: Record<string, number> } = {}): Promise<KafkaMock> {
  const child = spawn(buildMock(), [String(brokers), ...Object.entries(topics).map(([name, n]) => `${name}:${n}`)], {
    // An open stdin keeps it running; if this process dies, the pipe closes and the mock exits too.
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const firstLine = new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`kafka mock exited (${code}) before naming its brokers`)));
    setTimeout(() => reject(new Error('kafka mock did not name its brokers within 10 s')), 10_000).unref();
  });
  let bootstrap: string;
  try {
    bootstrap = await firstLine;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const acknowledgements: Array<() => void> = [];
  lines.on('line', () => acknowledgements.shift()?.());
  return {
    brokers: bootstrap.trim().split(','),
    failNext(apiKey, errorCode) {
      return new Promise<void>((resolve) => {
        acknowledgements.push(resolve);
        child.stdin.write(`fail ${apiKey} ${errorCode}\n`);
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
      lines.close();
    },
  };
}
