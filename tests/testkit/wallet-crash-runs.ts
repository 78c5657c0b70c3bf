import { writeFile } from 'node:fs/promises';
import { bundledScript } from './bundled-script';
import { spawnCommand, type ScriptProcess } from './run-script';
import type { SentAppend, StepRef } from './wallet-crash-log';
import { laneIndex, reportsOf, type ChildReport } from './wallet-crash-plan';

/*
 * The runs of the wallet crash test's child (wallet-crash-child.ts), and
 * what the parent learns from each: every append it sent, every step it
 * answered, and whether each answer is the right one given what earlier runs
 * answered (a step answered before must come back as a repeat; the step in
 * flight at a kill may; any later step must be recorded fresh).
 */

export interface CrashPlan {
  readonly database: string;
  readonly wallets: number;
  readonly lanes: number;
  /** Where the child reads how far each lane got. */
  readonly resumeFile: string;
}

/** What all runs so far add up to. */
export interface CrashLedger {
  /** Steps answered per lane (laneIndex order). */
  readonly done: number[];
  readonly sent: SentAppend[];
  /** Each answered step once. */
  readonly answered: StepRef[];
  /** Answer lines, repeats included. */
  answers: number;
  fresh: number;
  repeats: number;
  /** Steps in flight at a kill that the next run found recorded (answered as a repeat). */
  inFlightRecorded: number;
  /** Wallets refused because another process wrote them first, over all runs. */
  conflicts: number;
  /** Answers that contradict an earlier run. */
  readonly wrong: string[];
  readonly bad: string[];
}

export const emptyLedger = (plan: CrashPlan): CrashLedger => ({
  done: new Array<number>(plan.wallets * plan.lanes).fill(0),
  sent: [],
  answered: [],
  answers: 0,
  fresh: 0,
  repeats: 0,
  inFlightRecorded: 0,
  conflicts: 0,
  wrong: [],
  bad: [],
});

/** Starts run `run`: one node process running the bundled child, so SIGKILL ends the process that holds the database. */
export async function startRun(plan: CrashPlan, ledger: CrashLedger, blocks: number | null): Promise<ScriptProcess> {
  await writeFile(plan.resumeFile, JSON.stringify({ done: ledger.done }));
  return spawnCommand(process.execPath, [await bundledScript('tests/testkit/wallet-crash-child.ts')], {
    CRASH_DATABASE: plan.database,
    CRASH_WALLETS: String(plan.wallets),
    CRASH_LANES: String(plan.lanes),
    CRASH_RESUME: plan.resumeFile,
    ...(blocks !== null && { CRASH_BLOCKS: String(blocks) }),
  });
}

/**
 * Resolves once the child has said it runs and then sent `appends` appends
 * (counted as its lines arrive, so the kill that follows lands close to one).
 */
export function untilAppendsSent(child: ScriptProcess, appends: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let carry = '';
    let running = false;
    let sent = 0;
    const onData = (chunk: Buffer) => {
      const lines = (carry + chunk.toString()).split('\n');
      carry = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('{"running"')) running = true;
        else if (running && line.startsWith('{"append"')) sent++;
      }
      if (running && sent >= appends) done(null);
    };
    const onExit = () => done(new Error(`the child exited after ${sent} appends, before ${appends}: ${child.stderr()}`));
    const done = (error: Error | null) => {
      child.child.stdout.off('data', onData);
      child.child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    child.child.stdout.on('data', onData);
    child.child.once('exit', onExit);
  });
}

/** Adds what an ended run reported to the ledger; answers its `finished` line, if it got there. */
export function absorbRun(plan: CrashPlan, ledger: CrashLedger, run: number, stdout: string): Extract<ChildReport, { finished: true }> | null {
  const before = [...ledger.done];
  let finished: Extract<ChildReport, { finished: true }> | null = null;
  let conflicts = 0;
  for (const report of reportsOf(stdout)) {
    if ('append' in report) {
      ledger.sent.push({ run, append: report.append, parts: report.parts });
      conflicts = report.conflicts;
    } else if ('bad' in report) ledger.bad.push(`run ${run}: ${report.bad}`);
    else if ('finished' in report) finished = report;
    else if ('s' in report) {
      const lane = laneIndex(report.w, report.l, plan.lanes);
      const d = before[lane]!;
      const where = `run ${run}, wallet ${report.w} lane ${report.l} step ${report.s} (answered before: ${d})`;
      ledger.answers++;
      if (report.o === 'fresh') ledger.fresh++;
      else ledger.repeats++;
      if (report.s !== ledger.done[lane]! && report.s !== d - 1) ledger.wrong.push(`${where}: out of order`);
      else if (report.s < d - 1) ledger.wrong.push(`${where}: sent again though answered long before`);
      else if (report.s === d - 1 && report.o !== 'repeat') ledger.wrong.push(`${where}: answered before, recorded again`);
      else if (report.s > d && report.o !== 'fresh') ledger.wrong.push(`${where}: never sent before, answered as a repeat`);
      if (report.s === d && report.o === 'repeat') ledger.inFlightRecorded++;
      if (report.s >= d) {
        ledger.answered.push({ w: report.w, l: report.l, s: report.s });
        ledger.done[lane] = report.s + 1;
      }
    }
  }
  ledger.conflicts += finished?.conflicts ?? conflicts;
  return finished;
}
