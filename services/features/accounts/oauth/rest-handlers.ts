import type { ExternalOutcome } from './external-sign-in';
import type { RedirectProvider } from './oauth-app';
import { oauthNonceCookie, oauthNonceOf } from './oauth-cookie';
import { sessionCookie, sessionSecretOf } from '../session-cookie';
import { signedInWire } from '../rest-wire';
import { RestRedirect, RestReply, type RestHandler, type RestRequest } from '../../../platform/rest/route';

/* `/api/oauth/*` (spec 01 section 7): each maps query and cookies; the rules live in app/oauth. */

/** `data` is the state for the redirect; the browser gets (or keeps) the nonce cookie the state is bound to. */
export const getState: RestHandler = async (request, app) => {
  const issued = await app.oauth.issueState(request.actor, { aff: request.query.get('aff') ?? undefined }, oauthNonceOf(request.cookies, request.secure));
  return new RestReply(issued.state, { cookies: [oauthNonceCookie(issued.nonce, issued.expiresAt, request.secure)] });
};

/** A sign-in answers the user and a fresh session cookie (the application ended the browser's old one); a bind answers the message `bind`. */
function reply(outcome: ExternalOutcome, request: RestRequest): RestReply {
  switch (outcome.kind) {
    case 'signed_in':
      return new RestReply(signedInWire(outcome.user), { cookies: [sessionCookie(outcome.session.secret, outcome.session.expiresAt, request.secure)] });
    case 'bound':
      return new RestReply(null, { message: 'bind' });
  }
}

const callbackInput = (request: RestRequest) => ({
  code: request.query.get('code') ?? undefined,
  state: request.query.get('state') ?? undefined,
  error: request.query.get('error') ?? undefined,
  errorDescription: request.query.get('error_description') ?? undefined,
});

export const callback =
  (provider: RedirectProvider): RestHandler =>
  async (request, app) =>
    reply(
      await app.oauth.callback(
        request.actor,
        provider,
        callbackInput(request),
        oauthNonceOf(request.cookies, request.secure),
        sessionSecretOf(request.cookies),
      ),
      request,
    );

export const weChatSignIn: RestHandler = async (request, app) =>
  reply(await app.oauth.weChatSignIn({ code: request.query.get('code') ?? undefined }, sessionSecretOf(request.cookies)), request);

export const weChatBind: RestHandler = async (request, app) =>
  reply(await app.oauth.weChatBind(request.actor, { code: request.query.get('code') ?? undefined }), request);

/** The widget's fields, each named once (a repeated name keeps its first value); `except` names our own parameters, which Telegram did not sign. */
function widgetFields(query: URLSearchParams, except: readonly string[] = []): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of query) if (!(key in fields) && !except.includes(key)) fields[key] = value;
  return fields;
}

export const telegramSignIn: RestHandler = async (request, app) =>
  reply(await app.oauth.telegramSignIn(widgetFields(request.query), sessionSecretOf(request.cookies)), request);

/**
 * The bind widget navigates the browser here; on success it goes back to the
 * settings page, as the established gateway sends it. The console puts a
 * `state` it asked for while signed in into the widget's auth URL: that
 * state, not the session cookie, names the user to bind.
 */
export const telegramBind: RestHandler = async (request, app) => {
  const carried = { state: request.query.get('state'), browserNonce: oauthNonceOf(request.cookies, request.secure) };
  await app.oauth.telegramBind(request.actor, widgetFields(request.query, ['state']), carried);
  return new RestRedirect('/setting');
};
