import type { SignedInUser, UserView } from './user-view';
import type { SetupStatus } from './setup';
import { clearedSessionCookies, sessionCookie } from './session-cookie';
import { builder } from '../../platform/graphql/builder';

/*
 * Accounts over GraphQL: setup, sign-in and sign-out and the signed-in user
 * (admins' user management is in graphql-users.ts), calling the same
 * application functions as `/api`. Mutations that start or end a session set the cookie on the
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

const SetupStatusType = builder.objectRef<SetupStatus>('SetupStatus').implement({
  fields: (t) => ({
    status: t.exposeBoolean('status', { description: 'True once the setup wizard has run.' }),
    rootInit: t.exposeBoolean('rootInit'),
    databaseType: t.exposeString('databaseType'),
  }),
});

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
