/**
 * Password hashing. New hashes are argon2id (RELIABILITY A22: m = 19 MiB,
 * t = 2); bcrypt hashes imported from the established gateway verify too and
 * are flagged for an upgrade at the next successful sign-in.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** `needsRehash` when the stored hash is not this hasher's current kind and cost. */
  verify(stored: string, password: string): Promise<{ ok: boolean; needsRehash: boolean }>;
  /** Does the work of one verification against a fixed hash: unknown users cost what known ones do (T21). */
  verifyDummy(password: string): Promise<void>;
}
