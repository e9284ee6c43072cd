/** API tests: TypeScript through Babel, against the real database engine (PGlite, or PostgreSQL with DATABASE_URL). */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '\\.ts$': ['babel-jest', { presets: [['@babel/preset-env', { targets: { node: '20' } }], '@babel/preset-typescript'], babelrc: false, configFile: false }],
  },
  testTimeout: 60000,
};
