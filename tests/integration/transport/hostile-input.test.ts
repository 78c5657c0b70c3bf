import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { startTestGateway, type TestGateway } from '../../testkit/gateway';

/*
 * Issue 13, item 6: input that used to crash a handler (HTTP 500). A NUL
 * byte or an unpaired surrogate in any text, a page number past what a
 * number holds, an id of twenty digits, a number sent as text: each is the
 * client's mistake, refused with the envelope's `success: false` (GraphQL:
 * BAD_USER_INPUT) and a message naming the field, never a 500.
 */

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
const HUGE = '12345678901234567890';

let t: TestGateway;
const api = apiClient(() => t.baseUrl);

beforeAll(async () => {
  t = await startTestGateway();
  await api.setUpSite('hi');
  await api.signUp('hi_user');
}, 90_000);
afterAll(async () => t?.dispose());

/** A refusal, not a crash: HTTP 200 (or 4xx) with `success: false` and a message naming `field`. */
function expectRefused(answer: { status: number; body: { success: boolean; message: string } }, field: string): void {
  expect(answer.status, answer.body.message).not.toBe(500);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body.message).not.toMatch(/internal server error/i);
  expect(answer.body.success).toBe(false);
  expect(answer.body.message).toContain(field);
}

describe('text with a NUL byte or an unpaired surrogate', () => {
  for (const [label, bad] of [
    ['a NUL byte', NUL],
    ['a lone surrogate', LONE],
  ] as const) {
    it(`refuses ${label} in a registration or sign-in username`, async () => {
      expectRefused(await api.call(null, 'POST', '/api/user/register', { username: bad, password: 'hostile-password-1' }), 'username');
      expectRefused(await api.call(null, 'POST', '/api/user/login', { username: bad, password: 'hostile-password-1' }), 'username');
    });

    it(`refuses ${label} in a token name`, async () => {
      expectRefused(await api.call('hi_user', 'POST', '/api/token/', { name: bad, remain_quota: 1000, expired_time: -1 }), 'name');
    });

    it(`refuses ${label} in an option value`, async () => {
      expectRefused(await api.call('hi_root', 'PUT', '/api/option', { key: 'Notice', value: bad }), 'value');
    });

    it(`refuses ${label} in a notification webhook URL`, async () => {
      const answer = await api.call('hi_user', 'PUT', '/api/user/setting', {
        notify_type: 'webhook',
        quota_warning_threshold: 1000,
        webhook_url: `https://example.com/${bad}`,
        webhook_secret: 'secret',
      });
      expectRefused(answer, 'webhook_url');
    });

    it(`refuses ${label} nested in a body, naming its path`, async () => {
      const answer = await api.call('hi_root', 'POST', '/api/channel/', {
        mode: 'single',
        channel: { name: bad, type: 1, key: 'sk-x', models: 'gpt-4o-mini', group: 'default' },
      });
      expectRefused(answer, 'channel.name');
    });
  }

  for (const [path, who] of [
    ['/api/token/search', 'hi_user'],
    ['/api/channel/search', 'hi_root'],
    ['/api/user/search', 'hi_root'],
    ['/api/redemption/search', 'hi_root'],
  ] as const) {
    it(`refuses a NUL byte in the keyword of ${path}`, async () => {
      expectRefused(await api.call(who, 'GET', `${path}?keyword=a%00b&p=1`), 'keyword');
    });
  }

  it('keeps ordinary text, emoji (a surrogate pair) included', async () => {
    const answer = await api.call('hi_user', 'POST', '/api/token/', { name: 'ok 🚀 token', remain_quota: 1000, expired_time: -1 });
    expect(answer.body.success, answer.body.message).toBe(true);
    const found = await api.call<{ items: Array<{ name: string }> }>('hi_user', 'GET', `/api/token/search?keyword=${encodeURIComponent('🚀')}`);
    expect(found.body.success, found.body.message).toBe(true);
    expect(found.body.data!.items.map((item) => item.name)).toContain('ok 🚀 token');
  });
});

