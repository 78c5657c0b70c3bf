import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppError } from '../errors';

/*
 * Encryption at rest for secrets the gateway must be able to show again (API
 * token keys, later channel keys): AES-256-GCM with a random 96-bit nonce,
 * the key named in the sealed text so keys can rotate. The current key seals;
 * any listed key opens. Rotation: set the new key as current and the old one
 * as previous, re-seal (`npm run reseal-keys`), then drop the previous key.
 */

export interface SecretBox {
  seal(plain: string): string;
  /** Throws when no known key opens it, or the text was altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';

/** A short, stable name for a key: the first 8 hex chars of its SHA-256 (never the key). */
export const keyId = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** The id of the key a sealed text names (null when it is not sealed text): a re-seal skips texts already under the current key. */
export function sealedKeyId(sealed: string): string | null {
  const [version, id] = sealed.split(':');
  return version === VERSION && id ? id : null;
}

/** Sealed text exactly as `seal` writes it: version, key id, 96-bit nonce, 128-bit tag, body. */
const SEALED_TEXT = /^v1:[0-9a-f]{8}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]*$/;

/**
 * Whether a stored text is sealed text, for a column that may still hold
 * clear text written before its values were sealed (option secrets, the
 * users' webhook secrets): clear text there is read as it is.
 */
export const isSealedText = (text: string): boolean => SEALED_TEXT.test(text);

export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  for (const key of [current, ...previous]) if (key.length !== 32) throw new Error('a secret-box key is 32 bytes');
  const keys = new Map([current, ...previous].map((key) => [keyId(key), key]));
  const currentId = keyId(current);
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, currentId, nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
    },
    open(sealed) {
      const [version, id, nonce, tag, body] = sealed.split(':');
      if (version !== VERSION || !id || nonce === undefined || tag === undefined || body === undefined) throw new Error('not a sealed secret');
      const key = keys.get(id);
      if (!key) throw new Error(`no key ${id} to open this secret (was SECRET_KEY rotated without SECRET_KEY_PREVIOUS?)`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * Opens a stored secret for an answer: one that no configured key opens is
 * an `unavailable` error naming `what` (a channel's key, a token) and the
 * likely cause, not an unexplained failure.
 */
export function openStored(box: SecretBox, sealed: string, what: string): string {
  try {
    return box.open(sealed);
  } catch {
    throw new AppError('unavailable', `${what} cannot be decrypted: is SECRET_KEY (or SECRET_KEY_PREVIOUS) the key it was sealed with?`);
  }
}
