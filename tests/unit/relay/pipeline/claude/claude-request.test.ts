import { describe, expect, it } from 'vitest';
import { chatRequestOfClaude } from '../../../../../services/relay/pipeline/claude/claude-request';

/* A Claude Messages request as the chat completion an OpenAI-compatible channel is sent (server-behaviour 14.2). */

const convert = (body: Record<string, unknown>) => {
  const converted = chatRequestOfClaude(body);
  if (!converted.ok) throw new Error(converted.detail);
  return converted.body;
};

describe('chatRequestOfClaude', () => {
  it('carries the model, the budget, sampling, stop sequences, the stream flag and the end user', () => {
    expect(
      convert({
        model: 'claude-sonnet-4-5',
        max_tokens: 1024,
        temperature: 0.2,
        top_p: 0.9,
        top_k: 40,
        stop_sequences: ['\n\nHuman:'],
        stream: true,
        metadata: { user_id: 'user-42' },
        thinking: { type: 'enabled', budget_tokens: 2048 },
        messages: [{ role: 'user', content: 'Hello' }],
      }),
    ).toEqual({
      model: 'claude-sonnet-4-5',
      max_tokens: 1024,
      temperature: 0.2,
      top_p: 0.9,
      stop: ['\n\nHuman:'],
      stream: true,
      user: 'user-42',
      // Kept for the quirks: OpenRouter reads it, every other upstream has it removed.
      thinking: { type: 'enabled', budget_tokens: 2048 },
      messages: [{ role: 'user', content: 'Hello' }],
    });
  });

  it('puts the system prompt first, from a string or from text blocks', () => {
    expect(convert({ model: 'm', system: 'Be brief.', messages: [] }).messages).toEqual([{ role: 'system', content: 'Be brief.' }]);
    expect(
      convert({
        model: 'm',
        system: [
          { type: 'text', text: 'You are a toll keeper.' },
          { type: 'text', text: 'Answer in French.', cache_control: { type: 'ephemeral' } },
        ],
        messages: [],
      }).messages,
    ).toEqual([{ role: 'system', content: 'You are a toll keeper.\nAnswer in French.' }]);
  });

  it('turns text, base64 and URL images and documents into chat content parts', () => {
    const body = convert({
      model: 'm',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is in these?' },
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } },
            { type: 'image', source: { type: 'url', url: 'https://example.com/gate.jpg' } },
            { type: 'document', source: { type: 'base64', media_type: 'application/pdf', data: 'JVBERi0=' } },
            { type: 'document', source: { type: 'text', media_type: 'text/plain', data: 'plain notes' } },
          ],
        },
      ],
    });
    expect(body.messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'What is in these?' },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } },
          { type: 'image_url', image_url: { url: 'https://example.com/gate.jpg' } },
          { type: 'file', file: { filename: 'document.pdf', file_data: 'data:application/pdf;base64,JVBERi0=' } },
          { type: 'text', text: 'plain notes' },
        ],
      },
    ]);
  });

  it('turns tool use into tool calls and tool results into tool messages placed right after them', () => {
    const body = convert({
      model: 'm',
      tools: [
        { name: 'get_weather', description: 'The weather in a city', input_schema: { type: 'object', properties: { location: { type: 'string' } } } },
        { type: 'custom', name: 'noop', input_schema: { type: 'object' } },
      ],
      tool_choice: { type: 'any', disable_parallel_tool_use: true },
      messages: [
        { role: 'user', content: 'Weather in Paris and Bogotá?' },
        {
          role: 'assistant',
          content: [
            { type: 'thinking', thinking: 'Two cities.', signature: 'sig' },
            { type: 'text', text: 'Checking.' },
            { type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: { location: 'Paris' } },
            { type: 'tool_use', id: 'toolu_2', name: 'get_weather', input: { location: 'Bogotá' } },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'toolu_1', content: '18°C' },
            { type: 'tool_result', tool_use_id: 'toolu_2', content: [{ type: 'text', text: 'no data' }], is_error: true },
            { type: 'text', text: 'Thanks' },
          ],
        },
      ],
    });
    expect(body.tools).toEqual([
      {
        type: 'function',
        function: { name: 'get_weather', description: 'The weather in a city', parameters: { type: 'object', properties: { location: { type: 'string' } } } },
      },
      { type: 'function', function: { name: 'noop', parameters: { type: 'object' } } },
    ]);
    expect(body).toMatchObject({ tool_choice: 'required', parallel_tool_calls: false });
    expect(body.messages).toEqual([
      { role: 'user', content: 'Weather in Paris and Bogotá?' },
      {
        role: 'assistant',
        content: 'Checking.',
        tool_calls: [
          { id: 'toolu_1', type: 'function', function: { name: 'get_weather', arguments: '{"location":"Paris"}' } },
          { id: 'toolu_2', type: 'function', function: { name: 'get_weather', arguments: '{"location":"Bogotá"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'toolu_1', content: '18°C' },
      { role: 'tool', tool_call_id: 'toolu_2', content: 'Error: no data' },
      { role: 'user', content: [{ type: 'text', text: 'Thanks' }] },
    ]);
  });

  it('maps each tool choice', () => {
    const choice = (tool_choice: unknown) => {
      const { model: _model, messages: _messages, ...rest } = convert({ model: 'm', messages: [], tool_choice });
      return rest;
    };
    expect(choice({ type: 'auto' })).toEqual({ tool_choice: 'auto' });
    expect(choice({ type: 'none' })).toEqual({ tool_choice: 'none' });
    expect(choice({ type: 'tool', name: 'get_weather' })).toEqual({ tool_choice: { type: 'function', function: { name: 'get_weather' } } });
  });

  it('refuses a body Anthropic would refuse, saying which field', () => {
    const refusal = (body: Record<string, unknown>) => {
      const converted = chatRequestOfClaude(body);
      return converted.ok ? null : converted.detail;
    };
    expect(refusal({ messages: [] })).toBe('model: Field required');
    expect(refusal({ model: 'm' })).toBe('messages: Field required');
    expect(refusal({ model: 'm', messages: [{ role: 'system', content: 'x' }] })).toMatch(/^messages\.0\.role/);
    expect(refusal({ model: 'm', messages: [{ role: 'user', content: [1] }] })).toMatch(/^messages\.0\.content\.0/);
    expect(refusal({ model: 'm', messages: [{ role: 'user', content: [{ type: 'image', source: { type: 'file', file_id: 'f' } }] }] })).toMatch(/source/);
    expect(refusal({ model: 'm', messages: [], tools: [{ type: 'web_search_20250305', name: 'web_search' }] })).toMatch(/web_search_20250305 is not supported/);
    expect(refusal({ model: 'm', messages: [], tool_choice: { type: 'sometimes' } })).toMatch(/^tool_choice\.type/);
  });
});
