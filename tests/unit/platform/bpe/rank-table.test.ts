import { describe, expect, it } from 'vitest';
import { parseTiktokenRanks, rankOf } from '../../../../services/platform/bpe/rank-table';

/* The compact rank table, on small rank files in OpenAI's `*.tiktoken` format. */

const line = (token: string | Uint8Array, rank: number) => `${Buffer.from(token).toString('base64')} ${rank}`;
const file = (text: string) => new TextEncoder().encode(text);
const bytesOf = (text: string) => new TextEncoder().encode(text);
const rankIn = (table: ReturnType<typeof parseTiktokenRanks>, text: string) => rankOf(table, bytesOf(text), 0, bytesOf(text).length);

describe('parseTiktokenRanks', () => {
  it('finds every token by its bytes and nothing else', () => {
    const table = parseTiktokenRanks(
      'tiny',
      file([line('a', 0), line('b', 1), line('ab', 2), line('你', 3), line(new Uint8Array([0xff, 0x00]), 4)].join('\n') + '\n'),
    );
    expect(rankIn(table, 'a')).toBe(0);
    expect(rankIn(table, 'ab')).toBe(2);
    expect(rankIn(table, '你')).toBe(3);
    expect(rankOf(table, new Uint8Array([0xff, 0x00]), 0, 2)).toBe(4);
    expect(rankIn(table, 'ba')).toBe(-1);
    expect(rankIn(table, 'abc')).toBe(-1);
    expect(rankIn(table, '')).toBe(-1);
  });

  it('looks up a slice of a longer buffer', () => {
    const table = parseTiktokenRanks('tiny', file([line('a', 0), line('b', 1), line('ab', 2)].join('\n')));
    const piece = bytesOf('xaby');
    expect(rankOf(table, piece, 1, 3)).toBe(2);
    expect(rankOf(table, piece, 0, 2)).toBe(-1);
  });

  it('reads Windows line ends and a last line without one, and skips empty lines', () => {
    const table = parseTiktokenRanks('tiny', file(`${line('a', 7)}\r\n\r\n${line('b', 9)}`));
    expect(rankIn(table, 'a')).toBe(7);
    expect(rankIn(table, 'b')).toBe(9);
    expect(table.ranks).toHaveLength(2);
  });

  it('holds many tokens without losing one to a hash collision', () => {
    const tokens = Array.from({ length: 5000 }, (_, i) => `t${i.toString(36)}`);
    const table = parseTiktokenRanks('many', file(tokens.map((token, rank) => line(token, rank)).join('\n')));
    tokens.forEach((token, rank) => expect(rankIn(table, token)).toBe(rank));
    expect(table.slots.length).toBeGreaterThanOrEqual(2 * tokens.length);
  });

  it('refuses a malformed file, naming the line', () => {
    expect(() => parseTiktokenRanks('bad', file(`${line('a', 0)}\nYg==`))).toThrow('bad: line 2 has no rank');
    expect(() => parseTiktokenRanks('bad', file('Y*== 0'))).toThrow('bad: line 1 is not base64');
    expect(() => parseTiktokenRanks('bad', file('YQ== 1x'))).toThrow('bad: line 1 has a rank that is not a number');
    expect(() => parseTiktokenRanks('bad', file('YQ== '))).toThrow('bad: line 1 has no rank');
    expect(() => parseTiktokenRanks('bad', file(' 3'))).toThrow('bad: line 1 has no token');
  });

  it('refuses a token listed twice', () => {
    expect(() => parseTiktokenRanks('twice', file([line('a', 0), line('b', 1), line('a', 2)].join('\n')))).toThrow(
      'twice: the token of rank 2 is listed twice',
    );
  });
});
