import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletService, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { silentLogger } from '../../../../services/platform/logger';
import { eventually } from '../../../testkit/eventually';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectErrorCode, graphqlClient, type GraphqlAnswer } from '../../../testkit/graphql';
import { TEST_META } from '../../../testkit/ledger';
import { authenticateByTestHeader, TEST_ROLE_HEADER } from '../../../testkit/test-authenticate';

/*
 * The ledger through a whole gateway: GraphQL for wallets, entries and
 * point-in-time balances, REST for the CSV export, access checked on the
 * server for each. The test header signs in as user 2, admin 3 or root 1.
 */

const USER = 2;
const USAGE = { channelId: 4, modelName: 'gpt-test', promptTokens: 10, completionTokens: 20 };

let t: TestGateway;
/** A second wallet service on the same log: another gateway instance, as the relay will be. */
let relay: WalletService;
beforeAll(async () => {
  t = await startTestGateway({}, { authenticate: authenticateByTestHeader });
  // The users the test header signs in as: adjustQuota checks the target's role (issue 13, item 1).
  await t.gateway.db.query(
    `INSERT INTO users (id, username, role, aff_code, created_at, credentials_changed_at)
     VALUES (1, 'root', 100, 'aff1', now(), now()), (2, 'user', 1, 'aff2', now(), now()), (3, 'admin', 10, 'aff3', now(), now())`,
  );
  relay = createWalletService({ store: t.gateway.events.store, db: t.gateway.db, clock: () => new Date(), logger: silentLogger });
});
afterAll(async () => t?.dispose());

/** GraphQL as `role` through the test header, or as no one. */
const graphql = graphqlClient(
  () => t.baseUrl,
  (role: string | null): Record<string, string> => (role ? { [TEST_ROLE_HEADER]: role } : {}),
);

const ADJUST =
  'mutation ($userId: Int!, $amount: Quota!, $reason: String) { adjustQuota(userId: $userId, amount: $amount, reason: $reason) { userId quota owedQuota version } }';
