import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RelayAbility } from '../../../../services/features/channels';
import {
  buildAbilityIndex,
  checkPinnedChannel,
  drawFromTier,
  openSelection,
  pickChannel,
  reopenSelection,
  type ChannelRequest,
  type PriorityTier,
  type Selection,
} from '../../../../services/relay/pipeline/select-channel';

/* Channel selection (server-behaviour 3.2) and the retry walk (3.3), with a seeded random source. */

/** A seeded source of numbers in [0, 1) (mulberry32), so a distribution test is reproducible. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ability = (channelId: number, priority: number, weight: number, group = 'default', model = 'gpt-4o'): RelayAbility => ({
  group,
  model,
  channelId,
  priority,
  weight,
});

const request = (fields: Partial<ChannelRequest> = {}): ChannelRequest => ({
  group: 'default',
  model: 'gpt-4o',
  modelMatchName: 'gpt-4o',
  autoGroups: [],
  ...fields,
});

const open = (abilities: RelayAbility[], fields: Partial<ChannelRequest> = {}): Selection => openSelection(buildAbilityIndex(abilities), request(fields))!;

/** Counts how often each channel is picked on the first attempt. */
function firstPicks(selection: Selection, draws: number, random: () => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (let i = 0; i < draws; i++) {
    const id = pickChannel(selection, 0, random)!.channelId;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe('buildAbilityIndex', () => {
  it('groups by group and model, tiers by priority (highest first), channel ids ascending inside a tier', () => {
    const index = buildAbilityIndex([
      ability(3, 0, 5),
      ability(1, 10, 1),
      ability(2, 0, 0),
      ability(4, 10, -3),
      ability(9, 0, 1, 'vip'),
      ability(8, 0, 1, 'default', 'claude-3-haiku'),
    ]);
    expect(index.get('default')?.get('gpt-4o')).toEqual([
      { priority: 10, channelIds: [1, 4], weights: [1, 0] },
      { priority: 0, channelIds: [2, 3], weights: [0, 5] },
    ]);
    expect(index.get('vip')?.get('gpt-4o')).toEqual([{ priority: 0, channelIds: [9], weights: [1] }]);
    expect(index.get('default')?.get('claude-3-haiku')).toEqual([{ priority: 0, channelIds: [8], weights: [1] }]);
  });
});

describe('openSelection', () => {
  const index = buildAbilityIndex([
    ability(1, 0, 1, 'default'),
    ability(2, 0, 1, 'vip', 'claude-3-haiku'),
    ability(3, 0, 1, 'svip', 'claude-3-haiku'),
    ability(4, 0, 1, 'default', 'gpt-4-gizmo-*'),
  ]);

  it('has no selection when no channel serves the model in the group', () => {
    expect(openSelection(index, request({ model: 'claude-3-haiku', modelMatchName: 'claude-3-haiku' }))).toBeNull();
    expect(openSelection(index, request({ group: 'nobody' }))).toBeNull();
  });

  it('falls back to the normalised model name', () => {
    const selection = openSelection(index, request({ model: 'gpt-4-gizmo-g-abc', modelMatchName: 'gpt-4-gizmo-*' }));
    expect(selection?.candidates[0]?.channelIds).toEqual([4]);
  });

  it('auto walks AutoGroups in order and takes the first group with a channel for the model', () => {
    const auto = (autoGroups: string[]) =>
      openSelection(index, request({ group: 'auto', model: 'claude-3-haiku', modelMatchName: 'claude-3-haiku', autoGroups }));
    expect(auto(['default', 'vip', 'svip'])?.group).toBe('vip');
    expect(auto(['default', 'svip', 'vip'])?.group).toBe('svip');
    expect(auto(['default'])).toBeNull();
    expect(auto([])).toBeNull();
  });

  it('a plain group is never walked', () => {
    expect(openSelection(index, request({ group: 'default', model: 'claude-3-haiku', modelMatchName: 'claude-3-haiku', autoGroups: ['vip'] }))).toBeNull();
  });
});

describe('pickChannel: the first attempt', () => {
  it('always picks from the highest priority', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ id: fc.integer({ min: 1, max: 500 }), priority: fc.integer({ min: -3, max: 3 }), weight: fc.integer({ min: 0, max: 20 }) }),
          {
            minLength: 1,
            maxLength: 12,
            selector: (a) => a.id,
          },
        ),
        fc.integer(),
        (rows, seed) => {
          const selection = open(rows.map((r) => ability(r.id, r.priority, r.weight)));
          const top = Math.max(...rows.map((r) => r.priority));
          const pick = pickChannel(selection, 0, seeded(seed))!;
          expect(pick.priority).toBe(top);
          expect(rows.find((r) => r.id === pick.channelId)?.priority).toBe(top);
        },
      ),
    );
  });

  it('draws in proportion to the weights (seeded, within 5 standard deviations)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 6 }), fc.integer(), (weights, seed) => {
        const draws = 4000;
        const selection = open(weights.map((weight, i) => ability(i + 1, 0, weight)));
        const counts = firstPicks(selection, draws, seeded(seed));
        const total = weights.reduce((a, b) => a + b, 0);
        weights.forEach((weight, i) => {
          // All zero: each alike. Otherwise a weight-0 channel is never drawn first.
          const p = total === 0 ? 1 / weights.length : weight / total;
          const seen = counts.get(i + 1) ?? 0;
          if (p === 0) expect(seen).toBe(0);
          else expect(Math.abs(seen - draws * p)).toBeLessThanOrEqual(5 * Math.sqrt(draws * p * (1 - p)) + 1);
        });
      }),
      { numRuns: 60, seed: 20260301 },
    );
  });

  it('maps a draw r to the channel whose share of the weights holds r', () => {
    const tier: PriorityTier = { priority: 0, channelIds: [1, 2, 3], weights: [1, 2, 7] };
    const at = (r: number) => drawFromTier(tier, [], () => r);
    expect([0, 0.099, 0.1, 0.299, 0.3, 0.999].map(at)).toEqual([1, 1, 2, 2, 3, 3]);
    const zeros: PriorityTier = { priority: 0, channelIds: [1, 2, 3, 4], weights: [0, 0, 0, 0] };
    expect([0, 0.25, 0.5, 0.99].map((r) => drawFromTier(zeros, [], () => r))).toEqual([1, 2, 3, 4]);
  });

  it('a draw out of [0, 1) reads as 0', () => {
    const tier: PriorityTier = { priority: 0, channelIds: [1, 2], weights: [1, 1] };
    expect(drawFromTier(tier, [], () => 1)).toBe(1);
    expect(drawFromTier(tier, [], () => Number.NaN)).toBe(1);
    expect(drawFromTier(tier, [], () => -0.5)).toBe(1);
  });
});

