import { secretHash } from '../../../platform/crypto/secrets';
import { spendTelegramLogin } from './telegram-login-records';
import { findUserById, type UserRecord } from '../user-records';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import type { OAuthDeps } from './deps';
import { completeExternalSignIn, type ExternalOutcome, type SignedInCaller } from './external-sign-in';
import { githubIdentity } from './github';
import { userActor } from '../rules/user-actor';
import { PROVIDER_LABEL, type ExternalIdentity } from './identity';
import { linuxDoIdentity } from './linuxdo';
import { oidcIdentity } from './oidc';
import { claimState, issueState, type IssuedState } from './state';
import { checkTelegramLogin, TELEGRAM_MAX_AGE_S } from './telegram';
import { weChatIdentity } from './wechat';

/*
 * External sign-in and binding (spec 01 sections 4 and 7, issue 6 item 3).
 * GitHub, OIDC and Linux DO come back through a redirect with `code` and a
 * `state` from `issueState`; WeChat brings a code the user typed; Telegram
 * brings the widget's signed fields. Every provider answer becomes an
 * ExternalIdentity, and one function decides bind, sign-in or sign-up.
 */

export type RedirectProvider = 'github' | 'oidc' | 'linuxdo';
export const REDIRECT_PROVIDERS: readonly RedirectProvider[] = ['github', 'oidc', 'linuxdo'];

export interface CallbackInput {
  readonly code?: unknown;
  readonly state?: unknown;
  /** Set by the provider when the visitor declined (RFC 6749 4.1.2.1). */
  readonly error?: unknown;
  readonly errorDescription?: unknown;
}

/**
 * `oldSessionSecret` is the session cookie the browser sent (null for none):
 * a sign-in ends that session as it starts a new one; a bind keeps it.
 */
export interface OAuthApp {
  /** A state for the next redirect; `browserNonce` is the nonce cookie the browser sent, if any. */
  /** A signed-in caller's state also remembers who asked, for a bind that comes back without the session cookie. */
  issueState(actor: Actor, input: { aff?: unknown }, browserNonce: string | null): Promise<IssuedState>;
  /** The redirect comes back: binds for a signed-in caller, else signs in or up. */
  callback(
    actor: Actor,
    provider: RedirectProvider,
    input: CallbackInput,
    browserNonce: string | null,
    oldSessionSecret: string | null,
  ): Promise<ExternalOutcome>;
  weChatSignIn(input: { code?: unknown }, oldSessionSecret: string | null): Promise<ExternalOutcome>;
  weChatBind(actor: Actor, input: { code?: unknown }): Promise<ExternalOutcome>;
  telegramSignIn(fields: Readonly<Record<string, string>>, oldSessionSecret: string | null): Promise<ExternalOutcome>;
  /**
   * The bind widget sends the browser here by a top-level navigation from
   * Telegram's site, which carries neither New-Api-User nor the
   * SameSite=Strict session cookie. The user is named by a `state` they
   * asked for while signed in (`carried`, in the widget's auth URL, with this
   * browser's nonce cookie, which is SameSite=Lax), or by a signed-in API
   * call. The session cookie alone names nobody: a browser sends it on a link
   * opened from a mail or chat app too, and a link made by someone else must
   * bind nothing, so nobody can bind their Telegram account to a victim's.
   */
  telegramBind(
    actor: Actor,
    fields: Readonly<Record<string, string>>,
    carried?: { readonly state: string | null; readonly browserNonce: string | null },
  ): Promise<ExternalOutcome>;
}

const ENABLED_OPTION = {
  github: 'GitHubOAuthEnabled',
  oidc: 'oidc.enabled',
  linuxdo: 'LinuxDOOAuthEnabled',
  wechat: 'WeChatAuthEnabled',
  telegram: 'TelegramOAuthEnabled',
} as const;

async function requireEnabled(deps: OAuthDeps, provider: keyof typeof ENABLED_OPTION): Promise<void> {
  if (!(await deps.setup.isDone())) throw new AppError('forbidden', 'the system is not set up yet: run the setup wizard first');
  if (!deps.options.get(ENABLED_OPTION[provider]))
    throw new AppError('forbidden', `the administrator has not turned on sign-in with ${PROVIDER_LABEL[provider]}`);
}

const signedIn = (actor: Actor): SignedInCaller | null => (actor.kind === 'user' ? actor : null);

/** The user as a caller, if they may still act (userActor: not logged off, enabled, with a known role). */
function activeCaller(user: UserRecord | null): SignedInCaller | null {
  const acting = user && userActor(user);
  return acting?.ok ? acting.actor : null;
}

