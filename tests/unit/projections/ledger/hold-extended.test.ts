import { describe, expect, it } from 'vitest';
import { legsOf } from '../../../../projections/ledger/double-entry';
import { requestCharges, type RequestChargeRow } from '../../../../projections/ledger/request-charges';
import { userBalances, type UserBalanceRow } from '../../../../projections/ledger/user-balances';
import { PROJECTIONS } from '../../../../projections/registry';
import { quotaDeltaOf } from '../../../../services/features/balance-alerts/rules/alert-rules';
import type { Checkpoint } from '../../../../services/platform/ports/event-store';
import { walletEvent } from '../../../testkit/events';

/*
 * QuotaHoldExtended in the read models: request_charges follows the new
 * deadline (the sweeper picks wallets by it); the money views record
 * nothing; user_balances counts it among the wallet's events and nothing else.
 */

const AT = { position: 'pg:1:1' as Checkpoint };
const EXTENDED_AT = '2026-12-01T10:09:00.000Z';
const NEW_DEADLINE = '2026-12-01T10:19:00.000Z';

const extended = walletEvent('QuotaHoldExtended', { seq: 5, requestId: 'long-1', deadline: NEW_DEADLINE }, { userId: 9, occurredAt: EXTENDED_AT });

/** Request long-1 of user 9, reserved at 10:00 with a 10-minute hold, still running. */
const open: RequestChargeRow = {
  user_id: 9n,
  request_id: 'long-1',
  token_id: 3n,
  model_name: 'o3',
  channel_id: null,
  reserved: 4_000n,
  charged: null,
  status: 'reserved',
  release_reason: null,
  prompt_tokens: null,
  completion_tokens: null,
  reserved_at: new Date('2026-12-01T10:00:00.000Z'),
  deadline: new Date('2026-12-01T10:10:00.000Z'),
  finished_at: null,
};

describe('QuotaHoldExtended in the read models', () => {
  it('moves the request_charges row’s deadline and nothing else', () => {
    expect(requestCharges.handles).toContain('QuotaHoldExtended');
    expect(requestCharges.keysOf(extended)).toEqual([[9n, 'long-1']]);
    expect(requestCharges.evolve(open, extended, [9n, 'long-1'], AT)).toEqual({ ...open, deadline: new Date(NEW_DEADLINE) });
    // No row (a request reserved before the log's start): nothing to extend.
    expect(requestCharges.evolve(null, extended, [9n, 'long-1'], AT)).toBeNull();
  });

  it('has no legs in the double-entry view, so no ledger entry or account changes', () => {
    expect(legsOf(extended)).toEqual([]);
    for (const name of ['ledger_entries', 'ledger_accounts']) {
      const projection = PROJECTIONS.find((p) => p.name === name)!;
      expect(projection.keysOf(extended)).toEqual([]);
    }
  });

  it('moves no balance: user_balances only counts it as a wallet event; alerts see no change', () => {
    const row: UserBalanceRow = {
      user_id: 9n,
      quota: 6_000n,
      held_quota: 4_000n,
      owed_quota: 0n,
      used_quota: 0n,
      request_count: 0n,
      aff_quota: 0n,
      aff_count: 0n,
      aff_history_quota: 0n,
      wallet_version: 5n,
      updated_at: new Date('2026-12-01T10:00:00.000Z'),
    };
    expect(userBalances.evolve(row, extended, [9n], AT)).toEqual({ ...row, wallet_version: 6n, updated_at: new Date(EXTENDED_AT) });
    expect(quotaDeltaOf(extended)).toBe(0);
  });

  it('touches no other read model but the count of events per hour (the usage log, token balances, dashboards, health…)', () => {
    const touching = PROJECTIONS.filter((p) => p.handles.includes(extended.type) && p.keysOf(extended).length > 0).map((p) => p.name);
    expect(touching.sort()).toEqual(['activity_hourly', 'request_charges', 'user_balances']);
  });
});
