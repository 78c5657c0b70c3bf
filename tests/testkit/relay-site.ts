import { apiClient, type ApiClient } from './api-client';
import { eventually } from './eventually';
import { startFakeUpstream, type FakeUpstream, type Script } from './fake-upstream';
import { startTestGateway, type TestGateway } from './gateway';
import type { Logger } from '../../services/platform/logger';

/*
 * A gateway ready to relay, for the relay's tests: a fake upstream answering
 * as the test's script says, a site (super admin `<prefix>_root`, admin),
 * prices for the models used, one channel to the fake upstream, and a plain
 * user `<prefix>_user` with a balance and one API token. Each test file
 * starts its own, so each seeds its own data.
 */

export interface RelaySiteOptions {
  /** Names the accounts: `<prefix>_root`, `<prefix>_user`. */
  readonly prefix: string;
  readonly script: Script;
  /** Options set before anything else (ModelRatio, CompletionRatio, ModelPrice…), as JSON values. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** The channel's fields beyond the defaults (type 1, group default, the fake upstream's base URL). */
  readonly channel: Readonly<Record<string, unknown>>;
  /** The user's balance (default 10,000,000) and the token's allowance (default 5,000,000). */
  readonly balance?: number;
  readonly allowance?: number;
  /** Where the gateway logs (silent unless a test reads the log). */
  readonly logger?: Logger;
  /** The gateway's environment beyond the test defaults (RESERVATION_TIMEOUT_MS, …). */
  readonly env?: Readonly<Record<string, string>>;
}

export interface RelaySite {
  readonly t: TestGateway;
  readonly upstream: FakeUpstream;
  readonly api: ApiClient;
  readonly userId: number;
  readonly tokenId: number;
  /** The token's key, without `sk-`. */
  readonly key: string;
  setOption(name: string, value: string): Promise<void>;
  /** Creates another channel to the fake upstream; answers its id. */
  createChannel(fields: Readonly<Record<string, unknown>>): Promise<number>;
  /** POSTs a JSON body to a relay path with the token's key. */
  relay(path: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<Response>;
  /** The wallet's events for a request id once it has ended in a settle or release (recorded just after the answer). */
  lifecycle(requestId: string): Promise<Array<{ type: string; data: Record<string, unknown> }>>;
  dispose(): Promise<void>;
}

export async function startRelaySite(options: RelaySiteOptions): Promise<RelaySite> {
  const upstream = await startFakeUpstream(options.script);
  const t = await startTestGateway({ ...options.env }, {}, options.logger);
  const api = apiClient(() => t.baseUrl);
  const setOption = async (name: string, value: string) => {
    await t.gateway.options.set(name as never, value, { kind: 'system', reason: 'test' });
  };
  const createChannel = async (fields: Readonly<Record<string, unknown>>): Promise<number> => {
    const created = await api.call<Array<{ id: number }>>('admin', 'POST', '/api/channel/', {
      type: 1,
      group: 'default',
      base_url: upstream.baseUrl,
      ...fields,
    });
    if (!created.body.success) throw new Error(`the channel was not created: ${created.body.message}`);
    return created.body.data![0]!.id;
  };

  await api.setUpSite(options.prefix);
  await setOption('egress.allow_list', JSON.stringify([upstream.host]));
  for (const [name, value] of Object.entries(options.options ?? {})) await setOption(name, typeof value === 'string' ? value : JSON.stringify(value));
  await createChannel(options.channel);
  const user = `${options.prefix}_user`;
  await api.signUp(user);
  const userId = api.sessions.get(user)!.id;
  const funded = await api.graphql(
    `${options.prefix}_root`,
    'mutation($id: Int!, $amount: Quota!) { adjustQuota(userId: $id, amount: $amount, reason: "test") { quota } }',
    {
      id: userId,
      amount: options.balance ?? 10_000_000,
    },
  );
  if (funded.errors) throw new Error(`funding the user: ${JSON.stringify(funded.errors)}`);
  await api.call(user, 'POST', '/api/token/', { name: 'relay', remain_quota: options.allowance ?? 5_000_000, expired_time: -1 });
  const listed = await api.call<{ items: Array<{ id: number; key: string }> }>(user, 'GET', '/api/token/?p=1&size=10');
  const token = listed.body.data!.items[0]!;
  const key = token.key.replace(/^sk-/, '');

  return {
    t,
    upstream,
    api,
    userId,
    tokenId: token.id,
    key,
    setOption,
    createChannel,
    relay: (path, body, headers = {}) =>
      fetch(`${t.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer sk-${key}`, ...headers },
        body: JSON.stringify(body),
      }),
    lifecycle: (requestId) =>
      eventually(
        async () => {
          const { rows } = await t.gateway.db.query<{ type: string; data: Record<string, unknown> }>(
            "SELECT type, data FROM events WHERE stream_id = $1 AND data->>'requestId' = $2 ORDER BY revision",
            [`wallet-${userId}`, requestId],
          );
          // Ended once a settle or a release is recorded (a long request's hold extensions come before it).
          return rows.some((row) => row.type === 'QuotaSettled' || row.type === 'QuotaReleased') && rows;
        },
        { what: `request ${requestId} to end in a settle or a release` },
      ),
    async dispose() {
      await t.dispose();
      await upstream.close();
    },
  };
}
