import { requestHeaders } from '../../lib/urql';
import type { PlaygroundRequest } from './chat-messages';
import { createStreamReader, errorMessageOfBody } from './sse-stream';

/** The playground's endpoint (spec 02 §7): the console's session pays, with no token. */
export const PLAYGROUND_URL = '/pg/chat/completions';

/** How a reply ended. */
export type ChatOutcome = { readonly kind: 'done' } | { readonly kind: 'stopped' } | { readonly kind: 'error'; readonly message: string };

export interface SendChatOptions {
  readonly signal: AbortSignal;
  /** Called once the server has accepted the request and the stream is open. */
  readonly onOpen: () => void;
  /** Called with each part of the reply as it arrives. */
  readonly onDelta: (text: string) => void;
}

/**
 * Posts the conversation with the session cookie and `New-Api-User` and
 * reads the event stream until `[DONE]` (or the body's end), an error
 * event, a refusal (its message), or the caller's stop.
 */
export async function sendChat(request: PlaygroundRequest, { signal, onOpen, onDelta }: SendChatOptions): Promise<ChatOutcome> {
  try {
    const response = await fetch(PLAYGROUND_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...requestHeaders(), 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal,
    });
    if (!response.ok || response.body === null) return { kind: 'error', message: errorMessageOfBody(await response.text(), response.status) };
    onOpen();
    const reader = createStreamReader();
    const decoder = new TextDecoder();
    const body = response.body.getReader();
    for (;;) {
      const { done, value } = await body.read();
      const events = done ? reader.end() : reader.push(decoder.decode(value, { stream: true }));
      for (const event of events) {
        switch (event.kind) {
          case 'delta':
            onDelta(event.text);
            break;
          case 'error':
            await body.cancel();
            return { kind: 'error', message: event.message };
          case 'done':
            await body.cancel();
            return { kind: 'done' };
          default: {
            const unknown: never = event;
            return unknown;
          }
        }
      }
      if (done) return { kind: 'done' };
    }
  } catch (error) {
    if (signal.aborted) return { kind: 'stopped' };
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
