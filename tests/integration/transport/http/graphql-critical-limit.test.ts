import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { graphqlClient, type GraphqlBody } from '../../../testkit/graphql';

/*
 * The critical per-address limit (CRITICAL_RATE_LIMIT) holds on GraphQL as on
 * REST (RELIABILITY T21): the mutations that guess a code or a password, or
 * send a mail, count against the same budget as their REST routes, so the
 * second transport is no way around it. A small limit, and each test speaks
 * from its own address through X-Forwarded-For (TRUST_PROXY).
 */

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ TRUST_PROXY: 'true', CRITICAL_RATE_LIMIT_ENABLE: 'true', CRITICAL_RATE_LIMIT: '3', CRITICAL_RATE_LIMIT_DURATION: '1200' });
}, 60_000);
afterAll(async () => {
  await t?.dispose();
});

/** GraphQL from the address `ip` (the gateway trusts X-Forwarded-For here). */
const graphql = graphqlClient(
  () => t.baseUrl,
  (ip: string) => ({ 'x-forwarded-for': ip }),
);

const RESET_GUESS = 'mutation ($token: String!) { resetPassword(email: "victim@example.com", token: $token) }';
const limited = (answer: GraphqlBody<unknown>) => answer.errors?.[0]?.extensions?.code === 'RATE_LIMITED';

describe('the critical limit on GraphQL', () => {
  it('holds guesses at a reset token to the limit, and shares the budget with the REST routes', async () => {
    const ip = '203.0.113.71';
    for (let i = 0; i < 3; i++) {
      const answer = await graphql(ip, RESET_GUESS, { token: `guess-${i}` });
      expect(answer.errors?.[0]?.message).toBe('the reset link is wrong or has expired: ask for a new one');
    }
    const fourth = await graphql(ip, RESET_GUESS, { token: 'guess-3' });
    expect(limited(fourth)).toBe(true);
    expect(fourth.errors?.[0]?.message).toMatch(/^too many requests, try again in \d+ seconds$/);
    const rest = await fetch(`${t.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ username: 'someone', password: 'a-password' }),
    });
    expect(rest.status).toBe(429);
  });

  it('counts a mutation behind a fragment, and leaves queries and other addresses alone', async () => {
    const ip = '203.0.113.72';
    const hidden = 'mutation { ...guess } fragment guess on Mutation { sendVerificationCode(email: "someone@example.com") }';
    for (let i = 0; i < 3; i++) expect(limited(await graphql(ip, hidden))).toBe(false);
    expect(limited(await graphql(ip, hidden))).toBe(true);
    for (let i = 0; i < 5; i++) expect((await graphql(ip, '{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
    expect(limited(await graphql('203.0.113.73', RESET_GUESS, { token: 'other-address' }))).toBe(false);
  });
});
