import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  test('defaults: port 8000 on loopback, embedded database in .data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8000, host: '127.0.0.1', databaseUrl: undefined, logLevel: 'info', seedWhenEmpty: 'small' });
    expect(config.dataDir).toMatch(/\/\.data$/);
  });

  test.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ SEED_WHEN_EMPTY: 'huge' }, /SEED_WHEN_EMPTY must be structure, small, large or none/],
    [{ BADGE_SECRET: 'short' }, /BADGE_SECRET must have at least 32 characters/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  test('a password in a bad DATABASE_URL is not echoed', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).toThrow(/^(?![\s\S]*hunter2)/);
  });
});
