import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedemptionsDeps } from '../../../../services/features/redemptions/deps';
import { createRedemptionsApp } from '../../../../services/features/redemptions/redemptions-app';
import { createWalletService, type WalletService } from '../../../../services/features/wallet/wallet-service';
import { ROLE, type Actor } from '../../../../services/platform/actor';
import { systemClock } from '../../../../services/platform/clock';
import { createSecretBox } from '../../../../services/platform/crypto/secret-box';
import { silentLogger } from '../../../../services/platform/logger';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';

/*
 * The two less travelled paths of a redeem, at the application layer on a
 * test gateway's database and log: a wallet that moves between the decision
 * and the commit (the append refuses, the claim rolls back with it, and the
 * redeem decides again), and the EventStoreDB outbox path, where the credit
 * follows the commit through the wallet service.
 */

const ADMIN: Actor = { kind: 'user', userId: 3, role: ROLE.admin };
const userActor = (userId: number): Actor => ({ kind: 'user', userId, role: ROLE.user });

let t: TestGateway;
let observer: WalletService;

function depsFor(wallets: WalletService, walletAppendsInTransaction: boolean): RedemptionsDeps {
  const { db, options, events } = t.gateway;
  return {
    db,
    clock: systemClock,
    options,
    secretBox: createSecretBox(randomBytes(32)),
    wallets,
    recordAudit: async (tx, audit) => {
      for (const event of audit) await events.appendInTransaction(tx, event.streamId, [event], 'any');
    },
    auditCommitted: () => events.afterCommit(),
    recordWalletEvents: async (tx, prepared) => {
      await events.appendInTransaction(tx, prepared.streamId, prepared.events, prepared.expected);
    },
    walletAppendsInTransaction,
  };
}

const newWallets = () => createWalletService({ store: t.gateway.events.store, db: t.gateway.db, clock: systemClock, logger: silentLogger });

beforeAll(async () => {
  t = await startTestGateway();
  observer = newWallets();
});
afterAll(async () => t?.dispose());

describe('redeem when the wallet moves', () => {
  it('decides again after another writer moved the wallet, and credits once', async () => {
    const wallets = newWallets();
    const elsewhere = newWallets();
    const userId = 4_000;
    let moves = 0;
    let decisions = 0;
    // Another instance credits the wallet right after each of the first two decisions: those appends must refuse.
    const racing: WalletService = {
      ...wallets,
      async prepare(id, commands, meta) {
        decisions++;
        const prepared = await wallets.prepare(id, commands, meta);
        if (moves < 2) {
          moves++;
          await elsewhere.credit(id, { key: `elsewhere-${moves}`, source: 'admin_adjustment', amount: 1 }, meta);
        }
        return prepared;
      },
    };
    const app = createRedemptionsApp(depsFor(racing, true));
    const [key] = await app.create(ADMIN, { name: 'moving', quota: 5_000 });
    expect(await app.redeem(userActor(userId), { key })).toBe(5_000);
    expect([moves, decisions]).toEqual([2, 3]);
    expect(await observer.view(userId)).toMatchObject({ quota: 5_002 });
    const credits = (await t.gateway.events.store.readStream(`wallet-${userId}`)).filter((r) => (r.event.data as { source?: string }).source === 'redemption');
    expect(credits).toHaveLength(1);
  });

  it('behind the outbox, credits through the wallet service after the commit, once', async () => {
    const app = createRedemptionsApp(depsFor(newWallets(), false));
    const [key] = await app.create(ADMIN, { name: 'outbox', quota: 7_000 });
    const userId = 4_001;
    const outcomes = await Promise.allSettled([app.redeem(userActor(userId), { key }), app.redeem(userActor(userId), { key })]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { message: 'this redemption code has already been used' } });
    expect(await observer.view(userId)).toMatchObject({ quota: 7_000 });
  });

  it('refuses system actors and guests: a code goes to a signed-in user', async () => {
    const app = createRedemptionsApp(depsFor(newWallets(), true));
    await expect(app.redeem({ kind: 'system', reason: 'test' }, { key: 'x' })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(app.redeem({ kind: 'anonymous' }, { key: 'x' })).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});
