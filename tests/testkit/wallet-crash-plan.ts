import type { WalletCommand, WalletOutcome } from '../../services/features/wallet/rules/wallet-commands';

/*
 * The plan of the wallet crash test (issue 15): what the child process
 * (wallet-crash-child.ts) asks its wallet service, and what it reports.
 *
 * Wallet w (user 100 + w) has `lanes` lanes running at once, so the service
 * always has several commands of each wallet waiting and one append carries
 * many wallets, several commands each. A lane is an endless, deterministic
 * list of steps, in blocks of four requests: a credit of 1,000, then for each
 * request a reserve of 20-100 and its end (a settle of 0-120 % of the hold,
 * or a release one time in six). A lane pays for its own requests, so no
 * command is ever refused for want of quota: any refusal is a fault.
 *
 * A lane has one command in flight at a time and reports each answer before
 * it sends the next, so after a kill the parent knows, per lane, how many
 * steps were answered (`done`). The next run resends step done - 1 (answered:
 * it must come back as a repeat) and goes on from step done (in flight at the
 * kill: recorded or not, either answer is right).
 */

export const STEPS_PER_BLOCK = 9;
export const CREDIT_PER_BLOCK = 1_000;

export type StepKind = 'credit' | 'reserve' | 'settle' | 'release';

export interface Step {
  readonly kind: StepKind;
  /** The request id (reserve, settle, release) or the credit key. */
  readonly id: string;
  /** Credited, reserved, or charged by the settle; 0 for a release. */
  readonly amount: number;
  /** The hold of the request this step belongs to (0 for a credit). */
  readonly held: number;
}

export const userIdOf = (wallet: number): number => 100 + wallet;
export const laneIndex = (wallet: number, lane: number, lanes: number): number => wallet * lanes + lane;

/** A small deterministic mix of the step's coordinates. */
function mix(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ part, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** Step `s` of lane `lane` of wallet `wallet`. */
export function stepAt(wallet: number, lane: number, s: number): Step {
  const block = Math.floor(s / STEPS_PER_BLOCK);
  const offset = s % STEPS_PER_BLOCK;
  if (offset === 0) return { kind: 'credit', id: `w${wallet}-l${lane}-c${block}`, amount: CREDIT_PER_BLOCK, held: 0 };
  const j = block * 4 + Math.floor((offset - 1) / 2);
  const id = `w${wallet}-l${lane}-r${j}`;
  const held = 20 + (mix(wallet, lane, j, 1) % 81);
  if ((offset - 1) % 2 === 0) return { kind: 'reserve', id, amount: held, held };
  if (mix(wallet, lane, j, 2) % 6 === 0) return { kind: 'release', id, amount: 0, held };
  return { kind: 'settle', id, amount: Math.floor((held * (mix(wallet, lane, j, 3) % 121)) / 100), held };
}

const USAGE = { channelId: 1, modelName: 'crash-test', promptTokens: 1, completionTokens: 1 };

export function commandOf(step: Step): WalletCommand {
  switch (step.kind) {
    case 'credit':
      return { kind: 'credit', key: step.id, source: 'topup', amount: step.amount, reference: step.id, reason: null };
    case 'reserve':
      return { kind: 'reserve', requestId: step.id, tokenId: null, amount: step.amount, modelName: null, holdMs: 86_400_000 };
    case 'settle':
      return { kind: 'settle', requestId: step.id, actual: step.amount, usage: USAGE };
    case 'release':
      return { kind: 'release', requestId: step.id, reason: 'request_failed' };
  }
}

/** How an answer reads: the command recorded now, recorded before (a repeat), or anything else (a fault). */
export function verdictOf(step: Step, outcome: WalletOutcome): 'fresh' | 'repeat' | 'bad' {
  if (outcome.ok) {
    if (outcome.kind === 'repeated') return step.kind === 'credit' || step.kind === 'reserve' ? 'repeat' : 'bad';
    if (step.kind === 'credit') return outcome.kind === 'applied' ? 'fresh' : 'bad';
    if (step.kind === 'reserve') return outcome.kind === 'reserved' ? 'fresh' : 'bad';
    if (step.kind === 'settle') return outcome.kind === 'settled' && outcome.charged === step.amount ? 'fresh' : 'bad';
    return outcome.kind === 'released' && outcome.amount === step.held ? 'fresh' : 'bad';
  }
  // A settle or release sent again after it was recorded: refused as finished, the way it did finish.
  const finished = outcome.code === 'already_finished' ? outcome.finished : undefined;
  if (step.kind === 'settle' && finished?.status === 'settled' && finished.actual === step.amount) return 'repeat';
  if (step.kind === 'release' && finished?.status === 'released') return 'repeat';
  return 'bad';
}

/** What the child prints, one JSON object a line. */
export type ChildReport =
  | { readonly running: true; readonly pid: number }
  /** An `appendMany` about to be sent: per wallet, the decision's instant and its event ids in order. */
  | {
      readonly append: number;
      /** Wallets refused so far in this run because another process wrote them first (a killed run's last append, committed late). */
      readonly conflicts: number;
      readonly parts: ReadonlyArray<readonly [streamId: string, occurredAt: string, eventIds: readonly string[]]>;
    }
  /** A step answered. */
  | { readonly w: number; readonly l: number; readonly s: number; readonly o: 'fresh' | 'repeat' }
  | { readonly bad: string }
  | { readonly finished: true; readonly commands: number; readonly appends: number; readonly conflicts: number };

/** The complete lines of a child's stdout (a line cut by the kill is left out). */
export function reportsOf(stdout: string): ChildReport[] {
  const lines = stdout.split('\n');
  lines.pop();
  return lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as ChildReport);
}
