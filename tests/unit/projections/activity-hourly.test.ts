import { describe, expect, it } from 'vitest';
import { activityHourly, type ActivityHourlyRow } from '../../../projections/activity-hourly';
import { EVENT_TYPES } from '../../../schema/events/gateway-event';
import { configChanged, walletEvent } from '../../testkit/events';

const FOUR_AM = new Date('2026-11-22T04:00:00.000Z');

describe('activity_hourly evolve', () => {
  it("starts an hour's count at 1 for the first event of a type in that hour, keyed by the start of the UTC hour", () => {
    const event = configChanged({ occurredAt: '2026-11-22T04:59:59.999Z' });
    expect(activityHourly.keysOf(event)).toEqual([['ConfigChanged', FOUR_AM]]);
    expect(activityHourly.evolve(null, event, ['ConfigChanged', FOUR_AM])).toEqual({ event_type: 'ConfigChanged', hour: FOUR_AM, events: 1n });
  });

  it('adds one to the count an hour already has', () => {
    const row: ActivityHourlyRow = { event_type: 'ConfigChanged', hour: FOUR_AM, events: 41n };
    const event = configChanged({ occurredAt: '2026-11-22T04:15:00.000Z' });
    expect(activityHourly.evolve(row, event, ['ConfigChanged', FOUR_AM])).toEqual({ event_type: 'ConfigChanged', hour: FOUR_AM, events: 42n });
  });

  it('counts wallet events as well, under their own type', () => {
    const event = walletEvent(
      'WalletCredited',
      { source: 'topup', amount: 500, reference: null, reason: null, availableDelta: 500, owedDelta: 0 },
      { occurredAt: '2026-11-22T05:00:00.000Z' },
    );
    const five = new Date('2026-11-22T05:00:00.000Z');
    expect(activityHourly.keysOf(event)).toEqual([['WalletCredited', five]]);
    expect(activityHourly.evolve(null, event, ['WalletCredited', five])).toEqual({ event_type: 'WalletCredited', hour: five, events: 1n });
  });

  it('ignores no event type', () => {
    expect([...activityHourly.handles].sort()).toEqual([...EVENT_TYPES].sort());
  });
});
