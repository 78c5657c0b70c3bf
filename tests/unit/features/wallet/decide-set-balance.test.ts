import { describe, expect, it } from 'vitest';
import { decideWallet } from '../../../../services/features/wallet/rules/decide-wallet';
import type { CommandMeta, WalletCommand } from '../../../../services/features/wallet/rules/wallet-commands';
import { emptyWallet, type WalletState } from '../../../../services/features/wallet/rules/wallet-state';

/* The admin's quota set (issue 13, item 10), decided against the wallet as it is when the command is decided. */

const META: CommandMeta = { actor: { kind: 'user', userId: 1, role: 100 }, correlationId: null };
const NOW = new Date('2026-11-25T00:00:00.000Z');

function run(state: WalletState, commands: WalletCommand[]) {
  return decideWallet(
    state,
    commands.map((command) => ({ command, meta: META })),
    NOW,
  );
}

const credit = (amount: number, key = `c${amount}`): WalletCommand => ({
  kind: 'credit',
  key,
  source: 'admin_adjustment',
  amount,
  reference: null,
  reason: null,
});
const set = (target: number, key = `s${target}`, reason: string | null = null): WalletCommand => ({ kind: 'setBalance', key, target, reason });

describe('setBalance', () => {
  it('credits exactly target minus the quota at decision time, after the commands decided before it, naming that quota', () => {
    const { events, state, outcomes } = run(emptyWallet(5), [credit(1_000), set(4_000), credit(-500, 'later')]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
    expect(events[1]).toMatchObject({
      type: 'WalletCredited',
      data: { source: 'admin_adjustment', amount: 3_000, reason: 'quota set from 1000 to 4000', availableDelta: 3_000, owedDelta: 0 },
    });
    expect(state.available + state.owed).toBe(3_500);
  });

  it('follows the debt rules: a rise pays debt first, a fall takes available and the rest becomes debt', () => {
    const inDebt = run(emptyWallet(5), [credit(-700)]).state;
    expect(inDebt.owed).toBe(-700);
    const up = run(inDebt, [set(300)]);
    expect(up.events[0]!.data).toMatchObject({ amount: 1_000, owedDelta: 700, availableDelta: 300, reason: 'quota set from -700 to 300' });
    expect(up.state).toMatchObject({ available: 300, owed: 0 });
    const down = run(up.state, [set(-200, 'down', 'chargeback')]);
    expect(down.events[0]!.data).toMatchObject({ amount: -500, availableDelta: -300, owedDelta: -200, reason: 'quota set from 300 to -200: chargeback' });
    expect(down.state).toMatchObject({ available: 0, owed: -200 });
  });

  it('records nothing when the quota is already the target, answers a repeated key once, and refuses a target that is not whole', () => {
    const funded = run(emptyWallet(5), [credit(1_000)]).state;
    expect(run(funded, [set(1_000)])).toMatchObject({ events: [], outcomes: [{ ok: true, kind: 'applied' }] });
    const once = run(funded, [set(2_000, 'k'), credit(50), set(2_000, 'k')]);
    expect(once.events).toHaveLength(2);
    expect(once.outcomes[2]).toEqual({ ok: true, kind: 'repeated' });
    expect(once.state.available).toBe(2_050);
    expect(run(funded, [set(1.5)]).outcomes[0]).toMatchObject({ ok: false, code: 'invalid' });
    expect(run(funded, [set(Number.MAX_SAFE_INTEGER + 2)]).outcomes[0]).toMatchObject({ ok: false, code: 'invalid' });
  });
});
