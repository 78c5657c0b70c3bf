import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a cookie or an access token: 32 random bytes, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What is stored for a secret: its SHA-256, so a leaked table opens nothing. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const AFF_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An invite code: 8 characters from a 56-letter alphabet (no look-alikes); a unique index catches the rare repeat. */
export function newAffCode(): string {
  const bytes = randomBytes(8);
  return [...bytes].map((b) => AFF_ALPHABET[b % AFF_ALPHABET.length]).join('');
}
