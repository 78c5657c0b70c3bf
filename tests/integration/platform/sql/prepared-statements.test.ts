import { expect, it } from 'vitest';
import { describeOnEachBackend } from '../../../testkit/databases';

/* QueryOptions.prepareAs: PostgreSQL keeps the statement prepared on the connection; PGlite runs it as any other. */

describeOnEachBackend('statements run under a prepared name', (test) => {
  it('answers like an unnamed statement, again and again, and PostgreSQL keeps it prepared on the connection', async () => {
    const text = 'SELECT $1::int + 1 AS n';
    const named = await test.db.transaction(async (tx) => {
      const answers: number[] = [];
      for (let i = 0; i < 3; i++) answers.push((await tx.query<{ n: number }>(text, [i], { prepareAs: 'tollgate_test_plus_one' })).rows[0]!.n);
      const { rows } = await tx.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE name = 'tollgate_test_plus_one'");
      return { answers, prepared: rows.length };
    });
    expect(named.answers).toEqual([1, 2, 3]);
    // PGlite ignores the name; pg_prepared_statements shows what the backend holds.
    expect(named.prepared).toBe(test.backend === 'postgres' ? 1 : 0);
    expect((await test.db.query<{ n: number }>(text, [41])).rows[0]!.n).toBe(42);
  });
});
