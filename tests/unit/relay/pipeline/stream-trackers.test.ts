import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SseEventTooLargeError, SseParser, type SseEvent } from '../../../../services/relay/pipeline/sse-parser';
import { ChatStreamTracker, usageChunkEvent } from '../../../../services/relay/pipeline/chat-stream-tracker';
import { ResponsesStreamTracker } from '../../../../services/relay/pipeline/responses-stream-tracker';
import { chatEventAction, planStreamUsage, type EventAction } from '../../../../services/relay/pipeline/stream-usage-plan';

/* The stream parser, the stream trackers and the usage-injection rule, on recorded streams. */

const FIXTURES = path.resolve(import.meta.dirname, '../../../testkit/fixtures/providers');
const STREAMS = [
  'openai/chat-stream.sse',
  'openai/chat-stream-usage.sse',
  'openai/chat-stream-tool-calls.sse',
  'openai/chat-stream-cut.sse',
  'openai/chat-stream-error.sse',
  'openai/responses-stream.sse',
  'openrouter/chat-stream.sse',
];
const stream = (name: string, model = 'gpt-4o-mini'): string => readFileSync(path.join(FIXTURES, name), 'utf8').replaceAll('{{model}}', model);

function parseAll(chunks: Iterable<Uint8Array | string>, parser = new SseParser()): SseEvent[] {
  const events: SseEvent[] = [];
  for (const chunk of chunks) events.push(...parser.push(chunk));
  events.push(...parser.end());
  return events;
}

/** A tokenizer stand-in: one token per word or punctuation mark, one per CJK character. */
const countWords = (text: string): number => text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]|\p{Script=Han}/gu)?.length ?? 0;

/** Runs a stream through a tracker the way the relay does: returns what the client receives. */
function relay(text: string, tracker: ChatStreamTracker | ResponsesStreamTracker): { sent: string; firstTokenAt: number[]; events: SseEvent[] } {
  const events = parseAll([text]);
  let sent = '';
  const firstTokenAt: number[] = [];
  events.forEach((event, index) => {
    const seen = tracker.observe(event);
    if (seen.firstToken) firstTokenAt.push(index);
    const action: EventAction = seen.action;
    if (action.kind === 'forward') sent += event.raw;
    else if (action.kind === 'replace') sent += action.raw;
  });
  return { sent, firstTokenAt, events };
}

