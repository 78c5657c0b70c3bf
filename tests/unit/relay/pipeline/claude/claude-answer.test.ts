import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claudeMessageOfChat, claudeUsageOf, stopReasonOf } from '../../../../../services/relay/pipeline/claude/claude-answer';
import { claudeErrorBody } from '../../../../../services/relay/pipeline/claude/claude-error';
import { usageFromOpenAiAnswer } from '../../../../../services/relay/pipeline/openai-usage';

/* An OpenAI chat completion as a Claude message, on recorded answers; and the relay's errors in Claude's shape. */

const FIXTURES = path.resolve(import.meta.dirname, '../../../../testkit/fixtures/providers');
const answer = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8').replaceAll('{{model}}', 'gpt-4o-mini')) as Record<string, unknown>;

describe('claudeMessageOfChat', () => {
  it('a recorded answer: its text, its stop reason, the usage it is charged for', () => {
    const chat = answer('openai/chat-completion.json');
    const usage = usageFromOpenAiAnswer(chat)!;
    expect(claudeMessageOfChat(chat, { model: 'claude-via-openai', usage, requestId: 'req1' })).toEqual({
      id: 'msg_B9MBs8CjcvOU2jLn4n570S5qMJKcT',
      type: 'message',
      role: 'assistant',
      model: 'claude-via-openai',
      content: [{ type: 'text', text: 'Hi!' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 8, output_tokens: 3, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    });
  });

  it('cached and reasoning answers: cache reads out of input_tokens, counted once in their own field', () => {
    const chat = answer('openai/chat-completion-cached-reasoning.json');
    const usage = usageFromOpenAiAnswer(chat)!;
    const message = claudeMessageOfChat(chat, { model: 'm', usage, requestId: 'r' });
    expect(message.usage).toEqual({
      input_tokens: usage.promptTokens - usage.cachedTokens!,
      output_tokens: usage.completionTokens,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: usage.cachedTokens,
    });
    expect(usage.cachedTokens).toBeGreaterThan(0);
  });

  it('thinking, text and tool calls become blocks in that order; arguments that are not an object read as {}', () => {
    const chat = {
      id: 'chatcmpl-x',
      choices: [
        {
          finish_reason: 'tool_calls',
          message: {
            role: 'assistant',
            reasoning_content: 'Look it up.',
            content: 'One moment.',
            tool_calls: [
              { id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"location":"Paris"}' } },
              { id: 'call_2', type: 'function', function: { name: 'get_weather', arguments: 'not json' } },
            ],
          },
        },
      ],
    };
    const message = claudeMessageOfChat(chat, { model: 'm', usage: { promptTokens: 10, completionTokens: 5, semantics: 'openai' }, requestId: 'r' });
    expect(message.content).toEqual([
      { type: 'thinking', thinking: 'Look it up.', signature: '' },
      { type: 'text', text: 'One moment.' },
      { type: 'tool_use', id: 'call_1', name: 'get_weather', input: { location: 'Paris' } },
      { type: 'tool_use', id: 'call_2', name: 'get_weather', input: {} },
    ]);
    expect(message.stop_reason).toBe('tool_use');
  });

  it('maps each finish reason', () => {
    expect(['stop', 'length', 'tool_calls', 'function_call', 'content_filter', null, 'other'].map(stopReasonOf)).toEqual([
      'end_turn',
      'max_tokens',
      'tool_use',
      'tool_use',
      'refusal',
      'end_turn',
      'end_turn',
    ]);
  });

  it('an Anthropic-counted usage keeps its input tokens as they are', () => {
    expect(claudeUsageOf({ promptTokens: 10, completionTokens: 2, cachedTokens: 50, cacheWriteTokens: 5, semantics: 'anthropic' })).toEqual({
      input_tokens: 10,
      output_tokens: 2,
      cache_creation_input_tokens: 5,
      cache_read_input_tokens: 50,
    });
  });
});

describe('claudeErrorBody', () => {
  it("names Anthropic's error type for the status, with the gateway's words and the request id", () => {
    expect(claudeErrorBody({ kind: 'invalid_key' }, 'req9')).toEqual({
      type: 'error',
      error: { type: 'authentication_error', message: '无效的令牌 (request id: req9)' },
      request_id: 'req9',
    });
    expect(claudeErrorBody({ kind: 'bad_request', detail: 'messages: Field required' }, 'r').error.type).toBe('invalid_request_error');
    expect(claudeErrorBody({ kind: 'model_not_allowed', model: 'x' }, 'r').error.type).toBe('permission_error');
    expect(claudeErrorBody({ kind: 'rate_limited', limit: 'requests', minutes: 1, max: 1 }, 'r').error.type).toBe('rate_limit_error');
    expect(claudeErrorBody({ kind: 'no_channel', group: 'default', model: 'x' }, 'r').error.type).toBe('api_error');
    // The upstream's own words pass as they are.
    expect(claudeErrorBody({ kind: 'upstream', status: 529, type: 'overloaded', code: null, param: null, message: 'Overloaded' }, 'r').error).toEqual({
      type: 'overloaded_error',
      message: 'Overloaded',
    });
  });
});
