import type { UserPage } from './users';
import { UserType } from './graphql-accounts';
import { builder } from '../../platform/graphql/builder';
import { leftOut } from '../../platform/graphql/left-out';

/* Admins' user management over GraphQL: list, read, create, edit and manage users below their role, through the same application functions as `/api/user`. */

const UserPageType = builder.objectRef<UserPage>('UserPage').implement({
  fields: (t) => ({
    items: t.field({ type: [UserType], resolve: (p) => [...p.items] }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    total: t.exposeInt('total'),
  }),
});

const ManagedType = builder.objectRef<{ role: number; status: number }>('ManagedUser').implement({
  fields: (t) => ({ role: t.exposeInt('role'), status: t.exposeInt('status') }),
});

const ManageActionEnum = builder.enumType('ManageAction', { values: ['promote', 'demote', 'disable', 'enable', 'delete'] as const });

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
    resolve: (_root, args, ctx) => ctx.app.accounts.listUsers(ctx.actor, leftOut(args)),
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
    resolve: (_root, args, ctx) => ctx.app.accounts.createUser(ctx.actor, leftOut(args)),
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
    resolve: (_root, args, ctx) => ctx.app.accounts.editUser(ctx.actor, leftOut(args)),
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