describe('pickChannel: retries', () => {
  it('attempt n prefers priority tier n, clamped to the lowest', () => {
    const selection = open([ability(1, 30, 1), ability(2, 20, 1), ability(3, 10, 1)]);
    const random = seeded(1);
    expect(pickChannel(selection, 0, random)?.channelId).toBe(1);
    expect(pickChannel(selection, 1, random)?.channelId).toBe(2);
    expect(pickChannel(selection, 2, random)?.channelId).toBe(3);
    expect(pickChannel(selection, 7, random)?.channelId).toBe(3);
  });

  it('walks down a tier at a time, then uses what is left of the tiers above, highest first', () => {
    let selection = open([ability(1, 30, 1), ability(2, 30, 0), ability(3, 20, 1), ability(4, 10, 1)]);
    const order: number[] = [];
    for (let attempt = 0; ; attempt++) {
      const pick = pickChannel(selection, attempt, seeded(attempt));
      if (pick === null) break;
      order.push(pick.channelId);
      selection = pick.selection;
    }
    // Channel 2 (weight 0) is the standby of the top tier: it serves once channel 1 has failed.
    expect(order).toEqual([1, 3, 4, 2]);
    expect(selection.tried).toEqual([1, 3, 4, 2]);
  });

  it('never picks a channel that already failed, and tries every channel once before giving up', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 500 }), priority: fc.integer({ min: 0, max: 3 }), weight: fc.integer({ min: 0, max: 20 }) }), {
          minLength: 1,
          maxLength: 10,
          selector: (a) => a.id,
        }),
        fc.integer(),
        (rows, seed) => {
          let selection = open(rows.map((r) => ability(r.id, r.priority, r.weight)));
          const random = seeded(seed);
          const picked: number[] = [];
          for (let attempt = 0; attempt < rows.length; attempt++) {
            const pick = pickChannel(selection, attempt, random);
            expect(pick).not.toBeNull();
            expect(picked).not.toContain(pick!.channelId);
            picked.push(pick!.channelId);
            selection = pick!.selection;
          }
          expect(new Set(picked)).toEqual(new Set(rows.map((r) => r.id)));
          expect(pickChannel(selection, rows.length, random)).toBeNull();
        },
      ),
    );
  });

  it('a retry inside one tier draws among the channels left, by weight', () => {
    const selection = open([ability(1, 0, 90), ability(2, 0, 5), ability(3, 0, 5)]);
    const afterOne: Selection = { ...selection, tried: [1] };
    const counts = firstPicks(afterOne, 2000, seeded(42));
    expect(counts.get(1)).toBeUndefined();
    expect(Math.abs((counts.get(2) ?? 0) - 1000)).toBeLessThan(150);
  });

  it('does not change the selection it is given', () => {
    const selection = open([ability(1, 0, 1), ability(2, 0, 1)]);
    const pick = pickChannel(selection, 0, seeded(3))!;
    expect(selection.tried).toEqual([]);
    expect(pick.selection.tried).toEqual([pick.channelId]);
    expect(pick.selection.group).toBe('default');
  });
});