describe('SseParser', () => {
  it('reads a recorded chat stream into its events, each with the exact text it came as', () => {
    const text = stream('openai/chat-stream.sse');
    const events = parseAll([text]);
    expect(events).toHaveLength(27);
    expect(events.at(-1)).toMatchObject({ data: '[DONE]', event: undefined });
    expect(events.map((e) => e.raw).join('')).toBe(text);
    expect(JSON.parse(events[1]?.data ?? '')).toMatchObject({ object: 'chat.completion.chunk', choices: [{ delta: { content: 'Sure' } }] });
  });

  it('reads event names, comments (pings), ids, retries, multi-line data and every kind of line end', () => {
    const text = ': ping\r\n\r\nevent: update\rid: 7\rretry: 1500\rdata: one\rdata:two\r\rdata\n\nfield-we-ignore: x\ndata: {"a":1}\n\n';
    expect(parseAll([text]).map(({ raw: _raw, ...rest }) => rest)).toEqual([
      { event: undefined, data: undefined, id: undefined, retry: undefined, comments: ['ping'] },
      { event: 'update', data: 'one\ntwo', id: '7', retry: 1500, comments: [] },
      { event: undefined, data: '', id: undefined, retry: undefined, comments: [] },
      { event: undefined, data: '{"a":1}', id: undefined, retry: undefined, comments: [] },
    ]);
    // A byte-order mark at the start, as bytes or as text, is not part of the first field.
    expect(parseAll([Buffer.from('\uFEFFdata: x\n\n')])[0]?.data).toBe('x');
    expect(parseAll(['\uFEFFdata: x\n\n'])[0]?.data).toBe('x');
  });

  it('returns a last event whose blank line never came, and the cut data of a stream dropped mid-event', () => {
    expect(parseAll(['data: [DONE]\n']).map((e) => e.data)).toEqual(['[DONE]']);
    expect(parseAll(['data: [DONE]']).map((e) => e.data)).toEqual(['[DONE]']);
    const cut = parseAll([stream('openai/chat-stream-cut.sse')]);
    expect(cut.at(-1)?.data).toMatch(/^\{"id":"chatcmpl-.*"created":1$/);
  });

  it('holds a line ending in \\r until the next chunk says whether \\n follows', () => {
    const parser = new SseParser();
    expect(parser.push('data: a\r\n\r')).toEqual([]);
    expect(parser.push('\ndata: b\r\n\r\n')).toEqual([
      { event: undefined, data: 'a', id: undefined, retry: undefined, comments: [], raw: 'data: a\r\n\r\n' },
      { event: undefined, data: 'b', id: undefined, retry: undefined, comments: [], raw: 'data: b\r\n\r\n' },
    ]);
    // A lone \r at the very end is a line end.
    const alone = new SseParser();
    expect(alone.push('data: c\r\r')).toEqual([]);
    expect(alone.end().map((e) => e.data)).toEqual(['c']);
  });

  it('refuses an event larger than its limit, even one that never ends', () => {
    const parser = new SseParser({ maxEventChars: 1000 });
    expect(() => {
      for (let i = 0; i < 20; i++) parser.push(`data: ${'x'.repeat(100)}`);
    }).toThrow(SseEventTooLargeError);
    const multiLine = new SseParser({ maxEventChars: 1000 });
    expect(() => multiLine.push(`data: ${'y'.repeat(600)}\ndata: ${'y'.repeat(600)}\n`)).toThrow(SseEventTooLargeError);
  });

  it('reads a long event in small chunks in linear time', () => {
    // Counted, not timed: every character the parser searches for a line end
    // (String#indexOf from its start index to the end) and every character it
    // joins (Array#join). Re-scanning or re-joining the held line on each of
    // the 4,096 chunks would count about 8 G characters; linear work counts
    // a small multiple of the event's 4 MiB.
    const data = 'z'.repeat(4 * 1024 * 1024);
    const text = `data: ${data}\n\n`;
    const parser = new SseParser();
    const events: SseEvent[] = [];
    const work = countStringWork(() => {
      for (let i = 0; i < text.length; i += 1024) events.push(...parser.push(text.slice(i, i + 1024)));
    });
    expect(events).toHaveLength(1);
    expect(events[0]?.data?.length).toBe(data.length);
    expect(work.searched).toBeGreaterThan(0);
    expect(work.searched).toBeLessThanOrEqual(3 * text.length);
    expect(work.joined).toBeLessThanOrEqual(2 * text.length);
  });

  it('a stream split at every possible byte boundary parses the same', () => {
    for (const name of STREAMS) {
      for (const text of [stream(name), stream(name).replaceAll('\n', '\r\n')]) {
        const bytes = Buffer.from(text);
        const whole = parseAll([bytes]);
        for (let cut = 1; cut < bytes.length; cut++) {
          const split = parseAll([bytes.subarray(0, cut), bytes.subarray(cut)]);
          if (split.length !== whole.length || JSON.stringify(split) !== JSON.stringify(whole)) {
            expect({ name, cut, split }).toEqual({ name, cut, split: whole });
          }
        }
      }
    }
    // Every cut of every recorded stream: 13-20 s on a loaded 2-core machine.
  }, 120_000);

  it('a stream cut into any number of chunks, anywhere, parses the same (property)', () => {
    const texts = STREAMS.flatMap((name) => [stream(name), stream(name).replaceAll('\n', '\r\n'), stream(name).replaceAll('\n', '\r')]);
    fc.assert(
      fc.property(fc.constantFrom(...texts.keys()), fc.uniqueArray(fc.nat({ max: 20_000 }), { maxLength: 60 }), (which, cuts) => {
        const bytes = Buffer.from(texts[which] ?? '');
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks = [...points, bytes.length].map((end, i) => bytes.subarray(i === 0 ? 0 : points[i - 1], end));
        expect(parseAll(chunks)).toEqual(parseAll([bytes]));
      }),
    );
  });

  it('parses back any stream it is given, whatever its line ends and chunking (property)', () => {
    const line = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ':', '{', '"', 'é', '中', '🧾') });
    const event = fc.record({
      event: fc.option(fc.string({ unit: fc.constantFrom('a', 'b', '.') }), { nil: undefined }),
      data: fc.array(line, { minLength: 1, maxLength: 4 }),
      comments: fc.array(fc.string({ unit: fc.constantFrom('x', ' ', 'p') }), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), fc.constantFrom('\n', '\r\n', '\r'), fc.array(fc.nat(), { maxLength: 10 }), (events, eol, cuts) => {
        const text = events
          .map(
            (e) =>
              [...e.comments.map((c) => `:${c}`), ...(e.event !== undefined ? [`event: ${e.event}`] : []), ...e.data.map((d) => `data: ${d}`)].join(eol) +
              eol +
              eol,
          )
          .join('');
        const bytes = Buffer.from(text);
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks = [...points, bytes.length].map((end, i) => bytes.subarray(i === 0 ? 0 : points[i - 1], end));
        const parsed = parseAll(chunks);
        expect(parsed.map((e) => ({ event: e.event, data: e.data, comments: e.comments }))).toEqual(
          events.map((e) => ({ event: e.event, data: e.data.join('\n'), comments: e.comments.map((c) => (c.startsWith(' ') ? c.slice(1) : c)) })),
        );
        expect(parsed.map((e) => e.raw).join('')).toBe(text);
      }),
    );
  });
});

