import type { CommandMeta, WalletCommand, WalletOutcome } from './rules/wallet-commands';
import { WalletRejected } from './wallet-errors';
import type { WalletResult, WalletService } from './wallet-service-types';

/* The typed calls of the wallet service, each one command through `execute`, a rejection thrown as WalletRejected. */

type Execute = (userId: number, command: WalletCommand, meta: CommandMeta) => Promise<WalletResult>;

/** Throws the rejection, or returns the accepted outcome. */
function accepted<O extends WalletOutcome>(result: WalletResult): WalletResult<Exclude<O, { ok: false }>> {
  if (!result.outcome.ok) throw new WalletRejected(result.outcome);
  return result as WalletResult<Exclude<O, { ok: false }>>;
}

export function walletShortcuts(
  execute: Execute,
  { reservationTimeoutMs }: { reservationTimeoutMs: number },
): Pick<WalletService, 'reserve' | 'extendHold' | 'settle' | 'release' | 'credit' | 'setTokenAllowance' | 'sweep'> {
  return {
    async reserve(userId, input, meta) {
      const command: WalletCommand = {
        kind: 'reserve',
        requestId: input.requestId,
        tokenId: input.tokenId,
        amount: input.amount,
        modelName: input.modelName ?? null,
        holdMs: input.holdMs ?? reservationTimeoutMs,
      };
      const { outcome, wallet } = accepted(await execute(userId, command, meta));
      if (outcome.kind === 'reserved') return { reservation: outcome.reservation, finished: null, repeated: false, wallet };
      if (outcome.kind === 'repeated') return { reservation: outcome.reservation ?? null, finished: outcome.finished ?? null, repeated: true, wallet };
      throw new Error(`unexpected outcome ${outcome.kind} for a reservation`);
    },
    async extendHold(userId, input, meta) {
      const { outcome, wallet } = accepted(await execute(userId, { kind: 'extendHold', requestId: input.requestId, holdMs: input.holdMs }, meta));
      if (outcome.kind === 'extended') return { deadline: outcome.deadline, wallet };
      // This very extension was recorded before (an append retried after its answer was lost): its deadline is in the log.
      if (outcome.kind === 'repeated') return { deadline: null, wallet };
      throw new Error(`unexpected outcome ${outcome.kind} for a hold extension`);
    },
    async settle(userId, input, meta) {
      const result = accepted(await execute(userId, { kind: 'settle', ...input }, meta));
      if (result.outcome.kind !== 'settled') throw new Error(`unexpected outcome ${result.outcome.kind} for a settle`);
      return result as WalletResult<Extract<WalletOutcome, { kind: 'settled' }>>;
    },
    async release(userId, input, meta) {
      return accepted(await execute(userId, { kind: 'release', ...input }, meta));
    },
    async credit(userId, input, meta) {
      return accepted(await execute(userId, { kind: 'credit', reference: null, reason: null, ...input }, meta));
    },
    async setTokenAllowance(userId, input, meta) {
      return accepted(await execute(userId, { kind: 'setTokenAllowance', ...input }, meta));
    },
    async sweep(userId, meta) {
      const { outcome } = accepted(await execute(userId, { kind: 'sweep' }, meta));
      return outcome.kind === 'swept' ? outcome.requestIds : [];
    },
  };
}
