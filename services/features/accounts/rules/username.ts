/*
 * What a username may be (issue 13 item 7, look-alike names). A name is
 * NFKC-normalised before anything else, so compatibility look-alikes are one
 * name: fullwidth `ｒｏｏｔ` is `root`, `ﬁ` is `fi`, and a decomposed `é` is
 * the composed one. It then holds no character of Unicode's categories Cc
 * (control), Cf (format: the bidirectional overrides and marks U+202A..U+202E
 * and U+200E..U+200F, the zero-width characters U+200B..U+200D, U+2060..U+2064,
 * U+FEFF, the soft hyphen U+00AD) or Z (every space and separator; the other
 * whitespace characters are Cc): none of them shows on screen, so each could
 * make a name look like another. Names differing only in case are one account
 * as well: the database compares them with lower(), see
 * schema/sql/019_username_case_insensitive.sql.
 */

export const USERNAME_MAX = 20;

/** The characters a username may not hold. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}]/u;

export type UsernameVerdict = { readonly ok: true; readonly username: string } | { readonly ok: false; readonly message: string };

/** The form every name is stored and looked up in: NFKC, without surrounding whitespace. */
export const normalUsername = (raw: string): string => raw.normalize('NFKC').trim();

const codePoint = (c: string): string => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export function checkUsername(raw: string): UsernameVerdict {
  const username = normalUsername(raw);
  if (username === '') return { ok: false, message: 'username and password cannot be empty' };
  if ([...username].length > USERNAME_MAX) return { ok: false, message: `the username is at most ${USERNAME_MAX} characters` };
  const found = INVISIBLE.exec(username);
  if (found)
    return {
      ok: false,
      message: `the username cannot contain spaces, control characters or invisible formatting characters (found ${codePoint(found[0])})`,
    };
  return { ok: true, username };
}
