import { AppError } from '../../../platform/errors';
import type { OAuthDeps } from './deps';
import type { ExternalIdentity } from './identity';
import { field, providerJson } from './provider-http';

/*
 * WeChat through the WeChat server the admin runs (WeChatServerAddress): the
 * user gets a code from the official account, valid 3 minutes (the WeChat
 * server enforces it), and `GET <server>/api/wechat/user?code=` with the
 * WeChatServerToken as `Authorization` answers `{success, message, data}`,
 * `data` being the openid ('' for an unknown or expired code).
 */

export async function weChatIdentity(deps: OAuthDeps, code: string): Promise<ExternalIdentity> {
  const server = deps.options.get('WeChatServerAddress').replace(/\/+$/, '');
  if (server === '') throw new AppError('unavailable', 'the WeChat server address is not configured');
  const answer = await providerJson(deps.outbound, 'WeChat', `${server}/api/wechat/user?code=${encodeURIComponent(code)}`, {
    headers: { authorization: deps.options.get('WeChatServerToken') },
  });
  const body = answer.body as { success?: unknown };
  if (body?.success !== true) throw new AppError('invalid', field(answer.body, 'message') || `the WeChat server refused the code (HTTP ${answer.status})`);
  const openId = field(answer.body, 'data');
  if (openId === '') throw new AppError('invalid', 'the verification code is wrong or has expired');
  return { provider: 'wechat', id: openId, displayName: 'WeChat User', email: '' };
}
