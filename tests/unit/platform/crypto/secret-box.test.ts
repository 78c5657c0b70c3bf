import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyId } from '../../../../services/platform/crypto/secret-box';
import { parseSecretKey } from '../../../../services/platform/crypto/secret-keys';

describe('secret box (AES-256-GCM at rest)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = createSecretBox(key);
    const a = box.seal('sk-secret');
    const b = box.seal('sk-secret');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(box.open(a)).toBe('sk-secret');
    expect(a.split(':')[1]).toBe(keyId(key));
  });

  it('refuses altered text', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('sk-secret').split(':');
    sealed[4] = Buffer.from('sk-secreT').toString('base64url');
    expect(() => box.open(sealed.join(':'))).toThrow();
  });

  it('rotates: the new key seals, the previous one still opens old text, a forgotten key does not', () => {
    const old = createSecretBox(key);
    const sealedOld = old.seal('old secret');
    const next = randomBytes(32);
    const rotated = createSecretBox(next, [key]);
    expect(rotated.open(sealedOld)).toBe('old secret');
    expect(rotated.seal('new').split(':')[1]).toBe(keyId(next));
    expect(() => createSecretBox(next).open(sealedOld)).toThrow(/no key/);
  });

  it('reads keys as 64 hex or base64 characters only', () => {
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey('too-short')).toBeNull();
    expect(parseSecretKey('z'.repeat(64))).toBeNull();
  });
});
