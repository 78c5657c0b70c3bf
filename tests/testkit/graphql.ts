import { expect } from 'vitest';

/*
 * The one way a test calls the gateway's GraphQL endpoint over HTTP. The test
 * states the shape of `data` its query asks for (`graphql<{ me: { id: number } }>`)
 * and gets it typed, with the errors, the HTTP status and the raw text beside
 * it; `expectNoErrors` and `expectErrorCode` say what the test expects of the
 * answer. Subscriptions go through graphql-ws-client.ts.
 */

export type Variables = Record<string, unknown>;

export interface GraphqlError {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [name: string]: unknown };
}

/** What the endpoint answers, as parsed from its JSON. */
export interface GraphqlBody<T> {
  data?: T | null;
  errors?: GraphqlError[];
}

export interface GraphqlAnswer<T> extends GraphqlBody<T> {
  status: number;
  headers: Headers;
  /** The answer as sent, to check what it does not contain. */
  text: string;
  /** The parsed answer alone (`{ data }` or `{ errors, data }`), to compare whole. */
  body: GraphqlBody<T>;
}

/** A caller that sends requests its own way (a browser keeping cookies): `path` is under the gateway's base URL. */
export interface GraphqlCaller {
  fetch(path: string, init: RequestInit): Promise<Response>;
}

function isBody<T>(parsed: unknown): parsed is GraphqlBody<T> {
  return typeof parsed === 'object' && parsed !== null && ('data' in parsed || 'errors' in parsed);
}

/**
 * Posts `query` with `variables` to `/graphql`: of the gateway at `to` (its
 * base URL, sending `headers`), or through `to.fetch`. `T` is the shape of
 * `data` the query asks for.
 */
export async function graphql<T = Record<string, unknown>>(
  to: string | GraphqlCaller,
  query: string,
  variables: Variables = {},
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const init: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) };
  const response = typeof to === 'string' ? await fetch(`${to}/graphql`, init) : await to.fetch('/graphql', init);
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`/graphql answered HTTP ${response.status} with no JSON: ${text.slice(0, 200)}`);
  }
  if (!isBody<T>(parsed)) throw new Error(`/graphql answered HTTP ${response.status} with neither data nor errors: ${text.slice(0, 200)}`);
  return { ...parsed, body: parsed, status: response.status, headers: response.headers, text };
}

/**
 * A `graphql` bound to one gateway and a way to sign callers in: `headersOf`
 * turns the test's name for a caller (a role, a session name) into headers.
 */
export function graphqlClient<Who>(
  baseUrl: () => string,
  headersOf: (who: Who) => Record<string, string>,
): <T = Record<string, unknown>>(who: Who, query: string, variables?: Variables) => Promise<GraphqlAnswer<T>> {
  return (who, query, variables = {}) => graphql(baseUrl(), query, variables, headersOf(who));
}

const listed = (answer: GraphqlBody<unknown>): string => JSON.stringify(answer.errors ?? []);

/** Fails the test, showing the errors, unless the answer has data and no errors; returns the data. */
export function expectNoErrors<T>(answer: GraphqlBody<T>): T {
  expect(answer.errors, `GraphQL errors: ${listed(answer)}`).toBeUndefined();
  expect(answer.data, 'GraphQL data').toBeTruthy();
  return answer.data!;
}

/** Fails the test unless the answer's first error has the code `code` (`extensions.code`); returns that error. */
export function expectErrorCode(answer: GraphqlBody<unknown>, code: string): GraphqlError {
  expect(answer.errors?.[0]?.extensions?.code, `GraphQL errors: ${listed(answer)}`).toBe(code);
  return answer.errors![0]!;
}
