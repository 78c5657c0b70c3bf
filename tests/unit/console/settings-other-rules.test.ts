import { describe, expect, it, vi } from 'vitest';
import { pingSecondsEditable } from '../../../console/src/features/settings/components/models/model-settings-rules';
import { checkForUpdates, isNewerVersion, PROJECT_RELEASES_URL, releaseOf } from '../../../console/src/features/settings/components/other/update-check';
import { isGroupLimit, rateLimitGroupProblem } from '../../../console/src/features/settings/components/rate-limit/rate-limit-groups';

describe('group rate limits: {group: [max requests ≥ 0, max successes ≥ 1]} (spec 03 §5)', () => {
  it('accepts whole-number pairs within the bounds, and an empty map', () => {
    expect(rateLimitGroupProblem('{}')).toBeNull();
    expect(rateLimitGroupProblem('{"default": [0, 1], "vip": [200, 100]}')).toBeNull();
    expect(isGroupLimit([2 ** 31 - 1, 2 ** 31 - 1])).toBe(true);
  });

  it('names what is wrong: not JSON, not an object, or the first bad group', () => {
    expect(rateLimitGroupProblem('{"vip": [1, 2]')).toEqual({ kind: 'notJson' });
    expect(rateLimitGroupProblem('')).toEqual({ kind: 'notJson' });
    for (const text of ['[]', 'null', '5', '"vip"']) expect(rateLimitGroupProblem(text)).toEqual({ kind: 'notObject' });
    for (const limit of ['[-1, 1]', '[0, 0]', '[1.5, 2]', '[1]', '[1, 2, 3]', '["1", 2]', '{"a": 1}', '5', `[${2 ** 31}, 1]`]) {
      expect(rateLimitGroupProblem(`{"ok": [1, 1], "bad": ${limit}}`)).toEqual({ kind: 'badGroup', group: 'bad' });
    }
  });
});

describe('ping interval (spec 03 §4)', () => {
  it('is editable only while pings are on and the admin may change it', () => {
    expect(pingSecondsEditable('true', true)).toBe(true);
    expect(pingSecondsEditable('false', true)).toBe(false);
    expect(pingSecondsEditable(undefined, true)).toBe(false);
    expect(pingSecondsEditable('true', false)).toBe(false);
  });
});

describe('check for updates (spec 03 §2.1, §7: tag_name and body)', () => {
  const answer = (body: unknown, ok = true) => vi.fn(() => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response));

  it('knows no release feed for this gateway, so it fails without asking', async () => {
    expect(PROJECT_RELEASES_URL).toBeNull();
    const fetcher = answer({ tag_name: 'v9.0.0' });
    expect(await checkForUpdates('v1.0.0', PROJECT_RELEASES_URL, fetcher)).toEqual({ kind: 'failed' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('given a feed: newer, latest, or failed when the fetch or its answer fails', async () => {
    const url = 'https://api.github.com/repos/owner/project/releases/latest';
    expect(await checkForUpdates('v1.2.0', url, answer({ tag_name: 'v1.10.0', body: 'notes' }))).toEqual({
      kind: 'newer',
      release: { tag: 'v1.10.0', body: 'notes' },
    });
    expect(await checkForUpdates('v1.2.0', url, answer({ tag_name: '1.2.0', body: null }))).toEqual({ kind: 'latest' });
    expect(await checkForUpdates('v1.3.0', url, answer({ tag_name: 'v1.2.9' }))).toEqual({ kind: 'latest' });
    expect(await checkForUpdates('v1.2.0', url, answer({ message: 'Not Found' }, false))).toEqual({ kind: 'failed' });
    expect(await checkForUpdates('v1.2.0', url, answer({ message: 'rate limited' }))).toEqual({ kind: 'failed' });
    expect(
      await checkForUpdates(
        'v1.2.0',
        url,
        vi.fn(() => Promise.reject(new TypeError('offline'))),
      ),
    ).toEqual({ kind: 'failed' });
  });

  it('reads a release and compares versions by their numbers, else by text', () => {
    expect(releaseOf({ tag_name: ' v2 ', body: 'x' })).toEqual({ tag: 'v2', body: 'x' });
    expect(releaseOf({ tag_name: '' })).toBeNull();
    expect(releaseOf('v2')).toBeNull();
    expect(isNewerVersion('v1.0.1', '1.0')).toBe(true);
    expect(isNewerVersion('v1.0', 'v1.0.0')).toBe(false);
    expect(isNewerVersion('nightly-2', 'nightly-1')).toBe(true);
    expect(isNewerVersion('dev', 'dev')).toBe(false);
  });
});
