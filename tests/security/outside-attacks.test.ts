import { afterAll, beforeAll, describe } from 'vitest';
import { MONEY_OPTION_KEYS, SECRET_OPTION_KEYS } from '../../schema/options/option-access';
import { isSealedText } from '../../services/platform/crypto/secret-box';
import { accepted, attempt, attemptEach, family, printTallyAfterAll, secretsFamily, startSite, type Site } from './attack-kit';

/*
 * The outside attack run of issue 13, kept as a suite: one whole gateway
 * (embedded defaults, or PostgreSQL and Redis when their URLs are set), a
 * super admin, an admin and two plain users, attacked family by family.
 * Every attempt checks its effect (a balance, a role, a stored row, a
 * session that still works), not only the status code, and the table
 * printed at the end gives attempts and how many got through per family.
 *
 * The slow-body attack (a declared 5 MB body sent 9 bytes at a time) is not
 * here: it needs the 60 s request timeout to pass; the http server's own test
 * (tests/integration/transport/http) drives it with short timeouts.
 */

let site: Site;
beforeAll(async () => {
  // TRUST_PROXY: the sign-in attacks come from many addresses, named in X-Forwarded-For.
  site = await startSite({ TRUST_PROXY: 'true' });
}, 120_000);
afterAll(async () => site?.t.dispose());
printTallyAfterAll('outside attacks on a whole gateway');

const gql = (who: string | null, query: string, variables?: Record<string, unknown>) => site.api.graphql(who, query, variables);

/** A raw request with the given headers (a browser on another site, a proxy's forwarded address). */
async function raw(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  return fetch(site.t.baseUrl + path, { method: init.method ?? 'GET', headers: init.headers, body: init.body });
}

describe('access and money', () => {
  family('privilege escalation (item 1)', async () => {
    const { api, ids } = site;
    const adjust = 'mutation($id: Int!, $amount: Quota!) { adjustQuota(userId: $id, amount: $amount, reason: "attack") { quota } }';
    for (const [target, name] of [
      [ids.admin, 'itself'],
      [ids.root, 'the super admin'],
    ] as const) {
      await attempt('privilege escalation (item 1)', `an admin adjusts the quota of ${name} over GraphQL`, async () => {
        const before = await site.quotaOf(target);
        await gql('admin', adjust, { id: target, amount: 1_000_000_000 });
        return (await site.quotaOf(target)) !== before;
      });
      await attempt('privilege escalation (item 1)', `an admin sets the quota of ${name} in the user editor`, async () => {
        const before = await site.userOf(target);
        await api.call('admin', 'PUT', '/api/user/', { id: target, username: before!.username, quota: 999_999_999 });
        return (await site.quotaOf(target)) !== before!.quota;
      });
    }
    await attempt('privilege escalation (item 1)', 'an admin disables the super admin', async () => {
      await api.call('admin', 'POST', '/api/user/manage', { id: ids.root, action: 'disable' });
      return (await site.userOf(ids.root))!.status !== 1;
    });
    await attempt('privilege escalation (item 1)', 'an admin promotes itself', async () => {
      await api.call('admin', 'POST', '/api/user/manage', { id: ids.admin, action: 'promote' });
      return (await site.userOf(ids.admin))!.role !== 10;
    });
    await attempt('privilege escalation (item 1)', 'a plain user adjusts its own quota', async () => {
      const before = await site.quotaOf(ids.alice);
      await gql('alice', adjust, { id: ids.alice, amount: 1_000_000 });
      return (await site.quotaOf(ids.alice)) !== before;
    });
    await attempt('privilege escalation (item 1)', "a plain user reads another user's record", async () =>
      accepted(await api.call('alice', 'GET', `/api/user/${ids.bob}`)),
    );
    await attempt('privilege escalation (item 1)', "a plain user renames another user's token", async () => {
      await api.call('alice', 'PUT', '/api/token/', { id: site.tokens.bob.id, name: 'taken over', remain_quota: 1, expired_time: -1 });
      const { rows } = await site.t.gateway.db.query<{ name: string }>('SELECT name FROM tokens WHERE id = $1', [site.tokens.bob.id]);
      return rows[0]!.name === 'taken over';
    });
  });

  family('token groups (item 2)', async () => {
    const { api } = site;
    await attempt('token groups (item 2)', 'a user creates a token in svip, a group it may not use', async () =>
      accepted(await api.call('alice', 'POST', '/api/token/', { name: 'svip token', remain_quota: 1, expired_time: -1, group: 'svip' })),
    );
    await attempt('token groups (item 2)', 'a user moves its token to svip', async () => {
      await api.call('alice', 'PUT', '/api/token/', { id: site.tokens.alice.id, name: 'alice token', remain_quota: 100_000, expired_time: -1, group: 'svip' });
      const { rows } = await site.t.gateway.db.query<{ token_group: string }>('SELECT token_group FROM tokens WHERE id = $1', [site.tokens.alice.id]);
      return rows[0]!.token_group === 'svip';
    });
  });

  family('money options (item 3)', async () => {
    const { api } = site;
    const listed = await api.call<Array<{ key: string; value: string }>>('root', 'GET', '/api/option/');
    const current = new Map(listed.body.data!.map(({ key, value }) => [key, value]));
    // The value the option already has: valid by definition, so only the role can refuse it.
    await attemptEach(
      'money options (item 3)',
      MONEY_OPTION_KEYS,
      (key) => `an admin writes ${key}`,
      async (key) => accepted(await api.call('admin', 'PUT', '/api/option/', { key, value: current.get(key) ?? '' })),
    );
  });
});

