import type { ConfigChanged } from '../../../schema/events/audit';
import type { ChannelRecord } from './channel-records';
import type { Actor } from '../../platform/actor';
import { configChanged, eventActor } from '../../platform/audit';

/** What an audit event keeps of a channel: every field but the provider key, which is a secret and only ever `{ redacted: true }`. */
export function auditedChannel(channel: ChannelRecord | null, deleted = false): Record<string, unknown> | null {
  if (channel === null) return null;
  return {
    type: channel.type,
    name: channel.name,
    key: { redacted: true },
    status: channel.status,
    base_url: channel.baseUrl,
    models: channel.models,
    group: channel.group,
    priority: channel.priority,
    weight: channel.weight,
    tag: channel.tag,
    model_mapping: channel.modelMapping,
    status_code_mapping: channel.statusCodeMapping,
    test_model: channel.testModel,
    auto_ban: channel.autoBan,
    other: channel.other,
    openai_organization: channel.openaiOrganization,
    max_input_tokens: channel.maxInputTokens,
    setting: channel.setting,
    param_override: channel.paramOverride,
    header_override: redactedHeaders(channel.headerOverride),
    remark: channel.remark,
    settings: channel.settings,
    channel_info: channel.channelInfo,
    deleted,
  };
}

/**
 * Header overrides often carry credentials (`Authorization`, API-key
 * headers) for the upstream: an audit event keeps which headers are set,
 * never their values. Text that is not a JSON object is kept only as "set".
 */
export function redactedHeaders(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.keys(parsed).map((name) => [name, { redacted: true }]));
    }
  } catch {
    // not JSON: fall through
  }
  return { redacted: true };
}

export function channelChanged(actor: Actor, id: number, before: unknown, after: unknown, reason: string | null, now: Date): ConfigChanged {
  return configChanged(eventActor(actor), { entity: 'channel', entityId: String(id), before, after, reason }, now);
}
