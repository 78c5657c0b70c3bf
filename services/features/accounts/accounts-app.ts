import type { Actor } from '../../platform/actor';
import type { UserRecord } from './user-records';
import type { NewSession } from './session-records';
import type { AccountsDeps } from './deps';
import {
  deleteSelf,
  getAffCode,
  getSelf,
  resetAccessToken,
  transferAffQuota,
  updateSelf,
  updateSetting,
  type AffTransfer,
  type SelfUpdate,
  type SettingUpdate,
} from './self';
import { register, type RegisterInput } from './register';
import { bindEmail, sendVerificationCode } from './email-verification';
import type { HumanContext } from './human-check';
import { resetPassword, sendPasswordReset } from './password-reset';
import { getSetup, runSetup, type SetupInput, type SetupStatus } from './setup';
import { login, logout, userOfAccessToken, userOfSession, type LoginInput, type SignedIn } from './sign-in';
import type { UserView } from './user-view';
import { createUser, editUser, getUser, listGroups, listUsers, manageUser, type UserCreate, type UserEdit, type UserListInput, type UserPage } from './users';

/** Setup, sign-in, the signed-in user's own account, and user management for admins. */
export interface AccountsApp {
  getSetup(): Promise<SetupStatus>;
  runSetup(input: SetupInput): Promise<void>;
  register(input: RegisterInput, context: HumanContext): Promise<void>;
  /** Starts a new session and ends the browser's old one (`oldSessionSecret`, from its cookie; null for none). */
  login(input: LoginInput, context: HumanContext, oldSessionSecret: string | null): Promise<SignedIn>;
  /** Mails a verification code (registration, email binding). */
  sendVerificationCode(input: { email?: unknown }, context: HumanContext): Promise<void>;
  /** Mails a reset link when the address has an account; answers the same either way. */
  sendPasswordReset(input: { email?: unknown }, context: HumanContext): Promise<void>;
  /** Uses a reset link up; answers the new password. */
  resetPassword(input: { email?: unknown; token?: unknown }): Promise<string>;
  bindEmail(actor: Actor, input: { email?: unknown; code?: unknown }): Promise<UserView>;
  logout(sessionSecret: string | null): Promise<void>;
  userOfSession(secret: string): Promise<UserRecord | null>;
  userOfAccessToken(token: string): Promise<UserRecord | null>;
  self(actor: Actor): Promise<UserView>;
  updateSelf(actor: Actor, input: SelfUpdate): Promise<{ user: UserView; session: NewSession | null }>;
  deleteSelf(actor: Actor, input: { username?: unknown }): Promise<void>;
  resetAccessToken(actor: Actor): Promise<string>;
  affCode(actor: Actor): Promise<string>;
  transferAffQuota(actor: Actor, input: { quota?: unknown }): Promise<AffTransfer>;
  updateSetting(actor: Actor, input: SettingUpdate): Promise<void>;
  /** Admins: newest first, 10, 20, 50 or 100 a page, narrowed by keyword and group. */
  listUsers(actor: Actor, input: UserListInput): Promise<UserPage>;
  getUser(actor: Actor, id: unknown): Promise<UserView>;
  createUser(actor: Actor, input: UserCreate): Promise<UserView>;
  editUser(actor: Actor, input: UserEdit): Promise<UserView>;
  manageUser(actor: Actor, input: { id?: unknown; action?: unknown }): Promise<{ role: number; status: number }>;
  groups(actor: Actor): Promise<string[]>;
}

export function createAccountsApp(deps: AccountsDeps): AccountsApp {
  return {
    getSetup: () => getSetup(deps),
    runSetup: (input) => runSetup(deps, input),
    register: (input, context) => register(deps, input, context),
    sendVerificationCode: (input, context) => sendVerificationCode(deps, input, context),
    sendPasswordReset: (input, context) => sendPasswordReset(deps, input, context),
    resetPassword: (input) => resetPassword(deps, input),
    bindEmail: (actor, input) => bindEmail(deps, actor, input),
    login: (input, context, oldSessionSecret) => login(deps, input, context, oldSessionSecret),
    logout: (secret) => logout(deps, secret),
    userOfSession: (secret) => userOfSession(deps, secret),
    userOfAccessToken: (token) => userOfAccessToken(deps, token),
    self: (actor) => getSelf(deps, actor),
    updateSelf: (actor, input) => updateSelf(deps, actor, input),
    deleteSelf: (actor, input) => deleteSelf(deps, actor, input),
    resetAccessToken: (actor) => resetAccessToken(deps, actor),
    affCode: (actor) => getAffCode(deps, actor),
    transferAffQuota: (actor, input) => transferAffQuota(deps, actor, input),
    updateSetting: (actor, input) => updateSetting(deps, actor, input),
    listUsers: (actor, input) => listUsers(deps, actor, input),
    getUser: (actor, id) => getUser(deps, actor, id),
    createUser: (actor, input) => createUser(deps, actor, input),
    editUser: (actor, input) => editUser(deps, actor, input),
    manageUser: (actor, input) => manageUser(deps, actor, input),
    groups: async (actor) => listGroups(deps, actor),
  };
}
