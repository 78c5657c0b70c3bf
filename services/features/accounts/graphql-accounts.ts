import type { SignedInUser, UserView } from './user-view';
import type { SetupStatus } from './setup';
import type { UserPage } from './users';
import { clearedSessionCookies, sessionCookie } from './session-cookie';
import { builder } from '../../platform/graphql/builder';

/*
 * Accounts over GraphQL: setup, sign-in and sign-out, the signed-in user, and
 * user management for admins, calling the same application functions as
 * `/api`. Mutations that start or end a session set the cookie on the
 * response, exactly as the REST calls do.
 */

export const UserType = builder.objectRef<UserView>('User').implement({
  description: 'A user account. Never carries the password hash or the access token.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName'),
    role: t.exposeInt('role', { description: '1 user, 10 admin, 100 super admin.' }),
    status: t.exposeInt('status', { description: '1 enabled, 2 disabled, 3 cannot be re-enabled.' }),
    email: t.exposeString('email'),
    githubId: t.exposeString('githubId'),
    oidcId: t.exposeString('oidcId'),
    wechatId: t.exposeString('wechatId'),
    telegramId: t.exposeString('telegramId'),
    linuxDoId: t.exposeString('linuxDoId'),
    group: t.exposeString('group'),
    quota: t.expose('quota', { type: 'Quota' }),
    usedQuota: t.expose('usedQuota', { type: 'Quota' }),
    requestCount: t.exposeInt('requestCount'),
    affCode: t.exposeString('affCode'),
    affCount: t.exposeInt('affCount'),
    affQuota: t.expose('affQuota', { type: 'Quota' }),
    affHistoryQuota: t.expose('affHistoryQuota', { type: 'Quota' }),
    inviterId: t.exposeInt('inviterId'),
    setting: t.exposeString('setting', { description: 'The user settings as a JSON string.' }),
    deletedAt: t.exposeString('deletedAt', { nullable: true, description: 'Set once the user has logged off for good.' }),
  }),
});

const UserPageType = builder.objectRef<UserPage>('UserPage').implement({
  fields: (t) => ({
    items: t.field({ type: [UserType], resolve: (p) => [...p.items] }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    total: t.exposeInt('total'),
  }),
});

const SetupStatusType = builder.objectRef<SetupStatus>('SetupStatus').implement({
  fields: (t) => ({
    status: t.exposeBoolean('status', { description: 'True once the setup wizard has run.' }),
    rootInit: t.exposeBoolean('rootInit'),
    databaseType: t.exposeString('databaseType'),
  }),
});

const ManagedType = builder.objectRef<{ role: number; status: number }>('ManagedUser').implement({
  fields: (t) => ({ role: t.exposeInt('role'), status: t.exposeInt('status') }),
});

const ManageActionEnum = builder.enumType('ManageAction', { values: ['promote', 'demote', 'disable', 'enable', 'delete'] as const });

builder.queryField('setupStatus', (t) =>
  t.field({
    type: SetupStatusType,
    description: 'Whether first-run setup has happened.',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ctx.app.accounts.getSetup(),
  }),
);

builder.queryField('me', (t) =>
  t.field({ type: UserType, description: 'The signed-in user.', authScopes: { user: true }, resolve: (_root, _args, ctx) => ctx.app.accounts.self(ctx.actor) }),
);

builder.queryField('users', (t) =>
  t.field({
    type: UserPageType,
    description: 'Admins: users newest first, searched by keyword (name, display name, email, id) and group; page sizes 10, 20, 50, 100.',
    authScopes: { admin: true },
    args: {
      keyword: t.arg.string({ required: false }),
      group: t.arg.string({ required: false }),
      page: t.arg.int({ required: false, defaultValue: 1 }),
      pageSize: t.arg.int({ required: false, defaultValue: 10 }),
    },
    resolve: (_root, args, ctx) =>
      ctx.app.accounts.listUsers(ctx.actor, {
        keyword: args.keyword ?? undefined,
        group: args.group ?? undefined,
        page: args.page ?? undefined,
        pageSize: args.pageSize ?? undefined,
      }),
  }),
);

builder.queryField('groups', (t) =>
  t.stringList({
    description: 'Admins: the group names users can be put in.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.app.accounts.groups(ctx.actor),
  }),
);

builder.queryField('user', (t) =>
  t.field({
    type: UserType,
    description: 'Admins: one user below your role.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.accounts.getUser(ctx.actor, args.id),
  }),
);

builder.mutationField('createUser', (t) =>
  t.field({
    type: UserType,
    description: 'Admins: a new user with a role below your own (default 1).',
    authScopes: { admin: true },
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      displayName: t.arg.string({ required: false }),
      role: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      ctx.app.accounts.createUser(ctx.actor, {
        username: args.username,
        password: args.password,
        displayName: args.displayName ?? undefined,
        role: args.role ?? undefined,
      }),
  }),
);

builder.mutationField('editUser', (t) =>
  t.field({
    type: UserType,
    description: 'Admins: change a user below your role. A new quota is recorded as an admin adjustment in the ledger.',
    authScopes: { admin: true },
    args: {
      id: t.arg.int({ required: true }),
      username: t.arg.string({ required: false }),
      displayName: t.arg.string({ required: false }),
      password: t.arg.string({ required: false }),
      group: t.arg.string({ required: false }),
      quota: t.arg({ type: 'Quota', required: false }),
      remark: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      ctx.app.accounts.editUser(ctx.actor, {
        id: args.id,
        username: args.username ?? undefined,
        displayName: args.displayName ?? undefined,
        password: args.password ?? undefined,
        group: args.group ?? undefined,
        quota: args.quota ?? undefined,
        remark: args.remark ?? undefined,
      }),
  }),
);

builder.mutationField('manageUser', (t) =>
  t.field({
    type: ManagedType,
    description: "Admins: promote, demote, disable, enable or log off a user; answers the user's role and status after it.",
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), action: t.arg({ type: ManageActionEnum, required: true }) },
    resolve: (_root, args, ctx) => ctx.app.accounts.manageUser(ctx.actor, { id: args.id, action: args.action }),
  }),
);

