import argon2 from 'argon2';
import bcrypt from 'bcryptjs';
import type { PasswordHasher } from '../ports/password-hasher';

/** OWASP's argon2id minimum (RELIABILITY A22): 19 MiB, 2 passes, 1 lane. Hashing runs on libuv's thread pool. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const isBcrypt = (stored: string) => /^\$2[aby]\$\d\d\$/.test(stored);

/**
 * The argon2id and bcrypt adapter. At most `concurrency` hashes run at once
 * (each takes 19 MiB and a thread), so a login flood queues instead of
 * exhausting memory (T21).
 */
export function createPasswordHasher({ concurrency = 4 } = {}): PasswordHasher {
  let running = 0;
  const waiting: Array<() => void> = [];
  async function bounded<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }
  const dummy = argon2.hash('tollgate dummy password', ARGON2_OPTIONS);

  return {
    hash: (password) => bounded(() => argon2.hash(password, ARGON2_OPTIONS)),
    async verify(stored, password) {
      if (isBcrypt(stored)) return { ok: await bounded(() => bcrypt.compare(password, stored)), needsRehash: true };
      if (!stored.startsWith('$argon2')) return { ok: false, needsRehash: false };
      const ok = await bounded(() => argon2.verify(stored, password).catch(() => false));
      return { ok, needsRehash: ok && argon2.needsRehash(stored, ARGON2_OPTIONS) };
    },
    async verifyDummy(password) {
      const stored = await dummy;
      await bounded(() => argon2.verify(stored, password).catch(() => false));
    },
  };
}
