import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetupState } from '../../../../services/features/accounts/setup-state';
import { loadMigrations, migrate } from '../../../../services/platform/sql/migrator';
import { createTestDatabase, preferredBackend, type TestDatabase } from '../../../testkit/databases';

describe(`setup state (${preferredBackend()})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(preferredBackend());
    await migrate(test.db, await loadMigrations());
  });
  afterAll(async () => test?.dispose());

  it('reuses "not yet" for a second, then sees a setup finished elsewhere, and keeps "done" for good', async () => {
    let now = 1_000_000;
    const state = createSetupState(test.db, () => new Date(now));
    expect(await state.isDone()).toBe(false);

    await test.db.query('INSERT INTO setup_state (id, completed_at) VALUES (1, now())');
    now += 999;
    expect(await state.isDone()).toBe(false);
    now += 1;
    expect(await state.isDone()).toBe(true);

    await test.db.query('DELETE FROM setup_state');
    now += 60_000;
    expect(await state.isDone()).toBe(true);
  });

  it('answers "done" at once after the wizard in this instance marks it', async () => {
    await test.db.query('DELETE FROM setup_state');
    const state = createSetupState(test.db, () => new Date(0));
    expect(await state.isDone()).toBe(false);
    state.markDone();
    expect(await state.isDone()).toBe(true);
  });
});
