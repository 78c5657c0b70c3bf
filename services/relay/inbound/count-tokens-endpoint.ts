import type { IncomingMessage, ServerResponse } from 'node:http';
import { normaliseModelName } from '../../features/pricing';
import { requestFor } from '../pipeline/client-format';
import { checkKey, checkPayerModel, groupOptions, lookUpKey } from './key-checks';
import type { RelayContext, RelayDeps } from './openai/flight';
import { readRelayBody } from './read-body';
import { fieldsOf, parseRequestBody } from './request-body';
import { sendRelayError } from './send-relay-error';

/*
 * Token counting, as Anthropic (`POST /v1/messages/count_tokens`, answered
 * `{"input_tokens": n}`) and Gemini (`POST /v1beta/models/{model}:
 * countTokens`, answered `{"totalTokens": n}`) offer it: the prompt of a
 * request in the client's format, counted by the tokenizer the relay holds
 * its reservations with. Claude Code asks it to size its context. Nothing
 * goes upstream and nothing is charged, but the key is checked as for a
 * request to that model, so a key cannot count for a model it may not use.
 */

/** Where the client's format puts what is counted: Gemini names the model in the path. */
export type CountTokensRoute = { readonly client: 'claude' } | { readonly client: 'gemini'; readonly model: string };

export async function countPromptTokens(
  deps: RelayDeps,
  req: IncomingMessage,
  res: ServerResponse,
  route: CountTokensRoute,
  { requestId, clientIp }: RelayContext,
  url: URL,
): Promise<void> {
  const { client } = route;
  const lookup = await lookUpKey(deps.hot, { headers: req.headers, path: url.pathname, query: url.searchParams });
  const now = deps.clock();
  const key = checkKey(lookup, groupOptions(deps.options), deps.options, { clientIp, now });
  if (!key.ok) {
    if (!req.complete) res.setHeader('connection', 'close');
    return sendRelayError(res, key.error, requestId, client);
  }
  const read = await readRelayBody(req);
  if (!read.ok) {
    if (read.reason === 'aborted') return void res.destroy();
    res.setHeader('connection', 'close');
    return sendRelayError(res, { kind: 'body_too_large' }, requestId, client);
  }
  const parsed = parseRequestBody(false, req.headers['content-type'], read.bytes);
  if (!parsed.ok) return sendRelayError(res, parsed.error, requestId, client);
  const fields = fieldsOf(parsed.body);
  // Gemini counts either the contents or a whole generateContentRequest.
  const asked = client === 'gemini' && isObject(fields.generateContentRequest) ? fields.generateContentRequest : fields;
  const chat = requestFor(client, asked, { model: route.client === 'gemini' ? route.model : '' });
  if (!chat.ok) return sendRelayError(res, { kind: 'bad_request', detail: chat.detail }, requestId, client);
  const model = chat.body.model as string;
  const checked = checkPayerModel(key, { model, modelMatchName: normaliseModelName(model) });
  if (!checked.ok) return sendRelayError(res, checked.error, requestId, client);
  const tokens = deps.countPrompt('chat', { kind: 'json', value: chat.body }, model);
  const body = JSON.stringify(client === 'claude' ? { input_tokens: tokens } : { totalTokens: tokens });
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': requestId });
  res.end(body);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