describe('page numbers and ids past what a number holds', () => {
  const lists: ReadonlyArray<readonly [string, string, string]> = [
    ['/api/token/', 'hi_user', 'size'],
    ['/api/user/', 'hi_root', 'page_size'],
    ['/api/channel/', 'hi_root', 'page_size'],
    ['/api/redemption/', 'hi_root', 'page_size'],
  ];
  for (const [path, who, sizeName] of lists) {
    for (const page of ['1e309', HUGE, '-1e309', 'NaN', '2.5', '9007199254740991']) {
      it(`${path}?p=${page} never crashes`, async () => {
        const answer = await api.call(who, 'GET', `${path}?p=${page}`);
        expect(answer.status, answer.body.message).toBeLessThan(500);
        expect(answer.body.message).not.toMatch(/internal server error/i);
        if (!answer.body.success) expect(answer.body.message).toMatch(/\bp\b/);
      });
    }
    for (const size of ['1e309', HUGE, '10.5']) {
      it(`${path}?${sizeName}=${size} is refused, naming ${sizeName}`, async () => {
        const answer = await api.call(who, 'GET', `${path}?p=1&${sizeName}=${size}`);
        expectRefused(answer, sizeName);
      });
    }
  }

  it('/api/token/search?p=1e309 never crashes (the search has no pages)', async () => {
    const answer = await api.call('hi_user', 'GET', '/api/token/search?keyword=x&p=1e309&size=1e309');
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.message).not.toMatch(/internal server error/i);
  });

  it('refuses a twenty-digit user_id for the ledger export', async () => {
    const response = await fetch(`${t.baseUrl}/api/ledger/export?user_id=${HUGE}`, { headers: api.headers('hi_root') });
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toContain('user_id');
  });

  it('never crashes on a ledger export range that is not a time', async () => {
    for (const range of ['from=not-a-time', `to=${HUGE}`, 'from=1e309']) {
      const response = await fetch(`${t.baseUrl}/api/ledger/export?${range}`, { headers: api.headers('hi_root') });
      expect(response.status, range).toBeLessThan(500);
      await response.text();
    }
  });

  it('GraphQL pages past what a number holds are refused', async () => {
    for (const query of ['{ users(page: 2147483647, pageSize: 100) { total } }', '{ tokens(page: 2147483647, size: 100) { total } }']) {
      const answer = await api.graphql('hi_root', query);
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toMatch(/internal server error|unexpected error/i);
    }
    const huge = await api.graphql('hi_root', '{ users(page: 12345678901234567890) { total } }');
    expect(huge.status).toBeLessThan(500);
    expect(huge.text).not.toMatch(/internal server error|unexpected error/i);
  });

  for (const [path, who] of [
    ['/api/token/', 'hi_user'],
    ['/api/channel/', 'hi_root'],
    ['/api/user/', 'hi_root'],
    ['/api/redemption/', 'hi_root'],
  ] as const) {
    for (const id of ['99999999999999999999', '1e309', '9223372036854775808']) {
      it(`GET ${path}${id} is refused, naming the id`, async () => {
        expectRefused(await api.call(who, 'GET', `${path}${id}`), 'id');
      });
    }
  }
});

describe('numbers sent as text', () => {
  it('keeps the documented exception: a redemption code\'s quota and count "are parsed as integers" (spec 02 section 5)', async () => {
    // The established console sends these two as text; the REST contract accepts decimal text for them alone.
    const answer = await api.call<string[]>('hi_root', 'POST', '/api/redemption/', { name: 'texty', quota: '100', count: '1' });
    expect(answer.body.success, answer.body.message).toBe(true);
    expectRefused(await api.call('hi_root', 'POST', '/api/redemption/', { name: 'texty', quota: '1e309', count: 1 }), 'quota');
    expectRefused(await api.call('hi_root', 'POST', '/api/redemption/', { name: 'texty', quota: HUGE, count: 1 }), 'quota');
  });

  it('refuses "remain_quota":"100" for a new token', async () => {
    expectRefused(await api.call('hi_user', 'POST', '/api/token/', { name: 'texty', remain_quota: '100', expired_time: -1 }), 'remain_quota');
  });

  it('refuses "quota":"100" in the user editor', async () => {
    const id = api.sessions.get('hi_user')!.id;
    expectRefused(await api.call('hi_root', 'PUT', '/api/user/', { id, quota: '100' }), 'quota');
  });

  it('refuses a quota sent as text to GraphQL', async () => {
    const answer = await api.graphql('hi_user', 'mutation($input: ApiTokenInput!) { createTokens(input: $input) { id } }', {
      input: { name: 'texty', remainQuota: '100' },
    });
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an id past the safe integers in a body', async () => {
    const response = await fetch(`${t.baseUrl}/api/token/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...api.headers('hi_user') },
      body: `{"id": ${HUGE}, "name": "x"}`,
    });
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).not.toMatch(/internal server error/i);
  });
});

describe('GraphQL arguments', () => {
  for (const [label, bad] of [
    ['a NUL byte', NUL],
    ['a lone surrogate', LONE],
  ] as const) {
    it(`refuses ${label} in a variable, naming it`, async () => {
      const answer = await api.graphql('hi_user', 'query($k: String) { tokens(keyword: $k) { total } }', { k: bad });
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toMatch(/internal server error|unexpected error/i);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toContain('k');
    });

    it(`refuses ${label} nested in an input object`, async () => {
      const answer = await api.graphql('hi_user', 'mutation($input: ApiTokenInput!) { createTokens(input: $input) { id } }', { input: { name: bad } });
      expect(answer.status).toBeLessThan(500);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toContain('input.name');
    });

    it(`refuses ${label} written into the query itself`, async () => {
      // An escaped lone surrogate is a syntax error to the GraphQL parser (GRAPHQL_PARSE_FAILED), refused before anything runs.
      for (const [query, field] of [
        [`mutation { register(username: ${JSON.stringify(bad)}, password: "hostile-password-1") }`, 'username'],
        [`mutation { createTokens(input: { name: ${JSON.stringify(bad)} }) { id } }`, 'input.name'],
      ] as const) {
        const answer = await api.graphql('hi_user', query);
        expect(answer.status).toBeLessThan(500);
        expect(answer.text).not.toMatch(/internal server error|unexpected error/i);
        const error = answer.errors?.[0];
        if (error?.extensions?.code === 'GRAPHQL_PARSE_FAILED') continue;
        expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(error?.message).toContain(field);
      }
    });
  }
});
