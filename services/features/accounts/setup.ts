import { newAffCode } from '../../platform/crypto/secrets';
import { countUsersWithRoleAtLeast } from './user-records';
import { insertUser } from './user-writes';
import { claimSetup } from './setup-records';
import { ROLE } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { userChanged, auditedUser } from './audit';
import type { AccountsDeps } from './deps';
import { newPassword, username } from './validation';
import { text } from '../../platform/input-checks';

/*
 * First-run setup (spec 01, server-behaviour 6.2). There is no default
 * account: the wizard creates the super admin and chooses the usage mode.
 * The `setup_state` row and the super admin are written in one transaction
 * that claims the row first, so of two concurrent setups exactly one wins.
 */

export interface SetupStatus {
  readonly status: boolean;
  /** True once a super admin exists. */
  readonly rootInit: boolean;
  readonly databaseType: 'pglite' | 'postgres';
}

export async function getSetup(deps: AccountsDeps): Promise<SetupStatus> {
  const done = await deps.setup.isDone();
  const roots = await countUsersWithRoleAtLeast(deps.db, ROLE.root);
  return { status: done, rootInit: roots > 0, databaseType: deps.db.dialect === 'pglite' ? 'pglite' : 'postgres' };
}

export interface SetupInput {
  readonly username?: unknown;
  readonly password?: unknown;
  readonly confirmPassword?: unknown;
  /** `true` turns SelfUseModeEnabled on. */
  readonly selfUseMode?: unknown;
  /** `true` turns DemoSiteEnabled on. */
  readonly demoSite?: unknown;
}

export async function runSetup(deps: AccountsDeps, input: SetupInput): Promise<void> {
  if (await deps.setup.isDone()) throw new AppError('conflict', 'the system is already set up');
  const name = username(input.username);
  const password = newPassword(input.password);
  if (text(input.confirmPassword, 'confirmPassword') !== password) throw new AppError('invalid', 'the two passwords do not match');
  const selfUse = input.selfUseMode === true;
  const demo = input.demoSite === true;
  if (selfUse && demo) throw new AppError('invalid', 'choose one usage mode: self-use or demo');
  const passwordHash = await deps.passwords.hash(password);
  const now = deps.clock();

  const created = await deps.db.transaction(async (tx) => {
    if (!(await claimSetup(tx, now))) return null;
    const root = await insertUser(tx, { username: name, displayName: 'Root User', passwordHash, role: ROLE.root, affCode: newAffCode() }, now);
    if (!root) throw new AppError('conflict', 'that username is taken');
    await deps.recordAudit(tx, [userChanged({ kind: 'system', reason: 'first-run setup' }, root.id, null, auditedUser(root), 'first-run setup', now)]);
    return root;
  });
  if (created === null) throw new AppError('conflict', 'the system is already set up');
  deps.auditCommitted();
  deps.setup.markDone();
  const actor = { kind: 'system', reason: 'first-run setup' } as const;
  if (selfUse) await deps.options.set('SelfUseModeEnabled', 'true', actor);
  if (demo) await deps.options.set('DemoSiteEnabled', 'true', actor);
}
