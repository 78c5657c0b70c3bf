import { useCallback, useRef, useState } from 'react';
import { buildRequest, failed, finished, isPending, withDelta, type ChatMessage, type PlaygroundSettings } from './chat-messages';
import { sendChat } from './send-chat';

let nextId = 0;
const newId = () => `m${(nextId += 1)}`;

/** The conversation: send a prompt and stream its reply, stop it, clear the context. */
export function useChat(initial: () => ChatMessage[]) {
  const [messages, setMessages] = useState<ChatMessage[]>(initial);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(messages);
  latest.current = messages;

  const update = (id: string, change: (message: ChatMessage) => ChatMessage) =>
    setMessages((old) => old.map((message) => (message.id === id ? change(message) : message)));

  const send = useCallback(async (prompt: string, settings: PlaygroundSettings) => {
    const asked: ChatMessage = { id: newId(), role: 'user', content: prompt, status: 'done' };
    const reply: ChatMessage = { id: newId(), role: 'assistant', content: '', status: 'sending' };
    const conversation = [...latest.current, asked];
    latest.current = [...conversation, reply];
    setMessages(latest.current);
    const abort = new AbortController();
    controller.current = abort;
    const outcome = await sendChat(buildRequest(settings, conversation), {
      signal: abort.signal,
      onOpen: () => update(reply.id, (message) => ({ ...message, status: 'streaming' })),
      onDelta: (text) => update(reply.id, (message) => withDelta(message, text)),
    });
    if (controller.current === abort) controller.current = null;
    switch (outcome.kind) {
      case 'done':
      case 'stopped':
        update(reply.id, (message) => finished(message, outcome.kind));
        break;
      case 'error':
        update(reply.id, (message) => failed(message, outcome.message));
        break;
      default: {
        const unknown: never = outcome;
        return unknown;
      }
    }
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);
  const clear = useCallback(() => {
    controller.current?.abort();
    setMessages([]);
  }, []);

  return { messages, send, stop, clear, pending: isPending(messages) };
}
