import { randomUUID } from 'node:crypto';
import { newSecret, secretHash } from '../../platform/crypto/secrets';
import { createSession, deleteUserSessions, type NewSession } from './session-records';
import { balancesOf } from './user-balances';
import { findUserById, type UserRecord } from './user-records';
import { updateUser } from './user-writes';
import { ROLE, type Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { auditedUser, userChanged } from './audit';
import { eventActor } from '../../platform/audit';
import type { AccountsDeps } from './deps';
import { NO_BALANCE, userView, type UserView } from './user-view';
import { displayName, newPassword, username } from './validation';
import { text } from '../../platform/input-checks';

/* What a signed-in user does to their own account (spec 01 sections 2 and 5, server-behaviour 6.5). */

async function me(deps: AccountsDeps, actor: Actor): Promise<UserRecord> {
  if (actor.kind !== 'user') throw new AppError('unauthenticated', 'sign in to do this');
  const user = await findUserById(deps.db, actor.userId);
  if (!user || user.deletedAt !== null) throw new AppError('unauthenticated', 'not signed in, or the session has expired');
  return user;
}

export async function getSelf(deps: AccountsDeps, actor: Actor): Promise<UserView> {
  const user = await me(deps, actor);
  const balances = await balancesOf(deps.db, [user.id]);
  return userView(user, balances.get(user.id) ?? NO_BALANCE);
}

export interface SelfUpdate {
  readonly username?: unknown;
  readonly displayName?: unknown;
  readonly password?: unknown;
  /** Needed for a new password, unless the account has none yet. */
  readonly originalPassword?: unknown;
}

/**
 * Changes the display name (and username), or the password. A new password
 * needs the original (unless the account has none yet), must differ from
 * it, and ends every session of the user; the caller gets a fresh one.
 */
export async function updateSelf(deps: AccountsDeps, actor: Actor, input: SelfUpdate): Promise<{ user: UserView; session: NewSession | null }> {
  const user = await me(deps, actor);
  const now = deps.clock();
  const changes: { username?: string; displayName?: string; passwordHash?: string; credentialsChangedAt?: Date } = {};
  if (input.username !== undefined && input.username !== user.username) changes.username = username(input.username);
  if (input.displayName !== undefined) changes.displayName = displayName(input.displayName, user.username);
  const password = text(input.password, 'password');
  // An account made by an external sign-in has no password yet: it sets one without an original (server-behaviour 6.5).
  if (password !== '' && user.passwordHash) {
    const original = text(input.originalPassword, 'original_password');
    if (original === '') throw new AppError('invalid', 'enter your current password');
    if (original === password) throw new AppError('invalid', 'the new password must differ from the current one');
    if (!(await deps.passwords.verify(user.passwordHash, original)).ok) throw new AppError('invalid', 'the current password is wrong');
  }
  if (password !== '') {
    changes.passwordHash = await deps.passwords.hash(newPassword(password));
    changes.credentialsChangedAt = now;
  }
  const { updated, session } = await deps.db.transaction(async (tx) => {
    const updated = await updateUser(tx, user.id, changes);
    if (!updated) throw new AppError('conflict', 'that username is taken');
    await deps.recordAudit(tx, [
      userChanged(actor, user.id, auditedUser(user), { ...auditedUser(updated), ...(changes.passwordHash ? { password: 'changed' } : {}) }, null, now),
    ]);
    if (!changes.passwordHash) return { updated, session: null };
    await deleteUserSessions(tx, user.id);
    // One millisecond on, so the new session postdates the credentials change that ended the old ones.
    return { updated, session: await createSession(tx, user.id, new Date(now.getTime() + 1), deps.sessionTtlMs) };
  });
  deps.auditCommitted();
  const balances = await balancesOf(deps.db, [user.id]);
  return { user: userView(updated, balances.get(user.id) ?? NO_BALANCE), session };
}

/** Logs the account off for good (typing the username to confirm); the super admin cannot. */
export async function deleteSelf(deps: AccountsDeps, actor: Actor, input: { readonly username?: unknown }): Promise<void> {
  const user = await me(deps, actor);
  if (user.role >= ROLE.root) throw new AppError('forbidden', 'the super admin cannot delete their own account');
  if (input.username !== undefined && text(input.username, 'username') !== user.username) {
    throw new AppError('invalid', 'please enter your account name to confirm deletion');
  }
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const gone = await updateUser(tx, user.id, { deletedAt: now, credentialsChangedAt: now, accessTokenHash: null });
    await deleteUserSessions(tx, user.id);
    await deps.recordAudit(tx, [userChanged(actor, user.id, auditedUser(user), auditedUser(gone), 'deleted own account', now)]);
  });
  deps.auditCommitted();
}

