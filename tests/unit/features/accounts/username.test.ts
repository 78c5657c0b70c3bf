import { describe, expect, it } from 'vitest';
import { username } from '../../../../services/features/accounts/validation';
import { AppError } from '../../../../services/platform/errors';

/*
 * Look-alike names (issue 13 item 7): a username is NFKC-normalised at the
 * edge, and one holding a control, format or whitespace character is refused
 * with a message naming the field and the character.
 */

const refusal = (value: string): AppError | null => {
  try {
    username(value);
    return null;
  } catch (error) {
    return error as AppError;
  }
};

describe('username (the edge every path that takes one goes through)', () => {
  it('folds compatibility look-alikes with NFKC, keeping the case as typed', () => {
    expect(username('ｒｏｏｔ')).toBe('root');
    expect(username('ＲＯＯＴ')).toBe('ROOT');
    expect(username('ｒｏｏｔａｄｍｉｎ')).toBe('rootadmin');
    expect(username('ﬁle')).toBe('file');
    expect(username('x²')).toBe('x2');
    // A decomposed accent composes, so the two spellings of José are one name.
    expect(username('Jose\u0301')).toBe('José');
    expect(username('  dave ')).toBe('dave');
  });

  it('accepts ordinary names in any script', () => {
    for (const name of ['用户一', 'José', 'Ωmega', 'müller', 'Сергей', 'علي', 'ユーザー', 'dave_01', 'a.b-c', '👍']) {
      expect(username(name), name).toBe(name);
    }
  });

  it.each<[string, string, string]>([
    ['right-to-left override', 'root\u202Eadmin', 'U+202E'],
    ['left-to-right embedding', 'root\u202Aadmin', 'U+202A'],
    ['zero-width space', 'ro\u200Bot', 'U+200B'],
    ['zero-width joiner', 'ro\u200Dot', 'U+200D'],
    ['right-to-left mark', 'root\u200F', 'U+200F'],
    ['word joiner', 'ro\u2060ot', 'U+2060'],
    ['invisible plus', 'ro\u2064ot', 'U+2064'],
    ['byte order mark inside', 'ro\uFEFFot', 'U+FEFF'],
    ['soft hyphen', 'ro\u00ADot', 'U+00AD'],
    ['bell (Cc)', 'ro\u0007ot', 'U+0007'],
    ['delete (Cc)', 'ro\u007Fot', 'U+007F'],
    ['next line (Cc)', 'ro\u0085ot', 'U+0085'],
    ['tab', 'ro\tot', 'U+0009'],
    ['space', 'ro ot', 'U+0020'],
    ['no-break space', 'ro\u00A0ot', 'U+0020'],
    ['ideographic space', 'ro\u3000ot', 'U+0020'],
    ['line separator', 'ro\u2028ot', 'U+2028'],
  ])('refuses a %s, naming the field and the character', (_what, value, codePoint) => {
    const error = refusal(value);
    expect(error).toBeInstanceOf(AppError);
    expect(error?.kind).toBe('invalid');
    expect(error?.message).toContain('username');
    expect(error?.message).toContain(codePoint);
  });

  it('counts the length after normalisation', () => {
    expect(username('ａ'.repeat(20))).toBe('a'.repeat(20));
    // U+FDFA is one character that NFKC spells with 18.
    expect(refusal('\uFDFA\uFDFA')?.message).toBe('the username is at most 20 characters');
    expect(refusal('   ')?.message).toBe('username and password cannot be empty');
  });
});
