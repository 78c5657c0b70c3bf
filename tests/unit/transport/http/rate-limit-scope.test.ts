import { describe, expect, it } from 'vitest';
import { rateLimitScopeOf } from '../../../../services/transport/http/rate-limit-scope';
import { retryAfterSeconds, tooManyRequestsMessage } from '../../../../services/transport/http/too-many-requests';

describe('rateLimitScopeOf', () => {
  it.each([
    ['/api', 'api'],
    ['/api/status', 'api'],
    ['/api/user/login', 'api'],
    ['/graphql', 'api'],
    ['/dashboard/billing/usage', 'api'],
    ['/v1/dashboard/billing/subscription', 'api'],
    ['/', 'web'],
    ['/index.html', 'web'],
    ['/logs', 'web'],
    ['/console/users/12', 'web'],
    ['/assets/index-3f9a1c.js', null],
    ['/assets/index-3f9a1c.css', null],
    ['/favicon.ico', null],
    ['/logo.png', null],
    ['/healthz', null],
    ['/readyz', null],
    ['/v1/chat/completions', null],
    ['/v1beta/models/gemini-2.0-flash:generateContent', null],
    ['/mj/submit/imagine', null],
    ['/apis', 'web'],
  ] as const)('%s counts against %s', (pathname, scope) => {
    expect(rateLimitScopeOf(pathname)).toBe(scope);
  });
});

describe('the 429 wording', () => {
  it('rounds the wait up to whole seconds and never says 0', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1000)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
    expect(retryAfterSeconds(1_200_000)).toBe(1200);
    expect(tooManyRequestsMessage(179_400)).toBe('too many requests, try again in 180 seconds');
  });
});
