// One lint for the whole repository: TypeScript (strict-ish) and React hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

// The server's modules (server/src/modules/*) and the modules each may import: one direction, no
// cycles (checked below, when the lint loads). A module may also import the layers under every
// module (server/src/lib, server/src/db, config.ts, the contract); nothing in server/src/modules
// imports what sits above them (app.ts, console-routes.ts, seed/, site/, cli/). A module's tests
// keep the same imports, and may also start the app and use the test harness (server/test); tests
// of the whole server live in server/test/system. See docs/decisions.md, "Server modules: one direction".
const SERVER_MODULES = {
  auth: [],
  console: [],
  content: [],
  media: [],
  notices: ['auth', 'content'],
  ranking: ['content'],
  live: ['auth'],
  inquiry: ['auth', 'content'],
  marks: ['auth', 'content', 'ranking'],
  member: ['auth', 'content', 'media'],
  demand: ['auth', 'content', 'notices'],
  'exhibitor-centre': ['auth', 'console', 'content', 'notices'],
  meeting: ['auth', 'content', 'exhibitor-centre', 'notices'],
  plan: ['auth', 'content', 'meeting'],
  visitor: ['auth', 'content', 'exhibitor-centre'],
  editor: ['auth', 'console', 'content', 'media'],
  staff: ['console', 'demand', 'notices'],
  admin: ['auth', 'console'],
  catalogue: ['console', 'media'],
  onboarding: ['auth', 'content', 'member'],
  privacy: ['auth', 'meeting', 'notices', 'visitor'],
};

/** Throws (the lint fails to load) when the table names an unknown module or has a cycle. */
function assertOneDirection(table) {
  const state = {};
  const visit = (name, path) => {
    if (!(name in table)) throw new Error(`eslint.config.mjs SERVER_MODULES: unknown module "${name}" (${path.join(' -> ')})`);
    if (state[name] === 'done') return;
    if (state[name] === 'open') throw new Error(`eslint.config.mjs SERVER_MODULES: a cycle, ${[...path, name].join(' -> ')}`);
    state[name] = 'open';
    for (const dependency of table[name]) visit(dependency, [...path, name]);
    state[name] = 'done';
  };
  for (const name of Object.keys(table)) visit(name, []);
}
assertOneDirection(SERVER_MODULES);
const moduleType = (name) => `server-module:${name}`;

/**
 * The server's layers: lib, db and config.ts → the modules, each importing only those its
 * SERVER_MODULES entry names → the app (app.ts, console-routes.ts, seed, site, cli, main).
 * `alsoAllowed`: element types every server element may import besides (for tests).
 */
function serverLayers(files, ignores, alsoAllowed) {
  const allowed = (...types) => ({ to: { element: { types: { anyOf: [...types, ...alsoAllowed] } } } });
  return {
    files,
    ignores,
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/elements': [
        ...Object.keys(SERVER_MODULES).map((name) => ({ type: moduleType(name), pattern: `server/src/modules/${name}` })),
        // A folder under modules/ missing from the table: nothing may import it, it may import nothing.
        { type: 'server-module-unlisted', pattern: 'server/src/modules/*' },
        { type: 'server-base', pattern: ['server/src/lib', 'server/src/db'] },
        { type: 'server-app', pattern: ['server/src/seed', 'server/src/site', 'server/src/cli'] },
        { type: 'server-test', pattern: 'server/test' },
        // The files in server/src itself are no element: config.ts is below the modules (its own rule
        // follows), app.ts, console-routes.ts, main.ts and server.ts above them (the next rule keeps modules off).
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'server-base' } }, allow: allowed('server-base') },
            ...Object.entries(SERVER_MODULES).map(([name, dependencies]) => ({
              from: { element: { type: moduleType(name) } },
              allow: allowed('server-base', moduleType(name), ...dependencies.map(moduleType)),
            })),
            { from: { element: { type: 'server-app' } }, allow: allowed('server-base', 'server-app', ...Object.keys(SERVER_MODULES).map(moduleType)) },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    // bench/stack-reference: the card's stack alone, built and measured by `npm run bench:web` only.
    ignores: ['**/node_modules/**', 'public/**', '.cache/**', 'bench/stack-reference/**', '**/dist/**', '.data*/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/*.js', '**/*.mjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The site's layers: shared code (lib, components, styles) → features (each on its own) → the
    // app (shell, pages, templates). A feature may use shared code and itself, never another feature.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'app', pattern: ['src/app', 'src/pages', 'src/templates'] },
        { type: 'shared', pattern: ['src/lib', 'src/components', 'src/styles'] },
        { type: 'site-build', pattern: 'src/gatsby-node' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { name: '{{ from.captured.name }}' } } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['shared', 'feature', 'app'] } } } } },
            { from: { element: { type: 'site-build' } }, allow: { to: { element: { types: { anyOf: ['shared', 'site-build'] } } } } },
          ],
        },
      ],
    },
  },
  serverLayers(['server/src/**/*.ts'], ['**/*.test.ts'], []),
  // Tests: the same layers, and the app above them and the test harness (server/test) to start it.
  serverLayers(['server/src/**/*.test.ts'], [], ['server-app', 'server-test']),
  {
    // Of the files in server/src, a module (and lib, db) may import config.ts only.
    files: ['server/src/modules/**/*.ts', 'server/src/lib/**/*.ts', 'server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(app|console-routes|main|server)$', message: 'A module (or lib, db) imports no file above the modules: app.ts, console-routes.ts, main.ts, server.ts.' }] }],
    },
  },
  {
    // db/schema.ts is the one place assembling the database type: it reads each module's table
    // types (modules/*/tables.ts, type-only) and nothing else of a module; the rest of db/ none.
    files: ['server/src/db/schema.ts'],
    rules: {
      'boundaries/dependencies': 'off',
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./modules/[^/]+/(?!tables$)', message: 'The schema reads only the modules\' table types (modules/*/tables.ts).' }, { regex: '^\\.\\./(app|console-routes|main|server)$', message: 'db imports no file above the modules.' }] }],
    },
  },
  {
    // config.ts is below every module: it imports lib and the contract, never a module or the app.
    files: ['server/src/config.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./(modules|seed|site|cli|app|console-routes|main|server)(/|$)', message: 'config.ts imports no module and nothing above them.' }] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures call their `use` callback, which is not React's hook.
    files: ['e2e/**', 'scripts/**', 'server/**', 'plugins/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