/** A new system access token for scripts; the old one stops working. Shown once: only its hash is kept. */
export async function resetAccessToken(deps: AccountsDeps, actor: Actor): Promise<string> {
  const user = await me(deps, actor);
  const token = newSecret();
  await updateUser(deps.db, user.id, { accessTokenHash: secretHash(token) });
  return token;
}

export async function getAffCode(deps: AccountsDeps, actor: Actor): Promise<string> {
  return (await me(deps, actor)).affCode;
}

/** The balance and the pending invite earnings after a transfer. */
export interface AffTransfer {
  readonly quota: number;
  readonly affQuota: number;
}

/** Moves pending invite earnings to the balance; at least one unit's worth (QuotaPerUnit). */
export async function transferAffQuota(deps: AccountsDeps, actor: Actor, input: { readonly quota?: unknown }): Promise<AffTransfer> {
  const user = await me(deps, actor);
  const amount = input.quota;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) throw new AppError('invalid', 'quota is a positive whole number');
  const minimum = Math.ceil(deps.options.get('QuotaPerUnit'));
  if (amount < minimum) throw new AppError('invalid', `transfer amount minimum is ${minimum}`);
  const { wallet } = await deps.wallets
    .execute(user.id, { kind: 'transferInviteEarnings', key: randomUUID(), amount, minimum }, { actor: eventActor(actor), correlationId: null })
    .then((result) => {
      if (!result.outcome.ok) throw new AppError('invalid', result.outcome.message);
      return result;
    });
  return { quota: wallet.quota, affQuota: wallet.affQuota };
}

/**
 * Where alerts can go. The established gateway also offers Bark and Gotify;
 * nothing here sends to them yet, so choosing one is refused rather than
 * stored and never delivered.
 */
export const NOTIFY_TYPES = ['email', 'webhook'] as const;

/** The preferences a user may change; each left undefined stays as it is. */
export interface SettingUpdate {
  readonly notifyType?: unknown;
  readonly quotaWarningThreshold?: unknown;
  readonly webhookUrl?: unknown;
  /** Write-only: never shown back, only that one is set. */
  readonly webhookSecret?: unknown;
  readonly notificationEmail?: unknown;
  readonly acceptUnsetModelRatioModel?: unknown;
}

/**
 * Notification and price preferences: only the ones given change. They are
 * stored under the established gateway's setting keys (`notify_type`, …),
 * which the alert follower and the pricing read, and the messages name them.
 */
export async function updateSetting(deps: AccountsDeps, actor: Actor, input: SettingUpdate): Promise<void> {
  const user = await me(deps, actor);
  const next: Record<string, unknown> = { ...user.setting };
  if (input.notifyType !== undefined) {
    if (!NOTIFY_TYPES.includes(input.notifyType as (typeof NOTIFY_TYPES)[number]))
      throw new AppError('invalid', `notify_type is one of ${NOTIFY_TYPES.join(', ')} (bark and gotify are not supported yet)`);
    next.notify_type = input.notifyType;
  }
  if (input.quotaWarningThreshold !== undefined) {
    const threshold = input.quotaWarningThreshold;
    if (typeof threshold !== 'number' || !Number.isSafeInteger(threshold) || threshold <= 0)
      throw new AppError('invalid', 'quota_warning_threshold is a positive whole number');
    next.quota_warning_threshold = threshold;
  }
  if (input.webhookUrl !== undefined) {
    const url = text(input.webhookUrl, 'webhook_url').trim();
    if (url !== '') {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw new AppError('invalid', 'webhook_url is not a valid URL');
      }
      if (parsed.protocol !== 'https:') throw new AppError('invalid', 'the webhook must be an https address');
    }
    next.webhook_url = url;
  }
  if (input.webhookSecret !== undefined) {
    // Sealed at rest (the notification sender opens it to sign); empty means none.
    const secret = text(input.webhookSecret, 'webhook_secret');
    next.webhook_secret = secret === '' ? '' : deps.secretBox.seal(secret);
  }
  if (input.notificationEmail !== undefined) {
    const email = text(input.notificationEmail, 'notification_email').trim();
    if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError('invalid', 'notification_email is not an email address');
    next.notification_email = email;
  }
  if (input.acceptUnsetModelRatioModel !== undefined) {
    if (typeof input.acceptUnsetModelRatioModel !== 'boolean') throw new AppError('invalid', 'accept_unset_model_ratio_model is true or false');
    next.accept_unset_model_ratio_model = input.acceptUnsetModelRatioModel;
  }
  if (next.notify_type === 'webhook' && !next.webhook_url) throw new AppError('invalid', 'webhook notifications need a webhook_url');
  await updateUser(deps.db, user.id, { setting: next });
}
