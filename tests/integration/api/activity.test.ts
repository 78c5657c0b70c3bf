import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../testkit/actors';
import { startTestGateway, type TestGateway } from '../../testkit/gateway';
import { subscribe, wsClient } from '../../testkit/graphql-ws-client';
import { authenticateByTestHeader, TEST_ROLE_HEADER } from '../../testkit/test-authenticate';

interface Point {
  eventType: string;
  hour: string;
  events: number;
}

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({}, { authenticate: authenticateByTestHeader });
});
afterAll(async () => t?.dispose());

async function activity(role?: string) {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(role ? { [TEST_ROLE_HEADER]: role } : {}) },
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
    expect((await activity('user')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await activity('admin')).errors).toBeUndefined();
  });

  it('counts the audit events of option changes, through the projection', async () => {
    const before = configChangesThisHour((await activity('admin')).data!.activity);
    await t.gateway.options.set('Notice', 'maintenance tonight', TEST_ADMIN);
    await t.gateway.options.set('Notice', '', TEST_ADMIN);
    const after = await eventually(
      async () => configChangesThisHour((await activity('admin')).data!.activity),
      (n) => n >= before + 2,
    );
    expect(after).toBe(before + 2);
  });

  it('pushes activityChanged to admins when the projection commits', async () => {
    const client = wsClient(t.baseUrl, { [TEST_ROLE_HEADER]: 'admin' });
    try {
      const sub = await subscribe<{ activityChanged: Point[] }>(client, 'subscription { activityChanged(hours: 2) { eventType hour events } }');
      const first = await sub.nextAfter(() => t.gateway.options.set('About', `about ${Math.random()}`, TEST_ADMIN));
      expect(configChangesThisHour(first.activityChanged)).toBeGreaterThan(0);
      await sub.stop();
    } finally {
      await client.dispose();
    }
  });

  it('refuses activityChanged to anonymous callers', async () => {
    const client = wsClient(t.baseUrl);
    try {
      const sub = await subscribe<{ activityChanged: Point[] }>(client, 'subscription { activityChanged { eventType } }');
      await expect(sub.next()).rejects.toThrow(/UNAUTHENTICATED|sign in/);
    } finally {
      await client.dispose();
    }
  });
});
