import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { collectFragments, inlineDocumentCalls, withFragments } from '../../../console/build/inline-documents';

const FIELDS = '\n  fragment Row_Fields on UsageLog {\n    id\n    ...Row_Money\n  }\n';
const MONEY = '\n  fragment Row_Money on UsageLog {\n    quota\n  }\n';
const fragments = collectFragments([
  `import { graphql } from '../../gql';\nexport const F = graphql(\`${FIELDS}\`);\nexport const M = graphql(\`${MONEY}\`);\n`,
]);

describe('inlining GraphQL documents into the screens that send them', () => {
  it('replaces a call with its text and drops the import of the document map', () => {
    const module = [
      "import { useQuery } from 'urql';",
      "import { graphql } from '../../gql';",
      'const Page = graphql(`',
      '  query Page($p: Int!, $size: Int) {',
      '    logs(page: $p, pageSize: $size) { total }',
      '  }',
      '`);',
      'export const use = () => useQuery({ query: Page });',
    ].join('\n');
    const out = inlineDocumentCalls(module, fragments);
    expect(out).not.toContain("from '../../gql'");
    expect(out).toContain('const Page = "\\n  query Page($p: Int!, $size: Int) {\\n    logs(page: $p, pageSize: $size) { total }\\n  }\\n";');
    expect(out).toContain("import { useQuery } from 'urql';");
  });

  it('appends every fragment a document spreads, through other fragments too, once each', () => {
    const query = '\n  query Rows {\n    logs { items { ...Row_Fields ...Row_Money ... on UsageLog { id } } }\n  }\n';
    const document = withFragments(query, fragments);
    expect(document).toBe(query + FIELDS + MONEY);
    const names = parse(document).definitions.map((d) => ('name' in d ? d.name?.value : undefined));
    expect(names).toEqual(['Rows', 'Row_Fields', 'Row_Money']);
  });

  it('fails the build on a spread of a fragment that no call defines', () => {
    expect(() => withFragments('query Q { me { ...Missing_Fields } }', fragments)).toThrow(/Missing_Fields/);
  });

  it('leaves a module without document calls, or with a substitution in one, unchanged', () => {
    expect(inlineDocumentCalls("export const x = 'graphql';", fragments)).toBeNull();
    const dynamic = "import { graphql } from '../gql';\nconst Q = graphql(`query Q { ${field} }`);";
    expect(inlineDocumentCalls(dynamic, fragments)).toBeNull();
  });

  it('turns every document of the console into text that parses as one valid GraphQL document', () => {
    const dir = path.resolve(import.meta.dirname, '../../../console/src');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('gql'))
      .map((file) => readFileSync(path.join(dir, file), 'utf8'));
    const all = collectFragments(files);
    let documents = 0;
    for (const source of files.filter((s) => s.includes('graphql('))) {
      const out = inlineDocumentCalls(source, all);
      expect(out, 'every graphql() call is a plain template literal').not.toBeNull();
      expect(out).not.toMatch(/\bgraphql\(/);
      for (const [, literal = ''] of out!.matchAll(/= ("(?:[^"\\]|\\.)*");/g)) {
        const text = JSON.parse(literal) as string;
        if (!/^\s*(query|mutation|subscription|fragment)\b/.test(text)) continue;
        expect(() => parse(text)).not.toThrow();
        documents += 1;
      }
    }
    expect(documents).toBeGreaterThan(40);
  });
});
