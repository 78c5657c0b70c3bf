import type { OutboundHttp } from '../../../platform/ports/outbound-http';
import type { AccountsDeps } from '../deps';

/**
 * Where the fixed public providers answer. Not an option anyone can set:
 * the composition root uses the real hosts, and only tests inject local fakes
 * (GatewayOverrides.oauthEndpoints).
 */
export interface OAuthEndpoints {
  /** GitHub's web host: `<github>/login/oauth/access_token`. */
  readonly github: string;
  /** GitHub's REST API: `<githubApi>/user`, `<githubApi>/user/emails`. */
  readonly githubApi: string;
  /** Linux DO Connect: `<linuxDo>/oauth2/token`, `<linuxDo>/api/user`. */
  readonly linuxDo: string;
}

export const REAL_OAUTH_ENDPOINTS: OAuthEndpoints = {
  github: 'https://github.com',
  githubApi: 'https://api.github.com',
  linuxDo: 'https://connect.linux.do',
};

/**
 * What external sign-in needs: the account pieces (sessions, options, the
 * clock, audit, and the money-moving transaction for sign-ups with their
 * gifts), plus every outbound call through the egress-guarded port.
 */
export type OAuthDeps = Pick<
  AccountsDeps,
  'db' | 'wallets' | 'recordWalletEvents' | 'walletAppendsInTransaction' | 'clock' | 'options' | 'setup' | 'recordAudit' | 'auditCommitted' | 'sessionTtlMs'
> & {
  readonly outbound: OutboundHttp;
  readonly oauthEndpoints: OAuthEndpoints;
};
