import { describe, expect, it } from 'vitest';
import { legsOf } from '../../../../projections/ledger/double-entry';
import { parseEvent } from '../../../../schema/events/gateway-event';
import type { WalletEvent } from '../../../../schema/events/wallet';
import { decideWallet } from '../../../../services/features/wallet/rules/decide-wallet';
import type { CommandMeta, WalletCommand } from '../../../../services/features/wallet/rules/wallet-commands';
import { emptyWallet, evolveWallet, type WalletState } from '../../../../services/features/wallet/rules/wallet-state';

/*
 * extendHold: a running request keeps its reservation open past the deadline
 * it was made with. Each test builds its own wallet from commands.
 */

const USER = 11;
const META: CommandMeta = { actor: { kind: 'user', userId: USER, role: 1 }, correlationId: null };
const T0 = Date.parse('2026-12-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms);
const HOLD = 60_000;

const credit: WalletCommand = { kind: 'credit', key: 'funds', source: 'topup', amount: 10_000, reference: null, reason: null };
const reserve = (requestId: string, amount = 500): WalletCommand => ({ kind: 'reserve', requestId, tokenId: null, amount, modelName: 'o3', holdMs: HOLD });
const extend = (requestId: string, holdMs = HOLD): WalletCommand => ({ kind: 'extendHold', requestId, holdMs });
const settle = (requestId: string, actual: number): WalletCommand => ({
  kind: 'settle',
  requestId,
  actual,
  usage: { channelId: 1, modelName: 'o3', promptTokens: 10, completionTokens: 20 },
});

function decide(state: WalletState, commands: WalletCommand[], now: Date) {
  return decideWallet(
    state,
    commands.map((command) => ({ command, meta: META })),
    now,
  );
}

/** A funded wallet with request `r1` reserved at T0 (deadline T0 + 60 s), and the events so far. */
function reserved(): { state: WalletState; events: WalletEvent[] } {
  const { state, events } = decide(emptyWallet(USER), [credit, reserve('r1')], at(0));
  return { state, events: [...events] };
}

describe('extendHold', () => {
  it('moves an open hold’s deadline to now + holdMs, moving no money and recording no ledger entry', () => {
    const { state } = reserved();
    const { events, state: after, outcomes } = decide(state, [extend('r1')], at(50_000));
    const deadline = at(110_000).toISOString();
    expect(outcomes).toEqual([{ ok: true, kind: 'extended', deadline }]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'QuotaHoldExtended', correlationId: 'r1', data: { seq: 2, requestId: 'r1', deadline } });
    expect(after.open.get('r1')).toMatchObject({ amount: 500, reservedAt: at(0).toISOString(), deadline });
    expect({ available: after.available, held: after.held, owed: after.owed }).toEqual({ available: state.available, held: 500, owed: 0 });
    expect(legsOf(events[0]!)).toEqual([]);
    // The wallet given is untouched.
    expect(state.open.get('r1')!.deadline).toBe(at(HOLD).toISOString());
  });

  it('never moves the deadline back: an extension shorter than what is left records nothing', () => {
    const { state } = reserved();
    const longer = decide(state, [extend('r1', 600_000)], at(1_000)).state;
    const { events, outcomes, state: after } = decide(longer, [extend('r1', 5_000)], at(2_000));
    expect(events).toEqual([]);
    expect(outcomes).toEqual([{ ok: true, kind: 'extended', deadline: at(601_000).toISOString() }]);
    expect(after.open.get('r1')!.deadline).toBe(at(601_000).toISOString());
    expect(after.version).toBe(longer.version);
  });

  it('extends a hold past its deadline that no sweep has released yet, as a settle would still be accepted', () => {
    const { state } = reserved();
    const { outcomes } = decide(state, [extend('r1')], at(HOLD + 5_000));
    expect(outcomes[0]).toEqual({ ok: true, kind: 'extended', deadline: at(2 * HOLD + 5_000).toISOString() });
  });

  it('is refused for an unknown request, and for one settled, released or expired, saying how it ended', () => {
    const { state } = reserved();
    expect(decide(state, [extend('nobody')], at(1_000)).outcomes[0]).toMatchObject({ ok: false, code: 'unknown_request' });

    const settled = decide(state, [settle('r1', 300), extend('r1')], at(1_000));
    expect(settled.events.map((e) => e.type)).toEqual(['QuotaSettled']);
    expect(settled.outcomes[1]).toMatchObject({ ok: false, code: 'already_finished', finished: { status: 'settled', actual: 300 } });

    const released = decide(state, [{ kind: 'release', requestId: 'r1', reason: 'client_disconnected' }, extend('r1')], at(1_000));
    expect(released.outcomes[1]).toMatchObject({ ok: false, code: 'already_finished', finished: { status: 'released', reason: 'client_disconnected' } });

    const expired = decide(state, [{ kind: 'sweep' }, extend('r1')], at(HOLD));
    expect(expired.events.map((e) => e.type)).toEqual(['QuotaReleased']);
    expect(expired.outcomes[1]).toMatchObject({
      ok: false,
      code: 'already_finished',
      message: 'request r1 was already released',
      finished: { status: 'released', reason: 'expired' },
    });
  });

  it('refuses a hold time that is not positive', () => {
    const { state } = reserved();
    for (const holdMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(decide(state, [extend('r1', holdMs)], at(1_000)).outcomes[0]).toMatchObject({ ok: false, code: 'invalid' });
    }
  });

  it('keeps a sweep from expiring the hold before its new deadline, and lets it expire after', () => {
    const { state } = reserved();
    const kept = decide(state, [extend('r1')], at(50_000)).state;
    // Past the first deadline (T0 + 60 s), before the new one (T0 + 110 s): nothing is released.
    const early = decide(kept, [{ kind: 'sweep' }], at(HOLD + 1));
    expect(early.outcomes[0]).toEqual({ ok: true, kind: 'swept', requestIds: [] });
    expect(early.events).toEqual([]);
    expect(decide(kept, [{ kind: 'sweep' }], at(109_999)).events).toEqual([]);
    // At the new deadline it expires, and a late settle is refused (A10).
    const swept = decide(kept, [{ kind: 'sweep' }, settle('r1', 300)], at(110_000));
    expect(swept.outcomes[0]).toEqual({ ok: true, kind: 'swept', requestIds: ['r1'] });
    expect(swept.outcomes[1]).toMatchObject({ ok: false, code: 'already_finished' });
  });

  it('lets the request settle after an extension, exactly as without one', () => {
    const { state } = reserved();
    const kept = decide(state, [extend('r1')], at(50_000)).state;
    const { outcomes, state: after } = decide(kept, [settle('r1', 300)], at(100_000));
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'settled', charged: 300, refunded: 200 });
    expect(after).toMatchObject({ available: 10_000 - 300, held: 0, used: 300 });
  });

  it('is applied by a replay: the stored events fold into the same wallet, extensions included', () => {
    const first = reserved();
    const events = [...first.events];
    let state = first.state;
    for (const [commands, ms] of [
      [[extend('r1'), reserve('r2', 200)], 50_000],
      [[extend('r1'), extend('r2')], 100_000],
      [[settle('r2', 150), { kind: 'sweep' }], 150_000],
    ] as const) {
      const decision = decide(state, [...commands], at(ms));
      events.push(...decision.events);
      state = decision.state;
    }
    expect(events.map((e) => e.type)).toEqual([
      'WalletCredited',
      'QuotaReserved',
      'QuotaHoldExtended',
      'QuotaReserved',
      'QuotaHoldExtended',
      'QuotaHoldExtended',
      'QuotaSettled',
    ]);
    expect(state.open.get('r1')!.deadline).toBe(at(160_000).toISOString());
    // Through the wire format and back, as the log returns them.
    const stored = events.map((e) => parseEvent(JSON.parse(JSON.stringify(e))) as WalletEvent);
    expect(evolveWallet(emptyWallet(USER), stored)).toEqual(state);
    // Deciding the same commands again gives the same event ids: a retried append records each extension once.
    const again = decide(first.state, [extend('r1'), reserve('r2', 200)], at(50_000));
    expect(again.events.map((e) => e.eventId)).toEqual(events.slice(2, 4).map((e) => e.eventId));
  });

  it('parses as a wallet event and refuses a deadline that is not an instant', () => {
    const { events } = decide(reserved().state, [extend('r1')], at(1_000));
    const event = JSON.parse(JSON.stringify(events[0]));
    expect(parseEvent(event)).toEqual(events[0]);
    expect(() => parseEvent({ ...event, data: { ...event.data, deadline: 'tomorrow' } })).toThrow();
    expect(() => parseEvent({ ...event, data: { ...event.data, requestId: '' } })).toThrow();
  });
});
