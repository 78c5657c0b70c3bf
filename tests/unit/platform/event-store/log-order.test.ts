import { describe, expect, it } from 'vitest';
import { LOG_ORIGIN, logOrderOf, parseFeedCursor, parseLogOrder } from '../../../../services/platform/event-store/log-order';
import type { Checkpoint } from '../../../../services/platform/ports/event-store';

/* A checkpoint as text that sorts as the log does (the usage log feed's cursor). */

const at = (text: string) => text as Checkpoint;

describe('log order', () => {
  it('sorts as the log does, where the checkpoints themselves would not', () => {
    const places = ['pg:9:10', 'pg:10:2', 'pg:10:11', 'pg:100:1'].map((c) => logOrderOf(at(c)));
    expect([...places].sort()).toEqual(places);
    expect(['pg:9:10', 'pg:10:2'].sort()).toEqual(['pg:10:2', 'pg:9:10']);
    expect(logOrderOf(at('esdb:5:4'))).toBe('esdb:00000000000000000005:00000000000000000004');
  });

  it('reads back only what it writes', () => {
    const order = logOrderOf(at('pg:812:4096'));
    expect(parseLogOrder(order)).toBe(order);
    for (const bad of ['pg:812:4096', "'; drop table", '', null, 42, 'pg:1:2:3']) expect(parseLogOrder(bad)).toBeNull();
    expect(() => logOrderOf(at('kafka:1:2'))).toThrow(/not a checkpoint/);
  });

  it('takes the origin back as the place before every order, of either store', () => {
    expect(parseFeedCursor(LOG_ORIGIN)).toBe('');
    for (const order of [logOrderOf(at('pg:1:1')), logOrderOf(at('esdb:1:1'))]) {
      expect(parseFeedCursor(order)).toBe(order);
      expect('' < order).toBe(true);
    }
    for (const bad of ['', 'Origin', null, 'pg:1:2']) expect(parseFeedCursor(bad)).toBeNull();
  });
});
