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
 * Only main.js and main.js.map are (over)written: the folder is not emptied,
 * so a test building into dist/<its own folder> never removes another's.
 */
import { build } from 'esbuild';
import path from 'node:path';
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
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const outfile = await buildServer(outdir);
  console.log(`built ${path.relative(process.cwd(), outfile) || outfile}`);
}
