import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../services/platform/config/config';

const cwd = '/srv/tollgate';

describe('rate limit configuration', () => {
  it('defaults to the established gateway: API 180 / 180 s, web 60 / 180 s, critical 20 / 1200 s', () => {
    expect(loadConfig({}, cwd).rateLimits).toEqual({
      api: { limit: 180, windowMs: 180_000 },
      web: { limit: 60, windowMs: 180_000 },
      critical: { limit: 20, windowMs: 1_200_000 },
    });
  });

  it('reads each limit and window, and turns a limit off with its _ENABLE', () => {
    const config = loadConfig(
      {
        GLOBAL_API_RATE_LIMIT: '500',
        GLOBAL_API_RATE_LIMIT_DURATION: '60',
        GLOBAL_WEB_RATE_LIMIT_ENABLE: 'false',
        GLOBAL_WEB_RATE_LIMIT: 'ignored when off',
        CRITICAL_RATE_LIMIT: '5',
        CRITICAL_RATE_LIMIT_DURATION: '900',
      },
      cwd,
    );
    expect(config.rateLimits).toEqual({ api: { limit: 500, windowMs: 60_000 }, web: null, critical: { limit: 5, windowMs: 900_000 } });
  });

  it.each([
    [{ GLOBAL_API_RATE_LIMIT_ENABLE: 'yes' }, 'GLOBAL_API_RATE_LIMIT_ENABLE must be one of true, false, got "yes"'],
    [{ GLOBAL_API_RATE_LIMIT: '0' }, 'GLOBAL_API_RATE_LIMIT must be a whole number from 1 to 1000000, got "0"'],
    [{ GLOBAL_WEB_RATE_LIMIT_DURATION: '1.5' }, 'GLOBAL_WEB_RATE_LIMIT_DURATION must be a whole number from 1 to 86400, got "1.5"'],
    [{ CRITICAL_RATE_LIMIT_DURATION: '100000' }, 'CRITICAL_RATE_LIMIT_DURATION must be a whole number from 1 to 86400, got "100000"'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env, cwd)).toThrow(ConfigError);
    expect(() => loadConfig(env, cwd)).toThrow(message);
  });
});
