import type { ExternalOutcome } from './external-sign-in';
import { REDIRECT_PROVIDERS } from './oauth-app';
import { oauthNonceCookie, oauthNonceOf } from './oauth-cookie';
import { sessionCookie } from '../session-cookie';
import { builder } from '../../../platform/graphql/builder';
import type { GraphqlContext } from '../../../platform/graphql/context';
import { SignedInType } from '../graphql-accounts';
import type { SignedInUser } from '../user-view';

/*
 * External sign-in and binding over GraphQL, calling the same application
 * functions as `/api/oauth/*`. A sign-in sets the session cookie on the
 * response (ending the browser's old session), exactly as `login` does; a
 * bind answers `bound: true`.
 */

interface ExternalSignInResult {
  readonly bound: boolean;
  readonly user: SignedInUser | null;
}

const ExternalSignInType = builder.objectRef<ExternalSignInResult>('ExternalSignIn').implement({
  description: 'What an external sign-in did: signed in (user set, session cookie set) or bound the identity to the signed-in caller.',
  fields: (t) => ({
    bound: t.exposeBoolean('bound', { description: 'True when the identity was bound to the signed-in caller (the REST message `bind`).' }),
    user: t.field({ type: SignedInType, nullable: true, description: 'Who signed in; null for a bind.', resolve: (r) => r.user }),
  }),
});

const OAuthProviderEnum = builder.enumType('OAuthProvider', { values: REDIRECT_PROVIDERS });

const TelegramAuthInput = builder.inputType('TelegramAuthInput', {
  description: "The Telegram Login Widget's answer, field for field; `hash` signs the others.",
  fields: (t) => ({
    id: t.string({ required: true }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    username: t.string({ required: false }),
    photoUrl: t.string({ required: false }),
    authDate: t.string({ required: true }),
    hash: t.string({ required: true }),
  }),
});

type TelegramArgs = {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  photoUrl?: string | null;
  authDate: string;
  hash: string;
};

/** The widget's own field names, only those it sent (the hash covers exactly those). */
function widgetFields(auth: TelegramArgs): Record<string, string> {
  const named: Record<string, string | null | undefined> = {
    id: auth.id,
    first_name: auth.firstName,
    last_name: auth.lastName,
    username: auth.username,
    photo_url: auth.photoUrl,
    auth_date: auth.authDate,
    hash: auth.hash,
  };
  return Object.fromEntries(Object.entries(named).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** A sign-in sets the fresh session cookie (the application ended the browser's old session); a bind answers `bound`. */
function answer(outcome: ExternalOutcome, ctx: GraphqlContext): ExternalSignInResult {
  switch (outcome.kind) {
    case 'signed_in':
      ctx.client.setCookie(sessionCookie(outcome.session.secret, outcome.session.expiresAt, ctx.client.secure));
      return { bound: false, user: outcome.user };
    case 'bound':
      return { bound: true, user: null };
  }
}

builder.mutationField('oauthState', (t) =>
  t.string({
    description: 'A single-use state for an OAuth redirect (10 minutes), bound to this browser by an HttpOnly cookie; `aff` is the invite code for a sign-up.',
    authScopes: { public: true },
    args: { aff: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const issued = await ctx.app.oauth.issueState(ctx.actor, { aff: args.aff ?? undefined }, oauthNonceOf(ctx.client.cookies, ctx.client.secure));
      ctx.client.setCookie(oauthNonceCookie(issued.nonce, issued.expiresAt, ctx.client.secure));
      return issued.state;
    },
  }),
);

builder.mutationField('oauthSignIn', (t) =>
  t.field({
    type: ExternalSignInType,
    description: 'The OAuth redirect came back: binds the identity for a signed-in caller, else signs in (or up, when registration is open).',
    authScopes: { public: true },
    args: { provider: t.arg({ type: OAuthProviderEnum, required: true }), code: t.arg.string({ required: true }), state: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      answer(
        await ctx.app.oauth.callback(
          ctx.actor,
          args.provider,
          { code: args.code, state: args.state },
          oauthNonceOf(ctx.client.cookies, ctx.client.secure),
          ctx.client.sessionSecret,
        ),
        ctx,
      ),
  }),
);

builder.mutationField('wechatSignIn', (t) =>
  t.field({
    type: ExternalSignInType,
    description: 'Sign in (or up) with the code the WeChat official account gave (valid 3 minutes).',
    authScopes: { public: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => answer(await ctx.app.oauth.weChatSignIn({ code: args.code }, ctx.client.sessionSecret), ctx),
  }),
);

builder.mutationField('wechatBind', (t) =>
  t.field({
    type: ExternalSignInType,
    description: 'Bind WeChat to the signed-in account with a code from the official account.',
    authScopes: { user: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => answer(await ctx.app.oauth.weChatBind(ctx.actor, { code: args.code }), ctx),
  }),
);

builder.mutationField('telegramSignIn', (t) =>
  t.field({
    type: ExternalSignInType,
    description: 'Sign in (or up) with the Telegram Login Widget answer (checked with the bot token; at most a day old).',
    authScopes: { public: true },
    args: { auth: t.arg({ type: TelegramAuthInput, required: true }) },
    resolve: async (_root, args, ctx) => answer(await ctx.app.oauth.telegramSignIn(widgetFields(args.auth), ctx.client.sessionSecret), ctx),
  }),
);

builder.mutationField('telegramBind', (t) =>
  t.field({
    type: ExternalSignInType,
    description: 'Bind Telegram to the signed-in account with the Login Widget answer.',
    authScopes: { user: true },
    args: { auth: t.arg({ type: TelegramAuthInput, required: true }) },
    resolve: async (_root, args, ctx) => answer(await ctx.app.oauth.telegramBind(ctx.actor, widgetFields(args.auth)), ctx),
  }),
);
