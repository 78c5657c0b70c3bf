import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { classifyFailure, failureText } from '../../../console/src/lib/transport-failure';

const http = (status: number, message = 'boom') => new CombinedError({ networkError: new Error(message), response: { status } });
const graphql = (message: string, code?: string) => new CombinedError({ graphQLErrors: [{ message, extensions: code ? { code } : {} }] });
const english: Record<string, string> = {
  'errors.prefix': 'Error: ',
  'errors.expired': 'expired',
  'errors.tooManyRequests': 'too many requests, try later',
  'errors.serverError': 'internal server error, contact admin',
  'errors.demoOnly': 'this site is for demo only, no server',
};
const say = (error: CombinedError) => failureText(classifyFailure(error), (key) => english[key]!);

describe('the generic handler of spec 01 section 8', () => {
  it('treats a 401 and UNAUTHENTICATED as an ended session', () => {
    expect(classifyFailure(http(401))).toEqual({ kind: 'expired' });
    expect(classifyFailure(graphql('sign in to do this', 'UNAUTHENTICATED'))).toEqual({ kind: 'expired' });
  });

  it('gives the fixed messages for 429, 500 and 405', () => {
    expect(say(http(429))).toBe('too many requests, try later');
    expect(say(http(500))).toBe('internal server error, contact admin');
    expect(say(graphql('Unexpected error.', 'INTERNAL_SERVER_ERROR'))).toBe('internal server error, contact admin');
    expect(say(http(405))).toBe('this site is for demo only, no server');
  });

  it("prefixes any other failure with 'Error: '", () => {
    expect(say(http(502, 'Bad Gateway'))).toBe('Error: Bad Gateway');
    expect(say(new CombinedError({ networkError: new TypeError('Failed to fetch') }))).toBe('Error: Failed to fetch');
  });

  it('shows what the server reported as it is', () => {
    expect(say(graphql('wrong username or password, or the user is disabled', 'FORBIDDEN'))).toBe('wrong username or password, or the user is disabled');
  });
});
