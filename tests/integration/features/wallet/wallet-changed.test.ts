import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../testkit/api-client';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectNoErrors } from '../../../testkit/graphql';
import { subscribe, wsClient } from '../../../testkit/graphql-ws-client';

interface Wallet {
  userId: number;
  quota: number;
}

let t: TestGateway;
const { sessions, call, graphql, headers: signedIn, setUpSite, signUp } = apiClient(() => t.baseUrl);

const WALLET_CHANGED = 'subscription { walletChanged { userId quota } }';

beforeAll(async () => {
  t = await startTestGateway();
  await setUpSite('wch');
  await signUp('wch_ann');
  await signUp('wch_bob');
  await signUp('wch_cat');
});
afterAll(async () => t?.dispose());

const adjust = async (who: string, amount: number) =>
  expectNoErrors(
    await graphql('admin', 'mutation ($userId: Int!, $amount: Quota!) { adjustQuota(userId: $userId, amount: $amount) { quota } }', {
      userId: sessions.get(who)!.id,
      amount,
    }),
  );

describe('walletChanged: the signed-in user follows their own wallet', () => {
  it('answers the wallet now, then the new balance once a top-up lands', async () => {
    const client = wsClient(t.baseUrl, signedIn('wch_ann'));
    try {
      const sub = await subscribe<{ walletChanged: Wallet }>(client, WALLET_CHANGED);
      const now = (await sub.next()).walletChanged;
      expect(now.userId).toBe(sessions.get('wch_ann')!.id);
      await adjust('wch_ann', 1_000_000);
      const after = (await sub.next()).walletChanged;
      expect(after).toEqual({ userId: now.userId, quota: now.quota + 1_000_000 });
      await sub.stop();
    } finally {
      await client.dispose();
    }
  });

  it("never sends another user's wallet: bob's top-up is not pushed to ann", async () => {
    const client = wsClient(t.baseUrl, signedIn('wch_ann'));
    try {
      const sub = await subscribe<{ walletChanged: Wallet }>(client, WALLET_CHANGED);
      const now = (await sub.next()).walletChanged;
      await adjust('wch_bob', 7_000_000);
      // Bob's change has reached the read model before ann's is made, so a push for it would come first.
      await expect.poll(async () => (await call<{ quota: number }>('wch_bob', 'GET', '/api/user/self')).body.data?.quota).toBeGreaterThanOrEqual(7_000_000);
      await adjust('wch_ann', 250_000);
      const pushed = (await sub.next()).walletChanged;
      expect(pushed).toEqual({ userId: now.userId, quota: now.quota + 250_000 });
      await sub.stop();
    } finally {
      await client.dispose();
    }
  });

  it('takes no user argument, so nobody can name another wallet', async () => {
    const answer = await graphql('wch_ann', `subscription { walletChanged(userId: ${sessions.get('wch_bob')!.id}) { quota } }`);
    expect(JSON.stringify(answer.errors)).toMatch(/Unknown argument.*userId/);
  });

  it('refuses anonymous callers', async () => {
    const client = wsClient(t.baseUrl);
    try {
      const sub = await subscribe<{ walletChanged: Wallet }>(client, WALLET_CHANGED);
      await expect(sub.next()).rejects.toThrow(/UNAUTHENTICATED|sign in/);
    } finally {
      await client.dispose();
    }
  });

  it('stops for a user disabled while subscribed', async () => {
    const client = wsClient(t.baseUrl, signedIn('wch_cat'));
    try {
      const sub = await subscribe<{ walletChanged: Wallet }>(client, WALLET_CHANGED);
      await sub.next();
      const disabled = await call('wch_root', 'POST', '/api/user/manage', { id: sessions.get('wch_cat')!.id, action: 'disable' });
      expect(disabled.body.success).toBe(true);
      await adjust('wch_cat', 500_000);
      // graphql-ws ends a failed stream with an error message: its GraphQL errors.
      const refusal: unknown = await sub.next().then(
        () => null,
        (error: unknown) => error,
      );
      expect(JSON.stringify(refusal)).toMatch(/UNAUTHENTICATED|FORBIDDEN|disabled/);
    } finally {
      await client.dispose();
    }
  });
});