describe('GraphQL and input', () => {
  family('graphql limits (item 4)', async () => {
    const healthy = async () => (await raw('/healthz')).status === 200;
    await attempt('graphql limits (item 4)', '1,000 aliases of tokens in one request', async () => {
      const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: tokens { total }`).join(' ');
      const answer = await gql('alice', `{ ${aliases} }`);
      return answer.data != null || !(await healthy());
    });
    await attempt('graphql limits (item 4)', 'a 10,000-deep selection', async () => {
      const deep = `{ ${'me { '.repeat(10_000)}id${' }'.repeat(10_000)} }`;
      const response = await raw('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...site.api.headers('alice') },
        body: JSON.stringify({ query: deep }),
      });
      return response.status >= 500 || !(await healthy());
    });
    await attempt('graphql limits (item 4)', 'ten aliases of createTokens(count: 100)', async () => {
      const aliases = Array.from(
        { length: 10 },
        (_, i) => `c${i}: createTokens(count: 100, input: { name: "flood${i}", remainQuota: 1, expiredTime: -1 }) { id }`,
      ).join(' ');
      await gql('alice', `mutation { ${aliases} }`);
      const { rows } = await site.t.gateway.db.query<{ n: number }>("SELECT count(*)::int AS n FROM tokens WHERE name LIKE 'flood%'");
      return rows[0]!.n > 0 && `${rows[0]!.n} tokens created`;
    });
    await attempt('graphql limits (item 4)', 'one createTokens with count 1,000', async () => {
      await gql('alice', 'mutation { createTokens(count: 1000, input: { name: "bulk", remainQuota: 1, expiredTime: -1 }) { id } }');
      const { rows } = await site.t.gateway.db.query<{ n: number }>("SELECT count(*)::int AS n FROM tokens WHERE name LIKE 'bulk%'");
      return rows[0]!.n > 0 && `${rows[0]!.n} tokens created`;
    });
  });

  family('body size (item 5)', async () => {
    const big = JSON.stringify({ query: `{ status { version } }`, padding: 'x'.repeat(2 * 1024 * 1024) });
    await attempt('body size (item 5)', 'a 2 MiB body to /graphql', async () => {
      const response = await raw('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      return response.status !== 413 && `answered ${response.status}`;
    });
    await attempt('body size (item 5)', 'a 2 MiB body to /api', async () => {
      const response = await raw('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      return response.status !== 413 && `answered ${response.status}`;
    });
  });

  family('hostile input (item 6)', async () => {
    const { api } = site;
    // Got through: a 500, or the bad text stored.
    const crashedOrTook = async (answer: Promise<{ status: number; body: { success?: boolean } }>) => {
      const { status, body } = await answer;
      return status >= 500 ? `answered ${status}` : accepted({ status, body }) && 'accepted';
    };
    const cases: Array<[string, () => Promise<{ status: number; body: { success?: boolean } }>]> = [
      ['a NUL in a username', () => api.call(null, 'POST', '/api/user/register', { username: 'nul\u0000name', password: 'nul-password-1' })],
      ['a NUL in a token name', () => api.call('alice', 'POST', '/api/token/', { name: 'a\u0000b', remain_quota: 1, expired_time: -1 })],
      ['a NUL in a search keyword', () => api.call('root', 'GET', '/api/user/search?keyword=a%00b')],
      ['a NUL in an option value', () => api.call('root', 'PUT', '/api/option/', { key: 'Notice', value: 'a\u0000b' })],
      ['a NUL in a webhook URL', () => api.call('alice', 'PUT', '/api/user/setting', { notify_type: 'webhook', webhook_url: 'https://example.com/\u0000' })],
      ['a lone surrogate in a token name', () => api.call('alice', 'POST', '/api/token/', { name: 'a\ud800b', remain_quota: 1, expired_time: -1 })],
      ['?p=1e309', () => api.call('alice', 'GET', '/api/token/?p=1e309')],
      ['a 20-digit page', () => api.call('root', 'GET', '/api/user/?p=99999999999999999999')],
    ];
    for (const [description, run] of cases) await attempt('hostile input (item 6)', description, () => crashedOrTook(run()));
    await attempt('hostile input (item 6)', 'a quota sent as text to the user editor', async () => {
      const before = await site.userOf(site.ids.bob);
      await api.call('root', 'PUT', '/api/user/', { id: site.ids.bob, username: before!.username, quota: '100' });
      return (await site.quotaOf(site.ids.bob)) === 100;
    });
  });

  family('look-alike names (item 7)', async () => {
    const register = (username: string) => site.api.call(null, 'POST', '/api/user/register', { username, password: 'alike-password-1' });
    for (const name of ['SEC_ALICE', 'Sec_Alice', 'ｓｅｃ＿ａｌｉｃｅ', 'sec_al\u202Eice', 'sec_\u200Balice', 'sec\u2060alice', '\u202Egnp.exe']) {
      await attempt('look-alike names (item 7)', `registering ${JSON.stringify(name)} beside sec_alice`, async () => accepted(await register(name)));
    }
  });
});

describe('sessions and secrets', () => {
  family('sessions (item 8)', async () => {
    const { api } = site;
    const stillSignedIn = async (who: string) => accepted(await api.call(who, 'GET', '/api/user/self'));
    await api.signIn('sec_bob', 'sec_bob-password');
    await attempt('sessions (item 8)', 'a cross-site GET /api/user/logout', async () => {
      await raw('/api/user/logout', { headers: { ...api.headers('sec_bob'), 'sec-fetch-site': 'cross-site' } });
      return !(await stillSignedIn('sec_bob'));
    });
    await attempt('sessions (item 8)', 'a cross-site logout mutation', async () => {
      await raw('/graphql', {
        method: 'POST',
        headers: { ...api.headers('sec_bob'), 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        body: JSON.stringify({ query: 'mutation { logout }' }),
      });
      return !(await stillSignedIn('sec_bob'));
    });
    for (const origin of ['https://evil.example', 'null', `http://evil.${new URL(site.t.baseUrl).host}`]) {
      await attempt('sessions (item 8)', `a /graphql preflight from ${origin} is allowed with credentials`, async () => {
        const response = await raw('/graphql', {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
        const allowed = response.headers.get('access-control-allow-origin');
        return (allowed === origin || allowed === '*') && `allowed ${allowed}, credentials ${response.headers.get('access-control-allow-credentials')}`;
      });
    }
    const signIn = async (username: string, password: string, address: string) => {
      const answer = await raw('/api/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ username, password }),
      });
      return (await answer.json()) as { success: boolean; message: string };
    };
    await attempt('sessions (item 8)', 'fifteen strangers guessing lock the owner out of the address the owner uses', async () => {
      // The owner's usual address: signed in from before.
      const before = await signIn('sec_alice', 'sec_alice-password', '198.51.100.7');
      if (!before.success) return `the owner could not sign in before the attack: ${before.message}`;
      for (let stranger = 1; stranger <= 15; stranger++) {
        for (let guess = 0; guess < 3; guess++) await signIn('sec_alice', `wrong-${guess}`, `203.0.113.${stranger}`);
      }
      const owner = await signIn('sec_alice', 'sec_alice-password', '198.51.100.7');
      return !owner.success && `the owner was refused: ${owner.message}`;
    });
    await attempt('sessions (item 8)', 'guessers spread over forty addresses get more than the free guesses at one account', async () => {
      let judged = 0;
      for (let address = 1; address <= 40; address++) {
        const answer = await signIn('sec_root', `spread-${address}`, `198.18.0.${address}`);
        if (!/too many/.test(answer.message)) judged++;
      }
      return judged > 11 && `${judged} of 40 guesses were checked`;
    });
    await attempt('sessions (item 8)', 'nine good sign-ins from nine addresses throttle the owner', async () => {
      let last = { success: false, message: 'no sign-in tried' };
      for (let address = 1; address <= 10; address++) {
        const answer = await raw('/api/user/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${address}` },
          body: JSON.stringify({ username: 'sec_bob', password: 'sec_bob-password' }),
        });
        last = (await answer.json()) as typeof last;
        if (!last.success) return `sign-in ${address} was refused: ${last.message}`;
      }
      return false;
    });
    await attempt('sessions (item 8)', 'a guesser at one account from one address gets more than the free guesses', async () => {
      let judged = 0;
      for (let guess = 0; guess < 10; guess++) {
        const answer = await raw('/api/user/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.250' },
          body: JSON.stringify({ username: 'sec_bob', password: `guess-${guess}` }),
        });
        const body = (await answer.json()) as { message: string };
        if (!/too many/.test(body.message)) judged++;
      }
      return judged > 5 && `${judged} of 10 guesses were checked`;
    });
  });

  family('secrets at rest (item 9)', async () => {
    const { api, t, secrets } = site;
    const db = t.gateway.db;
    const optionSecret = 'smtp-password-do-not-store';
    const epaySecret = 'epay-key-do-not-store';
    secrets.add(optionSecret).add(epaySecret);
    await api.call('root', 'PUT', '/api/option/', { key: 'SMTPToken', value: optionSecret });
    await api.call('root', 'PUT', '/api/option/', { key: 'EpayKey', value: epaySecret });
    const { rows: stored } = await db.query<{ key: string; value: string }>('SELECT key, value FROM options WHERE key = ANY($1::text[])', [
      [...SECRET_OPTION_KEYS],
    ]);
    for (const key of ['SMTPToken', 'EpayKey']) {
      await attempt('secrets at rest (item 9)', `${key} stored in clear in options`, async () => {
        const row = stored.find((r) => r.key === key);
        if (!row) return 'the option was not saved at all';
        return !isSealedText(row.value) && 'stored as it was typed';
      });
    }
    const webhookSecret = 'webhook-secret-do-not-store';
    secrets.add(webhookSecret);
    await api.call('alice', 'PUT', '/api/user/setting', {
      notify_type: 'webhook',
      webhook_url: 'https://hooks.example.com/tollgate',
      webhook_secret: webhookSecret,
      quota_warning_threshold: 500000,
    });
    await attempt('secrets at rest (item 9)', "a user's webhook_secret stored in clear in users.setting", async () => {
      const { rows } = await db.query<{ setting: unknown }>('SELECT setting FROM users WHERE id = $1', [site.ids.alice]);
      const text = JSON.stringify(rows[0]!.setting);
      if (!text.includes('webhook_secret')) return 'the setting was not saved at all';
      return text.includes(webhookSecret) && 'stored as it was typed';
    });
    const upstreamSecret = 'Bearer upstream-credential-do-not-list';
    secrets.add(upstreamSecret).add('sk-channel-key-1');
    const created = await api.call('root', 'POST', '/api/channel/', {
      mode: 'single',
      channel: {
        type: 1,
        name: 'secret headers',
        key: 'sk-channel-key-1',
        models: 'gpt-4o',
        group: 'default',
        header_override: JSON.stringify({ 'X-Upstream-Auth': upstreamSecret }),
      },
    });
    await attempt('secrets at rest (item 9)', 'header override values in the admin channel list', async () => {
      if (!accepted(created)) return `the channel was not created: ${created.body.message}`;
      const listed = await api.call('admin', 'GET', '/api/channel/?p=1&page_size=50');
      return JSON.stringify(listed.body).includes(upstreamSecret) && 'listed in clear';
    });
    await attempt('secrets at rest (item 9)', 'a channel edited from the list loses its header value to the mask', async () => {
      const listed = await api.call<{ items: Array<Record<string, unknown>> }>('root', 'GET', '/api/channel/?p=1&page_size=50');
      const row = listed.body.data!.items.find((c) => c.name === 'secret headers');
      if (!row) return 'the channel is not listed';
      await api.call('root', 'PUT', '/api/channel/', { ...row, remark: 'edited from the list' });
      const { rows } = await t.gateway.db.query<{ header_override: string; remark: string }>('SELECT header_override, remark FROM channels WHERE id = $1', [
        row.id,
      ]);
      if (rows[0]!.remark !== 'edited from the list') return 'the edit was not saved';
      return !rows[0]!.header_override.includes(upstreamSecret) && `stored ${rows[0]!.header_override}`;
    });
  });

  // Last: every secret given above, looked for in the log and the events.
  secretsFamily(() => site);
});
