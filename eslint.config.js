import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const foldersIn = (dir) =>
  readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const consoleFeatures = foldersIn('console/src/features');
const features = foldersIn('services/features');

/** Vendor clients each live in exactly one adapter file (ARCHITECTURE decision 10). */
const VENDOR_CLIENTS = [
  'pg',
  '@electric-sql/pglite',
  'ioredis',
  'kafkajs',
  '@eventstore/db-client',
  'undici',
  'argon2',
  'bcryptjs',
  'nodemailer',
  'gpt-tokenizer',
];

/**
 * The layers of ARCHITECTURE.md section 3; dependencies point down. Each zone
 * names who imports (`target`) and what it may not import (`from`);
 * tests/unit/lint/layers.test.ts proves that each one fires.
 */
const LAYERS = [
  { target: './schema', from: ['./services', './projections', './console', './tests'], message: 'schema/ is the contract: it imports nothing from the repo.' },
  {
    target: './services/platform',
    from: ['./services/features', './services/transport', './services/relay', './services/gateway', './services/tools', './projections'],
    message: 'platform/ is what every feature stands on: it imports only schema/.',
  },
  {
    target: './services/features',
    from: ['./services/transport', './services/relay', './services/gateway', './services/tools'],
    message: 'A feature never imports a transport, the relay or the gateway: they import it.',
  },
  // Another feature only through its index.ts.
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./services/features/${feature}`,
        from: `./services/features/${other}`,
        except: ['./index.ts'],
        message: `Import the ${other} feature through services/features/${other}/index.ts only.`,
      })),
  ),
  {
    target: './services/transport',
    from: ['./services/relay', './services/gateway', './services/tools'],
    message: 'Transports never import the relay or the gateway.',
  },
  {
    target: './services/transport/http',
    from: ['./services/transport/graphql', './services/transport/rest', './services/transport/auth', './services/features'],
    message: 'The http server takes mounts and knows nothing above it.',
  },
  ...features.map((feature) => ({
    target: './services/transport',
    from: `./services/features/${feature}`,
    except: ['./index.ts', './graphql.ts', './rest.ts'],
    message: `A transport takes the ${feature} feature's index.ts, graphql.ts or rest.ts, nothing inside it.`,
  })),
  {
    target: './services/relay',
    from: ['./services/transport', './services/gateway', './services/tools'],
    message: 'The relay never imports a transport or the gateway.',
  },
  ...features.map((feature) => ({
    target: './services/relay',
    from: `./services/features/${feature}`,
    except: ['./index.ts'],
    message: `The relay takes the ${feature} feature through its index.ts only.`,
  })),
  {
    target: './projections',
    from: ['./services/features', './services/transport', './services/relay', './services/gateway', './services/tools'],
    message: 'Projections depend on schema/ and platform/ only.',
  },
  {
    target: ['./services/platform', './services/features', './services/transport', './services/relay', './projections'],
    from: './services/gateway',
    message: 'Nothing imports the gateway: it is the composition root.',
  },
];

const CONSOLE_ZONES = [
  { target: './console', from: ['./services', './projections', './schema/events'], message: 'The console learns everything through GraphQL.' },
  { target: './console/src/features/*/**', from: './console/src/app', message: 'Features do not import the app tier.' },
  ...consoleFeatures.map((feature) => ({
    target: `./console/src/features/${feature}`,
    from: './console/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; share through components/, lib/ or hooks/.',
  })),
];

/** Files with no effects: each feature's rules, the relay's pipeline and provider transforms, projections' evolve, schema/. */
export const PURE_FILES = [
  'schema/**/*.ts',
  'services/features/*/rules/**/*.ts',
  'services/relay/pipeline/**/*.ts',
  'services/relay/providers/**/*.ts',
  'projections/activity-hourly.ts',
  'projections/channel-health/**/*.ts',
  'projections/ledger/**/*.ts',
  'projections/usage-hourly.ts',
  'projections/usage-log/**/*.ts',
  'projections/tasks/**/*.ts',
];
const PURE_MESSAGE = 'Pure code: no client library and no effect; take what you need (a port, the clock) as an argument.';

export default tseslint.config(
  { ignores: ['node_modules/**', 'console/dist/**', 'console/src/gql/**', 'data/**', 'coverage/**', 'dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/ignore': ['node_modules'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...LAYERS, ...CONSOLE_ZONES] }],
    },
  },
  {
    files: ['services/**/*.ts', 'projections/**/*.ts'],
    ignores: ['services/platform/adapters/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: VENDOR_CLIENTS.map((name) => ({ name, message: 'Import vendor clients only in services/platform/adapters/<vendor>.ts.' })),
          patterns: [{ group: VENDOR_CLIENTS.map((name) => `${name}/*`), message: 'Import vendor clients only in services/platform/adapters/<vendor>.ts.' }],
        },
      ],
    },
  },
  {
    files: PURE_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: VENDOR_CLIENTS.map((name) => ({ name, message: PURE_MESSAGE })),
          patterns: [
            {
              group: [
                'graphql',
                'graphql-yoga',
                '@pothos/*',
                'ws',
                'node:http',
                'node:https',
                'node:net',
                'node:fs',
                'node:fs/*',
                'node:child_process',
                'node:dns',
              ],
              message: PURE_MESSAGE,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: `${PURE_MESSAGE} (Date.now)` },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: `${PURE_MESSAGE} (new Date())` },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: `${PURE_MESSAGE} (Math.random)` },
      ],
    },
  },
);
