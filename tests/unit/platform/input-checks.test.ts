import { describe, expect, it } from 'vitest';
import { findFaultyText, positiveId, text, textFault } from '../../../services/platform/input-checks';

/* Text no field may hold (issue 13, item 6): a NUL character or an unpaired surrogate, refused naming the field. */

describe('textFault', () => {
  it('finds a NUL character and an unpaired surrogate of either half', () => {
    expect(textFault('a\u0000b')).toMatch(/NUL/);
    expect(textFault('a\ud800b')).toMatch(/unpaired surrogate/);
    expect(textFault('\udc00')).toMatch(/unpaired surrogate/);
    expect(textFault('x\ud800')).toMatch(/unpaired surrogate/);
  });

  it('passes ordinary text, emoji (a surrogate pair) and other control characters alike', () => {
    expect(textFault('')).toBeNull();
    expect(textFault('ok 🚀 ✓ 名前')).toBeNull();
    expect(textFault('tab\tand\nnewline')).toBeNull();
  });
});

describe('findFaultyText', () => {
  it('names the path of the first faulty string, keys included', () => {
    expect(findFaultyText({ channel: { name: 'a\u0000' } })?.path).toBe('channel.name');
    expect(findFaultyText({ ids: [1, 'ok', '\ud800'] })?.path).toBe('ids[2]');
    expect(findFaultyText({ outer: { ['bad\u0000key']: 1 } })).toEqual({ path: 'outer', fault: expect.stringMatching(/has a key that/) as string });
    expect(findFaultyText('\u0000')?.path).toBe('the request body');
    expect(findFaultyText({ a: [{ b: 'fine' }], n: 1, x: null })).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findFaultyText(deep)?.fault).toMatch(/NUL/);
  });
});

describe('text and positiveId', () => {
  it('text refuses faulty text, naming the field', () => {
    expect(() => text('a\u0000', 'name')).toThrow('name must not contain a NUL character');
    expect(() => text('a\ud800', 'username')).toThrow('username must not contain an unpaired surrogate');
    expect(text('fine', 'name')).toBe('fine');
  });

  it('positiveId refuses ids past the safe integers', () => {
    expect(() => positiveId('99999999999999999999')).toThrow('id is a positive whole number');
    expect(() => positiveId('1e309')).toThrow('id is a positive whole number');
    expect(positiveId('42')).toBe(42);
  });
});