const WALLET = 'query ($userId: Int) { wallet(userId: $userId) { userId quota heldQuota usedQuota requestCount tokens { tokenId remainQuota usedQuota } } }';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ledger over GraphQL and REST', () => {
  let creditedAt: string;

  it('lets only admins adjust quota, answers from the wallet at once, and records who and why', async () => {
    expectErrorCode(await graphql(null, ADJUST, { userId: USER, amount: 5 }), 'UNAUTHENTICATED');
    expectErrorCode(await graphql('user', ADJUST, { userId: USER, amount: 5 }), 'FORBIDDEN');
    expectErrorCode(await graphql('admin', ADJUST, { userId: USER, amount: 0 }), 'BAD_USER_INPUT');
    expectErrorCode(await graphql('admin', ADJUST, { userId: USER, amount: 1.5 }), 'BAD_USER_INPUT');

    const reply = await graphql<{ adjustQuota: { quota: number; version: number } }>('admin', ADJUST, {
      userId: USER,
      amount: 3_000_000_000,
      reason: 'opening balance',
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.adjustQuota).toMatchObject({ quota: 3_000_000_000, version: 1 });
    creditedAt = new Date().toISOString();

    const [event] = await t.gateway.events.store.readStream(`wallet-${USER}`);
    expect(event!.event).toMatchObject({
      type: 'WalletCredited',
      actor: { kind: 'user', userId: 3 },
      data: { source: 'admin_adjustment', amount: 3_000_000_000, reason: 'opening balance' },
    });
  });

  it("reads a wallet from the balance read models: your own, or anyone's as an admin", async () => {
    await relay.setTokenAllowance(USER, { key: 'ledger-api-token', tokenId: 77, unlimited: false, remaining: 1_000_000 }, TEST_META);
    await pause(20);
    await relay.reserve(USER, { requestId: 'api-1', tokenId: 77, amount: 600_000 }, TEST_META);
    await relay.settle(USER, { requestId: 'api-1', actual: 450_000, usage: USAGE }, TEST_META);

    const mine = await eventually(
      async () => {
        const r = await graphql<{ wallet: { quota: number; usedQuota: number; tokens: unknown[] } }>('user', WALLET);
        // Each read model catches up on its own; wait for both the user's and the token's.
        return r.data?.wallet.usedQuota === 450_000 && JSON.stringify(r.data.wallet.tokens).includes('"usedQuota":450000') && r;
      },
      { what: "the user's and the token's balances to show the settled request" },
    );
    expect(mine.data!.wallet).toEqual({
      userId: USER,
      quota: 3_000_000_000 - 450_000,
      heldQuota: 0,
      usedQuota: 450_000,
      requestCount: 1,
      tokens: [{ tokenId: 77, remainQuota: 550_000, usedQuota: 450_000 }],
    });
    expectErrorCode(await graphql('user', WALLET, { userId: 3 }), 'FORBIDDEN');
    expect((await graphql<{ wallet: { quota: number } }>('admin', WALLET, { userId: USER })).data!.wallet.quota).toBe(3_000_000_000 - 450_000);
    expectErrorCode(await graphql(null, WALLET), 'UNAUTHENTICATED');
  });

  it('replays a wallet and a token to any instant, naming the event it stands on', async () => {
    const BALANCE_AT = 'query ($at: String!, $userId: Int) { balanceAt(at: $at, userId: $userId) { wallet { quota usedQuota version } lastEvent { seq } } }';
    const early = await graphql<{ balanceAt: { wallet: { quota: number; version: number }; lastEvent: { seq: number } } }>('user', BALANCE_AT, {
      at: creditedAt,
    });
    expect(early.data!.balanceAt).toEqual({ wallet: { quota: 3_000_000_000, usedQuota: 0, version: 1 }, lastEvent: { seq: 0 } });
    const now = await graphql<{ balanceAt: { wallet: { quota: number; version: number } } }>('user', BALANCE_AT, { at: new Date().toISOString() });
    expect(now.data!.balanceAt.wallet).toEqual({ quota: 3_000_000_000 - 450_000, usedQuota: 450_000, version: 4 });
    const before = await graphql<{ balanceAt: { wallet: { quota: number }; lastEvent: null } }>('user', BALANCE_AT, { at: '2000-01-01T00:00:00Z' });
    expect(before.data!.balanceAt).toEqual({ wallet: { quota: 0, usedQuota: 0, version: 0 }, lastEvent: null });
    expectErrorCode(await graphql('user', BALANCE_AT, { at: 'yesterday-ish' }), 'BAD_USER_INPUT');

    const TOKEN_AT = 'query ($at: String!) { tokenBalanceAt(tokenId: 77, at: $at) { userId token { remainQuota usedQuota } } }';
    const token = await graphql<{ tokenBalanceAt: unknown }>('user', TOKEN_AT, { at: new Date().toISOString() });
    expect(token.data!.tokenBalanceAt).toEqual({ userId: USER, token: { remainQuota: 550_000, usedQuota: 450_000 } });
    // Someone else's token reads as unknown to a user, and as itself to an admin.
    expect((await graphql('root', TOKEN_AT, { at: new Date().toISOString() })).data).toBeTruthy();
    await relay.setTokenAllowance(9, { key: 'other-token', tokenId: 78, unlimited: false, remaining: 100 }, TEST_META);
    await eventually(async () => (await t.gateway.db.query('SELECT 1 FROM token_balances WHERE token_id = 78')).rows.length === 1, {
      what: 'the balance of token 78',
    });
    expectErrorCode(await graphql('user', '{ tokenBalanceAt(tokenId: 78, at: "2030-01-01T00:00:00Z") { userId } }'), 'NOT_FOUND');
  });

  it('pages through ledger entries whose legs balance, per event and ledger', async () => {
    const ENTRIES = 'query ($after: String) { ledgerEntries(first: 3, after: $after) { entries { eventId ledger account amount seq } nextCursor } }';
    type Page = {
      ledgerEntries: { entries: Array<{ eventId: string; ledger: string; account: string; amount: number; seq: number }>; nextCursor: string | null };
    };
    await eventually(
      async () =>
        (await graphql<Page>('user', '{ ledgerEntries(first: 500) { entries { seq } nextCursor } }')).data?.ledgerEntries.entries.some((e) => e.seq === 3) ??
        false,
      { what: 'the ledger entries of event 3' },
    );
    const all: Page['ledgerEntries']['entries'] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: GraphqlAnswer<Page> = await graphql<Page>('user', ENTRIES, { after });
      all.push(...page.data!.ledgerEntries.entries);
      after = page.data!.ledgerEntries.nextCursor;
      pages++;
    } while (after !== null);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(all.map((e) => e.seq))).toEqual(new Set([0, 1, 2, 3]));
    const sums = new Map<string, number>();
    for (const e of all) sums.set(`${e.eventId}/${e.ledger}`, (sums.get(`${e.eventId}/${e.ledger}`) ?? 0) + e.amount);
    expect([...sums.values()].every((sum) => sum === 0)).toBe(true);
    expect(all.filter((e) => e.account === 'system:revenue').map((e) => e.amount)).toEqual([450_000]);
    expectErrorCode(await graphql('user', '{ ledgerEntries(userId: 9) { nextCursor } }'), 'FORBIDDEN');
    expectErrorCode(await graphql('user', '{ ledgerEntries(after: "bogus") { nextCursor } }'), 'BAD_USER_INPUT');
  });

  it('exports the ledger as CSV with running balances, to its owner or an admin', async () => {
    const exportAs = (role: string | undefined, query = '') =>
      fetch(`${t.baseUrl}/api/ledger/export${query}`, { headers: role ? { [TEST_ROLE_HEADER]: role } : {} });

    const anonymous = await exportAs(undefined);
    expect(anonymous.status).toBe(401);
    const foreign = await exportAs('user', '?user_id=9');
    expect(await foreign.json()).toMatchObject({ success: false });

    const mine = await exportAs('user');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(mine.headers.get('content-disposition')).toBe('attachment; filename="ledger-all.csv"');
    const [header, ...rows] = (await mine.text()).trim().split('\n');
    expect(header).toBe('occurred_at,user_id,seq,event_type,event_id,leg,ledger,account,amount,running_balance');
    const available = rows.map((r) => r.split(',')).filter((r) => r[7] === `user:${USER}:available`);
    expect(available.map((r) => Number(r[9]))).toEqual([3_000_000_000, 3_000_000_000 - 600_000, 3_000_000_000 - 450_000]);
    expect(rows.every((r) => r.split(',')[1] === String(USER))).toBe(true);

    // From an instant after the credit: the running balance carries the opening balance over.
    const later = await exportAs('admin', `?user_id=${USER}&from=${encodeURIComponent(creditedAt)}`);
    const laterRows = (await later.text())
      .trim()
      .split('\n')
      .slice(1)
      .map((r) => r.split(','));
    expect(laterRows.some((r) => r[3] === 'WalletCredited')).toBe(false);
    expect(laterRows.filter((r) => r[7] === `user:${USER}:available`).map((r) => Number(r[9]))).toEqual([3_000_000_000 - 600_000, 3_000_000_000 - 450_000]);

    const everyone = await exportAs('admin');
    const users = new Set(
      (await everyone.text())
        .trim()
        .split('\n')
        .slice(1)
        .map((r) => r.split(',')[1]),
    );
    expect(users).toEqual(new Set([String(USER), '9']));
    expect(await (await exportAs('user', '?from=not-a-date')).json()).toMatchObject({ success: false, message: 'from is not a valid date and time' });
  });
});
