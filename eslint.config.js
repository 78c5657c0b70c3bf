import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const consoleFeatures = readdirSync(path.join(import.meta.dirname, 'console/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Vendor clients each live in exactly one adapter file (ARCHITECTURE decision 10). */
const VENDOR_CLIENTS = ['pg', '@electric-sql/pglite', 'ioredis', 'kafkajs', '@eventstore/db-client', 'undici', 'argon2', 'bcryptjs'];

const pure = (message) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: VENDOR_CLIENTS.map((name) => ({ name, message })),
      patterns: [{ group: ['graphql', 'graphql-yoga', '@pothos/*', 'node:http', 'ws'], message }],
    },
  ],
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'console/dist/**', 'console/src/gql/**', 'data/**', 'coverage/**'] },
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './schema', from: ['./services', './projections', './console', './tests'], message: 'schema/ is the contract: it imports nothing from the repo.' },
            { target: './services/api/app', from: ['./services/api/graphql', './services/api/rest', './services/http'], message: 'The application layer knows no transport.' },
            { target: './services/api/domain', from: ['./services/api/app', './services/api/graphql', './services/api/rest', './services/shared/adapters'], message: 'Domain code is pure.' },
            { target: './services/ledger/domain', from: ['./services/ledger/wallet-service.ts', './services/shared/adapters', './services/shared/event-store', './projections'], message: 'The wallet rules are pure.' },
            { target: './services/api/graphql', from: ['./services/api/rest', './services/api/domain', './services/shared/adapters'], message: 'GraphQL calls the application layer only.' },
            { target: './services/api/rest', from: ['./services/api/domain', './services/shared/adapters'], message: 'REST calls the application layer only.' },
            { target: './services/relay', from: ['./services/api', './projections', './console'], message: 'The relay does not depend on the API or projections.' },
            { target: './projections', from: ['./services/api', './services/relay', './console'], message: 'Projections depend on schema/ and shared ports only.' },
            { target: './console', from: ['./services', './projections', './schema/events'], message: 'The console learns everything through GraphQL.' },
            { target: './console/src/features/*/**', from: './console/src/app', message: 'Features do not import the app tier.' },
            ...consoleFeatures.map((feature) => ({
              target: `./console/src/features/${feature}`,
              from: './console/src/features',
              except: [`./${feature}`],
              message: 'Features never import each other; share through components/, lib/ or hooks/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['services/**/*.ts', 'projections/**/*.ts'],
    ignores: ['services/shared/adapters/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: VENDOR_CLIENTS.map((name) => ({ name, message: 'Import vendor clients only in services/shared/adapters/<vendor>.ts.' })) }],
    },
  },
  {
    files: ['schema/**/*.ts', 'services/api/domain/**/*.ts', 'services/api/app/**/*.ts', 'services/ledger/domain/**/*.ts', 'projections/ledger/**/*.ts'],
    rules: pure('Pure code: go through a port in services/shared/ports.'),
  },
);
