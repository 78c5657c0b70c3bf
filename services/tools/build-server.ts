/**
 * `npm run build` (after the console): compiles the server once into
 * dist/main.js, which `npm start` runs with plain `node`.
 *
 * esbuild, not tsc: the sources import each other without file extensions
 * (`moduleResolution: bundler`), which Node's ESM loader cannot run from
 * tsc's one-file-per-file output. esbuild bundles the repo's own code into one
 * ESM file and leaves every package in node_modules external, so native
 * modules (argon2) and packages read at run time load as they do under tsx.
 * Type checking stays `npm run typecheck`.
 *
 * Files the server reads beside its code (schema/sql, package.json) are found
 * by walking up from dist/ (services/platform/package-root.ts), so the bundle
 * must stay inside the package folder.
 *
 *   tsx services/tools/build-server.ts [outdir]     outdir defaults to dist/
 *
 * Beside the bundle it writes pglite-template.tar.gz, a PGlite data folder
 * with the migrations applied and nothing else: a first start on embedded
 * defaults unpacks it instead of running PGlite's initdb, which takes seconds
 * (services/gateway/backends.ts), and finds the migrations done.
 *
 * The bundle is split: what a process loads only when its roles or backends
 * ask for it (the api role's GraphQL server, the projections, PGlite,
 * EventStoreDB, Kafka: `await import` in services/gateway) is a chunk beside
 * main.js, so a relay-only process never reads it. The source maps carry no
 * sources: Node needs only the mappings to point a stack trace at
 * services/…/file.ts, and holding every source file's text costs 15 MB of
 * memory under --enable-source-maps.
 *
 * Only main.js, the chunk-*.js files, their maps and the template are
 * (over)written; the previous build's chunks are removed first. Nothing else
 * in the folder is touched, so a test building into dist/<its own folder>
 * never removes another's.
 */
import { build } from 'esbuild';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGLITE_TEMPLATE_FILE } from '../gateway/backends';
import { pgliteTemplate } from '../platform/adapters/pglite';
import { loadMigrations, migrate } from '../platform/sql/migrator';
import { PACKAGE_ROOT } from '../platform/package-root';

const CHUNK_PREFIX = 'chunk-';

/** The chunks of an earlier build: their names change with their contents, so a new build would otherwise leave them behind. */
async function removeChunks(outdir: string): Promise<void> {
  const names = await readdir(outdir).catch(() => []);
  await Promise.all(names.filter((name) => name.startsWith(CHUNK_PREFIX)).map((name) => rm(path.join(outdir, name), { force: true })));
}

export async function buildServer(outdir = path.join(PACKAGE_ROOT, 'dist')): Promise<string> {
  const outfile = path.join(outdir, 'main.js');
  const inside = path.relative(PACKAGE_ROOT, outfile);
  if (inside.startsWith('..') || path.isAbsolute(inside))
    throw new Error(`${outdir} is outside ${PACKAGE_ROOT}: the server finds schema/sql by walking up from its bundle`);
  await removeChunks(outdir);
  await build({
    entryPoints: [path.join(PACKAGE_ROOT, 'services/main.ts')],
    outdir,
    entryNames: '[name]',
    chunkNames: `${CHUNK_PREFIX}[hash]`,
    splitting: true,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    sourcesContent: false,
    tsconfig: path.join(PACKAGE_ROOT, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const migrations = await loadMigrations();
  await writeFile(path.join(outdir, PGLITE_TEMPLATE_FILE), await pgliteTemplate((db) => migrate(db, migrations).then(() => undefined)));
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const outfile = await buildServer(outdir);
  console.log(`built ${path.relative(process.cwd(), outfile) || outfile}`);
}
