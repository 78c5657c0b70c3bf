import { builder } from '../../platform/graphql/builder';
import { UserType } from './graphql-accounts';

/*
 * Email verification codes, password reset and email binding over GraphQL,
 * calling the same application functions as `/api/verification`,
 * `/api/reset_password`, `/api/user/reset` and `/api/oauth/email/bind`.
 */

builder.mutationField('sendVerificationCode', (t) =>
  t.boolean({
    description: 'Mails a verification code (valid 3 minutes; one send per address per 30 s) to an address no account has, for registration or email binding.',
    authScopes: { public: true },
    args: {
      email: t.arg.string({ required: true }),
      turnstile: t.arg.string({ required: false, description: 'The Turnstile widget token, when the check is on.' }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.app.accounts.sendVerificationCode({ email: args.email }, { ip: ctx.client.ip, turnstile: args.turnstile });
      return true;
    },
  }),
);

builder.mutationField('sendPasswordReset', (t) =>
  t.boolean({
    description: 'Mails a single-use reset link (valid 10 minutes) when the address has an account; answers true either way.',
    authScopes: { public: true },
    args: {
      email: t.arg.string({ required: true }),
      turnstile: t.arg.string({ required: false, description: 'The Turnstile widget token, when the check is on.' }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.app.accounts.sendPasswordReset({ email: args.email }, { ip: ctx.client.ip, turnstile: args.turnstile });
      return true;
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.string({
    description: "Uses a reset link's email and token: sets a new random password and answers it. Every session of the user ends.",
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }), token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.accounts.resetPassword({ email: args.email, token: args.token }),
  }),
);

builder.mutationField('bindEmail', (t) =>
  t.field({
    type: UserType,
    description: 'Binds an email address to your account, given the code mailed to it (sendVerificationCode).',
    authScopes: { user: true },
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.accounts.bindEmail(ctx.actor, { email: args.email, code: args.code }),
  }),
);
