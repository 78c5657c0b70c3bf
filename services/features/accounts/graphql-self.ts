import { clearedSessionCookies } from './session-cookie';
import { builder } from '../../platform/graphql/builder';
import { leftOut } from '../../platform/graphql/left-out';

/* The signed-in user's own account beyond the profile and password (graphql-accounts.ts): preferences and deletion, as `/api/user/setting` and `DELETE /api/user/self`. */

builder.mutationField('updateSetting', (t) =>
  t.boolean({
    description:
      'Your notification and price preferences; only the arguments given change. notifyType is email or webhook; the webhook must be https; webhookSecret is write-only.',
    authScopes: { user: true },
    args: {
      notifyType: t.arg.string({ required: false }),
      quotaWarningThreshold: t.arg({ type: 'Quota', required: false }),
      webhookUrl: t.arg.string({ required: false }),
      webhookSecret: t.arg.string({ required: false }),
      notificationEmail: t.arg.string({ required: false }),
      acceptUnsetModelRatioModel: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.app.accounts.updateSetting(ctx.actor, leftOut(args));
      return true;
    },
  }),
);

builder.mutationField('deleteSelf', (t) =>
  t.boolean({
    description: 'Logs your account off for good, given your own username to confirm; ends the session. The super admin cannot.',
    authScopes: { user: true },
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.app.accounts.deleteSelf(ctx.actor, { username: args.username });
      for (const cookie of clearedSessionCookies(ctx.client.secure)) ctx.client.setCookie(cookie);
      return true;
    },
  }),
);
