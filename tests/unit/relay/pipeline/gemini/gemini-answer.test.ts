import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChatStreamTracker } from '../../../../../services/relay/pipeline/chat-stream-tracker';
import { geminiResponseOfChat, usageMetadataOf } from '../../../../../services/relay/pipeline/gemini/gemini-answer';
import { geminiErrorBody } from '../../../../../services/relay/pipeline/gemini/gemini-error';
import { GeminiStreamWriter } from '../../../../../services/relay/pipeline/gemini/gemini-stream';
import { usageFromOpenAiAnswer } from '../../../../../services/relay/pipeline/openai-usage';
import { SseParser } from '../../../../../services/relay/pipeline/sse-parser';

/* OpenAI chat answers and streams, recorded, as a Gemini client reads them; and the relay's errors in Google's shape. */

const FIXTURES = path.resolve(import.meta.dirname, '../../../../testkit/fixtures/providers');
const text = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8').replaceAll('{{model}}', 'gpt-4o-mini');
const countWords = (words: string): number => words.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)?.length ?? 0;

/** A recorded stream through the tracker and the writer, as the relay runs them; what the client receives. */
function relayAsGemini(fixture: string, framing: 'sse' | 'array') {
  const parser = new SseParser();
  const events = [...parser.push(text(fixture)), ...parser.end()];
  const tracker = new ChatStreamTracker({ countTokens: countWords, stripUsage: true });
  const writer = new GeminiStreamWriter({ model: 'gemini-as-asked', requestId: 'req1', framing });
  let sent = '';
  for (const event of events) {
    tracker.observe(event);
    sent += writer.write(event, () => tracker.settlementUsage(12));
  }
  return { sent, complete: writer.complete, charged: tracker.settlementUsage(12) };
}

type GeminiResponse = {
  candidates: Array<{ content: { parts: Array<{ text?: string; functionCall?: { name: string; args: unknown } }> }; finishReason?: string }>;
  usageMetadata?: Record<string, number>;
};

