import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChatStreamTracker } from '../../../../../services/relay/pipeline/chat-stream-tracker';
import { ClaudeStreamWriter } from '../../../../../services/relay/pipeline/claude/claude-stream';
import { SseParser } from '../../../../../services/relay/pipeline/sse-parser';

/* Recorded OpenAI chat streams read as Claude's event stream, the way the relay does it (relay-stream.ts). */

const FIXTURES = path.resolve(import.meta.dirname, '../../../../testkit/fixtures/providers');
const PROMPT_ESTIMATE = 12;
/** A tokenizer stand-in: one token per word or punctuation mark. */
const countWords = (text: string): number => text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)?.length ?? 0;

interface ClaudeEvent {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** The Claude events a client receives for a recorded stream, and what the relay charged (the tracker's usage). */
function relayAsClaude(fixture: string) {
  const parser = new SseParser();
  const events = [...parser.push(readFileSync(path.join(FIXTURES, fixture), 'utf8').replaceAll('{{model}}', 'gpt-4o-mini')), ...parser.end()];
  const tracker = new ChatStreamTracker({ countTokens: countWords, stripUsage: true });
  const writer = new ClaudeStreamWriter({ model: 'claude-as-asked', requestId: 'req1', promptEstimate: PROMPT_ESTIMATE });
  let sent = '';
  for (const event of events) {
    tracker.observe(event);
    sent += writer.write(event, () => tracker.settlementUsage(PROMPT_ESTIMATE));
  }
  const claude = [...new SseParser().push(sent)].map((event) => {
    const data = JSON.parse(event.data!) as ClaudeEvent;
    // Every event names its type twice, as Anthropic sends it: `event:` and the data's `type`.
    expect(event.event).toBe(data.type);
    return data;
  });
  return { claude, charged: tracker.settlementUsage(PROMPT_ESTIMATE), complete: writer.complete };
}

/** The message a client assembles from the events (Anthropic's accumulation rules, reduced to what is checked here). */
function assemble(events: readonly ClaudeEvent[]) {
  const message = (events[0] as unknown as { message: Record<string, unknown> }).message;
  const content: Array<Record<string, unknown>> = [];
  let usage: unknown = message.usage;
  let stopReason: unknown = null;
  for (const event of events.slice(1)) {
    if (event.type === 'content_block_start') {
      expect(event.index).toBe(content.length);
      content.push({ ...(event.content_block as Record<string, unknown>), json: '' });
    }
    if (event.type === 'content_block_delta') {
      const block = content[event.index as number]!;
      const delta = event.delta as Record<string, string>;
      if (delta.type === 'text_delta') block.text = `${block.text as string}${delta.text}`;
      if (delta.type === 'input_json_delta') block.json = `${block.json as string}${delta.partial_json}`;
    }
    if (event.type === 'message_delta') {
      stopReason = (event.delta as { stop_reason: unknown }).stop_reason;
      usage = event.usage;
    }
  }
  return { message, content, usage, stopReason };
}

describe('ClaudeStreamWriter', () => {
  it('a stream with usage: start, one text block, the stop reason and the usage charged, then the stop', () => {
    const { claude, charged, complete } = relayAsClaude('openai/chat-stream-usage.sse');
    expect(complete).toBe(true);
    const types = claude.map((event) => event.type);
    expect(types[0]).toBe('message_start');
    expect(types.slice(1, 2)).toEqual(['content_block_start']);
    expect(types.slice(-3)).toEqual(['content_block_stop', 'message_delta', 'message_stop']);
    expect(new Set(types.slice(2, -3))).toEqual(new Set(['content_block_delta']));
    const { message, content, usage, stopReason } = assemble(claude);
    expect(message).toMatchObject({
      id: 'msg_C4mKb7yVn2Qe8Rj1Lw5Tx0Uo6PzHd',
      model: 'claude-as-asked',
      role: 'assistant',
      usage: { input_tokens: PROMPT_ESTIMATE },
    });
    expect(content).toHaveLength(1);
    expect(content[0]!.text).toMatch(/^Hello/);
    expect(stopReason).toBe('end_turn');
    expect(charged.source).toBe('upstream');
    expect(usage).toEqual({ input_tokens: 19, output_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });
  });

  it('a stream without usage: the output the gateway counted is what the client reads', () => {
    const { claude, charged } = relayAsClaude('openai/chat-stream.sse');
    expect(charged.source).toBe('local');
    expect(charged.completionTokens).toBeGreaterThan(0);
    expect(assemble(claude).usage).toMatchObject({ input_tokens: PROMPT_ESTIMATE, output_tokens: charged.completionTokens });
  });

  it('parallel tool calls: one tool_use block each, whose JSON fragments make its input', () => {
    const { claude } = relayAsClaude('openai/chat-stream-tool-calls.sse');
    const { content, stopReason } = assemble(claude);
    expect(content.map((block) => [block.type, block.id, block.name])).toEqual([
      ['tool_use', 'call_Qx4Lm8Tz2Vb6Nc1Kp9Rd3Hs', 'get_weather'],
      ['tool_use', 'call_Wd7Fp3Jn5Ya0Xe2Bq8Uc4Gt', 'get_weather'],
    ]);
    expect(content.map((block) => JSON.parse(block.json as string) as unknown)).toEqual([{ location: 'Paris, France' }, { location: 'Bogotá, Colombia' }]);
    expect(stopReason).toBe('tool_use');
  });

  it("an upstream error inside the stream becomes Claude's error event; a cut stream has no message_stop", () => {
    const failed = relayAsClaude('openai/chat-stream-error.sse');
    expect(failed.claude.at(-1)).toEqual({
      type: 'error',
      error: { type: 'api_error', message: 'The server had an error while processing your request. Sorry about that!' },
    });
    const cut = relayAsClaude('openai/chat-stream-cut.sse');
    expect(cut.complete).toBe(false);
    expect(cut.claude.map((event) => event.type)).not.toContain('message_stop');
    expect(assemble(cut.claude).content[0]!.text).toMatch(/^The/);
  });
});
