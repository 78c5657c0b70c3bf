import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../../services/transport/graphql/limits';
import { startTestGateway, type TestGateway } from '../../testkit/gateway';
import { graphql } from '../../testkit/graphql';
import { wsClient } from '../../testkit/graphql-ws-client';
import { authenticateByTestHeader, TEST_ROLE_HEADER } from '../../testkit/test-authenticate';

/*
 * The GraphQL limits (services/transport/graphql/limits.ts) on a whole
 * gateway: documents over a limit answer a GraphQL error before anything
 * runs, over HTTP and graphql-ws alike; in production, no suggestions,
 * no GraphiQL, and introspection for admins only.
 */

const as = (role: string) => ({ [TEST_ROLE_HEADER]: role });
const messages = (answer: { errors?: { message: string }[] }) => (answer.errors ?? []).map((e) => e.message).join('\n');
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: status { systemName }`).join(' ')} }`;
const nested = (depth: number) => `{ ${'a { '.repeat(depth)}b${' }'.repeat(depth)} }`;

describe('GraphQL limits', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({}, { authenticate: authenticateByTestHeader });
  });
  afterAll(async () => {
    await gw?.dispose();
  });

  it('answers a document within every limit', async () => {
    const answer = await graphql(gw.baseUrl, aliases(GRAPHQL_LIMITS.aliases));
    expect(answer.errors).toBeUndefined();
  });

  it('refuses 1,000 aliases (the token limit stops them while parsing)', async () => {
    const answer = await graphql(gw.baseUrl, aliases(1000));
    expect(answer.status).toBeLessThan(500);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
  });

  it('refuses one alias over the alias limit', async () => {
    const answer = await graphql(gw.baseUrl, aliases(GRAPHQL_LIMITS.aliases + 1));
    expect(answer.status).toBeLessThan(500);
    expect(answer.data ?? null).toBeNull();
    expect(messages(answer)).toMatch(/aliases limit/i);
  });

  it('refuses a selection deeper than the limit', async () => {
    const answer = await graphql(gw.baseUrl, nested(GRAPHQL_LIMITS.depth + 2));
    expect(answer.status).toBeLessThan(500);
    expect(messages(answer)).toMatch(/depth limit/i);
  });

  it('refuses a document with a huge token count', async () => {
    const answer = await graphql(gw.baseUrl, `{ ${'__typename '.repeat(5000)} }`);
    expect(answer.status).toBeLessThan(500);
    expect(answer.data ?? null).toBeNull();
    expect(messages(answer)).toMatch(/token limit/i);
  });

  it('answers a 10,000-deep selection with a GraphQL error, not 500', async () => {
    const answer = await graphql(gw.baseUrl, nested(10_000));
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors?.length).toBeGreaterThan(0);
  });

  it('refuses more than one batch mutation in a request', async () => {
    const answer = await graphql(
      gw.baseUrl,
      'mutation { a: createTokens(count: 1, input: { name: "a" }) { id } b: createTokens(count: 1, input: { name: "b" }) { id } }',
      {},
      as('user'),
    );
    expect(answer.status).toBeLessThan(500);
    expect(answer.data ?? null).toBeNull();
    expect(messages(answer)).toMatch(/batch field/);
  });

  it('applies the same limits over graphql-ws', async () => {
    const client = wsClient(gw.baseUrl);
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        let last: unknown = null;
        client.subscribe(
          { query: aliases(GRAPHQL_LIMITS.aliases + 1) },
          { next: (value) => (last = value), error: (error) => resolve(error), complete: () => resolve(last) },
        );
        setTimeout(() => reject(new Error('no answer over graphql-ws')), 10_000);
      });
      expect(JSON.stringify(result)).toMatch(/alias/i);
      expect(JSON.stringify(result)).not.toContain('"data"');
    } finally {
      await client.dispose();
    }
  });
});

describe('GraphQL in production', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ NODE_ENV: 'production' }, { authenticate: authenticateByTestHeader });
  });
  afterAll(async () => {
    await gw?.dispose();
  });

  const introspection = '{ __schema { queryType { name } } }';

  it('suggests no field names', async () => {
    const answer = await graphql(gw.baseUrl, '{ statu { systemName } }');
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(messages(answer)).not.toMatch(/did you mean/i);
  });

  it('serves no GraphiQL page', async () => {
    const res = await fetch(`${gw.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect((await res.text()).toLowerCase()).not.toContain('graphiql');
  });

  it('refuses introspection to anonymous callers and plain users', async () => {
    for (const headers of [{}, as('user')]) {
      const answer = await graphql(gw.baseUrl, introspection, {}, headers);
      expect(answer.status).toBeLessThan(500);
      expect(answer.data?.__schema ?? null).toBeNull();
      expect(messages(answer)).toMatch(/introspection/i);
    }
  });

  it('lets an admin introspect', async () => {
    const answer = await graphql<{ __schema: { queryType: { name: string } } }>(gw.baseUrl, introspection, {}, as('admin'));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.__schema.queryType.name).toBe('Query');
  });
});