export const SignedInType = builder.objectRef<SignedInUser>('SignedIn').implement({
  description: 'Who signed in: what the console keeps locally, and sends back as New-Api-User.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName'),
    role: t.exposeInt('role'),
    status: t.exposeInt('status'),
    group: t.exposeString('group'),
  }),
});

builder.mutationField('setup', (t) =>
  t.boolean({
    description: 'First-run setup: creates the super admin and sets the usage mode. Refused once done.',
    authScopes: { public: true },
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      confirmPassword: t.arg.string({ required: true }),
      selfUseMode: t.arg.boolean({ required: false }),
      demoSite: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.app.accounts.runSetup({
        username: args.username,
        password: args.password,
        confirmPassword: args.confirmPassword,
        selfUseMode: args.selfUseMode ?? false,
        demoSite: args.demoSite ?? false,
      });
      return true;
    },
  }),
);

builder.mutationField('register', (t) =>
  t.boolean({
    description:
      'Registration by password, with an optional invite code; sign in afterwards. With email verification on, `email` and the mailed `verificationCode` are needed; with the Turnstile check on, `turnstile`.',
    authScopes: { public: true },
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      affCode: t.arg.string({ required: false }),
      email: t.arg.string({ required: false }),
      verificationCode: t.arg.string({ required: false }),
      turnstile: t.arg.string({ required: false, description: 'The Turnstile widget token.' }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.app.accounts.register(
        {
          username: args.username,
          password: args.password,
          affCode: args.affCode ?? undefined,
          email: args.email ?? undefined,
          verificationCode: args.verificationCode ?? undefined,
        },
        { ip: ctx.client.ip, turnstile: args.turnstile },
      );
      return true;
    },
  }),
);

builder.mutationField('login', (t) =>
  t.field({
    type: SignedInType,
    description: 'Password sign-in by username or email; sets a new session cookie (any old session of this browser ends).',
    authScopes: { public: true },
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      turnstile: t.arg.string({ required: false, description: 'The Turnstile widget token, when the check is on.' }),
    },
    resolve: async (_root, args, ctx) => {
      const { user, session } = await ctx.app.accounts.login(
        { username: args.username, password: args.password },
        { ip: ctx.client.ip, turnstile: args.turnstile },
        ctx.client.sessionSecret,
      );
      ctx.client.setCookie(sessionCookie(session.secret, session.expiresAt, ctx.client.secure));
      return user;
    },
  }),
);

builder.mutationField('logout', (t) =>
  t.boolean({
    description: "Ends this browser's session and clears its cookie.",
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      await ctx.app.accounts.logout(ctx.client.sessionSecret);
      for (const cookie of clearedSessionCookies(ctx.client.secure)) ctx.client.setCookie(cookie);
      return true;
    },
  }),
);

builder.mutationField('changePassword', (t) =>
  t.field({
    type: UserType,
    description: 'A new password, given the current one. Ends every session of the user; this browser continues on a fresh one.',
    authScopes: { user: true },
    args: { originalPassword: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { user, session } = await ctx.app.accounts.updateSelf(ctx.actor, { originalPassword: args.originalPassword, password: args.password });
      if (session) ctx.client.setCookie(sessionCookie(session.secret, session.expiresAt, ctx.client.secure));
      return user;
    },
  }),
);

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: UserType,
    description: 'Your own display name.',
    authScopes: { user: true },
    args: { displayName: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => (await ctx.app.accounts.updateSelf(ctx.actor, { displayName: args.displayName })).user,
  }),
);

builder.mutationField('resetAccessToken', (t) =>
  t.string({
    description: 'A new system access token for scripts (shown once); the previous one stops working.',
    authScopes: { user: true },
    resolve: (_root, _args, ctx) => ctx.app.accounts.resetAccessToken(ctx.actor),
  }),
);

builder.mutationField('transferAffQuota', (t) =>
  t.field({
    type: 'Quota',
    description: 'Moves pending invite earnings to your balance (at least one unit of QuotaPerUnit); answers the new balance.',
    authScopes: { user: true },
    args: { quota: t.arg({ type: 'Quota', required: true }) },
    resolve: async (_root, args, ctx) => (await ctx.app.accounts.transferAffQuota(ctx.actor, { quota: args.quota })).quota,
  }),
);