describe('ChatStreamTracker', () => {
  it('a stream without usage: finish reason, first token, and the output counted locally (never free, never a full refund)', () => {
    const tracker = new ChatStreamTracker({ countTokens: countWords, stripUsage: false });
    const text = stream('openai/chat-stream.sse');
    const { sent, firstTokenAt } = relay(text, tracker);
    expect(sent).toBe(text);
    // Event 0 only says role: assistant with empty content; event 1 carries "Sure".
    expect(firstTokenAt).toEqual([1]);
    expect(tracker).toMatchObject({ usage: null, finishReason: 'stop', done: true, error: null, producedOutput: true, toolCalls: 0 });
    expect(tracker.meta).toEqual({
      id: 'chatcmpl-C4mJ8Qx2bVd1Lk7Tz0fPsa9Wn3RyE',
      model: 'gpt-4o-mini',
      created: 1755012740,
      systemFingerprint: 'fp_34a54ae93c',
    });
    // "Sure! Here is a haiku:\n\nQuiet ledger hums,\n每一笔都记账 🧾,\ntokens fall like rain."
    const counted = tracker.completionTokens();
    expect(counted).toBe(countWords('Sure! Here is a haiku:\n\nQuiet ledger hums,\n每一笔都记账 🧾,\ntokens fall like rain.'));
    expect(tracker.settlementUsage(19)).toMatchObject({ promptTokens: 19, completionTokens: counted, source: 'local' });
  });

  it('takes the usage chunk the gateway asked for out of a stream whose client did not ask, and keeps the usage', () => {
    const text = stream('openai/chat-stream-usage.sse');
    const tracker = new ChatStreamTracker({ countTokens: countWords, stripUsage: true });
    const { sent, events } = relay(text, tracker);
    const usageEvent = events.at(-2);
    expect(usageEvent?.data).toContain('"choices":[]');
    expect(sent).toBe(text.replace(usageEvent?.raw ?? '', ''));
    expect(sent).not.toContain('"prompt_tokens"');
    expect(tracker.usage).toMatchObject({ promptTokens: 19, completionTokens: 10, source: 'upstream' });
    expect(tracker.settlementUsage(25)).toMatchObject({ promptTokens: 19, completionTokens: 10, source: 'upstream' });
    // A client that asked gets it untouched.
    const asked = relay(text, new ChatStreamTracker({ countTokens: countWords, stripUsage: false }));
    expect(asked.sent).toBe(text);
  });

  it('a chunk with both choices and usage (OpenRouter) loses only its usage; pings pass through', () => {
    const text = stream('openrouter/chat-stream.sse', 'openai/gpt-4o');
    const tracker = new ChatStreamTracker({ countTokens: countWords, stripUsage: true });
    const { sent, events } = relay(text, tracker);
    expect(events.slice(0, 2).map((e) => e.comments)).toEqual([['OPENROUTER PROCESSING'], ['OPENROUTER PROCESSING']]);
    expect(sent.startsWith(': OPENROUTER PROCESSING\n\n: OPENROUTER PROCESSING\n\n')).toBe(true);
    const usageEvent = events.find((e) => e.data?.includes('"usage"'));
    const replaced = chatEventAction(usageEvent as SseEvent, JSON.parse(usageEvent?.data ?? ''), true);
    expect(replaced.kind).toBe('replace');
    const rewritten = JSON.parse((replaced as { raw: string }).raw.replace(/^data: /, '').replace(/\n\n$/, '')) as Record<string, unknown>;
    expect(rewritten).toEqual({ ...JSON.parse(usageEvent?.data ?? ''), usage: undefined });
    expect('usage' in rewritten).toBe(false);
    expect(sent).not.toContain('"usage"');
    expect(tracker.usage).toMatchObject({ promptTokens: 1697, completionTokens: 12, cachedTokens: 1536, upstreamCost: 0.0043625 });
    expect(tracker.finishReason).toBe('stop');
  });

  it('tool calls: each call once, names and arguments counted, 7 tokens a call', () => {
    const tracker = new ChatStreamTracker({ countTokens: countWords, stripUsage: false });
    const { firstTokenAt } = relay(stream('openai/chat-stream-tool-calls.sse'), tracker);
    expect(firstTokenAt).toEqual([0]);
    expect(tracker).toMatchObject({ toolCalls: 2, finishReason: 'tool_calls', done: true });
    expect(tracker.usage).toMatchObject({ promptTokens: 82, completionTokens: 51 });
    const expected = countWords('get_weather{"location":"Paris, France"}get_weather{"location":"Bogotá, Colombia"}') + 2 * 7;
    expect(tracker.completionTokens()).toBe(expected);
  });

  it('a stream cut mid-event: no usage, not done, what arrived is counted', () => {
    const tracker = new ChatStreamTracker({ countTokens: countWords, stripUsage: true });
    relay(stream('openai/chat-stream-cut.sse'), tracker);
    expect(tracker).toMatchObject({ usage: null, done: false, malformedEvents: 1, finishReason: null });
    const settled = tracker.settlementUsage(30);
    expect(settled).toMatchObject({ promptTokens: 30, source: 'local' });
    expect(settled.completionTokens).toBe(countWords('The ledger keeps every hold until it settles or is released. A request that'));
  });

  it('upstream error text is never counted as output', () => {
    const tracker = new ChatStreamTracker({ countTokens: countWords, stripUsage: true });
    const text = stream('openai/chat-stream-error.sse');
    const { sent } = relay(text, tracker);
    // The client sees the error as upstream sent it (redaction is the caller's).
    expect(sent).toBe(text);
    expect(tracker.error).toEqual({
      message: 'The server had an error while processing your request. Sorry about that!',
      type: 'server_error',
      code: undefined,
    });
    expect(tracker.completionTokens()).toBe(countWords('Partial answer before the failure'));
    expect(tracker.done).toBe(false);
  });

  it('upstream zeros are not believed beside output the gateway saw', () => {
    const tracker = new ChatStreamTracker({ countTokens: countWords, stripUsage: false });
    const text = stream('openai/chat-stream-usage.sse').replace(
      '"prompt_tokens":19,"completion_tokens":10,"total_tokens":29',
      '"prompt_tokens":19,"completion_tokens":0,"total_tokens":19',
    );
    relay(text, tracker);
    expect(tracker.settlementUsage(25)).toMatchObject({
      promptTokens: 19,
      completionTokens: countWords('Hello! How can I help you today?'),
      corrections: ['completion-from-local-count'],
    });
  });

  it('memory stays bounded on a very long stream: older text is counted and let go', () => {
    const counted: number[] = [];
    const countAndNote = (text: string) => {
      counted.push(text.length);
      return countWords(text);
    };
    const tracker = new ChatStreamTracker({ countTokens: countAndNote, stripUsage: false, maxBufferedChars: 4096 });
    const piece = (i: number) => `data: ${JSON.stringify({ id: 'c', choices: [{ index: 0, delta: { content: `word${i % 10} ` } }] })}\n\n`;
    let text = '';
    for (let i = 0; i < 20_000; i++) text += piece(i);
    const parser = new SseParser();
    for (const event of parser.push(text)) tracker.observe(event);
    // Text went to the tokenizer in slices no longer than the bound, while the stream ran.
    expect(counted.length).toBeGreaterThan(20);
    expect(Math.max(...counted)).toBeLessThanOrEqual(4096 + 7);
    expect(tracker.completionTokens()).toBe(20_000);
  });

  it('CJK text with no spaces is cut between whole characters', () => {
    const tracker = new ChatStreamTracker({ countTokens: countWords, stripUsage: false, maxBufferedChars: 100 });
    for (let i = 0; i < 500; i++) {
      tracker.observe({
        event: undefined,
        data: JSON.stringify({ choices: [{ delta: { content: i % 2 === 0 ? '账' : '🧾' } }] }),
        id: undefined,
        retry: undefined,
        comments: [],
        raw: '',
      });
    }
    expect(tracker.completionTokens()).toBe(countWords('账🧾'.repeat(250)));
  });
});

