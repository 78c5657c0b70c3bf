import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskStreamId, type TaskSubmitted, type TaskUpdated } from '../../../../schema/events/task';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { expectNoErrors, graphqlClient } from '../../../testkit/graphql';
import { subscribe, wsClient } from '../../../testkit/graphql-ws-client';
import { catchUpAll, freshUserId } from '../../../testkit/ledger';
import { authenticateByTestUserOrRole, testCallerHeaders, type TestCaller } from '../../../testkit/test-authenticate';

/*
 * The drawing and task logs (issue 17 item 6) on a test gateway: task
 * events recorded as the task relay will record them (that relay is a later
 * issue), folded, then read over `/api/mj` and `/api/task` by each role, and
 * their progress followed live over GraphQL.
 */

const authenticate = authenticateByTestUserOrRole;
type Caller = TestCaller;
const headersOf = testCallerHeaders;

let t: TestGateway;
const alice = freshUserId();
const bob = freshUserId();
const run = randomUUID().slice(0, 8);
const SUBMITTED_AT = Date.UTC(2026, 10, 25, 10);

async function record(key: string, events: Array<TaskSubmitted | TaskUpdated>): Promise<void> {
  await t.gateway.events.store.append(taskStreamId(key), events, 'any');
}

function submission(key: string, userId: number, platform: TaskSubmitted['data']['platform'], upstreamTaskId: string, minutes: number): TaskSubmitted {
  return {
    eventId: randomUUID(),
    type: 'TaskSubmitted',
    schemaVersion: 1,
    streamId: taskStreamId(key),
    occurredAt: new Date().toISOString(),
    correlationId: null,
    causationId: null,
    actor: { kind: 'system', reason: 'test' },
    data: {
      userId,
      tokenId: null,
      channelId: 5,
      platform,
      action: platform === 'midjourney' ? 'IMAGINE' : 'MUSIC',
      upstreamTaskId,
      code: platform === 'midjourney' ? 1 : null,
      prompt: 'a cat',
      promptEn: 'a cat',
      quota: 1_000,
      requestId: `req-${key}`,
      status: 'SUBMITTED',
      submitTime: SUBMITTED_AT + minutes * 60_000,
    },
  };
}

function progress(key: string, data: TaskUpdated['data']): TaskUpdated {
  return { ...submission(key, 1, 'midjourney', '', 0), eventId: randomUUID(), type: 'TaskUpdated', data } as TaskUpdated;
}

const graphql = graphqlClient<Caller>(() => t.baseUrl, headersOf);

async function rest<T>(caller: Caller, path: string): Promise<{ status: number; body: { success: boolean; message: string; data?: T } }> {
  const response = await fetch(t.baseUrl + path, { headers: headersOf(caller) });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data?: T } };
}

type Page<R> = { items: R[]; total: number; page: number; page_size: number };

beforeAll(async () => {
  t = await startTestGateway({}, { authenticate });
  for (const [id, name] of [
    [alice, `alice_${run}`],
    [bob, `bob_${run}`],
  ] as const) {
    await t.gateway.db.query(`INSERT INTO users (id, username, aff_code, created_at, credentials_changed_at) VALUES ($1, $2, $3, now(), now())`, [
      id,
      name,
      `aff${id}`,
    ]);
  }
  await record(`a1-${run}`, [submission(`a1-${run}`, alice, 'midjourney', `mj-a1-${run}`, 0)]);
  await record(`a1-${run}`, [
    progress(`a1-${run}`, { status: 'SUCCESS', progress: '100%', imageUrl: 'https://cdn.example/a1.png', finishTime: SUBMITTED_AT + 90_000 }),
  ]);
  await record(`a2-${run}`, [submission(`a2-${run}`, alice, 'suno', `suno-a2-${run}`, 5)]);
  await record(`b1-${run}`, [submission(`b1-${run}`, bob, 'midjourney', `mj-b1-${run}`, 10)]);
  await catchUpAll(t.gateway.db, t.gateway.events.store);
});
afterAll(async () => t?.dispose());

