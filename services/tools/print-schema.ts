import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSchema, printSortedSchema } from '../transport/graphql/schema';
import { PACKAGE_ROOT } from '../platform/package-root';

/** Writes schema/graphql/schema.graphql from the Pothos schema (npm run codegen, step 1). */
export const SDL_PATH = path.join(PACKAGE_ROOT, 'schema/graphql/schema.graphql');

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(SDL_PATH, printSortedSchema(buildSchema()));
  console.log(`wrote ${path.relative(process.cwd(), SDL_PATH)}`);
}
