import type { IncomingMessage, ServerResponse } from 'node:http';
import { normaliseModelName } from '../../../features/pricing';
import { chatRequestOfClaude } from '../../pipeline/claude/claude-request';
import { checkKeyed, groupOptions, keyRefusalWithoutModel, lookUpKey } from '../key-checks';
import type { RelayContext, RelayDeps } from '../openai/flight';
import { readRelayBody } from '../read-body';
import { fieldsOf, parseRequestBody } from '../request-body';
import { sendRelayError } from '../send-relay-error';

/*
 * `POST /v1/messages/count_tokens` (Anthropic's token counting): the
 * prompt of a Claude Messages body, counted by the tokenizer the relay
 * holds its reservations with, answered as `{"input_tokens": n}`. Claude
 * Code asks it to size its context. Nothing goes upstream and nothing is
 * charged, but the key is checked as for a request to that model, so a
 * key cannot count for a model it may not use.
 */

export async function countClaudeTokens(deps: RelayDeps, req: IncomingMessage, res: ServerResponse, { requestId, clientIp }: RelayContext): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://relay');
  const lookup = await lookUpKey(deps.hot, { headers: req.headers, path: url.pathname, query: url.searchParams });
  const now = deps.clock();
  const refusal = keyRefusalWithoutModel(lookup, deps.options, clientIp, now);
  if (refusal !== null) {
    if (!req.complete) res.setHeader('connection', 'close');
    return sendRelayError(res, refusal, requestId, 'claude');
  }
  const read = await readRelayBody(req);
  if (!read.ok) {
    if (read.reason === 'aborted') return void res.destroy();
    res.setHeader('connection', 'close');
    return sendRelayError(res, { kind: 'body_too_large' }, requestId, 'claude');
  }
  const parsed = parseRequestBody(false, req.headers['content-type'], read.bytes);
  if (!parsed.ok) return sendRelayError(res, parsed.error, requestId, 'claude');
  const chat = chatRequestOfClaude(fieldsOf(parsed.body));
  if (!chat.ok) return sendRelayError(res, { kind: 'bad_request', detail: chat.detail }, requestId, 'claude');
  const model = chat.body.model as string;
  const checked = checkKeyed(lookup, groupOptions(deps.options), deps.options, { model, modelMatchName: normaliseModelName(model), clientIp, now });
  if (!checked.ok) return sendRelayError(res, checked.error, requestId, 'claude');
  const body = JSON.stringify({ input_tokens: deps.countPrompt('chat', { kind: 'json', value: chat.body }, model) });
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': requestId });
  res.end(body);
}