describe('the drawing and task logs', () => {
  it('shows a user their own drawings and tasks, in the established fields', async () => {
    const drawings = await rest<Page<Record<string, unknown>>>({ userId: alice }, '/api/mj/self/');
    expect(drawings.body.data!.items).toEqual([
      expect.objectContaining({
        id: 1,
        mj_id: `mj-a1-${run}`,
        action: 'IMAGINE',
        code: 1,
        status: 'SUCCESS',
        progress: '100%',
        image_url: 'https://cdn.example/a1.png',
      }),
    ]);
    expect(drawings.body.data!.items[0]).toMatchObject({ submit_time: SUBMITTED_AT, finish_time: SUBMITTED_AT + 90_000 });
    const own = await rest<Page<Record<string, unknown>>>({ userId: alice }, '/api/task/self');
    expect(own.body.data!.items).toEqual([
      expect.objectContaining({ task_id: `suno-a2-${run}`, platform: 'suno', action: 'MUSIC', submit_time: (SUBMITTED_AT + 300_000) / 1000 }),
    ]);
  });

  it('lets admins read everyone’s, by channel, id and time, and nobody else', async () => {
    const all = await rest<Page<{ mj_id: string }>>('admin', `/api/mj/?channel_id=5&start_timestamp=${SUBMITTED_AT}&page_size=100`);
    expect(all.body.data!.items.map((r) => r.mj_id)).toEqual(expect.arrayContaining([`mj-a1-${run}`, `mj-b1-${run}`]));
    expect((await rest<Page<unknown>>('admin', `/api/mj/?mj_id=mj-b1-${run}`)).body.data!.total).toBe(1);
    expect((await rest<Page<unknown>>('admin', `/api/mj/?mj_id=mj-b1-${run}&end_timestamp=${SUBMITTED_AT}`)).body.data!.total).toBe(0);
    expect((await rest<Page<unknown>>('admin', `/api/task/?task_id=suno-a2-${run}`)).body.data!.total).toBe(1);
    expect((await rest({ userId: alice }, '/api/mj/')).body.message).toBe('your role does not allow this');
    expect((await rest({ userId: alice }, '/api/task/')).body.message).toBe('your role does not allow this');
    for (const path of ['/api/mj/self/', '/api/task/self', '/api/mj/', '/api/task/'])
      expect([path, (await rest('anonymous', path)).status]).toEqual([path, 401]);
    expect((await rest({ userId: alice }, '/api/mj/self/?start_timestamp=soon')).body).toMatchObject({ success: false });
  });

  it('sends a task’s progress live to its owner only, resuming after a cursor', async () => {
    const feed = 'subscription { myTaskChanged(kind: midjourney) { taskKey status progress cursor } }';
    const aliceClient = wsClient(t.baseUrl, headersOf({ userId: alice }));
    const bobClient = wsClient(t.baseUrl, headersOf({ userId: bob }));
    try {
      const aliceFeed = await subscribe<{ myTaskChanged: { taskKey: string; status: string; progress: string; cursor: string } }>(aliceClient, feed);
      const bobFeed = await subscribe<{ myTaskChanged: { taskKey: string } }>(bobClient, feed);
      const key = `a3-${run}`;
      await record(key, [submission(key, alice, 'midjourney', `mj-a3-${run}`, 20)]);
      expect((await aliceFeed.next()).myTaskChanged).toMatchObject({ taskKey: key, status: 'SUBMITTED' });
      await record(key, [progress(key, { status: 'IN_PROGRESS', progress: '50%' })]);
      const half = (await aliceFeed.next()).myTaskChanged;
      expect(half).toMatchObject({ taskKey: key, progress: '50%' });
      // Bob's first change is his own: alice's never reached him.
      await record(`b1-${run}`, [progress(`b1-${run}`, { status: 'FAILURE', progress: '', failReason: 'banned prompt' })]);
      expect((await bobFeed.next()).myTaskChanged).toMatchObject({ taskKey: `b1-${run}` });
      await Promise.all([aliceFeed.stop(), bobFeed.stop()]);
      // Away: the task finishes; back with the cursor, the finish arrives.
      await record(key, [progress(key, { status: 'SUCCESS', progress: '100%' })]);
      const again = await subscribe<{ myTaskChanged: { taskKey: string; status: string } }>(
        aliceClient,
        `subscription { myTaskChanged(kind: midjourney, after: ${JSON.stringify(half.cursor)}) { taskKey status } }`,
      );
      expect((await again.next()).myTaskChanged).toEqual({ taskKey: key, status: 'SUCCESS' });
      await again.stop();
    } finally {
      await Promise.all([aliceClient.dispose(), bobClient.dispose()]);
    }
  });

  it('hands out the feed’s place with each page, so a task recorded after the page was read still arrives', async () => {
    // The console reads a page, then opens the feed: a task folded in between is on neither unless the feed starts at the page's cursor.
    const page = expectNoErrors(
      await graphql<{ myTasks: { items: Array<{ taskKey: string }>; cursor: string } }>(
        { userId: bob },
        'query { myTasks(kind: midjourney, pageSize: 100) { items { taskKey } cursor } }',
      ),
    ).myTasks;
    expect(page.items.map((task) => task.taskKey)).toEqual([`b1-${run}`]);
    const key = `b2-${run}`;
    await record(key, [submission(key, bob, 'midjourney', `mj-b2-${run}`, 30)]);
    await catchUpAll(t.gateway.db, t.gateway.events.store);
    const client = wsClient(t.baseUrl, headersOf({ userId: bob }));
    try {
      const feed = await subscribe<{ myTaskChanged: { taskKey: string; status: string } }>(
        client,
        `subscription { myTaskChanged(kind: midjourney, after: ${JSON.stringify(page.cursor)}) { taskKey status } }`,
      );
      expect((await feed.next()).myTaskChanged).toEqual({ taskKey: key, status: 'SUBMITTED' });
      await feed.stop();
    } finally {
      await client.dispose();
    }
  });
});
