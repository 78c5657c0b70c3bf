import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClaudeStreamWriter } from '../../../../../services/relay/pipeline/claude/claude-stream';
import { GeminiStreamWriter } from '../../../../../services/relay/pipeline/gemini/gemini-stream';
import { SseParser, type SseEvent } from '../../../../../services/relay/pipeline/sse-parser';

/*
 * Any chat completion stream an OpenAI-compatible upstream may send (text,
 * reasoning and tool calls in any order, argument fragments of any size)
 * becomes a well-formed Claude event stream and Gemini stream that say the
 * same thing: every block opened once and closed once, in order, deltas
 * only into the open block, the text and each call's arguments whole.
 */

type Piece =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'reasoning'; readonly text: string }
  | { readonly kind: 'call'; readonly name: string; readonly fragments: readonly string[] };

const piece: fc.Arbitrary<Piece> = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), text: fc.string({ minLength: 1, maxLength: 12 }) }),
  fc.record({ kind: fc.constant('reasoning' as const), text: fc.string({ minLength: 1, maxLength: 12 }) }),
  fc.record({
    kind: fc.constant('call' as const),
    name: fc.constantFrom('get_weather', 'lookup'),
    fragments: fc.array(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 0, maxLength: 5 }),
  }),
);

/** The upstream's events for the pieces, in OpenAI's chunk format, then the finish, the usage and `[DONE]`. */
function chatStream(pieces: readonly Piece[]): SseEvent[] {
  const chunks: unknown[] = [{ id: 'chatcmpl-x', choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] }];
  let calls = 0;
  for (const p of pieces) {
    if (p.kind === 'text') chunks.push({ id: 'chatcmpl-x', choices: [{ index: 0, delta: { content: p.text } }] });
    else if (p.kind === 'reasoning') chunks.push({ id: 'chatcmpl-x', choices: [{ index: 0, delta: { reasoning_content: p.text } }] });
    else {
      const index = calls++;
      chunks.push({
        id: 'chatcmpl-x',
        choices: [{ index: 0, delta: { tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name: p.name, arguments: '' } }] } }],
      });
      for (const fragment of p.fragments)
        chunks.push({ id: 'chatcmpl-x', choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: fragment } }] } }] });
    }
  }
  chunks.push({ id: 'chatcmpl-x', choices: [{ index: 0, delta: {}, finish_reason: calls > 0 ? 'tool_calls' : 'stop' }] });
  chunks.push({ id: 'chatcmpl-x', choices: [], usage: { prompt_tokens: 5, completion_tokens: 7, total_tokens: 12 } });
  const text = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('') + 'data: [DONE]\n\n';
  return [...new SseParser().push(text)];
}

const USAGE = () => ({ promptTokens: 5, completionTokens: 7, semantics: 'openai' as const });

/** What the pieces say, merged as a reader would: runs of one kind joined, and each call with its arguments. */
function meaning(pieces: readonly Piece[]) {
  const blocks: Array<{ kind: string; text: string; name?: string }> = [];
  for (const p of pieces) {
    const last = blocks.at(-1);
    if (p.kind === 'call') blocks.push({ kind: 'call', name: p.name, text: p.fragments.join('') });
    else if (last !== undefined && last.kind === p.kind) last.text += p.text;
    else blocks.push({ kind: p.kind, text: p.text });
  }
  return blocks;
}

describe('converted streams (property)', () => {
  it('Claude: blocks opened and closed in order, deltas only into the open block, everything said once', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const writer = new ClaudeStreamWriter({ model: 'm', requestId: 'r', promptEstimate: 5 });
        const sent = chatStream(pieces)
          .map((event) => writer.write(event, USAGE))
          .join('');
        const events = [...new SseParser().push(sent)].map((event) => JSON.parse(event.data!) as Record<string, unknown> & { type: string });
        expect(events[0]!.type).toBe('message_start');
        expect(events.slice(-2).map((e) => e.type)).toEqual(['message_delta', 'message_stop']);
        const blocks: Array<{ kind: string; text: string; name?: string }> = [];
        let open: number | null = null;
        for (const event of events.slice(1, -2)) {
          const index = event.index as number;
          if (event.type === 'content_block_start') {
            expect(open).toBeNull();
            expect(index).toBe(blocks.length);
            const block = event.content_block as { type: string; name?: string };
            blocks.push({ kind: block.type === 'tool_use' ? 'call' : block.type === 'thinking' ? 'reasoning' : 'text', text: '', name: block.name });
            open = index;
          } else if (event.type === 'content_block_delta') {
            expect(index).toBe(open);
            const delta = event.delta as { text?: string; thinking?: string; partial_json?: string };
            blocks[index]!.text += delta.text ?? delta.thinking ?? delta.partial_json ?? '';
          } else {
            expect(event.type).toBe('content_block_stop');
            expect(index).toBe(open);
            open = null;
          }
        }
        expect(open).toBeNull();
        expect(blocks).toEqual(meaning(pieces).map((b) => (b.kind === 'call' ? b : { ...b, name: undefined })));
        expect((events.at(-2)!.delta as { stop_reason: string }).stop_reason).toBe(pieces.some((p) => p.kind === 'call') ? 'tool_use' : 'end_turn');
      }),
      { numRuns: 300 },
    );
  });

  it('Gemini: the text and thinking as sent, every call whole in the last response, in either framing', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.constantFrom('sse' as const, 'array' as const), (pieces, framing) => {
        const writer = new GeminiStreamWriter({ model: 'm', requestId: 'r', framing });
        const sent = chatStream(pieces)
          .map((event) => writer.write(event, USAGE))
          .join('');
        type Part = { text?: string; thought?: boolean; functionCall?: { name: string } };
        const responses = (
          framing === 'array' ? (JSON.parse(sent) as unknown[]) : [...new SseParser().push(sent)].map((event) => JSON.parse(event.data!) as unknown)
        ) as Array<{ candidates: Array<{ content: { parts: Part[] }; finishReason?: string }> }>;
        const parts = responses.flatMap((r) => r.candidates[0]!.content.parts);
        const said = (thought: boolean) =>
          parts
            .filter((p) => p.text !== undefined && (p.thought === true) === thought)
            .map((p) => p.text)
            .join('');
        expect(said(false)).toBe(pieces.flatMap((p) => (p.kind === 'text' ? [p.text] : [])).join(''));
        expect(said(true)).toBe(pieces.flatMap((p) => (p.kind === 'reasoning' ? [p.text] : [])).join(''));
        const calls = responses.at(-1)!.candidates[0]!.content.parts.flatMap((p) => (p.functionCall ? [p.functionCall.name] : []));
        expect(calls).toEqual(pieces.flatMap((p) => (p.kind === 'call' ? [p.name] : [])));
        expect(responses.at(-1)!.candidates[0]!.finishReason).toBe('STOP');
      }),
      { numRuns: 300 },
    );
  });
});
