/*
 * The channels feature: upstream channels and their abilities, tags, copies
 * and multi-key channels, and the operations that call upstreams (tests,
 * model lists, balances) with the automatic status rules.
 */
import type { ChannelsApp } from './channels-app';
import type { ChannelProbeApp } from './probe-app';

export { channelModelNames, enabledAbilities, enabledModelNames } from './ability-records';
export { type ChannelsApp, createChannelsApp } from './channels-app';
export { type ChannelsDeps } from './deps';
export { loadRelayChannels, type RelayAbility, type RelayChannelRecord } from './relay-channel-records';
export { keysOf, parseChannelInfo, pickKey, type ChannelInfo, type KeyPick } from './rules/multi-key';
export { disablingCause, type ChannelHealthSettings } from './rules/channel-status-rules';
export { channelPassThroughOf, channelProxyOf, objectOf as channelJsonObjectOf } from './rules/channel-setting';
export { type ChannelProbeApp, createChannelProbeApp } from './probe-app';
export { type RelayFailure } from './relay-failures';

declare module '../../platform/app' {
  interface App {
    readonly channels: ChannelsApp & ChannelProbeApp;
  }
}
