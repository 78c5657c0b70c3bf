import { findInviter, findUserByEmail, usernameTaken } from './user-records';
import { AppError } from '../../platform/errors';
import type { AccountsDeps } from './deps';
import { allowedEmail, checkVerificationCode, consumeVerificationCode, EMAIL_TAKEN } from './email-verification';
import { requireHuman, type HumanContext } from './human-check';
import { signUpUser } from './sign-up-user';
import { newPassword, username } from './validation';
import { text } from '../../platform/input-checks';

/*
 * Registration by password (spec 01 section 5, server-behaviour 6.3). The
 * new user and their money commit together (ARCHITECTURE decision 12): the
 * new-user gift and the invitee gift go to the new wallet, and the inviter's
 * pending reward to theirs, in the transaction that writes the user row.
 * The events are decided first against each wallet as the log has it; if
 * the inviter's wallet moves before the commit, its append refuses, the
 * transaction rolls back, and registration decides again.
 */

export interface RegisterInput {
  readonly username?: unknown;
  readonly password?: unknown;
  readonly password2?: unknown;
  readonly email?: unknown;
  readonly verificationCode?: unknown;
  /** The inviter's code, if any. */
  readonly affCode?: unknown;
}

/**
 * With EmailVerificationEnabled the new user brings an address nobody has
 * (the site's domain and alias rules applied) and the code mailed to it; the
 * code is checked first (a wrong one counts against it) and used up in the
 * transaction that writes the user, so a registration that fails keeps it.
 * Without verification no address is stored: an email on an account is
 * always a proven one.
 */
export async function register(deps: AccountsDeps, input: RegisterInput, context: HumanContext): Promise<void> {
  if (!(await deps.setup.isDone())) throw new AppError('forbidden', 'the system is not set up yet: run the setup wizard first');
  if (!deps.options.get('RegisterEnabled')) throw new AppError('forbidden', 'new registrations are closed');
  if (!deps.options.get('PasswordRegisterEnabled')) throw new AppError('forbidden', 'registration by password is turned off; use another sign-in method');
  await requireHuman(deps, context);

  const name = username(input.username);
  const password = newPassword(input.password);
  const confirmation = text(input.password2, 'password2');
  if (confirmation !== '' && confirmation !== password) throw new AppError('invalid', 'the two passwords do not match');
  const affCode = text(input.affCode, 'aff_code').trim();
  const verification = deps.options.get('EmailVerificationEnabled') ? verifiedEmail(deps, input) : null;
  if (await usernameTaken(deps.db, name)) throw new AppError('conflict', 'that username is taken');
  if (verification && (await findUserByEmail(deps.db, verification.email))) throw new AppError('conflict', EMAIL_TAKEN);
  const codeHash = verification ? await checkVerificationCode(deps, verification.email, verification.code) : null;
  const inviter = affCode === '' ? null : await findInviter(deps.db, affCode);
  const passwordHash = await deps.passwords.hash(password);
  await signUpUser(deps, {
    inviter,
    actor: { kind: 'system', reason: 'registration' },
    user: () => ({ username: name, displayName: name, passwordHash, email: verification?.email ?? null }),
    reason: inviter ? `invited by user ${inviter.id}` : null,
    before: async (tx) => {
      if (verification && codeHash) await consumeVerificationCode(deps, tx, verification.email, codeHash);
    },
    // Taken by a registration that committed since the checks above.
    conflict: async (tx) => new AppError('conflict', verification && (await findUserByEmail(tx, verification.email)) ? EMAIL_TAKEN : 'that username is taken'),
  });
}

function verifiedEmail(deps: AccountsDeps, input: RegisterInput): { email: string; code: string } {
  const code = text(input.verificationCode, 'verification_code').trim();
  if (text(input.email, 'email').trim() === '' || code === '')
    throw new AppError('invalid', 'email verification is on: enter your email address and the code mailed to it');
  return { email: allowedEmail(deps, input.email), code };
}
