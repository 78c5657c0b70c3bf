import { describe, expect, it } from 'vitest';
import { chatFrameTarget, chatSettingsTarget, firstEnabledKey } from '../../../console/src/features/chat/chat-link';
import { fillChatTemplate } from '../../../console/src/lib/chat-template';

const ADDRESS = 'https://gw.example.com:8443/base';

describe('the chat embed addresses (spec 02 sections 2 and 8)', () => {
  it('replaces every {address} with the encoded server address and every {key} with the sk- key', () => {
    expect(fillChatTemplate('https://chat.example/#/?settings={"key":"{key}","url":"{address}"}', ADDRESS, 'abc123')).toBe(
      `https://chat.example/#/?settings={"key":"sk-abc123","url":"${encodeURIComponent(ADDRESS)}"}`,
    );
    expect(fillChatTemplate('https://c.example/?k={key}&k2={key}&a={address}', ADDRESS, 'sk-already')).toBe(
      `https://c.example/?k=sk-already&k2=sk-already&a=${encodeURIComponent(ADDRESS)}`,
    );
    expect(fillChatTemplate('https://c.example/?k={key}', ADDRESS, null)).toBe('https://c.example/?k=');
  });

  it('opens the link the id names (the first without one); no links, or a bad id or template, are told apart', () => {
    const chats = [
      { name: 'Next', url: 'https://next.example/?key={key}' },
      { name: 'Broken', url: 'not a url {key}' },
    ];
    expect(chatFrameTarget(chats, undefined, ADDRESS, 'k1')).toEqual({ kind: 'ready', url: 'https://next.example/?key=sk-k1' });
    expect(chatFrameTarget(chats, '0', ADDRESS, 'k1')).toEqual({ kind: 'ready', url: 'https://next.example/?key=sk-k1' });
    expect(chatFrameTarget(chats, '1', ADDRESS, 'k1')).toEqual({ kind: 'invalid' });
    expect(chatFrameTarget(chats, '2', ADDRESS, 'k1')).toEqual({ kind: 'invalid' });
    expect(chatFrameTarget(chats, '-1', ADDRESS, 'k1')).toEqual({ kind: 'invalid' });
    expect(chatFrameTarget([], '0', ADDRESS, 'k1')).toEqual({ kind: 'unconfigured' });
  });

  it('sends /chat2link to the first link with settings carrying the key and the url', () => {
    const target = chatSettingsTarget([{ name: 'Next', url: 'https://next.example/app/?x={key}#old' }], ADDRESS, 'k1');
    expect(target).toEqual({
      kind: 'ready',
      url: `https://next.example/app/#/?settings=${encodeURIComponent(JSON.stringify({ key: 'sk-k1', url: ADDRESS }))}`,
    });
    expect(chatSettingsTarget([], ADDRESS, 'k1')).toEqual({ kind: 'unconfigured' });
    expect(chatSettingsTarget([{ name: 'x', url: 'nonsense' }], ADDRESS, 'k1')).toEqual({ kind: 'invalid' });
  });

  it("takes the first enabled token's key", () => {
    expect(
      firstEnabledKey([
        { key: 'off', status: 2 },
        { key: 'on', status: 1 },
        { key: 'on2', status: 1 },
      ]),
    ).toBe('on');
    expect(firstEnabledKey([{ key: 'expired', status: 3 }])).toBeNull();
  });
});
