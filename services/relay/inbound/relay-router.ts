import type { IncomingMessage, ServerResponse } from 'node:http';
import { autoGroups, usableGroups } from '../../features/pricing';
import { checkKeyWithoutModel, groupOptions } from './key-checks';
import { answerBilling, billingEndpointOf } from './billing-dashboard';
import { countPromptTokens } from './count-tokens-endpoint';
import { anthropicModel, anthropicModelList, geminiModel, modelsForToken, openAiModel } from './openai/list-models';
import { geminiErrorBody } from '../pipeline/gemini/gemini-error';
import type { ClientFormat } from '../pipeline/client-format';
import { matchOpenAiRoute } from './openai/openai-routes';
import { oneJudgementPerChannel } from './openai/one-judgement-per-channel';
import { relayOpenAi, type RelayContext, type RelayDeps } from './openai/relay-openai';
import { PLAYGROUND_PATH, relayPlayground, type PlaygroundDeps } from './playground';
import { sendRelayError } from './send-relay-error';

/*
 * The relay's front door: routes a request under /v1 (and the other relay
 * prefixes) to the format that serves it, answers CORS for API clients in
 * browsers (server-behaviour 2.1: any origin, no cookies are read here), and
 * answers the paths nothing serves in the OpenAI error shape.
 *
 * `/pg` is the exception: the console's playground is signed by its session
 * cookie, so it is served to this site only and answers no CORS at all
 * (playground.ts).
 */

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
} as const;

/** Gemini's token counting, on `/v1beta` and `/v1`. */
const GEMINI_COUNT_TOKENS = /^\/v1(?:beta)?\/models\/([^/:]+):countTokens$/;

export type RelayHandler = (req: IncomingMessage, res: ServerResponse, context: RelayContext) => Promise<void>;

/** The relay's dependencies, with what the gateway lends the playground of the console's sign-in. */
export type RelayRouterDeps = PlaygroundDeps;

export function createRelayHandler(given: RelayRouterDeps): RelayHandler {
  const deps: RelayRouterDeps = { ...given, channelFailed: oneJudgementPerChannel(given.channelFailed) };
  return async (req, res, context) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://relay');
    const { pathname } = url;
    // Before the CORS headers: no other site's page may call it, nor learn how it answers.
    if (pathname === '/pg' || pathname.startsWith('/pg/')) {
      return method === 'POST' && pathname === PLAYGROUND_PATH ? relayPlayground(deps, req, res, context, url) : relayNotFound(req, res);
    }
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (method === 'OPTIONS') return void res.writeHead(204).end();
    if (
      method === 'GET' &&
      (pathname === '/v1/models' ||
        pathname === '/v1beta/openai/models' ||
        pathname.startsWith('/v1/models/') ||
        /^\/v1beta\/models(\/[^/:]+)?$/.test(pathname))
    ) {
      return listModels(deps, req, res, context, url);
    }
    const billing = billingEndpointOf(pathname);
    if (billing !== null) return method === 'GET' ? answerBilling(deps, req, res, billing, context, url) : relayNotFound(req, res);
    if (pathname === '/v1/messages/count_tokens')
      return method === 'POST' ? countPromptTokens(deps, req, res, { client: 'claude' }, context, url) : relayNotFound(req, res);
    const geminiCount = GEMINI_COUNT_TOKENS.exec(pathname);
    if (geminiCount !== null && method === 'POST')
      return countPromptTokens(deps, req, res, { client: 'gemini', model: modelInPath(geminiCount[1]!) }, context, url);
    const match = matchOpenAiRoute(method, pathname, url.searchParams);
    switch (match.kind) {
      case 'route':
        return relayOpenAi(deps, req, res, match.route, context, url);
      case 'not_implemented':
        return sendRelayError(res, { kind: 'not_implemented' }, context.requestId);
      case 'none':
        return relayNotFound(req, res);
    }
  };
}

/** The models the key may use; one of them by name under `/v1/models/:model`. */
async function listModels(deps: RelayDeps, req: IncomingMessage, res: ServerResponse, context: RelayContext, url: URL): Promise<void> {
  const { pathname } = url;
  const checked = await checkKeyWithoutModel(
    deps.hot,
    deps.options,
    { headers: req.headers, path: pathname, query: url.searchParams },
    context.clientIp,
    deps.clock(),
  );
  // Whose list it is: Google's key or path ask for Gemini's; every Anthropic client sends anthropic-version (the official one
  // sends its key as a bearer token, not x-api-key, so that is not asked for).
  const client: ClientFormat =
    pathname.startsWith('/v1beta/models') || req.headers['x-goog-api-key'] !== undefined || url.searchParams.has('key')
      ? 'gemini'
      : req.headers['anthropic-version'] !== undefined
        ? 'claude'
        : 'openai';
  if (!checked.ok) return sendRelayError(res, checked.error, context.requestId, client);
  const { token, owner } = checked;
  const groups = groupOptions(deps.options);
  const group = token.group || owner.group;
  const names = modelsForToken(deps.hot.channels().abilities, group === 'auto' ? autoGroups(groups, usableGroups(groups, owner.group)) : [group], token);
  const [, under = null] = /^\/v1(?:beta)?\/models\/(.+)$/.exec(pathname) ?? [];
  const one = under === null ? null : modelInPath(under);
  if (client === 'gemini') return listGeminiModels(res, names, one, context.requestId);
  if (client === 'claude') return listAnthropicModels(res, names, one, context.requestId);
  if (one !== null) {
    if (!names.includes(one)) {
      const body = JSON.stringify({
        error: { message: `The model '${one}' does not exist`, type: 'invalid_request_error', param: 'model', code: 'model_not_found' },
      });
      return void res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    }
    return void res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(openAiModel(one)));
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ object: 'list', data: names.map(openAiModel) }));
}

/** The list, or one model, as an Anthropic client reads them (a model it may not use is Claude's 404). */
function listAnthropicModels(res: ServerResponse, names: readonly string[], one: string | null, requestId: string): void {
  if (one !== null && !names.includes(one)) {
    const body = JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: `model: ${one}` }, request_id: requestId });
    return void res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(one !== null ? anthropicModel(one) : anthropicModelList(names)));
}

/** The list, or one model, as a Gemini client reads them (a model it may not use is Google's 404). */
function listGeminiModels(res: ServerResponse, names: readonly string[], one: string | null, requestId: string): void {
  if (one !== null && !names.includes(one)) {
    const body = JSON.stringify(
      geminiErrorBody({ kind: 'upstream', status: 404, type: '', code: null, param: null, message: `models/${one} is not found` }, requestId),
    );
    return void res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(one !== null ? geminiModel(one) : { models: names.map(geminiModel) }));
}

/** A model named in a path; text that is not valid percent-encoding is taken as it is (and names no model). */
function modelInPath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Answers relay paths that no endpoint serves, in the OpenAI error shape that
 * API clients parse.
 */
export async function relayNotFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = JSON.stringify({
    error: {
      message: `Invalid URL (${req.method ?? 'GET'} ${new URL(req.url ?? '/', 'http://localhost').pathname})`,
      type: 'invalid_request_error',
      param: null,
      code: null,
    },
  });
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Where the relay role is off: relay paths answer 404 in the OpenAI error shape, saying why. */
export async function relayRoleOff(_req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = JSON.stringify({ error: { message: 'this instance does not serve the relay (ROLES)', type: 'invalid_request_error', param: null, code: null } });
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}
