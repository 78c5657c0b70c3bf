import { randomUUID } from 'node:crypto';
import { newAffCode } from '../../platform/crypto/secrets';
import { deleteUserSessions } from './session-records';
import { balancesOf } from './user-balances';
import { listUsers as selectUsers } from './user-list';
import type { UserRecord } from './user-records';
import { insertUser, nextUserId, updateUser, type UserChanges } from './user-writes';
import { requireAccess, ROLE, type Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { decideManage, MANAGE_ACTIONS, mayCreateRole, type ManageAction } from './rules/manage-user';
import { requireActOnUser } from './user-guard';
import { commitWithWallet } from '../wallet';
import { auditedUser, userChanged } from './audit';
import { eventActor } from '../../platform/audit';
import type { AccountsDeps } from './deps';
import { NO_BALANCE, userView, type UserView } from './user-view';
import { displayName, newPassword, username } from './validation';
import { text } from '../../platform/input-checks';
import { ADMIN_LIST_PAGES, checkPage, pageOf, sqlWindow, type Page, type PageInput } from '../../platform/paging';

/* Admins manage users (spec 01 section 6, server-behaviour 6.7), the level rules decided in domain/users. */

function admin(actor: Actor): { role: number } {
  requireAccess('admin', actor, 'only admins manage users');
  return { role: actor.kind === 'user' ? actor.role : ROLE.root };
}

/** The user `id`, when the caller may act on them (the one user level check, user-guard.ts). */
const target = (deps: AccountsDeps, actor: Actor, id: unknown): Promise<UserRecord> => requireActOnUser(deps.db, actor, id);

async function withBalances(deps: AccountsDeps, users: readonly UserRecord[]): Promise<UserView[]> {
  const balances = await balancesOf(
    deps.db,
    users.map((u) => u.id),
  );
  return users.map((u) => userView(u, balances.get(u.id) ?? NO_BALANCE));
}

export type UserPage = Page<UserView>;

/** A page (10, 20, 50 or 100 users), narrowed by a keyword (name, display name, email, id) and a group. */
export interface UserListInput extends PageInput {
  readonly keyword?: string;
  readonly group?: string;
}

/** Lists (and, with a keyword or group, searches) users, newest first; logged-off users included, marked by `deletedAt`. */
export async function listUsers(deps: AccountsDeps, actor: Actor, input: UserListInput): Promise<UserPage> {
  admin(actor);
  const window = checkPage(input, ADMIN_LIST_PAGES);
  const keyword = text(input.keyword, 'keyword').trim().slice(0, 100);
  const group = text(input.group, 'group').trim();
  const { items, total } = await selectUsers(deps.db, { keyword, group, ...sqlWindow(window) });
  return pageOf(window, await withBalances(deps, items), total);
}

export async function getUser(deps: AccountsDeps, actor: Actor, id: unknown): Promise<UserView> {
  admin(actor);
  const [user] = await withBalances(deps, [await target(deps, actor, id)]);
  return user!;
}

/** A new user, checked here (it may come straight from a JSON body). */
export interface UserCreate {
  readonly username?: unknown;
  readonly displayName?: unknown;
  readonly password?: unknown;
  /** 1 (the default), 10 or 100, below the caller's own. */
  readonly role?: unknown;
}

export async function createUser(deps: AccountsDeps, actor: Actor, input: UserCreate): Promise<UserView> {
  const caller = admin(actor);
  const name = username(input.username);
  const password = newPassword(input.password);
  const role = input.role === undefined ? ROLE.user : Number(input.role);
  if (![ROLE.user, ROLE.admin, ROLE.root].includes(role as 1)) throw new AppError('invalid', 'role is 1, 10 or 100');
  if (!mayCreateRole(caller.role, role)) throw new AppError('forbidden', 'you cannot create a user with a role at or above your own');
  const passwordHash = await deps.passwords.hash(password);
  const now = deps.clock();
  const gift = deps.options.get('QuotaForNewUser');
  // The user row and the new-user gift commit together, as registration's do.
  const created = await commitWithWallet(deps, async () => {
    const id = await nextUserId(deps.db);
    return {
      wallets: [
        {
          userId: id,
          isNew: true,
          commands: gift > 0 ? [{ kind: 'credit', key: `new-user-gift:${id}`, source: 'new_user_gift', amount: gift, reference: null, reason: null }] : [],
        },
      ],
      meta: { actor: eventActor(actor), correlationId: null },
      write: async (tx) => {
        const user = await insertUser(
          tx,
          { id, username: name, displayName: displayName(input.displayName, name), passwordHash, role, affCode: newAffCode() },
          now,
        );
        if (!user) throw new AppError('conflict', 'that username is taken');
        await deps.recordAudit(tx, [userChanged(actor, user.id, null, auditedUser(user), null, now)]);
        return user;
      },
    };
  });
  deps.auditCommitted();
  const [user] = await withBalances(deps, [created]);
  // The balance read model may not have caught up with the gift yet: answer what was recorded (decision 11).
  return { ...user!, quota: Math.max(user!.quota, gift) };
}

export interface UserEdit {
  readonly id?: unknown;
  readonly username?: unknown;
  readonly displayName?: unknown;
  readonly password?: unknown;
  readonly group?: unknown;
  readonly quota?: unknown;
  readonly remark?: unknown;
}

/**
 * Edits a user below the caller's role. A new quota is recorded as an admin
 * adjustment in the ledger (the difference from the balance the wallet has
 * when it decides the set, rules/decide-set-balance.ts),
 * with the admin as its actor; the answer shows the wallet after it.
 */
export async function editUser(deps: AccountsDeps, actor: Actor, input: UserEdit): Promise<UserView> {
  admin(actor);
  const user = await target(deps, actor, input.id);
  if (user.deletedAt !== null) throw new AppError('conflict', 'this user has logged off; the account cannot be edited');
  const now = deps.clock();
  const changes: { -readonly [K in keyof UserChanges]: UserChanges[K] } = {};
  if (input.username !== undefined && input.username !== user.username) changes.username = username(input.username);
  if (input.displayName !== undefined) changes.displayName = displayName(input.displayName, user.username);
  if (input.group !== undefined) {
    const group = text(input.group, 'group').trim();
    if (group === '' || group.length > 64) throw new AppError('invalid', 'group is 1 to 64 characters');
    changes.group = group;
  }
  if (input.remark !== undefined) changes.remark = text(input.remark, 'remark').slice(0, 500);
  if (input.password !== undefined && input.password !== '') {
    changes.passwordHash = await deps.passwords.hash(newPassword(input.password));
    changes.credentialsChangedAt = now;
  }
  let quota: number | undefined;
  if (input.quota !== undefined && input.quota !== null) {
    // A JSON number, as the established gateway's integer field takes it: text such as "100" is refused, not read.
    const value = input.quota;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new AppError('invalid', 'quota is a whole number');
    quota = value;
  }
  const updated = await deps.db.transaction(async (tx) => {
    const next = await updateUser(tx, user.id, changes);
    if (!next) throw new AppError('conflict', 'that username is taken');
    if (changes.passwordHash) await deleteUserSessions(tx, user.id);
    await deps.recordAudit(tx, [
      userChanged(actor, user.id, auditedUser(user), { ...auditedUser(next), ...(changes.passwordHash ? { password: 'changed' } : {}) }, null, now),
    ]);
    return next;
  });
  deps.auditCommitted();
  const [view] = await withBalances(deps, [updated]);
  if (quota === undefined) return view!;
  // The wallet decides the difference from the balance it has at decision time (issue 13, item 10): no read-then-credit race.
  const { outcome, wallet } = await deps.wallets.execute(
    user.id,
    { kind: 'setBalance', key: randomUUID(), target: quota, reason: null },
    { actor: eventActor(actor), correlationId: null },
  );
  if (!outcome.ok) throw new AppError('invalid', outcome.message);
  return { ...view!, quota: wallet.quota, usedQuota: wallet.usedQuota };
}

/** The group names users can be put in: the keys of the GroupRatio option (the admin group list). */
export function listGroups(deps: AccountsDeps, actor: Actor): string[] {
  admin(actor);
  return Object.keys(deps.options.get('GroupRatio')).sort();
}

/** Promote, demote, disable, enable or log off a user; answers with the user's role and status after it. */
export async function manageUser(deps: AccountsDeps, actor: Actor, input: { id?: unknown; action?: unknown }): Promise<{ role: number; status: number }> {
  const caller = admin(actor);
  const action = input.action;
  if (!MANAGE_ACTIONS.includes(action as ManageAction)) throw new AppError('invalid', `action is one of ${MANAGE_ACTIONS.join(', ')}`);
  const user = await target(deps, actor, input.id);
  const decision = decideManage(caller.role, { role: user.role, status: user.status, deleted: user.deletedAt !== null }, action as ManageAction);
  if (!decision.ok) throw new AppError('forbidden', decision.message);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const next = await updateUser(tx, user.id, {
      role: decision.role,
      status: decision.status,
      ...(decision.delete ? { deletedAt: now, credentialsChangedAt: now, accessTokenHash: null } : {}),
    });
    if (decision.delete) await deleteUserSessions(tx, user.id);
    await deps.recordAudit(tx, [userChanged(actor, user.id, auditedUser(user), auditedUser(next), action as string, now)]);
  });
  deps.auditCommitted();
  return { role: decision.role, status: decision.status };
}
