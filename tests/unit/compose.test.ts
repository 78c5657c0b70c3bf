import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../../services/platform/config/variables';
import { parseStartScript, START_ENV, START_NODE_FLAGS } from '../testkit/gateway-process';

const ROOT = path.resolve(import.meta.dirname, '../..');
const KNOWN = new Set<string>(CONFIG_VARIABLES.map((v) => v.name));

interface ComposeService {
  build?: { dockerfile_inline?: string };
  image?: string;
  environment?: Record<string, string>;
}

async function compose(): Promise<Record<string, ComposeService>> {
  const text = await readFile(path.join(ROOT, 'docker-compose.yml'), 'utf8');
  return (parse(text, { merge: true }) as { services: Record<string, ComposeService> }).services;
}

describe('docker-compose.yml', () => {
  it('runs the real services and the gateway split by ROLES', async () => {
    const services = await compose();
    expect(Object.keys(services).sort()).toEqual(['eventstore', 'gateway-front', 'gateway-worker', 'kafka', 'postgres', 'redis']);
    expect(services['gateway-front']!.environment!.ROLES).toBe('api,relay');
    expect(services['gateway-worker']!.environment!.ROLES).toBe('projections,forwarder');
    expect(services.eventstore!.environment!.EVENTSTORE_INSECURE).toBe('true');
    expect(services.kafka!.environment!.KAFKA_PROCESS_ROLES).toBe('broker,controller');
  });

  it('sets only variables the configuration table knows, for every gateway service', async () => {
    const services = await compose();
    const gateways = Object.entries(services).filter(([, s]) => s.build !== undefined);
    expect(gateways.length).toBe(2);
    for (const [name, service] of gateways) {
      const unknown = Object.keys(service.environment ?? {}).filter((key) => !KNOWN.has(key));
      expect(unknown, name).toEqual([]);
    }
  });

  it('starts the gateway as npm start does', async () => {
    const services = await compose();
    for (const name of ['gateway-front', 'gateway-worker']) {
      const dockerfile = services[name]!.build!.dockerfile_inline!;
      const cmd = /^\s*CMD (\[.*\])\s*$/m.exec(dockerfile);
      expect(cmd, name).not.toBeNull();
      expect(JSON.parse(cmd![1]!), name).toEqual(['node', ...START_NODE_FLAGS, 'dist/main.js']);
      const env = Object.fromEntries([...dockerfile.matchAll(/^\s*ENV (\w+)=(\S+)\s*$/gm)].map((m) => [m[1]!, m[2]!]));
      expect(env, name).toEqual(START_ENV);
    }
  });
});

describe("package.json's start script", () => {
  it('gives node the allocator setting, the source maps and the heap sizing of docs/architecture.md', () => {
    expect(START_ENV).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(START_NODE_FLAGS).toEqual(['--enable-source-maps', '--max-semi-space-size=4', '--heap-growing-percent=50']);
  });

  it('is read only when it is [NAME=value …] node <flags> dist/main.js', () => {
    expect(parseStartScript('node dist/main.js')).toEqual({ env: {}, flags: [] });
    expect(parseStartScript('A=1 B_2=x=y node --f dist/main.js')).toEqual({ env: { A: '1', B_2: 'x=y' }, flags: ['--f'] });
    expect(() => parseStartScript('tsx services/main.ts')).toThrow(/is not "\[NAME=value …\] node <flags> dist\/main.js"/);
    expect(() => parseStartScript('A=1 tsx services/main.ts')).toThrow(/is not/);
  });
});

describe('README configuration table', () => {
  it('lists every variable with its default, and nothing else', async () => {
    const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'));
    const rows = [...section.matchAll(/^\| `([A-Z_]+)` \| ([^|]+) \|/gm)].map((m) => [m[1], m[2]!.trim()]);
    const expected = CONFIG_VARIABLES.map((v) => [v.name, v.default === null ? 'unset' : `\`${v.default}\``]);
    expect(rows).toEqual(expected);
  });
});
