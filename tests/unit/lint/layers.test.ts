import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The layer rules of ARCHITECTURE.md section 3 are ESLint rules
 * (eslint.config.js). Each case lints a line of code as if it were written
 * in a file of the given layer, and expects the rule to refuse it; every
 * rule also has an allowed twin, so a rule that refuses everything fails
 * here as well. The imported modules are real files of the repo, since the
 * import rules resolve them.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rules that fire on `code` written in a (new) file at `file`. */
async function rulesFiring(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [probe];\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const ZONE = 'import-x/no-restricted-paths';
const VENDOR = 'no-restricted-imports';
const EFFECT = 'no-restricted-syntax';

interface Case {
  readonly rule: string;
  readonly file: string;
  readonly refused: string;
  readonly allowed: string;
  readonly expected: string;
}

const CASES: readonly Case[] = [
  {
    rule: 'schema/ imports nothing of the repo',
    file: 'schema/events/zz-probe.ts',
    refused: "import { systemClock as probe } from '../../services/platform/clock';",
    allowed: "import { auditStreamId as probe } from './audit';",
    expected: ZONE,
  },
  {
    rule: 'platform/ never imports a feature',
    file: 'services/platform/zz-probe.ts',
    refused: "import { createTokensApp as probe } from '../features/tokens';",
    allowed: "import { systemClock as probe } from './clock';",
    expected: ZONE,
  },
  {
    rule: 'platform/ never imports a transport',
    file: 'services/platform/zz-probe.ts',
    refused: "import { REST_ROUTES as probe } from '../transport/rest/routes';",
    allowed: "import { AppError as probe } from './errors';",
    expected: ZONE,
  },
  {
    rule: 'platform/ never imports the relay',
    file: 'services/platform/zz-probe.ts',
    refused: "import { relayNotFound as probe } from '../relay/inbound/relay-router';",
    allowed: "import { isRelayPath as probe } from './relay-paths';",
    expected: ZONE,
  },
  {
    rule: 'platform/ never imports projections',
    file: 'services/platform/zz-probe.ts',
    refused: "import { PROJECTIONS as probe } from '../../projections/registry';",
    allowed: "import { auditStreamId as probe } from '../../schema/events/audit';",
    expected: ZONE,
  },
  {
    rule: 'a feature never imports a transport',
    file: 'services/features/tokens/zz-probe.ts',
    refused: "import { REST_ROUTES as probe } from '../../transport/rest/routes';",
    allowed: "import { positiveId as probe } from '../../platform/input-checks';",
    expected: ZONE,
  },
  {
    rule: 'a feature never imports the relay',
    file: 'services/features/tokens/zz-probe.ts',
    refused: "import { relayNotFound as probe } from '../../relay/inbound/relay-router';",
    allowed: "import { createTokensApp as probe } from './tokens-app';",
    expected: ZONE,
  },
  {
    rule: 'a feature never imports the gateway',
    file: 'services/features/tokens/zz-probe.ts',
    refused: "import { createApp as probe } from '../../gateway/create-app';",
    allowed: "import { createTokensApp as probe } from './tokens-app';",
    expected: ZONE,
  },
  {
    rule: "a feature imports another feature's index.ts only",
    file: 'services/features/tokens/zz-probe.ts',
    refused: "import { findUserById as probe } from '../accounts/user-records';",
    allowed: "import { findUserById as probe } from '../accounts';",
    expected: ZONE,
  },
  {
    rule: 'a transport never imports the relay',
    file: 'services/transport/http/zz-probe.ts',
    refused: "import { relayNotFound as probe } from '../../relay/inbound/relay-router';",
    allowed: "import { isRelayPath as probe } from '../../platform/relay-paths';",
    expected: ZONE,
  },
  {
    rule: 'a transport never imports the gateway',
    file: 'services/transport/rest/zz-probe.ts',
    refused: "import { createApp as probe } from '../../gateway/create-app';",
    allowed: "import { REST_ROUTES as probe } from './routes';",
    expected: ZONE,
  },
  {
    rule: 'the http server knows nothing above it',
    file: 'services/transport/http/zz-probe.ts',
    refused: "import { REST_ROUTES as probe } from '../rest/routes';",
    allowed: "import { sendJson as probe } from './send-json';",
    expected: ZONE,
  },
  {
    rule: "a transport takes a feature's index.ts, graphql.ts or rest.ts, nothing inside it",
    file: 'services/transport/rest/zz-probe.ts',
    refused: "import { listTokens as probe } from '../../features/tokens/rest-handlers';",
    allowed: "import { TOKEN_ROUTES as probe } from '../../features/tokens/rest';",
    expected: ZONE,
  },
  {
    rule: "the relay takes a feature's index.ts only",
    file: 'services/relay/inbound/zz-probe.ts',
    refused: "import { findUserById as probe } from '../../features/accounts/user-records';",
    allowed: "import { findUserById as probe } from '../../features/accounts';",
    expected: ZONE,
  },
  {
    rule: 'the relay never imports a transport',
    file: 'services/relay/inbound/zz-probe.ts',
    refused: "import { REST_ROUTES as probe } from '../../transport/rest/routes';",
    allowed: "import { relayNotFound as probe } from './relay-router';",
    expected: ZONE,
  },
  {
    rule: 'projections never import a feature',
    file: 'projections/zz-probe.ts',
    refused: "import { createTokensApp as probe } from '../services/features/tokens';",
    allowed: "import { systemClock as probe } from '../services/platform/clock';",
    expected: ZONE,
  },
  {
    rule: 'projections never import a transport',
    file: 'projections/zz-probe.ts',
    refused: "import { REST_ROUTES as probe } from '../services/transport/rest/routes';",
    allowed: "import { PROJECTIONS as probe } from './registry';",
    expected: ZONE,
  },
  {
    rule: 'a vendor client is imported by its adapter only',
    file: 'services/features/tokens/zz-probe.ts',
    refused: "import probe from 'ioredis';",
    allowed: "import probe from 'zod';",
    expected: VENDOR,
  },
  {
    rule: "pure code (a feature's rules/) imports no client library",
    file: 'services/features/pricing/rules/zz-probe.ts',
    refused: "import { createServer as probe } from 'node:http';",
    allowed: "import { roundHalfUp as probe } from './exact-decimal';",
    expected: VENDOR,
  },
  {
    rule: 'pure code (the relay pipeline) reads no clock',
    file: 'services/relay/pipeline/zz-probe.ts',
    refused: 'const probe = Date.now();',
    allowed: 'const probe = (now: Date) => now.getTime();',
    expected: EFFECT,
  },
  {
    rule: "pure code (projections' evolve) makes no date of its own",
    file: 'projections/ledger/zz-probe.ts',
    refused: 'const probe = new Date();',
    allowed: "const probe = new Date('2026-01-01T00:00:00Z');",
    expected: EFFECT,
  },
  {
    rule: 'pure code (schema/) draws no random numbers',
    file: 'schema/events/zz-probe.ts',
    refused: 'const probe = Math.random();',
    allowed: 'const probe = Math.max(1, 2);',
    expected: EFFECT,
  },
];

describe('the layer rules are lint rules', () => {
  it.each(CASES)('$rule', async ({ file, refused, allowed, expected }) => {
    expect(await rulesFiring(file, refused)).toContain(expected);
    expect(await rulesFiring(file, allowed)).toEqual([]);
  });

  it('nothing imports the gateway, whatever its layer', async () => {
    for (const file of ['services/features/tokens/zz-probe.ts', 'services/platform/zz-probe.ts', 'projections/zz-probe.ts']) {
      expect(await rulesFiring(file, "import { createApp as probe } from '../../gateway/create-app';".replace('../../', relativeToServices(file)))).toContain(
        ZONE,
      );
    }
  });
});

/** The path from `file`'s folder to services/, for an import written in it. */
function relativeToServices(file: string): string {
  const relative = path.posix.relative(path.posix.dirname(file), 'services');
  return relative === '' ? './' : `${relative}/`;
}
