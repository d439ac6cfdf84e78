// Run as `eslint -c tests/eslint.config.js .` from the repository root (the top level is fixed).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'test-results/**',
      'playwright-report/**',
      'bff/src/generated/**',
      'web/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The BFF and the mocks never reach into the web app.
    files: ['bff/**/*.ts', 'mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'bff and mocks never import web.' }] }],
    },
  },
  {
    // The web app may import the BFF's shared schemas and its exported types, nothing else.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/bff/src/*', '!**/bff/src/schemas', '!**/bff/src/app', '!**/bff/src/view-models'],
              message: 'web imports only bff/src/schemas, bff/src/view-models and the AppType from bff/src/app.',
            },
            { group: ['**/mocks/**'], message: 'web never imports the mocks.' },
          ],
        },
      ],
    },
  },
);
