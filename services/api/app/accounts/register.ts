import { newAffCode } from '../../../accounts/secrets';
import { findInviter, findUserByEmail, insertUser, nextUserId, usernameTaken } from '../../../accounts/user-records';
import { ROLE } from '../../../shared/actor';
import { AppError } from '../../../shared/errors';
import { commitWithWallet } from '../wallet-transaction';
import { auditedUser, userChanged } from './audit';
import type { AccountsDeps } from './deps';
import { allowedEmail, checkVerificationCode, consumeVerificationCode, EMAIL_TAKEN } from './email-verification';
import { requireHuman, type HumanContext } from './human-check';
import { signUpWallets } from './sign-up-gifts';
import { newPassword, text, username } from './validation';

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
  readonly verification_code?: unknown;
  readonly aff_code?: unknown;
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
  const affCode = text(input.aff_code, 'aff_code').trim();
  const verification = deps.options.get('EmailVerificationEnabled') ? verifiedEmail(deps, input) : null;
  if (await usernameTaken(deps.db, name)) throw new AppError('conflict', 'that username is taken');
  if (verification && (await findUserByEmail(deps.db, verification.email))) throw new AppError('conflict', EMAIL_TAKEN);
  const codeHash = verification ? await checkVerificationCode(deps, verification.email, verification.code) : null;
  const inviter = affCode === '' ? null : await findInviter(deps.db, affCode);
  const passwordHash = await deps.passwords.hash(password);
  const meta = { actor: { kind: 'system', reason: 'registration' } as const, correlationId: null };

  await commitWithWallet(deps, async () => {
    const userId = await nextUserId(deps.db);
    const now = deps.clock();
    return {
      wallets: signUpWallets(deps.options, userId, inviter),
      meta,
      write: async (tx) => {
        if (verification && codeHash) await consumeVerificationCode(deps, tx, verification.email, codeHash);
        const user = await insertUser(
          tx,
          { id: userId, username: name, displayName: name, passwordHash, role: ROLE.user, affCode: newAffCode(), inviterId: inviter?.id ?? null, email: verification?.email ?? null },
          now,
        );
        // Taken by a registration that committed since the checks above.
        if (!user) throw new AppError('conflict', verification && (await findUserByEmail(tx, verification.email)) ? EMAIL_TAKEN : 'that username is taken');
        await deps.recordAudit(tx, [userChanged({ kind: 'system', reason: 'registration' }, user.id, null, auditedUser(user), inviter ? `invited by user ${inviter.id}` : null, now)]);
      },
    };
  });
  deps.auditCommitted();
}

function verifiedEmail(deps: AccountsDeps, input: RegisterInput): { email: string; code: string } {
  const code = text(input.verification_code, 'verification_code').trim();
  if (text(input.email, 'email').trim() === '' || code === '') throw new AppError('invalid', 'email verification is on: enter your email address and the code mailed to it');
  return { email: allowedEmail(deps, input.email), code };
}
