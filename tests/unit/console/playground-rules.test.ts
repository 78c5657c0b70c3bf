import { describe, expect, it } from 'vitest';
import {
  buildRequest,
  clampTemperature,
  parseMaxTokens,
  pickGroup,
  pickModel,
  type ChatMessage,
  type PlaygroundSettings,
} from '../../../console/src/features/playground/chat-messages';
import { createStreamReader, errorMessageOfBody, parseStreamLine } from '../../../console/src/features/playground/sse-stream';

const chunk = (content: string) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}`;

describe('the playground stream reader (spec 02 sections 4 and 7)', () => {
  it('reads choices[0].delta.content, the [DONE] marker and error bodies; skips the rest', () => {
    expect(parseStreamLine(chunk('Hel'))).toEqual({ kind: 'delta', text: 'Hel' });
    expect(parseStreamLine('data:[DONE]')).toEqual({ kind: 'done' });
    expect(parseStreamLine('data: {"error":{"message":"quota exhausted","type":"new_api_error"}}')).toEqual({ kind: 'error', message: 'quota exhausted' });
    expect(parseStreamLine(chunk(''))).toBeNull();
    expect(parseStreamLine('data: {"choices":[{"index":0,"delta":{"role":"assistant"}}]}')).toBeNull();
    expect(parseStreamLine(': keep-alive')).toBeNull();
    expect(parseStreamLine('event: message')).toBeNull();
    expect(parseStreamLine('data: not json')).toBeNull();
  });

  it('joins lines cut anywhere between pieces, with LF or CRLF, and reads a last line without its newline', () => {
    const reader = createStreamReader();
    const whole = `${chunk('Sure')}\r\n\r\n${chunk('!')}\n\n${chunk(' 你好')}\n\ndata: [DONE]`;
    const events = [];
    for (let i = 0; i < whole.length; i += 7) events.push(...reader.push(whole.slice(i, i + 7)));
    events.push(...reader.end());
    expect(events).toEqual([{ kind: 'delta', text: 'Sure' }, { kind: 'delta', text: '!' }, { kind: 'delta', text: ' 你好' }, { kind: 'done' }]);
  });

  it("takes a refused request's message from its error object, or its text", () => {
    expect(errorMessageOfBody('{"error":{"message":"no available channel for model x under group vip","type":"new_api_error"}}', 503)).toBe(
      'no available channel for model x under group vip',
    );
    expect(errorMessageOfBody('{"success":false,"message":"not signed in"}', 401)).toBe('not signed in');
    expect(errorMessageOfBody('Bad Gateway', 502)).toBe('Bad Gateway');
    expect(errorMessageOfBody('', 500)).toBe('HTTP 500');
  });
});

describe('the playground settings and request (spec 02 sections 2, 5 and 9)', () => {
  it('selects gpt-4o-mini by default, falling back to the first model, and keeps a choice the group serves', () => {
    expect(pickModel(['gpt-4.1', 'gpt-4o-mini'], '')).toBe('gpt-4o-mini');
    expect(pickModel(['claude-3', 'gpt-4.1'], '')).toBe('claude-3');
    expect(pickModel(['claude-3', 'gpt-4.1'], 'gpt-4.1')).toBe('gpt-4.1');
    expect(pickModel(['claude-3'], 'gpt-4.1')).toBe('claude-3');
    expect(pickModel([], '')).toBe('');
    expect(pickGroup(['default', 'vip'], '', 'vip')).toBe('vip');
    expect(pickGroup(['default', 'vip'], '', 'gone')).toBe('default');
  });

  it('keeps the temperature on the 0.1 grid from 0.1 to 1 and max tokens a whole number from 0', () => {
    expect([0, 0.04, 0.26, 1.4, 0.7000001].map(clampTemperature)).toEqual([0.1, 0.1, 0.3, 1, 0.7]);
    expect(['', '-5', 'abc', '12.7', '256'].map(parseMaxTokens)).toEqual([0, 0, 0, 12, 256]);
  });

  it('sends the system prompt and the context, leaves out failed replies, and max_tokens only above 0', () => {
    const settings: PlaygroundSettings = { group: 'vip', model: 'gpt-4o-mini', temperature: 0, maxTokens: 0, systemPrompt: ' Be brief. ' };
    const conversation: ChatMessage[] = [
      { id: '1', role: 'user', content: 'Hello', status: 'done' },
      { id: '2', role: 'assistant', content: 'Hi!', status: 'done' },
      { id: '3', role: 'user', content: 'Why?', status: 'done' },
      { id: '4', role: 'assistant', content: '', status: 'error', error: 'quota exhausted' },
      { id: '5', role: 'user', content: 'Again', status: 'done' },
    ];
    expect(buildRequest(settings, conversation)).toEqual({
      model: 'gpt-4o-mini',
      group: 'vip',
      stream: true,
      temperature: 0,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi!' },
        { role: 'user', content: 'Why?' },
        { role: 'user', content: 'Again' },
      ],
    });
    const limited = buildRequest({ ...settings, maxTokens: 64, systemPrompt: '' }, conversation.slice(0, 1));
    expect(limited.max_tokens).toBe(64);
    expect(limited.messages).toEqual([{ role: 'user', content: 'Hello' }]);
  });
});
