import { eventually, giveUp } from './eventually';
import { spawnScript, type ScriptProcess } from './run-script';

/** What tests/testkit/kafka-forwarder-main.ts reports, one line at a time. */
export interface ForwarderReport {
  readonly published?: number;
  readonly batch?: number;
  readonly hanging?: true;
  readonly stopped?: true;
}

export interface ForwarderSettings {
  /** A postgres:// URL or a PGlite directory that no other process has open. */
  readonly database: string;
  readonly brokers: readonly string[];
  readonly topic: string;
  readonly partitions: number;
  readonly batchSize: number;
  /** Hang inside the publish that brings this process to this many events (see the script). */
  readonly hangAfter?: number;
}

export interface ForwarderProcess extends ScriptProcess {
  reports(): ForwarderReport[];
  /** Events this process has published (and the bus acknowledged). */
  published(): number;
  /** Resolves once a report satisfies `matches`; rejects if the process exits first or after `timeoutMs`. */
  waitFor(what: string, matches: (report: ForwarderReport) => boolean, timeoutMs?: number): Promise<void>;
}

/** Starts the forwarder in a child process, as a `ROLES=forwarder` gateway would run it. */
export function spawnForwarder(settings: ForwarderSettings): ForwarderProcess {
  const run = spawnScript('tests/testkit/kafka-forwarder-main.ts', [], {
    FORWARDER_DATABASE: settings.database,
    KAFKA_BROKERS: settings.brokers.join(','),
    FORWARDER_TOPIC: settings.topic,
    FORWARDER_PARTITIONS: String(settings.partitions),
    FORWARDER_BATCH_SIZE: String(settings.batchSize),
    ...(settings.hangAfter !== undefined && { FORWARDER_HANG_AFTER: String(settings.hangAfter) }),
  });
  const reports = () =>
    run
      .stdout()
      .split('\n')
      .filter((line) => line.endsWith('}'))
      .map((line) => JSON.parse(line) as ForwarderReport);

  return {
    ...run,
    reports,
    published: () => reports().reduce((last, r) => r.published ?? last, 0),
    async waitFor(what, matches, timeoutMs = 60_000) {
      await eventually(
        () => {
          if (reports().some(matches)) return;
          if (run.child.exitCode !== null || run.child.signalCode !== null) giveUp(`the forwarder exited before ${what}; stderr: ${run.stderr()}`);
          throw new Error(`no such report yet; stderr: ${run.stderr()}`);
        },
        { what: `the forwarder to report ${what}`, timeoutMs, everyMs: 20 },
      );
    },
  };
}
