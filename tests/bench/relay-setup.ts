/**
 * The relay bench's site, set up over HTTP on a gateway (as an admin and
 * users would): the super admin, the egress allow-list for the local fake
 * upstream, gpt-4o-mini's price, one OpenAI channel to the fake upstream, and
 * `users` users (the first is the hot one), each funded and holding one API
 * token. Every call must succeed; the first that does not stops the bench.
 */

const ROOT = { username: 'bench_root', password: 'root-password-1' };
const MODEL = 'gpt-4o-mini';

interface Envelope<T> {
  success: boolean;
  message: string;
  data?: T;
}

class Site {
  constructor(readonly baseUrl: string) {}

  async call<T>(cookie: string | null, userId: number | null, method: string, path: string, body?: unknown): Promise<{ data: T; cookie: string | null }> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(userId !== null ? { 'new-api-user': String(userId) } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Envelope<T> | null = null;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      // Reported below.
    }
    if (response.status !== 200 || parsed === null || parsed.success !== true)
      throw new Error(`bench setup: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return { data: parsed.data as T, cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? null };
  }

  async signIn(username: string, password: string): Promise<{ cookie: string; id: number }> {
    const answer = await this.call<{ id: number }>(null, null, 'POST', '/api/user/login', { username, password });
    if (answer.cookie === null) throw new Error(`bench setup: signing in ${username} set no cookie`);
    return { cookie: answer.cookie, id: answer.data.id };
  }

  async graphql(cookie: string, userId: number, query: string, variables: Record<string, unknown>): Promise<void> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'new-api-user': String(userId) },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    if (response.status !== 200 || text.includes('"errors"'))
      throw new Error(`bench setup: ${query.slice(0, 60)} answered ${response.status}: ${text.slice(0, 300)}`);
  }
}

/** Runs `work` for 0..count-1, at most `concurrency` at once. */
async function inParallel(count: number, concurrency: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/** Sets the site up and answers the users' API keys (`sk-…`), the hot user's first. */
export async function setUpRelaySite(baseUrl: string, upstreamBaseUrl: string, users: number): Promise<string[]> {
  const site = new Site(baseUrl);
  await site.call(null, null, 'POST', '/api/setup', { username: ROOT.username, password: ROOT.password, confirmPassword: ROOT.password });
  const root = await site.signIn(ROOT.username, ROOT.password);
  const asRoot = <T>(method: string, path: string, body?: unknown) => site.call<T>(root.cookie, root.id, method, path, body);

  await asRoot('PUT', '/api/option/', { key: 'egress.allow_list', value: JSON.stringify(['127.0.0.1']) });
  // gpt-4o-mini's published price: $0.15 / 1M input tokens (ratio 0.075), output 4 times that.
  await asRoot('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ [MODEL]: 0.075 }) });
  await asRoot('PUT', '/api/option/', { key: 'CompletionRatio', value: JSON.stringify({ [MODEL]: 4 }) });
  await asRoot('POST', '/api/channel/', { type: 1, name: 'bench', key: 'sk-upstream-bench', group: 'default', models: MODEL, base_url: upstreamBaseUrl });

  const keys: string[] = new Array<string>(users);
  // Each user costs two argon2 hashes (created, signed in): a few at once keeps the gateway's hashing pool busy.
  await inParallel(users, 6, async (i) => {
    const username = `bench_u${i}`;
    const password = `${username}-password`;
    const created = await asRoot<{ id: number }>('POST', '/api/user/', { username, password, role: 1 });
    await site.graphql(root.cookie, root.id, 'mutation($id: Int!) { adjustQuota(userId: $id, amount: 1000000000, reason: "bench") { quota } }', {
      id: created.data.id,
    });
    const user = await site.signIn(username, password);
    await site.call(user.cookie, user.id, 'POST', '/api/token/', { name: 'bench', remain_quota: 500_000_000, expired_time: -1, unlimited_quota: false });
    const listed = await site.call<{ items: Array<{ key: string }> }>(user.cookie, user.id, 'GET', '/api/token/?p=1&size=10');
    const key = listed.data.items[0]?.key;
    if (!key) throw new Error(`bench setup: ${username} has no token`);
    keys[i] = key.startsWith('sk-') ? key : `sk-${key}`;
  });
  return keys;
}
