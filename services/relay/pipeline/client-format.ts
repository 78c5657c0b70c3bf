import { claudeErrorBody } from './claude/claude-error';
import { claudeEvent } from './claude/claude-stream';
import { openAiErrorBody, type RelayError } from './relay-error';

/*
 * The wire formats a relay client speaks on the routes that convert
 * (ARCHITECTURE section 3, `relay/inbound`): `openai` on the OpenAI routes,
 * `claude` on `/v1/messages`, whose requests go upstream as chat
 * completions and come back as Claude messages (pipeline/claude/). Errors
 * reach each client in its own shape. Pure.
 */

export type ClientFormat = 'openai' | 'claude';

/** The error body a client of `client` reads for `error`. */
export function errorBodyFor(client: ClientFormat, error: RelayError, requestId: string): unknown {
  switch (client) {
    case 'openai':
      return openAiErrorBody(error, requestId);
    case 'claude':
      return claudeErrorBody(error, requestId);
  }
}

/** The error as the last event of a stream already begun. */
export function streamErrorEventFor(client: ClientFormat, error: RelayError, requestId: string): string {
  switch (client) {
    case 'openai':
      return `data: ${JSON.stringify(openAiErrorBody(error, requestId))}\n\n`;
    case 'claude': {
      const { error: detail } = claudeErrorBody(error, requestId);
      return claudeEvent('error', { error: detail });
    }
  }
}
