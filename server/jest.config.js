/** API tests: TypeScript through Babel, against the real database engine (PGlite, or PostgreSQL with DATABASE_URL). */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '\\.[jt]s$': ['babel-jest', { presets: [['@babel/preset-env', { targets: { node: '20' } }], '@babel/preset-typescript'], babelrc: false, configFile: false }],
  },
  // ESM-only dependencies that Jest's CommonJS runtime must have compiled.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|light-my-request/node_modules/cookie)/)'],
  testTimeout: 60000,
  testSequencer: '<rootDir>/test/slow-first-sequencer.js',
  // One migrated and seeded database per run, copied by each test file (test/database-templates.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
