import type { ExternalProvider } from './external-identity-records';

/** Who the provider says the visitor is: the stable id we match on, and what a new account starts with. */
export interface ExternalIdentity {
  readonly provider: ExternalProvider;
  /** The stable id stored in the user's column: GitHub's numeric id, the OIDC `sub`, the Linux DO id, the WeChat openid, the Telegram id. */
  readonly id: string;
  readonly displayName: string;
  /** A verified email for a new account, or '' (never used to match an existing account). */
  readonly email: string;
}

/** How each provider is named in messages. */
export const PROVIDER_LABEL: { readonly [P in ExternalProvider]: string } = {
  github: 'GitHub',
  oidc: 'OIDC',
  linuxdo: 'Linux DO',
  wechat: 'WeChat',
  telegram: 'Telegram',
};
