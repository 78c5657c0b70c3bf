import { expect, it } from 'vitest';
import { createTokenTable } from '../../../services/relay/hot-state/token-table';
import type { SqlSession } from '../../../services/platform/ports/sql';
import { describeOnEachBackend } from '../../testkit/databases';

/*
 * The relay's token table on each SQL backend: a key is read from the
 * database once and then served from memory; requests bringing the same key
 * at once share that one read; a key naming no token is remembered as such;
 * a refresh reads the held tokens again and forgets a deleted one.
 */

/** The database, counting the queries that reach it. */
function counted(db: SqlSession): { session: SqlSession; queries: () => number } {
  let n = 0;
  return {
    session: {
      query: (text, params) => {
        n++;
        return db.query(text, params);
      },
      execScript: (text) => db.execScript(text),
    },
    queries: () => n,
  };
}

describeOnEachBackend('relay token table', (test) => {
  it('reads a key once for any number of requests bringing it at the same moment, then serves it from memory', async () => {
    const { rows } = await test.db.query<{ id: unknown }>(
      `INSERT INTO users (username, aff_code, created_at, credentials_changed_at) VALUES ('tt_user', 'afftt', now(), now()) RETURNING id`,
    );
    await test.db.query(
      "INSERT INTO tokens (user_id, name, key_hash, key_ciphertext, created_time, accessed_time) VALUES ($1, 'tt', 'hash-tt', 'sealed', 0, -1)",
      [rows[0]!.id],
    );
    const { session, queries } = counted(test.db);
    const table = createTokenTable(session);
    const entries = await Promise.all(Array.from({ length: 20 }, () => table.lookup('hash-tt')));
    expect(new Set(entries).size).toBe(1);
    expect(entries[0]).toMatchObject({ token: { name: 'tt' }, owner: { group: 'default', status: 1 } });
    // One read of the token, one of its owner, for all twenty.
    expect(queries()).toBe(2);
    await table.lookup('hash-tt');
    expect(queries()).toBe(2);
  });

  it('remembers a key that names no token until the next refresh, and forgets a deleted token on refresh', async () => {
    const { session, queries } = counted(test.db);
    const table = createTokenTable(session);
    expect(await table.lookup('hash-none')).toBeNull();
    expect(await table.lookup('hash-none')).toBeNull();
    expect(queries()).toBe(1);
    expect(await table.lookup('hash-tt')).not.toBeNull();
    await test.db.query("UPDATE tokens SET deleted_at = now() WHERE key_hash = 'hash-tt'");
    await table.refresh();
    expect(await table.lookup('hash-tt')).toBeNull();
  });

  it('reads a new key again when a refresh began during its first read, so a token disabled meanwhile is not kept', async () => {
    const { rows } = await test.db.query<{ id: unknown }>(
      `INSERT INTO users (username, aff_code, created_at, credentials_changed_at) VALUES ('tt_race', 'affrace', now(), now()) RETURNING id`,
    );
    await test.db.query(
      "INSERT INTO tokens (user_id, name, key_hash, key_ciphertext, created_time, accessed_time, status) VALUES ($1, 'race', 'hash-race', 'sealed', 0, -1, 1)",
      [rows[0]!.id],
    );
    // The first read of the token is held until the token is disabled and a refresh has begun (it does not see this key yet).
    let holdFirstRead: (() => void) | null = null;
    const firstReadDone = new Promise<void>((resolve) => (holdFirstRead = resolve));
    let reads = 0;
    const isReadOfRaceKey = (text: string, params: readonly unknown[] | undefined) =>
      /FROM tokens/i.test(text) && (params ?? []).some((p) => p === 'hash-race' || (Array.isArray(p) && p.includes('hash-race')));
    const session: SqlSession = {
      query: async (text, params, options) => {
        const result = await test.db.query(text, params, options);
        if (isReadOfRaceKey(text, params) && ++reads === 1) await firstReadDone;
        return result as never;
      },
      execScript: (text) => test.db.execScript(text),
    };
    const table = createTokenTable(session);
    const looked = table.lookup('hash-race');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await test.db.query("UPDATE tokens SET status = 2 WHERE key_hash = 'hash-race'");
    const refreshed = table.refresh();
    holdFirstRead!();
    await refreshed;
    expect(await looked).toMatchObject({ token: { name: 'race', status: 2 } });
    expect(await table.lookup('hash-race')).toMatchObject({ token: { status: 2 } });
  });
});
