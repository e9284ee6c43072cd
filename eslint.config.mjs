// One lint for the whole repository: TypeScript (strict-ish) and React hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

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
