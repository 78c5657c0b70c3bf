import { describe, expect, it } from 'vitest';
import { channelProxyOf } from '../../../../services/features/channels/rules/channel-setting';

/* What the relay and the channel probes read of a channel's `setting` JSON. */

describe('channelProxyOf', () => {
  it("is the setting's proxy, trimmed", () => {
    expect(channelProxyOf('{"proxy":" http://127.0.0.1:3128 ","system_prompt":"x"}')).toBe('http://127.0.0.1:3128');
  });

  it('is null without one: empty setting, no proxy, an empty or non-text proxy, text that is not an object', () => {
    for (const setting of ['', '{}', '{"proxy":""}', '{"proxy":"  "}', '{"proxy":3128}', '[1]', 'not json']) expect(channelProxyOf(setting)).toBeNull();
  });
});
