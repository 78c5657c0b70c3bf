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
 * Only main.js, main.js.map and the template are (over)written: the folder is
 * not emptied, so a test building into dist/<its own folder> never removes
 * another's.
 */
import { build } from 'esbuild';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGLITE_TEMPLATE_FILE } from '../gateway/backends';
import { pgliteTemplate } from '../platform/adapters/pglite';
import { loadMigrations, migrate } from '../platform/sql/migrator';
import { PACKAGE_ROOT } from '../platform/package-root';

export async function buildServer(outdir = path.join(PACKAGE_ROOT, 'dist')): Promise<string> {
  const outfile = path.join(outdir, 'main.js');
  const inside = path.relative(PACKAGE_ROOT, outfile);
  if (inside.startsWith('..') || path.isAbsolute(inside))
    throw new Error(`${outdir} is outside ${PACKAGE_ROOT}: the server finds schema/sql by walking up from its bundle`);
  await build({
    entryPoints: [path.join(PACKAGE_ROOT, 'services/main.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
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
