// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaygroundScreen } from '../../../console/src/features/playground/playground-screen';
import { renderConsole } from './render-console';

const GROUPS = {
  data: {
    myGroups: [
      { group: 'default', ratio: 1 },
      { group: 'vip', ratio: 1.5 },
      { group: 'auto', ratio: null },
    ],
  },
};

/** `POST /pg/chat/completions` as the test plays it: the stream's parts are sent when the test says. */
function playgroundServer(answer: { status?: number; body?: string } = {}) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const requests: Array<{ url: string; headers: Record<string, string>; body: Record<string, unknown> }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(init.body as string) as Record<string, unknown> });
    // As a browser's fetch does, an abort fails the body being read.
    init.signal?.addEventListener('abort', () => controller.error(new DOMException('The user aborted a request.', 'AbortError')));
    return Promise.resolve(
      answer.status === undefined
        ? new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } })
        : new Response(answer.body ?? '', { status: answer.status, headers: { 'content-type': 'application/json' } }),
    );
  });
  const chunk = (content: string) => `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
  return {
    requests,
    send: (content: string) => controller.enqueue(encoder.encode(chunk(content))),
    raw: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

afterEach(() => vi.unstubAllGlobals());

async function renderPlayground(models: string[], language: 'zh' | 'en' = 'en') {
  localStorage.setItem('user', JSON.stringify({ id: 7, username: 'ann', displayName: '', role: 1, status: 1, group: 'vip' }));
  const rendered = await renderConsole([{ path: '/playground', element: <PlaygroundScreen /> }], {
    path: '/playground',
    language,
    answers: { PlaygroundScreen_Groups: GROUPS, PlaygroundScreen_Models: { data: { myModels: models } } },
  });
  await screen.findByTestId('playground-screen');
  return rendered;
}

const modelSelect = () => screen.getByLabelText('Model') as HTMLSelectElement;
const reply = () => screen.getAllByTestId('chat-message').at(-1)!;
const say = (text: string) => {
  fireEvent.change(screen.getByLabelText('Type a message: Enter sends, Shift+Enter starts a new line'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('chat-send'));
};

describe('playground (spec 02 sections 2, 4 and 9)', () => {
  it("starts in the user's group with gpt-4o-mini, temperature 0, max tokens 0, the default system prompt and the greeting", async () => {
    const { server } = await renderPlayground(['claude-3-haiku', 'gpt-4o-mini']);
    await expect.poll(() => modelSelect().value).toBe('gpt-4o-mini');
    expect((screen.getByLabelText('Group') as HTMLSelectElement).value).toBe('vip');
    expect(server.sent.find((sent) => sent.name === 'PlaygroundScreen_Models')?.variables).toEqual({ group: 'vip' });
    expect(screen.getByTestId('playground-temperature').textContent).toBe('Temperature: 0');
    expect((screen.getByLabelText('Max tokens') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('System prompt') as HTMLTextAreaElement).value).toBe('You are a helpful assistant. Answer clearly and briefly.');
    expect(screen.getAllByTestId('chat-message').map((m) => m.textContent)).toEqual(['YouHello', 'AssistantHello! How can I help you today?']);
    expect(screen.getByRole('option', { name: 'auto (the first group with a channel)' })).toBeTruthy();
  });

  it('falls back to the first model when the group has no gpt-4o-mini', async () => {
    await renderPlayground(['claude-3-haiku', 'gpt-4.1']);
    await expect.poll(() => modelSelect().value).toBe('claude-3-haiku');
  });

  it('streams a reply through sending, streaming and done, and posts the conversation with the session header', async () => {
    await renderPlayground(['gpt-4o-mini']);
    await expect.poll(() => modelSelect().value).toBe('gpt-4o-mini');
    const upstream = playgroundServer();
    fireEvent.change(screen.getByLabelText('Max tokens'), { target: { value: '128' } });
    say('Write a haiku');
    expect(reply().getAttribute('data-status')).toBe('sending');
    expect(screen.getByTestId('chat-stop')).toBeTruthy();
    upstream.send('Quiet ');
    await expect.poll(() => reply().getAttribute('data-status')).toBe('streaming');
    await expect.poll(() => reply().querySelector('[data-testid="chat-content"]')?.textContent).toBe('Quiet ');
    upstream.send('ledger');
    upstream.raw('data: [DONE]\n\n');
    await expect.poll(() => reply().getAttribute('data-status')).toBe('done');
    expect(reply().querySelector('[data-testid="chat-content"]')?.textContent).toBe('Quiet ledger');
    const [request] = upstream.requests;
    expect(request!.url).toBe('/pg/chat/completions');
    expect(request!.headers['new-api-user']).toBe('7');
    expect(request!.body).toEqual({
      model: 'gpt-4o-mini',
      group: 'vip',
      stream: true,
      temperature: 0,
      max_tokens: 128,
      messages: [
        { role: 'system', content: 'You are a helpful assistant. Answer clearly and briefly.' },
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hello! How can I help you today?' },
        { role: 'user', content: 'Write a haiku' },
      ],
    });
  });

  it("shows the server's message when the request is refused, and an error event in the stream", async () => {
    await renderPlayground(['gpt-4o-mini'], 'zh');
    await expect.poll(() => (screen.getByLabelText('模型') as HTMLSelectElement).value).toBe('gpt-4o-mini');
    playgroundServer({ status: 403, body: JSON.stringify({ error: { message: 'group vip is not usable', type: 'new_api_error' } }) });
    fireEvent.change(screen.getByLabelText('输入消息：Enter 发送，Shift+Enter 换行'), { target: { value: 'hi' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await expect.poll(() => reply().getAttribute('data-status')).toBe('error');
    expect(reply().querySelector('[data-testid="chat-error"]')?.textContent).toBe('失败：group vip is not usable');

    const upstream = playgroundServer();
    fireEvent.change(screen.getByLabelText('输入消息：Enter 发送，Shift+Enter 换行'), { target: { value: 'again' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    upstream.send('Par');
    upstream.raw('data: {"error":{"message":"upstream went away"}}\n\n');
    await expect.poll(() => reply().getAttribute('data-status')).toBe('error');
    expect(reply().textContent).toContain('Par');
    expect(reply().querySelector('[data-testid="chat-error"]')?.textContent).toBe('失败：upstream went away');
    // The failed replies are not context for the next request.
    expect(upstream.requests[0]!.body.messages).toEqual(expect.not.arrayContaining([expect.objectContaining({ role: 'assistant', content: '' })]));
  });

  it('stops a streaming reply, and clear context empties the conversation', async () => {
    await renderPlayground(['gpt-4o-mini']);
    await expect.poll(() => modelSelect().value).toBe('gpt-4o-mini');
    const upstream = playgroundServer();
    say('Long answer please');
    upstream.send('Once');
    await expect.poll(() => reply().getAttribute('data-status')).toBe('streaming');
    fireEvent.click(screen.getByTestId('chat-stop'));
    await expect.poll(() => reply().getAttribute('data-status')).toBe('stopped');
    expect(reply().textContent).toContain('Stopped');
    fireEvent.click(screen.getByTestId('chat-clear'));
    expect(screen.queryAllByTestId('chat-message')).toHaveLength(0);
    expect(screen.getByText('The context is empty: ask something to start')).toBeTruthy();
  });
});
