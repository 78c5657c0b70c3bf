import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Where the code lives (ARCHITECTURE.md section 3). A feature is a folder:
 * whoever changes tokens works in services/features/tokens. A few things a
 * feature stands on live elsewhere by design (its event and option
 * contracts in schema/, its SQL tables in schema/sql, its read models in
 * projections/, a port in platform/); they are listed here by name, so a
 * feature file written anywhere else fails this test.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

const trackedFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'services', 'projections', 'schema'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));

/** The words a file of each feature is named with. */
const FEATURE_WORDS: Readonly<Record<string, RegExp>> = {
  accounts: /user|account|session|oauth|sign-?(in|up)|password|setup|email/,
  activity: /activity/,
  'balance-alerts': /alert/,
  channels: /channel|abilit|multi-key/,
  dashboard: /dashboard|usage-hourly/,
  'channel-health': /channel-health/,
  notifications: /notif|notice/,
  options: /option/,
  pricing: /pric|ratio/,
  redemptions: /redemption/,
  status: /status/,
  tokens: /token/,
  tasks: /^tasks?[-.]|-tasks?\./,
  topup: /topup|epay/,
  'usage-log': /usage-log/,
  wallet: /wallet|ledger|reservation/,
};

/** Files named for a feature that live outside its folder, each with why. */
const HOMES_OUTSIDE_THE_FEATURE: Readonly<Record<string, string>> = {
  'projections/activity-hourly.ts': 'read model (projections/)',
  'projections/channel-health/channel-health-events.ts': 'read model (projections/)',
  'projections/channel-health/channel-health-latest.ts': 'read model (projections/)',
  'projections/channel-health/channel-health-minutes.ts': 'read model (projections/)',
  'projections/ledger/channel-usage.ts': 'read model (projections/)',
  'projections/ledger/ledger-accounts.ts': 'read model (projections/)',
  'projections/ledger/ledger-entries.ts': 'read model (projections/)',
  'projections/ledger/token-balances.ts': 'read model (projections/)',
  'projections/ledger/user-balances.ts': 'read model (projections/)',
  'projections/tasks/tasks.ts': 'read model (projections/)',
  'projections/usage-log/usage-log-row.ts': 'read model (projections/)',
  'schema/events/task.ts': 'contract: the task event family',
  'projections/usage-log/usage-log.ts': 'read model (projections/)',
  'projections/usage-hourly.ts': 'read model (projections/)',
  'schema/events/usage-log.ts': 'contract: the usage log event family',
  'schema/channels/channel-types.ts': 'contract: the provider type catalogue',
  'schema/events/wallet.ts': 'contract: the wallet event family',
  'schema/options/option-access.ts': 'contract: who may change an option',
  'schema/options/option-kind.ts': 'contract: option value kinds',
  'services/platform/adapters/password-hasher.ts': 'vendor adapter (argon2, bcrypt)',
  'services/platform/adapters/tokenizer.ts': 'adapter: loads the rank files the BPE counter reads; counts text tokens, not API tokens',
  'services/platform/ports/password-hasher.ts': 'port',
  'services/platform/options/option-history.ts': 'an option’s history, read from the log, for the read sides (platform)',
  'services/platform/options/option-store.ts': 'the option store every feature reads (platform)',
  'services/transport/auth/session-authenticate.ts': 'transport: request -> Actor',
};

const SERVICES_LAYOUT = ['features', 'gateway', 'main.ts', 'platform', 'relay', 'tools', 'transport'];

describe('the layout', () => {
  it('services/ holds the entry point, the gateway, platform, transports, features, the relay and tools', () => {
    expect(readdirSync(path.join(ROOT, 'services')).sort()).toEqual(SERVICES_LAYOUT);
  });

  it('every feature folder has an index.ts, and every feature is named in this test', () => {
    const features = readdirSync(path.join(ROOT, 'services/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const feature of features) expect(existsSync(path.join(ROOT, 'services/features', feature, 'index.ts')), feature).toBe(true);
    expect(features.sort()).toEqual(Object.keys(FEATURE_WORDS).sort());
  });

  it("no feature's code lives outside its folder, but for the homes listed here", () => {
    const outside: Record<string, string[]> = {};
    for (const file of trackedFiles()) {
      if (file.startsWith('services/features/') || file.startsWith('schema/sql/') || file.startsWith('schema/graphql/')) continue;
      // The relay is an area of its own (ARCHITECTURE section 3): it checks tokens and picks channels, reaching
      // those features only through their index.ts (lint's import zones hold that), so its files name them.
      if (file.startsWith('services/relay/')) continue;
      const name = path.posix.basename(file);
      for (const [feature, words] of Object.entries(FEATURE_WORDS)) {
        if (words.test(name)) (outside[file] ??= []).push(feature);
      }
    }
    expect(Object.keys(outside).sort()).toEqual(Object.keys(HOMES_OUTSIDE_THE_FEATURE).sort());
  });

  it('each listed home still exists', () => {
    for (const file of Object.keys(HOMES_OUTSIDE_THE_FEATURE)) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
  });
});
