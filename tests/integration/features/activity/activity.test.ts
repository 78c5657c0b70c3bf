import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../testkit/actors';
import { apiClient } from '../../../testkit/api-client';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { eventually } from '../../../testkit/eventually';
import { expectErrorCode, expectNoErrors } from '../../../testkit/graphql';
import { subscribe, wsClient } from '../../../testkit/graphql-ws-client';

interface Point {
  eventType: string;
  hour: string;
  events: number;
}

let t: TestGateway;
const { sessions, call, graphql, headers: signedIn, signIn, signUp } = apiClient(() => t.baseUrl);

beforeAll(async () => {
  t = await startTestGateway();
  await call(null, 'POST', '/api/setup', { username: 'act_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await signIn('act_root', 'root-password-1');
  await signUp('act_user');
  for (const admin of ['act_admin', 'act_demoted']) {
    expect((await call('act_root', 'POST', '/api/user/', { username: admin, password: `${admin}-password`, role: 10 })).body.success).toBe(true);
    await signIn(admin, `${admin}-password`);
  }
});
afterAll(async () => t?.dispose());

const activity = (who: string | null = null) => graphql<{ activity: Point[] }>(who, '{ activity(hours: 2) { eventType hour events } }');

const configChangesThisHour = (points: readonly Point[]) =>
  points.filter((p) => p.eventType === 'ConfigChanged' && Date.now() - Date.parse(p.hour) < 3_600_000).reduce((n, p) => n + p.events, 0);

describe('activity read model over GraphQL', () => {
  it('is for admins only', async () => {
    expectErrorCode(await activity(), 'UNAUTHENTICATED');
    expectErrorCode(await activity('act_user'), 'FORBIDDEN');
    expect((await activity('act_admin')).errors).toBeUndefined();
  });

  it('counts the audit events of option changes, through the projection', async () => {
    // The set-up's own events may still be on their way into the read model: count from where it has caught up.
    await eventually(
      async () =>
        (
          await t.gateway.db.query<{ caught_up: boolean }>(
            'SELECT (SELECT count(*) FROM events) = (SELECT coalesce(sum(events), 0) FROM activity_hourly) AS caught_up',
          )
        ).rows[0]!.caught_up,
      { what: 'the activity read model to catch up with the log' },
    );
    const before = configChangesThisHour(expectNoErrors(await activity('act_admin')).activity);
    await t.gateway.options.set('Notice', 'maintenance tonight', TEST_ADMIN);
    await t.gateway.options.set('Notice', '', TEST_ADMIN);
    const after = await eventually(
      async () => {
        const n = configChangesThisHour(expectNoErrors(await activity('act_admin')).activity);
        return n >= before + 2 && n;
      },
      { what: 'both option changes in the activity' },
    );
    expect(after).toBe(before + 2);
  });

  it('pushes activityChanged to admins when the projection commits', async () => {
    const client = wsClient(t.baseUrl, signedIn('act_admin'));
    try {
      const sub = await subscribe<{ activityChanged: Point[] }>(client, 'subscription { activityChanged(hours: 2) { eventType hour events } }');
      const first = await sub.nextAfter(() => t.gateway.options.set('About', `about ${Math.random()}`, TEST_ADMIN));
      expect(configChangesThisHour(first.activityChanged)).toBeGreaterThan(0);
      await sub.stop();
    } finally {
      await client.dispose();
    }
  });

  it('stops activityChanged for an admin demoted while subscribed', async () => {
    const client = wsClient(t.baseUrl, signedIn('act_demoted'));
    try {
      const sub = await subscribe<{ activityChanged: Point[] }>(client, 'subscription { activityChanged(hours: 2) { eventType hour events } }');
      await sub.nextAfter(() => t.gateway.options.set('About', `about ${Math.random()}`, TEST_ADMIN));
      const demoted = await call('act_root', 'POST', '/api/user/manage', { id: sessions.get('act_demoted')!.id, action: 'demote' });
      expect(demoted.body.data).toEqual({ role: 1, status: 1 });
      // Answers computed before the demotion may still be on the wire; the first one computed after it is a refusal.
      let refusal: unknown;
      for (let read = 0; read < 5 && !refusal; read++) {
        await sub.nextAfter(() => t.gateway.options.set('About', `after demotion ${Math.random()}`, TEST_ADMIN)).catch((error: unknown) => (refusal = error));
      }
      // graphql-ws ends a failed stream with an error message: its GraphQL errors.
      expect(JSON.stringify(refusal)).toMatch(/FORBIDDEN|only admins/);
    } finally {
      await client.dispose();
    }
  });

  it('refuses activityChanged to users and to anonymous callers', async () => {
    const asUser = wsClient(t.baseUrl, signedIn('act_user'));
    try {
      const sub = await subscribe<{ activityChanged: Point[] }>(asUser, 'subscription { activityChanged { eventType } }');
      await expect(sub.next()).rejects.toThrow(/FORBIDDEN|only admins/);
    } finally {
      await asUser.dispose();
    }
    const client = wsClient(t.baseUrl);
    try {
      const sub = await subscribe<{ activityChanged: Point[] }>(client, 'subscription { activityChanged { eventType } }');
      await expect(sub.next()).rejects.toThrow(/UNAUTHENTICATED|sign in/);
    } finally {
      await client.dispose();
    }
  });
});
