import type { ServerResponse } from 'node:http';

/*
 * What an OpenAI upstream answers, in its real wire format, for the fake
 * upstreams of the channel tests: a chat completion, and the 401 for a
 * wrong key (whose message shows the key masked, as OpenAI does).
 */

/** Sends `body` as JSON with `status`. */
export function answerJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A key as OpenAI shows it in errors: the first 8 and last 4 characters. */
export const maskedKey = (key: string): string => `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;

/** The body of `POST /v1/chat/completions` (non-streaming). */
export function chatCompletion(
  model: string,
  { content = 'Hi!', finishReason = 'stop', usage = { prompt_tokens: 8, completion_tokens: 3, total_tokens: 11 } as Record<string, unknown> } = {},
): Record<string, unknown> {
  return {
    id: 'chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT',
    object: 'chat.completion',
    created: 1741569952,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null, annotations: [] }, logprobs: null, finish_reason: finishReason }],
    usage,
    system_fingerprint: 'fp_06737a9306',
  };
}

/** The 401 body OpenAI answers for a wrong key. */
export function invalidApiKey(key: string): Record<string, unknown> {
  return {
    error: {
      message: `Incorrect API key provided: ${maskedKey(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  };
}
