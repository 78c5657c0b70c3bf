import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testkit/api-client';
import { startTestGateway, type TestGateway } from '../../testkit/gateway';
import { createManualClock } from '../../testkit/manual-clock';

const DAY_MS = 24 * 3_600_000;
/** Far from any real "now", so nothing here can pass on the system clock. */
const START_MS = Date.UTC(2031, 4, 6, 7, 8, 9);

/** GatewayOverrides.clock: the gateway's "now" is the clock it is given, for everything it wires. */
describe('a gateway started with a manual clock', () => {
  const time = createManualClock(START_MS);
  const api = apiClient(() => t.baseUrl);
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway({}, { clock: time.clock });
    await api.setUpSite('clock');
  });
  afterAll(async () => t?.dispose());

  it('reports its start time from that clock', async () => {
    const { body } = await api.call<{ start_time: number }>(null, 'GET', '/api/status');
    expect(body.data?.start_time).toBe(Math.floor(START_MS / 1000));
  });

  it('ends a dashboard session when that clock passes 30 days, and not before', async () => {
    expect((await api.call('clock_root', 'GET', '/api/user/self')).body.success).toBe(true);
    time.advance(30 * DAY_MS - 60_000);
    expect((await api.call('clock_root', 'GET', '/api/user/self')).body.success).toBe(true);
    time.advance(120_000);
    const expired = await api.call('clock_root', 'GET', '/api/user/self');
    expect(expired.status).toBe(401);
    expect(expired.body.success).toBe(false);
  });
});