describe('geminiResponseOfChat', () => {
  it('a recorded answer: one candidate, its text, STOP, and the usage it is charged for', () => {
    const chat = JSON.parse(text('openai/chat-completion.json')) as Record<string, unknown>;
    expect(geminiResponseOfChat(chat, { model: 'gemini-as-asked', usage: usageFromOpenAiAnswer(chat)!, requestId: 'r' })).toEqual({
      candidates: [{ content: { role: 'model', parts: [{ text: 'Hi!' }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 8, candidatesTokenCount: 3, totalTokenCount: 11 },
      modelVersion: 'gemini-as-asked',
      responseId: 'chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT',
    });
  });

  it('reasoning, cache reads and tool calls in Google terms; a cut answer is MAX_TOKENS', () => {
    const chat = JSON.parse(text('openai/chat-completion-cached-reasoning.json')) as Record<string, unknown>;
    const usage = usageFromOpenAiAnswer(chat)!;
    expect(usage.reasoningTokens).toBeGreaterThan(0);
    expect(usageMetadataOf(usage)).toEqual({
      promptTokenCount: usage.promptTokens,
      candidatesTokenCount: usage.completionTokens - usage.reasoningTokens,
      thoughtsTokenCount: usage.reasoningTokens,
      totalTokenCount: usage.promptTokens + usage.completionTokens,
      cachedContentTokenCount: usage.cachedTokens,
    });
    const called = geminiResponseOfChat(
      {
        choices: [
          {
            finish_reason: 'tool_calls',
            message: { content: null, tool_calls: [{ id: 'c', function: { name: 'get_weather', arguments: '{"location":"Paris"}' } }] },
          },
        ],
      },
      { model: 'm', usage: { promptTokens: 1, completionTokens: 1, semantics: 'openai' }, requestId: 'r' },
    ) as GeminiResponse;
    expect(called.candidates[0]).toMatchObject({
      content: { parts: [{ functionCall: { name: 'get_weather', args: { location: 'Paris' } } }] },
      finishReason: 'STOP',
    });
    const cut = JSON.parse(text('openai/chat-completion-length.json')) as Record<string, unknown>;
    expect((geminiResponseOfChat(cut, { model: 'm', usage: usageFromOpenAiAnswer(cut)!, requestId: 'r' }) as GeminiResponse).candidates[0]!.finishReason).toBe(
      'MAX_TOKENS',
    );
  });
});

describe('GeminiStreamWriter', () => {
  it('?alt=sse: a response per text chunk, then one with STOP and the usage charged', () => {
    const { sent, complete, charged } = relayAsGemini('openai/chat-stream-usage.sse', 'sse');
    expect(complete).toBe(true);
    const responses = [...new SseParser().push(sent)].map((event) => JSON.parse(event.data!) as GeminiResponse);
    const joined = responses.map((r) => r.candidates[0]!.content.parts.map((p) => p.text ?? '').join('')).join('');
    expect(joined).toMatch(/^Hello/);
    const last = responses.at(-1)!;
    expect(last.candidates[0]!.finishReason).toBe('STOP');
    expect(last.usageMetadata).toEqual({ promptTokenCount: 19, candidatesTokenCount: 10, totalTokenCount: 29 });
    expect(charged.source).toBe('upstream');
    expect(responses.slice(0, -1).every((r) => r.usageMetadata === undefined && r.candidates[0]!.finishReason === undefined)).toBe(true);
  });

  it('without alt=sse: one JSON array of the same responses', () => {
    const array = JSON.parse(relayAsGemini('openai/chat-stream-usage.sse', 'array').sent) as GeminiResponse[];
    const sse = [...new SseParser().push(relayAsGemini('openai/chat-stream-usage.sse', 'sse').sent)].map((event) => JSON.parse(event.data!) as unknown);
    expect(array).toEqual(sse);
  });

  it('tool calls, gathered from their fragments, come whole in the last response', () => {
    const { sent } = relayAsGemini('openai/chat-stream-tool-calls.sse', 'sse');
    const responses = [...new SseParser().push(sent)].map((event) => JSON.parse(event.data!) as GeminiResponse);
    expect(responses.at(-1)!.candidates[0]!.content.parts).toEqual([
      { functionCall: { name: 'get_weather', args: { location: 'Paris, France' } } },
      { functionCall: { name: 'get_weather', args: { location: 'Bogotá, Colombia' } } },
    ]);
  });

  it("an upstream error inside the stream is sent in Google's shape and ends it; a cut stream has no last response", () => {
    const failed = relayAsGemini('openai/chat-stream-error.sse', 'array');
    const array = JSON.parse(failed.sent) as Array<Record<string, unknown>>;
    expect(array.at(-1)).toEqual({
      error: { code: 500, message: 'The server had an error while processing your request. Sorry about that!', status: 'INTERNAL' },
    });
    const cut = relayAsGemini('openai/chat-stream-cut.sse', 'sse');
    expect(cut.complete).toBe(false);
    expect(cut.sent).not.toContain('finishReason');
  });
});

describe('geminiErrorBody', () => {
  it("names Google's status for the HTTP status, with the gateway's words and the request id", () => {
    expect(geminiErrorBody({ kind: 'invalid_key' }, 'req9')).toEqual({
      error: { code: 401, message: '无效的令牌 (request id: req9)', status: 'UNAUTHENTICATED' },
    });
    expect(geminiErrorBody({ kind: 'bad_request', detail: 'contents is not specified' }, 'r').error.status).toBe('INVALID_ARGUMENT');
    expect(geminiErrorBody({ kind: 'model_not_allowed', model: 'x' }, 'r').error.status).toBe('PERMISSION_DENIED');
    expect(geminiErrorBody({ kind: 'rate_limited', limit: 'requests', minutes: 1, max: 1 }, 'r').error.status).toBe('RESOURCE_EXHAUSTED');
    expect(geminiErrorBody({ kind: 'no_channel', group: 'default', model: 'x' }, 'r').error.status).toBe('UNAVAILABLE');
  });
});
