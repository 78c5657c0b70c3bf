import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  root,
  resolve: {
    // graphql 16 has no exports map: make Vite load the same CJS copy that Pothos and Yoga use.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['tests/{unit,integration,e2e,security}/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/testkit/containers.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for something to become true, never times it: its 1 s default failed on a loaded machine
    // (a read model catching up during the CI's second Node run). A poll still returns as soon as it passes.
    expect: { poll: { timeout: 15_000 } },
    // PGlite instances cost ~300 MB and a few seconds each; two workers fit these 2-core machines.
    maxWorkers: 2,
  },
});
