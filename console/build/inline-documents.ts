import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Each screen ships its own GraphQL documents, and only those.
 *
 * Components write documents as `graphql(\`query X { ... }\`)` from `src/gql`,
 * which types them; at run time that function looks the text up in one map of
 * every document of the console, so the first screen would load all of them.
 * The client preset's Babel plugin swaps each call for an import of its
 * document from `gql/graphql.ts`, but that is still one module, and a bundler
 * puts a module in one chunk: every screen's documents would load with the first.
 *
 * This plugin replaces each call with the document's text (plus the fragments
 * it spreads) as a string literal, and drops the now unused import. urql takes
 * a string query as it takes a parsed one (it parses and caches it by hash),
 * so each lazy route's chunk carries its documents, and the type checker still
 * sees the typed call in the source.
 */
export function inlineDocuments(sourceDir: string): Plugin {
  let fragments: ReadonlyMap<string, string> = new Map();
  return {
    name: 'tollgate-inline-documents',
    enforce: 'pre',
    buildStart() {
      fragments = collectFragments(sourceFiles(sourceDir).map((file) => readFileSync(file, 'utf8')));
    },
    transform(code, id) {
      if (!id.startsWith(sourceDir) || id.includes(`${path.sep}gql${path.sep}`) || !/\.tsx?$/.test(id)) return null;
      const inlined = inlineDocumentCalls(code, fragments);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}

/** A `graphql(` call whose one argument is a template literal without substitutions or escapes. */
const DOCUMENT_CALL = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g;
const GRAPHQL_IMPORT = /^import \{ graphql \} from '(?:\.\.?\/)+gql';\r?\n/m;
const FRAGMENT_DEFINITION = /\bfragment\s+([A-Za-z_]\w*)\s+on\b/g;
const FRAGMENT_SPREAD = /\.\.\.\s*(?!on\b)([A-Za-z_]\w*)/g;

/** Every fragment defined in the given sources, by name, as its whole document text. */
export function collectFragments(sources: readonly string[]): Map<string, string> {
  const fragments = new Map<string, string>();
  for (const source of sources) {
    for (const [, document = ''] of source.matchAll(DOCUMENT_CALL)) {
      for (const [, name = ''] of document.matchAll(FRAGMENT_DEFINITION)) fragments.set(name, document);
    }
  }
  return fragments;
}

/** The module with its `graphql()` calls replaced by their documents' text, or null when it has none. */
export function inlineDocumentCalls(code: string, fragments: ReadonlyMap<string, string>): string | null {
  if (!code.includes('graphql(')) return null;
  let replaced = false;
  const inlined = code.replace(DOCUMENT_CALL, (_call, document: string) => {
    replaced = true;
    return JSON.stringify(withFragments(document, fragments));
  });
  if (!replaced) return null;
  const withoutImport = inlined.replace(GRAPHQL_IMPORT, '');
  // Keep the import if anything else in the module still calls graphql().
  return /\bgraphql\(/.test(withoutImport) ? inlined : withoutImport;
}

/** The document followed by every fragment it spreads, directly or through another fragment, that it does not define. */
export function withFragments(document: string, fragments: ReadonlyMap<string, string>): string {
  const defined = new Set([...document.matchAll(FRAGMENT_DEFINITION)].map(([, name]) => name));
  const parts = [document];
  const pending = [document];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [, name = ''] of text.matchAll(FRAGMENT_SPREAD)) {
      if (defined.has(name)) continue;
      const fragment = fragments.get(name);
      if (fragment === undefined) throw new Error(`GraphQL fragment ${name} is spread but defined in no graphql() call`);
      for (const [, definedHere = ''] of fragment.matchAll(FRAGMENT_DEFINITION)) defined.add(definedHere);
      parts.push(fragment);
      pending.push(fragment);
    }
  }
  return parts.join('');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}gql${path.sep}`));
}
