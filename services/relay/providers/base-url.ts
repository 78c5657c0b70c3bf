import { channelType } from '../../../schema/channels/channel-types';
import { ProviderConfigError, type ChannelView } from './provider';

/*
 * How a channel's base URL is found and joined with a path (server-behaviour
 * 3.6): the channel's `base_url`, else its type's default, then `base +
 * path`. Two things the established gateway does not do, on purpose:
 *
 * - trailing slashes of the base are dropped (`https://host/` + `/v1/x`
 *   is `https://host/v1/x`, not `https://host//v1/x`);
 * - a base that already ends in the path's first segment does not repeat it:
 *   `https://api.deepseek.com/v1` + `/v1/chat/completions` is
 *   `https://api.deepseek.com/v1/chat/completions`. The established gateway
 *   would call `/v1/v1/chat/completions`, which no upstream serves, so no
 *   working channel changes.
 */

/** The base URL a channel's calls start from, without trailing slashes. */
export function baseUrlOf(channel: ChannelView): string {
  const base = channel.baseUrl.trim() !== '' ? channel.baseUrl.trim() : (channelType(channel.type)?.defaultBaseUrl ?? '');
  if (base === '') throw new ProviderConfigError('the channel has no base URL');
  return base.replace(/\/+$/, '');
}

/** `base + path`, without repeating a first path segment the base already ends in. */
export function joinPath(base: string, path: string): string {
  const firstSegment = /^\/[^/?]+/.exec(path)?.[0];
  const hasPath = base.slice(base.indexOf('://') + 3).includes('/');
  if (firstSegment !== undefined && hasPath && base.endsWith(firstSegment)) return base + path.slice(firstSegment.length);
  return base + path;
}

/** A Cloudflare AI Gateway base, where OpenAI's `/v1` and Azure's `/openai/deployments` are part of the base (server-behaviour 3.6). */
export const isCloudflareAiGateway = (base: string): boolean => base.startsWith('https://gateway.ai.cloudflare.com');
