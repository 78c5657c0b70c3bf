/* The channel health feature: per channel the last facts and the counts over sliding windows, from the channel health read models, and their live subscription. */
import type { ChannelHealthApp } from './channel-health-app';

export { createChannelHealthApp, type ChannelHealthApp, type ChannelHealthDeps } from './channel-health-app';
export { WINDOW_MINUTES } from './health-records';
export { type ChannelHealth, type ChannelHealthWindow } from './health-view';

declare module '../../platform/app' {
  interface App {
    readonly channelHealth: ChannelHealthApp;
  }
}