describe('usage injection', () => {
  const body = { model: 'gpt-4o', stream: true, messages: [] };

  it('asks upstream for usage when the client did not, and strips it; leaves a client that asked alone', () => {
    const plan = planStreamUsage(body, 'stream-options');
    expect(plan).toEqual({ body: { ...body, stream_options: { include_usage: true } }, clientAskedForUsage: false, stripUsage: true });
    const keeps = planStreamUsage({ ...body, stream_options: { include_obfuscation: false } }, 'stream-options');
    expect(keeps.body.stream_options).toEqual({ include_obfuscation: false, include_usage: true });
    const asked = { ...body, stream_options: { include_usage: true } };
    expect(planStreamUsage(asked, 'stream-options')).toEqual({ body: asked, clientAskedForUsage: true, stripUsage: false });
    expect(planStreamUsage({ ...body, stream_options: { include_usage: false } }, 'stream-options').stripUsage).toBe(true);
  });

  it('OpenRouter, providers that always send usage, providers that cannot, and plain answers', () => {
    expect(planStreamUsage(body, 'usage-include')).toEqual({ body: { ...body, usage: { include: true } }, clientAskedForUsage: false, stripUsage: true });
    expect(planStreamUsage({ ...body, usage: { include: true } }, 'usage-include')).toMatchObject({ clientAskedForUsage: true, stripUsage: false });
    expect(planStreamUsage(body, 'always')).toEqual({ body, clientAskedForUsage: false, stripUsage: true });
    expect(planStreamUsage(body, 'none')).toEqual({ body, clientAskedForUsage: false, stripUsage: false });
    const plain = { model: 'gpt-4o', messages: [] };
    expect(planStreamUsage(plain, 'stream-options')).toEqual({ body: plain, clientAskedForUsage: false, stripUsage: false });
  });

  it('decides per chunk: forward, drop the usage-only chunk, or strip usage from a chunk with choices', () => {
    const event: SseEvent = { event: undefined, data: '', id: undefined, retry: undefined, comments: [], raw: 'data: …\n\n' };
    expect(chatEventAction(event, { choices: [], usage: { prompt_tokens: 1 } }, true)).toEqual({ kind: 'drop' });
    expect(chatEventAction(event, { choices: [], usage: { prompt_tokens: 1 } }, false)).toEqual({ kind: 'forward' });
    expect(chatEventAction(event, { choices: [{ delta: { content: 'x' } }], usage: null }, true)).toEqual({ kind: 'forward' });
    expect(chatEventAction(event, { choices: [{ delta: {} }], usage: { prompt_tokens: 1 } }, true)).toEqual({
      kind: 'replace',
      raw: 'data: {"choices":[{"delta":{}}]}\n\n',
    });
    expect(chatEventAction({ ...event, event: 'chunk', id: '4' }, { choices: [{}], usage: {} }, true)).toEqual({
      kind: 'replace',
      raw: 'event: chunk\nid: 4\ndata: {"choices":[{}]}\n\n',
    });
  });

  it('a client that asked gets a usage chunk from the local count when upstream sent none', () => {
    const tracker = new ChatStreamTracker({ countTokens: countWords, stripUsage: false });
    relay(stream('openai/chat-stream.sse'), tracker);
    const chunk = usageChunkEvent(tracker.meta, tracker.settlementUsage(19));
    const parsed = parseAll([chunk]);
    expect(JSON.parse(parsed[0]?.data ?? '')).toEqual({
      id: 'chatcmpl-C4mJ8Qx2bVd1Lk7Tz0fPsa9Wn3RyE',
      object: 'chat.completion.chunk',
      created: 1755012740,
      model: 'gpt-4o-mini',
      system_fingerprint: 'fp_34a54ae93c',
      choices: [],
      usage: { prompt_tokens: 19, completion_tokens: tracker.completionTokens(), total_tokens: 19 + tracker.completionTokens() },
    });
  });
});

