import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Console types from the server's GraphQL schema. The SDL is printed from the
 * Pothos builder first (see `npm run codegen`); this config only reads it.
 */
const config: CodegenConfig = {
  schema: 'schema/graphql/schema.graphql',
  documents: ['console/src/**/*.{ts,tsx}', '!console/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'console/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Quota: 'number' } },
    },
  },
};

export default config;
