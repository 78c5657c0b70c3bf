/*
 * What a channel's `setting` JSON says beyond the form (server-behaviour
 * 3.1: proxy, system prompt, pass-through…), read the one way the relay and
 * the channel probes both use. Pure.
 */

/** A JSON object stored as text (a channel's setting, settings or overrides); null when empty, invalid or not an object. */
export const objectOf = (text: string): Record<string, unknown> | null => {
  if (text.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** The channel's own http(s) proxy (`setting.proxy`), trimmed; null when it names none. Checked when the channel is saved (channel-input.ts). */
export function channelProxyOf(setting: string): string | null {
  const proxy = objectOf(setting)?.proxy;
  return typeof proxy === 'string' && proxy.trim() !== '' ? proxy.trim() : null;
}

/**
 * The channel's own pass-through switch (`setting.pass_through_body_enabled`,
 * the established gateway's ChannelSettings): the client's body goes up
 * untouched. Only `true` turns it on.
 */
export function channelPassThroughOf(setting: string): boolean {
  return objectOf(setting)?.pass_through_body_enabled === true;
}