function codeOf(input: { code?: unknown }): string {
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (code === '' || code.length > 512) throw new AppError('invalid', 'the sign-in code is missing or not valid');
  return code;
}

/** `<ServerAddress><path>`: the redirect URI the console sent the visitor off with. */
function redirectUri(deps: OAuthDeps, path: string): string | null {
  const address = deps.options.get('ServerAddress').trim().replace(/\/+$/, '');
  return address === '' ? null : `${address}${path}`;
}

async function identityFrom(deps: OAuthDeps, provider: RedirectProvider, code: string): Promise<ExternalIdentity> {
  switch (provider) {
    case 'github':
      return githubIdentity(deps, code);
    case 'linuxdo':
      return linuxDoIdentity(deps, code, redirectUri(deps, '/oauth/linuxdo'));
    case 'oidc': {
      const uri = redirectUri(deps, '/oauth/oidc');
      if (uri === null) throw new AppError('unavailable', 'OIDC sign-in needs the server address (ServerAddress) set in the settings, for its redirect URI');
      return oidcIdentity(deps, code, uri);
    }
  }
}

/**
 * The widget's answer, checked and spent: it arrives in a URL (kept by proxy
 * logs and browser history), so each answer signs in or binds once.
 */
async function telegramIdentity(deps: OAuthDeps, fields: Readonly<Record<string, string>>): Promise<ExternalIdentity> {
  const now = deps.clock();
  const checked = checkTelegramLogin(fields, deps.options.get('TelegramBotToken'), now);
  if (!checked.ok) {
    switch (checked.reason) {
      case 'missing':
      case 'bad_hash':
        throw new AppError('invalid', 'the Telegram sign-in data is not valid');
      case 'stale':
        throw new AppError('invalid', `the Telegram sign-in is older than ${TELEGRAM_MAX_AGE_S / 3600} hours; sign in with Telegram again`);
    }
  }
  // Kept a minute past the last second the answer is accepted in, so a spent answer is never forgotten while it still passes.
  const expiresAt = new Date((checked.authDate + TELEGRAM_MAX_AGE_S + 60) * 1000);
  if (!(await spendTelegramLogin(deps.db, secretHash(checked.hash), expiresAt, now))) {
    throw new AppError('invalid', 'this Telegram sign-in was already used; sign in with Telegram again');
  }
  return { provider: 'telegram', id: checked.id, displayName: checked.displayName, email: '' };
}

export function createOAuthApp(deps: OAuthDeps): OAuthApp {
  return {
    issueState: (actor, input, browserNonce) => issueState(deps, input, browserNonce, signedIn(actor)?.userId ?? null),

    async callback(actor, provider, input, browserNonce, oldSessionSecret) {
      await requireEnabled(deps, provider);
      const { affCode } = await claimState(deps, input.state, browserNonce);
      if (typeof input.error === 'string' && input.error !== '') {
        const why = typeof input.errorDescription === 'string' && input.errorDescription !== '' ? input.errorDescription : input.error;
        throw new AppError('invalid', `${PROVIDER_LABEL[provider]} did not sign you in: ${why.slice(0, 200)}`);
      }
      const identity = await identityFrom(deps, provider, codeOf(input));
      return completeExternalSignIn(deps, identity, signedIn(actor), affCode, oldSessionSecret);
    },

    async weChatSignIn(input, oldSessionSecret) {
      await requireEnabled(deps, 'wechat');
      return completeExternalSignIn(deps, await weChatIdentity(deps, codeOf(input)), null, '', oldSessionSecret);
    },

    async weChatBind(actor, input) {
      const caller = signedIn(actor);
      if (!caller) throw new AppError('unauthenticated', 'sign in first to bind WeChat');
      await requireEnabled(deps, 'wechat');
      return completeExternalSignIn(deps, await weChatIdentity(deps, codeOf(input)), caller, '', null);
    },

    async telegramSignIn(fields, oldSessionSecret) {
      await requireEnabled(deps, 'telegram');
      return completeExternalSignIn(deps, await telegramIdentity(deps, fields), null, '', oldSessionSecret);
    },

    async telegramBind(actor, fields, carried) {
      await requireEnabled(deps, 'telegram');
      let caller = signedIn(actor);
      if (!caller && carried?.state) {
        const { bindUserId } = await claimState(deps, carried.state, carried.browserNonce);
        if (bindUserId !== null) caller = activeCaller(await findUserById(deps.db, bindUserId));
      }
      if (!caller) throw new AppError('unauthenticated', 'sign in first to bind Telegram');
      return completeExternalSignIn(deps, await telegramIdentity(deps, fields), caller, '', null);
    },
  };
}