describe('ResponsesStreamTracker', () => {
  it('forwards every event, takes the usage from response.completed and counts the text deltas', () => {
    const tracker = new ResponsesStreamTracker({ countTokens: countWords });
    const text = stream('openai/responses-stream.sse', 'gpt-5-mini');
    const { sent, firstTokenAt, events } = relay(text, tracker);
    expect(sent).toBe(text);
    expect(events[0]?.event).toBe('response.created');
    expect(firstTokenAt).toEqual([events.findIndex((e) => e.event === 'response.output_text.delta')]);
    expect(tracker).toMatchObject({ done: true, finishReason: 'completed', error: null, upstreamModel: 'gpt-5-mini' });
    expect(tracker.usage).toMatchObject({ promptTokens: 1310, completionTokens: 86, cachedTokens: 1152, reasoningTokens: 64 });
    expect(tracker.completionTokens()).toBe(countWords('Prompt caching reuses the longest matching prefix of a recent request.'));
  });

  it('an error event or a failed response is recorded, not counted', () => {
    const tracker = new ResponsesStreamTracker({ countTokens: countWords });
    const events = parseAll([
      'event: response.output_text.delta\ndata: {"type":"response.output_text.delta","delta":"Hi"}\n\n',
      'event: error\ndata: {"type":"error","code":"server_error","message":"Something went wrong","param":null}\n\n',
      'event: response.failed\ndata: {"type":"response.failed","response":{"status":"failed","error":{"code":"server_error","message":"boom"},"usage":null}}\n\n',
    ]);
    for (const event of events) tracker.observe(event);
    expect(tracker).toMatchObject({ done: true, finishReason: 'failed', usage: null, error: { message: 'boom', code: 'server_error', type: undefined } });
    expect(tracker.completionTokens()).toBe(1);
    expect(tracker.settlementUsage(5)).toMatchObject({ promptTokens: 5, completionTokens: 1, source: 'local' });
  });

  it('a function call counts once, with its name and arguments', () => {
    const tracker = new ResponsesStreamTracker({ countTokens: countWords });
    const lines = [
      { type: 'response.output_item.added', item: { id: 'fc_1', type: 'function_call', name: 'get_weather', arguments: '' } },
      { type: 'response.function_call_arguments.delta', item_id: 'fc_1', delta: '{"city":' },
      { type: 'response.function_call_arguments.delta', item_id: 'fc_1', delta: '"Paris"}' },
      { type: 'response.output_item.done', item: { id: 'fc_1', type: 'function_call', name: 'get_weather', arguments: '{"city":"Paris"}' } },
    ];
    const seen = parseAll(lines.map((l) => `event: ${l.type}\ndata: ${JSON.stringify(l)}\n\n`)).map((e) => tracker.observe(e).firstToken);
    expect(seen).toEqual([true, false, false, false]);
    expect(tracker.toolCalls).toBe(1);
    expect(tracker.completionTokens()).toBe(countWords('get_weather{"city":"Paris"}') + 7);
  });
});

/**
 * Runs `work` while counting the characters String#indexOf may scan (from
 * its start index to the end of the string) and the characters Array#join
 * produces, the two ways a line parser can go quadratic.
 */
function countStringWork(work: () => void): { searched: number; joined: number } {
  const indexOf = String.prototype.indexOf;
  const join = Array.prototype.join;
  const counts = { searched: 0, joined: 0 };
  String.prototype.indexOf = function (this: string, search: string, position?: number) {
    counts.searched += this.length - Math.max(0, Math.min(position ?? 0, this.length));
    return indexOf.call(this, search, position);
  };
  Array.prototype.join = function (this: unknown[], separator?: string) {
    const joined = join.call(this, separator);
    counts.joined += joined.length;
    return joined;
  };
  try {
    work();
  } finally {
    String.prototype.indexOf = indexOf;
    Array.prototype.join = join;
  }
  return counts;
}
