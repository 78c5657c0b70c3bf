import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../testkit/actors';
import { apiClient } from '../../../testkit/api-client';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { subscribe, wsClient } from '../../../testkit/graphql-ws-client';

interface Point {
  eventType: string;
  hour: string;
  events: number;
}

let t: TestGateway;
const { sessions, call, signIn, signUp } = apiClient(() => t.baseUrl);

/** The headers a signed-in console sends: its session cookie and its user id. */
function signedIn(who: string): Record<string, string> {
  const session = sessions.get(who)!;
  return { cookie: session.cookie, 'new-api-user': String(session.id) };
}

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

async function activity(who?: string) {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(who ? signedIn(who) : {}) },
    body: JSON.stringify({ query: '{ activity(hours: 2) { eventType hour events } }' }),
  });
  return (await response.json()) as { data?: { activity: Point[] } | null; errors?: Array<{ extensions?: { code?: string } }> };
}

const configChangesThisHour = (points: readonly Point[]) =>
  points.filter((p) => p.eventType === 'ConfigChanged' && Date.now() - Date.parse(p.hour) < 3_600_000).reduce((n, p) => n + p.events, 0);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('activity read model over GraphQL', () => {
  it('is for admins only', async () => {
    expect((await activity()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await activity('act_user')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await activity('act_admin')).errors).toBeUndefined();
  });

  it('counts the audit events of option changes, through the projection', async () => {
    const before = configChangesThisHour((await activity('act_admin')).data!.activity);
    await t.gateway.options.set('Notice', 'maintenance tonight', TEST_ADMIN);
    await t.gateway.options.set('Notice', '', TEST_ADMIN);
    const after = await eventually(
      async () => configChangesThisHour((await activity('act_admin')).data!.activity),
      (n) => n >= before + 2,
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
