import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * Where the secret-box keys come from: SECRET_KEY (and SECRET_KEY_PREVIOUS
 * while rotating) when set, which every instance of a deployment must share;
 * else, on embedded defaults, a key generated once and kept in
 * DATA_DIR/secret.key (readable by the owner only), next to the database it
 * protects.
 */

export const SECRET_KEY_FILE = 'secret.key';

/** A 32-byte key written as 64 hex characters or 43/44 base64 characters. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const bytes = Buffer.from(trimmed, 'base64');
  return /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed) && bytes.length === 32 ? bytes : null;
}

export async function loadOrCreateKeyFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  try {
    const key = parseSecretKey(await readFile(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold a 32-byte key`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  // `wx`: if another process created it first, fail and read theirs on the next start rather than overwrite it.
  await writeFile(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  return key;
}
