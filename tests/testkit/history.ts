import type { WalletEvent } from '../../schema/events/wallet';
import { walletStreamId } from '../../schema/events/wallet';
import { decideWallet } from '../../services/features/wallet/rules/decide-wallet';
import type { WalletCommand } from '../../services/features/wallet/rules/wallet-commands';
import { emptyWallet, evolveWallet, type WalletState } from '../../services/features/wallet/rules/wallet-state';
import type { EventStore } from '../../services/platform/ports/event-store';
import { taskStreamId, type TaskEvent } from '../../schema/events/task';
import { configChanged } from './events';

const META = { actor: { kind: 'system', reason: 'seeded history' }, correlationId: null } as const;

/**
 * Appends a seeded history of `count` events over 48 hours, so every read
 * model has many rows to build: configuration changes over `streams` audit
 * streams, tasks submitted and progressing (one event in six), and about as
 * many wallet events over `wallets` wallets (credits,
 * token allowances, reservations settled below, at and above their amount,
 * releases, expiries), decided by the real wallet rules. The same seed gives
 * the same shapes (audit ids differ). A second history in the same log needs
 * another seed and its own wallets (`firstWallet`).
 */
export async function seedHistory(
  store: EventStore,
  { count, streams = 40, wallets = 30, seed = 7, firstWallet = 1 }: { count: number; streams?: number; wallets?: number; seed?: number; firstWallet?: number },
): Promise<void> {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = (n: number) => Math.floor(random() * n);
  const revisions = new Map<string, bigint>();
  const walletStates = new Map<number, WalletState>();
  const base = Date.UTC(2026, 10, 20, 0, 0, 0);
  const at = (index: number) => new Date(base + Math.floor((index / count) * 48 * 3_600_000));
  let written = 0;
  let serial = 0;

  const append = async (streamId: string, events: Parameters<EventStore['append']>[1]) => {
    const before = revisions.get(streamId);
    const result = await store.append(streamId, events, before === undefined ? 'no_stream' : before);
    revisions.set(streamId, result.revision);
    written += events.length;
  };

  /** A command that fits the wallet as it is: mostly request lifecycles, sometimes money in. */
  const nextCommand = (wallet: WalletState, userId: number): WalletCommand => {
    const key = `seed${seed}-${++serial}`;
    const open = [...wallet.open.keys()];
    const roll = random();
    if (wallet.available < 5_000 || roll < 0.05) return { kind: 'credit', key, source: 'topup', amount: 10_000 + pick(50_000), reference: null, reason: null };
    if (roll < 0.08) return { kind: 'credit', key, source: 'admin_adjustment', amount: -1 - pick(3_000), reference: null, reason: 'seeded correction' };
    if (roll < 0.12) return { kind: 'setTokenAllowance', key, tokenId: userId * 10 + pick(3), unlimited: random() < 0.2, remaining: pick(40_000) };
    if (roll < 0.14) return { kind: 'earnInviteReward', key, inviteeId: 1 + pick(1_000), amount: 1 + pick(2_000) };
    if (roll < 0.15 && wallet.invitePending > 0) return { kind: 'transferInviteEarnings', key, amount: wallet.invitePending, minimum: 1 };
    if (open.length > 0 && roll < 0.6) {
      const requestId = open[pick(open.length)]!;
      const reserved = wallet.open.get(requestId)!.amount;
      if (random() < 0.15) return { kind: 'release', requestId, reason: 'request_failed' };
      return {
        kind: 'settle',
        requestId,
        actual: Math.floor(reserved * random() * 1.3),
        usage: { channelId: 1 + pick(5), modelName: `model-${pick(4)}`, promptTokens: pick(2_000), completionTokens: pick(1_000) },
      };
    }
    if (roll < 0.62) return { kind: 'sweep' };
    const tokens = [...wallet.tokens.keys()];
    return {
      kind: 'reserve',
      requestId: key,
      tokenId: tokens.length > 0 && random() < 0.8 ? tokens[pick(tokens.length)]! : null,
      amount: 1 + pick(2_000),
      modelName: `model-${pick(4)}`,
      holdMs: 3_600_000,
    };
  };

  // Tasks draw from a random sequence of their own, so the audit and wallet shapes stay what they were before tasks existed.
  let taskState = seed * 31 + 17;
  const taskRandom = () => (taskState = (taskState * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const openTasks: string[] = [];
  let taskSerial = 0;
  let round = 0;
  /** One task event: a new task, or progress (and sometimes the end) of an open one. */
  const taskEvent = (index: number): TaskEvent => {
    const envelope = { schemaVersion: 1, occurredAt: at(index).toISOString(), correlationId: null, causationId: null, actor: META.actor };
    if (openTasks.length === 0 || (openTasks.length < 20 && taskRandom() < 0.4)) {
      const key = `seed${seed}-task${++taskSerial}`;
      openTasks.push(key);
      const midjourney = taskRandom() < 0.6;
      return {
        ...envelope,
        eventId: crypto.randomUUID(),
        type: 'TaskSubmitted',
        streamId: taskStreamId(key),
        data: {
          userId: firstWallet + Math.floor(taskRandom() * wallets),
          tokenId: null,
          channelId: 1 + Math.floor(taskRandom() * 5),
          platform: midjourney ? 'midjourney' : 'suno',
          action: midjourney ? 'IMAGINE' : 'MUSIC',
          upstreamTaskId: `up-${key}`,
          code: midjourney ? 1 : null,
          prompt: `prompt ${taskSerial}`,
          promptEn: `prompt ${taskSerial}`,
          quota: Math.floor(taskRandom() * 50_000),
          requestId: `req-${key}`,
          status: 'SUBMITTED',
          submitTime: at(index).getTime(),
        },
      };
    }
    const which = Math.floor(taskRandom() * openTasks.length);
    const key = openTasks[which]!;
    const done = taskRandom() < 0.3;
    if (done) openTasks.splice(which, 1);
    return {
      ...envelope,
      eventId: crypto.randomUUID(),
      type: 'TaskUpdated',
      streamId: taskStreamId(key),
      data: done
        ? { status: taskRandom() < 0.8 ? 'SUCCESS' : 'FAILURE', progress: '100%', finishTime: at(index).getTime(), imageUrl: `https://cdn.example/${key}.png` }
        : { status: 'IN_PROGRESS', progress: `${1 + Math.floor(taskRandom() * 99)}%`, startTime: at(index).getTime() },
    };
  };

  while (written < count) {
    if (++round % 6 === 0) {
      const event = taskEvent(written);
      await append(event.streamId, [event]);
      continue;
    }
    if (random() < 0.5) {
      const entityId = `hist_${seed}_${pick(streams)}`;
      const size = Math.min(count - written, 1 + pick(5));
      const batch = Array.from({ length: size }, (_, i) => configChanged({ entityId, occurredAt: at(written + i).toISOString() }));
      await append(batch[0]!.streamId, batch);
      continue;
    }
    const userId = firstWallet + pick(wallets);
    const wallet = walletStates.get(userId) ?? emptyWallet(userId);
    const size = 1 + pick(4);
    const commands = Array.from({ length: size }, () => ({ command: nextCommand(wallet, userId), meta: META }));
    const decision = decideWallet(wallet, commands, at(written));
    const events: WalletEvent[] = decision.events.slice(0, count - written);
    if (events.length === 0) continue;
    await append(walletStreamId(userId), events);
    walletStates.set(userId, events.length === decision.events.length ? decision.state : evolveWallet(wallet, events));
  }
}
