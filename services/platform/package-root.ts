import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder that holds the gateway's package.json, found by walking up from
 * this file. It is the same whether the code runs from its sources (tsx,
 * tests) or from the compiled bundle in dist/, so files shipped beside the
 * code (migrations, the committed GraphQL schema, the version) are found
 * from either.
 */
export function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(import.meta.dirname);
