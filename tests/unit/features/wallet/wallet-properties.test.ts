import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../../../schema/events/gateway-event';
import type { WalletEvent } from '../../../../schema/events/wallet';
import { legsOf, type Leg } from '../../../../projections/ledger/double-entry';
import { decideWallet } from '../../../../services/features/wallet/rules/decide-wallet';
import type { CommandMeta, WalletCommand } from '../../../../services/features/wallet/rules/wallet-commands';
import { emptyWallet, evolveWallet, type WalletState } from '../../../../services/features/wallet/rules/wallet-state';

/*
 * Any sequence of credits, quota sets, allowance changes, reservations, hold
 * extensions, settles (below, at and above the reservation), releases and sweeps keeps the ledger's
 * invariants (RELIABILITY I1-I4), and folding the recorded events again
 * rebuilds the same wallet.
 */

const USER = 7;
const META: CommandMeta = { actor: { kind: 'system', reason: 'property test' }, correlationId: null };
const TOKENS = [1, 2, 3];

const requestId = fc.integer({ min: 1, max: 12 }).map((n) => `req-${n}`);
const amount = fc.integer({ min: 0, max: 2_000 });

const command: fc.Arbitrary<WalletCommand> = fc.oneof(
  fc.record({
    kind: fc.constant('credit' as const),
    key: fc.uuid(),
    source: fc.constant('topup' as const),
    amount: fc.integer({ min: 1, max: 5_000 }),
    reference: fc.constant(null),
    reason: fc.constant(null),
  }),
  fc.record({
    kind: fc.constant('credit' as const),
    key: fc.uuid(),
    source: fc.constant('admin_adjustment' as const),
    amount: fc.integer({ min: -3_000, max: 3_000 }).filter((n) => n !== 0),
    reference: fc.constant(null),
    reason: fc.constant('correction'),
  }),
  fc.record({
    kind: fc.constant('setBalance' as const),
    key: fc.uuid(),
    target: fc.integer({ min: -3_000, max: 8_000 }),
    reason: fc.option(fc.constant('set by the property test'), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('earnInviteReward' as const),
    key: fc.uuid(),
    inviteeId: fc.integer({ min: 100, max: 200 }),
    amount: fc.integer({ min: 1, max: 1_000 }),
  }),
  fc.record({ kind: fc.constant('transferInviteEarnings' as const), key: fc.uuid(), amount: fc.integer({ min: 1, max: 1_500 }), minimum: fc.constant(1) }),
  fc.record({
    kind: fc.constant('setTokenAllowance' as const),
    key: fc.uuid(),
    tokenId: fc.constantFrom(...TOKENS),
    unlimited: fc.boolean(),
    remaining: fc.integer({ min: 0, max: 3_000 }),
  }),
  fc.record({
    kind: fc.constant('reserve' as const),
    requestId,
    tokenId: fc.option(fc.constantFrom(...TOKENS), { nil: null }),
    amount,
    modelName: fc.constant('gpt-test'),
    holdMs: fc.integer({ min: 1_000, max: 60_000 }),
  }),
  fc.record({ kind: fc.constant('extendHold' as const), requestId, holdMs: fc.integer({ min: 1_000, max: 60_000 }) }),
  fc.record({
    kind: fc.constant('settle' as const),
    requestId,
    actual: fc.integer({ min: 0, max: 3_000 }),
    usage: fc.constant({ channelId: 1, modelName: 'gpt-test', promptTokens: 10, completionTokens: 5 }),
  }),
  fc.record({
    kind: fc.constant('release' as const),
    requestId,
    reason: fc.constantFrom('request_failed' as const, 'client_disconnected' as const, 'cancelled' as const),
  }),
  fc.constant({ kind: 'sweep' as const }),
);

/** Steps: a batch of commands decided together, then the clock moves on. */
const history = fc.array(fc.record({ batch: fc.array(command, { minLength: 1, maxLength: 4 }), advanceMs: fc.integer({ min: 0, max: 20_000 }) }), {
  minLength: 1,
  maxLength: 60,
});

function balances(allLegs: readonly Leg[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const leg of allLegs) sums.set(leg.account, (sums.get(leg.account) ?? 0) + leg.amount);
  return sums;
}

function checkInvariants(state: WalletState, events: readonly WalletEvent[]): void {
  // I2: nothing goes below zero; debt is never positive, and never sits beside available quota.
  expect(state.available).toBeGreaterThanOrEqual(0);
  expect(state.held).toBeGreaterThanOrEqual(0);
  expect(state.owed).toBeLessThanOrEqual(0);
  expect(state.invitePending).toBeGreaterThanOrEqual(0);
  if (state.owed < 0) expect(state.available).toBe(0);
  for (const allowance of state.tokens.values()) {
    expect(allowance.available).toBeGreaterThanOrEqual(0);
    expect(allowance.held).toBeGreaterThanOrEqual(0);
    expect(allowance.overdrawn).toBeLessThanOrEqual(0);
  }
  // Held is exactly what the open reservations hold.
  expect(state.held).toBe([...state.open.values()].reduce((sum, r) => sum + r.amount, 0));

  // I1: every ledger sums to zero; and the accounts are the wallet's balances (I8 on the domain).
  const allLegs = events.flatMap(legsOf);
  for (const ledger of ['quota', 'allowance'] as const) {
    expect(allLegs.filter((l) => l.ledger === ledger).reduce((sum, l) => sum + l.amount, 0)).toBe(0);
  }
  const sums = balances(allLegs);
  expect(sums.get(`user:${USER}:available`) ?? 0).toBe(state.available);
  expect(sums.get(`user:${USER}:held`) ?? 0).toBe(state.held);
  expect(sums.get(`user:${USER}:owed`) ?? 0).toBe(state.owed);
  expect(sums.get(`user:${USER}:invite_pending`) ?? 0).toBe(state.invitePending);
  for (const [tokenId, allowance] of state.tokens) {
    expect(sums.get(`token:${tokenId}:available`) ?? 0).toBe(allowance.available);
    expect(sums.get(`token:${tokenId}:held`) ?? 0).toBe(allowance.held);
    expect(sums.get(`token:${tokenId}:overdrawn`) ?? 0).toBe(allowance.overdrawn);
  }

  // I3 and I4: each reservation ends at most once, and a settle posts exactly the held amount from held.
  const endings = new Map<string, number>();
  const reservations = new Map<string, number>();
  for (const event of events) {
    if (event.type === 'QuotaReserved') reservations.set(event.data.requestId, (reservations.get(event.data.requestId) ?? 0) + 1);
    if (event.type === 'QuotaSettled' || event.type === 'QuotaReleased') endings.set(event.data.requestId, (endings.get(event.data.requestId) ?? 0) + 1);
    if (event.type === 'QuotaSettled') {
      // The held leg takes back exactly what was reserved (written as a sum: -0 and 0 differ for toBe, and a reservation of 0 negates to -0).
      const heldLeg = legsOf(event).find((l) => l.account === `user:${USER}:held`)?.amount ?? 0;
      expect(heldLeg + event.data.reserved).toBe(0);
    }
  }
  for (const [id, count] of reservations) {
    expect(count).toBe(1);
    expect(endings.get(id) ?? 0).toBe(state.open.has(id) ? 0 : 1);
  }
  for (const id of endings.keys()) expect(reservations.has(id)).toBe(true);
}

describe('wallet rules (property)', () => {
  it('keep I1-I4 under any history, and a replay rebuilds the same wallet', () => {
    fc.assert(
      fc.property(history, (steps) => {
        let now = Date.parse('2026-01-01T00:00:00.000Z');
        let state = emptyWallet(USER);
        const events: WalletEvent[] = [];
        for (const { batch, advanceMs } of steps) {
          const decision = decideWallet(
            state,
            batch.map((c) => ({ command: c, meta: META })),
            new Date(now),
          );
          expect(decision.outcomes).toHaveLength(batch.length);
          events.push(...decision.events);
          state = decision.state;
          checkInvariants(state, events);
          now += advanceMs;
        }
        // A sweep far in the future ends every reservation: nothing stays open.
        const final = decideWallet(state, [{ command: { kind: 'sweep' }, meta: META }], new Date(now + 3_600_000));
        events.push(...final.events);
        checkInvariants(final.state, events);
        expect(final.state.open.size).toBe(0);
        expect(final.state.held).toBe(0);

        // Every recorded event is valid on the wire, and folding them again gives the same wallet.
        const reparsed = events.map((e) => parseEvent(JSON.parse(JSON.stringify(e))) as WalletEvent);
        expect(evolveWallet(emptyWallet(USER), reparsed)).toEqual(final.state);
      }),
      { numRuns: 300 },
    );
  });

  it('does not change the wallet it is given', () => {
    const before = emptyWallet(USER);
    const decision = decideWallet(
      before,
      [{ command: { kind: 'credit', key: 'k', source: 'topup', amount: 10, reference: null, reason: null }, meta: META }],
      new Date(),
    );
    expect(before.available).toBe(0);
    expect(before.version).toBe(0);
    expect(decision.state.available).toBe(10);
  });
});
