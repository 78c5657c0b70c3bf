import { describe, expect, it } from 'vitest';
import { chatRequestOfGemini, jsonSchemaOf } from '../../../../../services/relay/pipeline/gemini/gemini-request';

/* A Gemini generateContent request as the chat completion an OpenAI-compatible channel is sent (server-behaviour 14.2). */

const convert = (body: Record<string, unknown>, stream = false) => {
  const converted = chatRequestOfGemini(body, { model: 'gemini-2.5-flash', stream });
  if (!converted.ok) throw new Error(converted.detail);
  return converted.body;
};
const refusal = (body: Record<string, unknown>) => {
  const converted = chatRequestOfGemini(body, { model: 'm', stream: false });
  return converted.ok ? null : converted.detail;
};

describe('chatRequestOfGemini', () => {
  it('takes the model and the stream from the path, the system instruction first, and the generation settings by their OpenAI names', () => {
    expect(
      convert(
        {
          systemInstruction: { parts: [{ text: 'Be brief.' }, { text: 'Answer in French.' }] },
          contents: [{ role: 'user', parts: [{ text: 'Hello' }] }],
          generationConfig: { temperature: 0.3, topP: 0.8, topK: 40, maxOutputTokens: 256, stopSequences: ['END'], candidateCount: 1, seed: 7 },
          safetySettings: [{ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_NONE' }],
        },
        true,
      ),
    ).toEqual({
      model: 'gemini-2.5-flash',
      stream: true,
      messages: [
        { role: 'system', content: 'Be brief.\nAnswer in French.' },
        { role: 'user', content: [{ type: 'text', text: 'Hello' }] },
      ],
      temperature: 0.3,
      top_p: 0.8,
      max_tokens: 256,
      stop: ['END'],
      n: 1,
      seed: 7,
    });
  });

  it('reads snake_case field names as Google does', () => {
    const body = convert({
      system_instruction: { parts: [{ text: 'Hi there.' }] },
      contents: [{ parts: [{ text: 'a' }, { inline_data: { mime_type: 'image/jpeg', data: '/9j/' } }] }],
      generation_config: { max_output_tokens: 10 },
    });
    expect(body).toMatchObject({
      max_tokens: 10,
      messages: [
        { role: 'system', content: 'Hi there.' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'a' },
            { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/' } },
          ],
        },
      ],
    });
  });

  it('turns inline audio, a PDF and an image by URI into content parts', () => {
    const body = convert({
      contents: [
        {
          role: 'user',
          parts: [
            { inlineData: { mimeType: 'audio/wav', data: 'UklGRg==' } },
            { inlineData: { mimeType: 'application/pdf', data: 'JVBERi0=' } },
            { fileData: { mimeType: 'image/png', fileUri: 'https://example.com/gate.png' } },
          ],
        },
      ],
    });
    expect((body.messages as Array<{ content: unknown }>)[0]!.content).toEqual([
      { type: 'input_audio', input_audio: { data: 'UklGRg==', format: 'wav' } },
      { type: 'file', file: { filename: 'document.pdf', file_data: 'data:application/pdf;base64,JVBERi0=' } },
      { type: 'image_url', image_url: { url: 'https://example.com/gate.png' } },
    ]);
  });

  it('pairs function calls and their responses by name, in order, giving each call an id', () => {
    const body = convert({
      tools: [
        {
          functionDeclarations: [
            { name: 'get_weather', description: 'The weather in a city', parameters: { type: 'OBJECT', properties: { location: { type: 'STRING' } } } },
          ],
        },
      ],
      toolConfig: { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['get_weather'] } },
      contents: [
        { role: 'user', parts: [{ text: 'Paris and Bogotá?' }] },
        {
          role: 'model',
          parts: [
            { text: 'Thinking it over', thought: true },
            { functionCall: { name: 'get_weather', args: { location: 'Paris' } } },
            { functionCall: { name: 'get_weather', args: { location: 'Bogotá' } } },
          ],
        },
        {
          role: 'user',
          parts: [
            { functionResponse: { name: 'get_weather', response: { temperature: 18 } } },
            { functionResponse: { name: 'get_weather', response: { temperature: 14 } } },
          ],
        },
      ],
    });
    expect(body.tools).toEqual([
      {
        type: 'function',
        function: { name: 'get_weather', description: 'The weather in a city', parameters: { type: 'object', properties: { location: { type: 'string' } } } },
      },
    ]);
    expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'get_weather' } });
    expect(body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Paris and Bogotá?' }] },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_1_1', type: 'function', function: { name: 'get_weather', arguments: '{"location":"Paris"}' } },
          { id: 'call_1_2', type: 'function', function: { name: 'get_weather', arguments: '{"location":"Bogotá"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_1_1', content: '{"temperature":18}' },
      { role: 'tool', tool_call_id: 'call_1_2', content: '{"temperature":14}' },
    ]);
  });

  it('maps the calling modes, and asks for JSON with the schema in JSON Schema case', () => {
    const mode = (m: string) => convert({ contents: [{ parts: [{ text: 'x' }] }], toolConfig: { functionCallingConfig: { mode: m } } }).tool_choice;
    expect(['AUTO', 'ANY', 'NONE'].map(mode)).toEqual(['auto', 'required', 'none']);
    expect(
      convert({
        contents: [{ parts: [{ text: 'x' }] }],
        generationConfig: { responseMimeType: 'application/json', responseSchema: { type: 'ARRAY', items: { type: 'STRING' } } },
      }).response_format,
    ).toEqual({ type: 'json_schema', json_schema: { name: 'response', schema: { type: 'array', items: { type: 'string' } } } });
    expect(convert({ contents: [{ parts: [{ text: 'x' }] }], generationConfig: { responseMimeType: 'application/json' } }).response_format).toEqual({
      type: 'json_object',
    });
    expect(jsonSchemaOf({ type: 'OBJECT', properties: { type: { type: 'STRING' } } })).toEqual({ type: 'object', properties: { type: { type: 'string' } } });
  });

  it("refuses what it cannot send, saying which field: no contents, a bad role, Google's own tools", () => {
    expect(refusal({})).toBe('contents is not specified');
    expect(refusal({ contents: [{ role: 'system', parts: [{ text: 'x' }] }] })).toMatch(/^contents\[0\]\.role/);
    expect(refusal({ contents: [{ parts: [{ text: 'x' }] }], tools: [{ googleSearch: {} }] })).toMatch(/googleSearch is not supported/);
    expect(refusal({ contents: [{ parts: [{ fileData: { mimeType: 'video/mp4', fileUri: 'gs://x' } }] }] })).toMatch(/only images by URI/);
    expect(refusal({ contents: [{ parts: [{ executableCode: { code: '1' } }] }] })).toMatch(/not supported/);
  });
});
