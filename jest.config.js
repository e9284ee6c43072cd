/** Site unit tests (jsdom), set up as in Gatsby's unit-testing guide. API tests: server/jest.config.js. */
module.exports = {
  displayName: 'unit',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/contract'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/test/jest/preprocess.js' },
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|svg|webp|woff2?)$': '<rootDir>/test/jest/file-mock.js',
    '^@reach/router(.*)': '<rootDir>/node_modules/@gatsbyjs/reach-router$1',
    '^gatsby-page-utils/(.*)$': 'gatsby-page-utils/dist/$1',
    '^gatsby-core-utils/(.*)$': 'gatsby-core-utils/dist/$1',
  },
  testPathIgnorePatterns: ['node_modules', '\\.cache', '<rootDir>.*/public'],
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-react-i18next)/)'],
  globals: { __PATH_PREFIX__: '' },
  setupFiles: ['<rootDir>/test/jest/loadershim.js'],
};
