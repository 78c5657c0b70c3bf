import { describe, expect, it } from 'vitest';
import { pause, startFollowLoop } from '../../../services/platform/follow-loop';
import { createLogger } from '../../../services/platform/logger';

/*
 * The one follow loop (the balance-alert follower, the notification sender,
 * the Kafka forwarder): steps, idle waits, failures logged and backed off,
 * and a stop that waits for the step in progress. Every wait here is a
 * promise the test resolves itself; nothing is timed.
 */

interface LogLine {
  level: string;
  message: string;
  [field: string]: unknown;
}

function recordingLogger() {
  const lines: LogLine[] = [];
  return { lines, logger: createLogger('info', (line) => lines.push(JSON.parse(line) as LogLine)) };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('startFollowLoop', () => {
  it('runs a step again at once, waits idle after an idle step, and stop() resolves once the step in progress ends', async () => {
    const { logger, lines } = recordingLogger();
    const calls: string[] = [];
    const inThird = deferred();
    const release = deferred();
    let n = 0;
    const loop = startFollowLoop({
      name: 'test loop',
      logger,
      step: async () => {
        n += 1;
        calls.push(`step ${n}`);
        if (n === 1) return 'again';
        if (n === 2) return 'idle';
        inThird.resolve();
        await release.promise;
        return 'idle';
      },
      idle: async (signal) => {
        calls.push(signal.aborted ? 'idle (stopping)' : 'idle');
      },
    });
    await inThird.promise;
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(calls).toEqual(['step 1', 'step 2', 'idle', 'step 3', 'idle (stopping)']);
    expect(lines).toEqual([]);
  });

  it('logs each failure with its attempt, backs off, and says when a step works again', async () => {
    const { logger, lines } = recordingLogger();
    const recovered: number[] = [];
    const third = deferred();
    let n = 0;
    const loop = startFollowLoop({
      name: 'test loop',
      logger,
      retry: { initialMs: 1, maxMs: 2 },
      step: async () => {
        n += 1;
        if (n <= 2) throw new Error(`boom ${n}`);
        third.resolve();
        return 'idle';
      },
      idle: (signal) => pause(600_000, signal),
      failureFields: (error) => ({ reason: (error as Error).message }),
      onRecovered: (failedAttempts) => recovered.push(failedAttempts),
    });
    await third.promise;
    await loop.stop();
    const failures = lines.filter((l) => l.message === 'test loop failed; retrying');
    expect(failures.map((l) => [l.level, l.attempt, l.reason, typeof l.retryInMs])).toEqual([
      ['error', 1, 'boom 1', 'number'],
      ['error', 2, 'boom 2', 'number'],
    ]);
    expect(recovered).toEqual([2]);
  });

  it('stops when the signal it was given aborts, logs no failure of a step cut short by stopping, and calls onStopped first', async () => {
    const { logger, lines } = recordingLogger();
    const outside = new AbortController();
    const inStep = deferred();
    const order: string[] = [];
    const loop = startFollowLoop({
      name: 'test loop',
      logger,
      signal: outside.signal,
      step: async (signal) => {
        inStep.resolve();
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('cut short')), { once: true }));
        return 'again';
      },
      idle: async () => {},
      onStopped: () => order.push('onStopped'),
    });
    await inStep.promise;
    outside.abort();
    await loop.stop();
    order.push('stop resolved');
    expect(order).toEqual(['onStopped', 'stop resolved']);
    expect(lines).toEqual([]);
  });
});
