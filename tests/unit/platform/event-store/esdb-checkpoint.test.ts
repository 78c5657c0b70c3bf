import { describe, expect, it } from 'vitest';
import { compareEsdbPositions, decodeEsdbCheckpoint, encodeEsdbCheckpoint } from '../../../../services/platform/event-store/esdb-checkpoint';
import type { Checkpoint } from '../../../../services/platform/ports/event-store';

describe('EventStoreDB checkpoints', () => {
  it('encodes a commit/prepare pair as esdb:<commit>:<prepare> and decodes it back', () => {
    const position = { commit: 1_234_567n, prepare: 1_234_000n };
    const checkpoint = encodeEsdbCheckpoint(position);
    expect(checkpoint).toBe('esdb:1234567:1234000');
    expect(decodeEsdbCheckpoint(checkpoint)).toEqual(position);
  });

  it('keeps positions past 2^53 exact', () => {
    const position = { commit: 2n ** 62n + 7n, prepare: 2n ** 62n + 3n };
    expect(decodeEsdbCheckpoint(encodeEsdbCheckpoint(position))).toEqual(position);
  });

  it('refuses checkpoints of other adapters and malformed ones', () => {
    for (const text of ['pg:10:20', 'esdb:1', 'esdb:-1:2', 'esdb:1:2:3', 'esdb:a:b', '']) {
      expect(() => decodeEsdbCheckpoint(text as Checkpoint)).toThrow(/not an EventStoreDB checkpoint/);
    }
    expect(() => encodeEsdbCheckpoint({ commit: -1n, prepare: -1n })).toThrow(/not a position/);
  });

  it('orders positions by commit, then prepare', () => {
    const a = { commit: 100n, prepare: 100n };
    const b = { commit: 100n, prepare: 180n };
    const c = { commit: 300n, prepare: 50n };
    expect(compareEsdbPositions(a, b)).toBeLessThan(0);
    expect(compareEsdbPositions(b, c)).toBeLessThan(0);
    expect(compareEsdbPositions(c, a)).toBeGreaterThan(0);
    expect(compareEsdbPositions(b, { ...b })).toBe(0);
  });
});