describe('reopenSelection: a retry after the channels changed', () => {
  it('finds a channel added since admission, under the model the selection was opened with, and keeps what was tried', () => {
    const before = openSelection(
      buildAbilityIndex([ability(4, 0, 1, 'default', 'gpt-4-gizmo-*')]),
      request({ model: 'gpt-4-gizmo-g-abc', modelMatchName: 'gpt-4-gizmo-*' }),
    )!;
    expect(before.model).toBe('gpt-4-gizmo-*');
    const failed = pickChannel(before, 0, seeded(1))!;
    expect(pickChannel(failed.selection, 1, seeded(1))).toBeNull();
    const now = buildAbilityIndex([
      ability(4, 0, 1, 'default', 'gpt-4-gizmo-*'),
      ability(9, 0, 1, 'default', 'gpt-4-gizmo-*'),
      ability(7, 0, 1, 'vip', 'gpt-4-gizmo-*'),
    ]);
    const reopened = reopenSelection(now, failed.selection);
    expect(reopened.tried).toEqual([4]);
    expect(pickChannel(reopened, 1, seeded(1))?.channelId).toBe(9);
  });

  it('is the selection itself when the channels are the same, or list none for it any more', () => {
    const index = buildAbilityIndex([ability(1, 0, 1)]);
    const selection = openSelection(index, request())!;
    expect(reopenSelection(index, selection)).toBe(selection);
    expect(reopenSelection(buildAbilityIndex([ability(1, 0, 1, 'vip')]), selection)).toBe(selection);
  });
});

describe('checkPinnedChannel', () => {
  it('an unknown channel is an invalid pin, a disabled one is refused, an enabled one serves', () => {
    expect(checkPinnedChannel(undefined)).toEqual({ kind: 'invalid_channel_pin' });
    expect(checkPinnedChannel({ status: 2 })).toEqual({ kind: 'pinned_channel_disabled' });
    expect(checkPinnedChannel({ status: 3 })).toEqual({ kind: 'pinned_channel_disabled' });
    expect(checkPinnedChannel({ status: 1 })).toBeNull();
  });
});
