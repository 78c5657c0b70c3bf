import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineDocuments } from './build/inline-documents.ts';

/** Where `npm run dev` expects the gateway (`npx tsx services/main.ts`). */
const GATEWAY = 'http://127.0.0.1:3000';

/**
 * Libraries change less often than the console: separate chunks stay cached
 * across releases. Chakra is not one of them: as one chunk it held every
 * component any screen uses, all loaded by the first screen; left to the
 * bundler, each route loads only the components it renders.
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'graphql', test: /node_modules[\\/](urql|@urql|wonka|graphql-ws|@0no-co)[\\/]/ },
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [inlineDocuments(path.join(import.meta.dirname, 'src')), react()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
  server: {
    proxy: {
      '/api': GATEWAY,
      '/graphql': { target: GATEWAY, ws: true },
      '/v1': GATEWAY,
    },
  },
});
