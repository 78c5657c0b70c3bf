import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../../services/gateway/start-gateway';
import { loadConfig } from '../../../services/platform/config/config';
import { silentLogger } from '../../../services/platform/logger';
import { TEST_ADMIN } from '../../testkit/actors';
import { createPostgresDatabase, postgresMissing } from '../../testkit/databases';
import { eventually } from '../../testkit/eventually';

const redisUrl = process.env.REDIS_URL?.trim() || null;
const missing = postgresMissing() ? 'no PostgreSQL server for this run' : redisUrl === null ? 'REDIS_URL is not set' : null;
if (missing) console.warn(`[skipped] two gateway instances: ${missing}`);

/** Two gateways on one database and one Redis, as behind a load balancer. */
describe.skipIf(missing !== null)(`two gateway instances${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let database: { url: string; drop(): Promise<void> };
  const gateways: Gateway[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase();
    for (const roles of ['api,relay,projections', 'api,relay']) {
      const config = loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl!,
        ROLES: roles,
        LOG_LEVEL: 'silent',
        DATA_DIR: '/tmp/tollgate-two',
      });
      gateways.push(await startGateway(config, silentLogger));
    }
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.stop();
    await database?.drop();
  });

  it('an option written through one is served by the other within moments, through Redis', async () => {
    const [a, b] = gateways as [Gateway, Gateway];
    const name = `Shared ${Math.random().toString(36).slice(2, 8)}`;
    await a.options.set('SystemName', name, TEST_ADMIN);
    await eventually(
      async () => {
        const body = (await (await fetch(`http://127.0.0.1:${b.address.port}/api/status`)).json()) as { data: { system_name: string } };
        expect(body.data.system_name).toBe(name);
      },
      { what: 'the other instance to serve the new name', timeoutMs: 5000 },
    );
  });
});
