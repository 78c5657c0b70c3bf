import { randomBytes, randomInt } from 'node:crypto';
import { secretHash } from '../../platform/crypto/secrets';

/*
 * The secrets sent by email and the form they are stored in
 * (email-code-records.ts keeps them): verification codes and password reset
 * tokens, each hashed together with its purpose and address.
 */

export type EmailCodePurpose = 'verification' | 'password_reset';

/** No look-alikes (0/O, 1/I/L): the code is typed by hand. Matched without regard to case. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;

/** A verification code: 6 characters from 31 (about 30 bits), typed by hand within minutes. */
export const newVerificationCode = (): string => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** A reset token: 32 hex characters (128 bits), as the established gateway's link carries. */
export const newResetToken = (): string => randomBytes(16).toString('hex');

/** The stored form: bound to the purpose and the address, so a hash says nothing about other rows. */
export const emailSecretHash = (purpose: EmailCodePurpose, email: string, secret: string): string =>
  secretHash(`${purpose}\n${email}\n${secret.trim().toUpperCase()}`);
