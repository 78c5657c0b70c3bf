import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redactUrl } from '../../../../services/platform/config/config';

const cwd = '/srv/tollgate';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ kind: 'pglite', dir: '/srv/tollgate/data/pglite' });
    expect(config.redisUrl).toBeNull();
    expect(config.eventStoreUrl).toBeNull();
    expect(config.kafkaBrokers).toEqual([]);
    expect(config.kafkaTopicPartitions).toBe(6);
    expect([...config.roles]).toEqual(['relay', 'api', 'projections', 'forwarder']);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.consoleDir).toBe('/srv/tollgate/console/dist');
    expect(config.channelBalanceRefreshMinutes).toBeNull();
  });

  it('reads configured services', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/tollgate',
        DATABASE_URL: 'postgres://app:secret@db:5432/tollgate',
        DATABASE_POOL_MAX: '20',
        REDIS_URL: 'redis://cache:6379',
        EVENTSTORE_URL: 'esdb://store:2113?tls=false',
        KAFKA_BROKERS: 'k1:9092, k2:9092',
        KAFKA_TOPIC_PARTITIONS: '12',
        ROLES: 'api,relay',
        LOG_LEVEL: 'warn',
        CHANNEL_UPDATE_FREQUENCY: '30',
      },
      cwd,
    );
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/tollgate');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app:secret@db:5432/tollgate', poolMax: 20 });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.kafkaBrokers).toEqual(['k1:9092', 'k2:9092']);
    expect(config.kafkaTopicPartitions).toBe(12);
    expect([...config.roles].sort()).toEqual(['api', 'relay']);
    expect(config.logLevel).toBe('warn');
    expect(config.channelBalanceRefreshMinutes).toBe(30);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }, cwd).database.kind).toBe('pglite');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT', 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ PORT: '-1' }, 'PORT', 'PORT must be a whole number from 0 to 65535, got "-1"'],
    [{ DATABASE_URL: 'nonsense' }, 'DATABASE_URL', 'DATABASE_URL is not a URL; expected postgres://… or postgresql://…'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL', 'DATABASE_URL must be a postgres://host… or postgresql://host… URL'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL', 'REDIS_URL must be a redis://host… or rediss://host… URL'],
    [{ KAFKA_BROKERS: 'kafka' }, 'KAFKA_BROKERS', 'KAFKA_BROKERS must be a comma-separated host:port list, got "kafka"'],
    [{ KAFKA_TOPIC_PARTITIONS: '0' }, 'KAFKA_TOPIC_PARTITIONS', 'KAFKA_TOPIC_PARTITIONS must be a whole number from 1 to 10000, got "0"'],
    [{ ROLES: 'api,billing' }, 'ROLES', 'ROLES must list some of relay, api, projections, forwarder, got "api,billing"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'LOG_LEVEL must be one of debug, info, warn, error, silent, got "loud"'],
    [{ CHANNEL_UPDATE_FREQUENCY: '0' }, 'CHANNEL_UPDATE_FREQUENCY', 'CHANNEL_UPDATE_FREQUENCY must be a whole number from 1 to 525600, got "0"'],
    [{ DATABASE_URL: 'postgres://db/x', DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX', 'DATABASE_POOL_MAX must be a whole number from 1 to 1000, got "0"'],
  ])('refuses %j with one line naming the variable', (env, variable, message) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toBe(message);
    expect(error.message).not.toContain('\n');
  });

  it('never echoes a URL, which may carry a password', () => {
    expect(errorOf({ DATABASE_URL: 'mysql://root:hunter2@db/x' }).message).not.toContain('hunter2');
    expect(redactUrl('postgres://app:hunter2@db:5432/x')).toBe('postgres://app:***@db:5432/x');
  });
});
