// @vitest-environment jsdom
import './jsdom-setup';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Chat2LinkScreen, leavePage } from '../../../console/src/features/chat/chat2link-screen';
import { ChatScreen } from '../../../console/src/features/chat/chat-screen';
import { renderConsole, testStatus, type StubAnswer } from './render-console';

const ADDRESS = 'https://gw.example.test';
const TEMPLATE = 'https://chat.example/#/?settings={"key":"{key}","url":"{address}"}';
const CHATS = [
  { name: 'NextChat', url: TEMPLATE },
  { name: 'Broken', url: 'chat without a scheme {key}' },
];
const keys = (items: Array<{ key: string; status: number }>): StubAnswer => ({ data: { tokens: { items }, status: { serverAddress: ADDRESS } } });
const signIn = () => localStorage.setItem('user', JSON.stringify({ id: 3, username: 'ann', displayName: '', role: 1, status: 1, group: 'default' }));

const routes = [
  { path: '/chat/:id?', element: <ChatScreen /> },
  { path: '/chat2link', element: <Chat2LinkScreen /> },
  { path: '/token', element: <p>tokens page</p> },
];

async function open(path: string, answers: Record<string, StubAnswer>, chats = CHATS) {
  return renderConsole(routes, { path, language: 'en', answers, status: testStatus({ chats }) });
}

afterEach(() => vi.restoreAllMocks());

describe('chat embed (spec 02 sections 2 and 8)', () => {
  it("frames the chat link with the user's first enabled key and the encoded server address", async () => {
    signIn();
    await open('/chat/0', {
      ChatScreen_Keys: keys([
        { key: 'disabledkey', status: 2 },
        { key: 'enabledkey', status: 1 },
      ]),
    });
    const frame = await screen.findByTestId('chat-frame');
    expect(frame.getAttribute('src')).toBe(`https://chat.example/#/?settings={"key":"sk-enabledkey","url":"${encodeURIComponent(ADDRESS)}"}`);
    expect(frame.getAttribute('title')).toBe('Chat: NextChat');
  });

  it('shows the redirect notice while the keys load', async () => {
    signIn();
    await open('/chat/0', {});
    expect(screen.getByTestId('chat-notice').textContent).toBe('Redirecting to the chat…');
  });

  it('tells a user without an enabled token, then moves to /token', async () => {
    signIn();
    const { router } = await open('/chat/0', { ChatScreen_Keys: keys([{ key: 'expiredkey', status: 3 }]) });
    await screen.findByText('No enabled token available, please check');
    await screen.findByText('tokens page', undefined, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/token');
  });

  it('asks for the administrator when no chat link is configured, or the one named is wrong', async () => {
    signIn();
    await open('/chat/0', { ChatScreen_Keys: keys([{ key: 'k', status: 1 }]) }, []);
    await screen.findByText('Please contact the administrator to configure chat links');
  });

  it.each(['1', '5', 'x'])('calls /chat/%s a configuration error', async (id) => {
    signIn();
    await open(`/chat/${id}`, { ChatScreen_Keys: keys([{ key: 'k', status: 1 }]) });
    await screen.findByText('Chat link configuration error, please contact the administrator');
  });

  it('frames the link for a guest without reading any token', async () => {
    const { server } = await open('/chat', { ChatScreen_Address: { data: { status: { serverAddress: ADDRESS } } } });
    const frame = await screen.findByTestId('chat-frame');
    expect(frame.getAttribute('src')).toBe(`https://chat.example/#/?settings={"key":"","url":"${encodeURIComponent(ADDRESS)}"}`);
    expect(server.sent.map((sent) => sent.name)).not.toContain('ChatScreen_Keys');
  });

  it('sends /chat2link to the chat link with settings carrying the key and the url', async () => {
    signIn();
    const to = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    await open('/chat2link', { ChatScreen_Keys: keys([{ key: 'enabledkey', status: 1 }]) });
    await expect.poll(() => to.mock.calls.length).toBe(1);
    expect(to).toHaveBeenCalledWith(`https://chat.example/#/?settings=${encodeURIComponent(JSON.stringify({ key: 'sk-enabledkey', url: ADDRESS }))}`);
    expect(screen.getByTestId('chat-notice').textContent).toBe('Redirecting to the chat…');
  });
});
