import { afterAll, expect, it } from 'vitest';
import type { GatewayOverrides } from '../../services/gateway/start-gateway';
import { createLogger } from '../../services/platform/logger';
import { apiClient, type ApiClient } from '../testkit/api-client';
import { startTestGateway, type TestGateway } from '../testkit/gateway';

/*
 * The security suite's kit (issue 13, "Done when"). Each file starts one
 * whole gateway, runs attacks against it in families, and prints at the end
 * a table: family | attempts | got through. An attempt is a real request
 * whose effect is checked; it answers whether it got through. A family's
 * test fails, listing each breach, unless none did.
 */

interface Tally {
  attempts: number;
  breaches: string[];
}

const tallies = new Map<string, Tally>();
const tallyOf = (family: string): Tally => {
  let tally = tallies.get(family);
  if (!tally) tallies.set(family, (tally = { attempts: 0, breaches: [] }));
  return tally;
};

/**
 * Runs one attack. `run` answers true (or a sentence saying what happened)
 * when the attack got through, false when it was held. An attack that throws
 * was not seen to be held: it counts as got through, with the error.
 */
export async function attempt(family: string, description: string, run: () => Promise<boolean | string>): Promise<void> {
  const tally = tallyOf(family);
  tally.attempts++;
  let outcome: boolean | string;
  try {
    outcome = await run();
  } catch (error) {
    outcome = `the attempt failed unchecked: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (outcome !== false) tally.breaches.push(typeof outcome === 'string' ? `${description}: ${outcome}` : description);
}

/** Runs `run` for every row of `table`, one attempt each, `describe` naming the row. */
export async function attemptEach<Row>(
  family: string,
  table: readonly Row[],
  describe: (row: Row) => string,
  run: (row: Row) => Promise<boolean | string>,
): Promise<void> {
  for (const row of table) await attempt(family, describe(row), () => run(row));
}

/** Fails unless the family made attempts and none got through; the failure lists each breach. */
export function expectNoBreaches(family: string): void {
  const tally = tallyOf(family);
  expect(tally.attempts, `${family}: no attempt was made`).toBeGreaterThan(0);
  expect(tally.breaches, `${family}: ${tally.breaches.length} of ${tally.attempts} got through:\n  ${tally.breaches.join('\n  ')}`).toEqual([]);
}

/** One test per family: runs its attacks, then expects none got through. */
export function family(name: string, attacks: () => Promise<void>, timeoutMs = 60_000): void {
  it(
    name,
    async () => {
      tallyOf(name);
      await attacks();
      expectNoBreaches(name);
    },
    timeoutMs,
  );
}

/** Prints the table of this file's families once its tests are done. */
export function printTallyAfterAll(title: string): void {
  afterAll(() => {
    const rows = [...tallies].map(([name, tally]) => [name, String(tally.attempts), String(tally.breaches.length)]);
    const header = ['family', 'attempts', 'got through'];
    const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
    const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
    console.log([`security suite: ${title}`, line(header), rule, ...rows.map(line)].join('\n'));
  });
}

export const PASSWORDS = { root: 'root-password-1', admin: 'admin-password-1' } as const;

/** A gateway under attack, with its accounts signed in and the secrets it was given, to look for later. */
export interface Site {
  readonly t: TestGateway;
  readonly api: ApiClient;
  /** Session names: `root` (role 100), `admin` (role 10), `alice` and `bob` (plain users). */
  readonly ids: Readonly<Record<'root' | 'admin' | 'alice' | 'bob', number>>;
  /** Each plain user's API token: its id and full key. */
  readonly tokens: Readonly<Record<'alice' | 'bob', { id: number; key: string }>>;
  /** Every secret the site was given (passwords, token keys, and what the tests add): none may show in clear in the log or the event store. */
  readonly secrets: Set<string>;
  /** Everything the gateway logged, one JSON line each, at debug level. */
  readonly logLines: string[];
  /** The user's quota as the super admin reads it back. */
  quotaOf(id: number): Promise<number>;
  /** The user as the super admin reads it back. */
  userOf(id: number): Promise<{ id: number; role: number; status: number; quota: number; username: string } | null>;
}

/**
 * Starts a whole gateway logging at debug level into memory, sets it up
 * (super admin `root`, admin `admin`), registers the plain users `alice` and
 * `bob`, gives each a balance and an API token.
 */
export async function startSite(env: Record<string, string> = {}, overrides: GatewayOverrides = {}): Promise<Site> {
  const logLines: string[] = [];
  const t = await startTestGateway(
    env,
    overrides,
    createLogger('debug', (line) => logLines.push(line)),
  );
  const api = apiClient(() => t.baseUrl);
  await api.setUpSite('sec');
  api.sessions.set('root', api.sessions.get('sec_root')!);
  const secrets = new Set<string>([PASSWORDS.root, PASSWORDS.admin]);
  const tokens: Record<string, { id: number; key: string }> = {};
  for (const name of ['alice', 'bob'] as const) {
    await api.signUp(`sec_${name}`);
    api.sessions.set(name, api.sessions.get(`sec_${name}`)!);
    secrets.add(`sec_${name}-password`);
    const funded = await api.graphql('root', 'mutation($id: Int!) { adjustQuota(userId: $id, amount: 5000000, reason: "seed") { quota } }', {
      id: api.sessions.get(name)!.id,
    });
    if (funded.errors) throw new Error(`seeding ${name}'s balance: ${JSON.stringify(funded.errors)}`);
    const created = await api.call(name, 'POST', '/api/token/', { name: `${name} token`, remain_quota: 100_000, expired_time: -1 });
    if (!created.body.success) throw new Error(`seeding ${name}'s token: ${created.body.message} ${logLines.filter((l) => l.includes('"error"')).join('\n')}`);
    const listed = await api.call<{ items: Array<{ id: number; key: string }> }>(name, 'GET', '/api/token/?p=1&size=10');
    const token = listed.body.data!.items[0]!;
    tokens[name] = { id: token.id, key: token.key };
    secrets.add(token.key.replace(/^sk-/, ''));
  }
  const ids = {
    root: api.sessions.get('root')!.id,
    admin: api.sessions.get('admin')!.id,
    alice: api.sessions.get('alice')!.id,
    bob: api.sessions.get('bob')!.id,
  };
  const userOf: Site['userOf'] = async (id) => {
    const answer = await api.call<{ id: number; role: number; status: number; quota: number; username: string }>('root', 'GET', `/api/user/${id}`);
    return answer.body.success ? answer.body.data! : null;
  };
  return {
    t,
    api,
    ids,
    tokens: tokens as Site['tokens'],
    secrets,
    logLines,
    userOf,
    async quotaOf(id) {
      const user = await userOf(id);
      if (!user) throw new Error(`user ${id} is gone`);
      return user.quota;
    },
  };
}

/** True for an `/api` answer that did what was asked: 2xx and `success: true`. */
export const accepted = (answer: { status: number; body: { success?: boolean } }): boolean =>
  answer.status >= 200 && answer.status < 300 && answer.body.success === true;

/**
 * The secrets family, run last in a file: every secret the site was given,
 * looked for in clear in all the gateway logged and in every event's data
 * and actor.
 */
export function secretsFamily(site: () => Site): void {
  family('secrets', async () => {
    const { t, secrets, logLines } = site();
    const events = await t.gateway.db.query<{ type: string; text: string }>('SELECT type, data::text || actor::text AS text FROM events');
    const log = logLines.join('\n');
    for (const secret of secrets) {
      await attempt('secrets', `${secret.slice(0, 6)}… in the log (${logLines.length} lines)`, async () => log.includes(secret));
      await attempt('secrets', `${secret.slice(0, 6)}… in the events table (${events.rows.length} events)`, async () => {
        const found = events.rows.filter((row) => row.text.includes(secret)).map((row) => row.type);
        return found.length > 0 && `found in events of type ${[...new Set(found)].join(', ')}`;
      });
    }
  });
}
