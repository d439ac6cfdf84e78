// Run as `eslint -c tests/eslint.config.js .` from the repository root (the top level is fixed).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const folders = (dir) =>
  readdirSync(new URL(`../${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * What one web feature may take from another: its typed calls (`api/`) and these named components,
 * which are the feature's public face (a header widget, a page section). Anything else is private.
 */
const PUBLIC_FEATURE_MODULES = [
  'auth/components/login-form.tsx',
  'auth/components/other-account-notice.tsx',
  'auth/logged-in-as-other.ts',
  'auth/login-modal-store.ts',
  'auth/login-redirect.ts',
  'auth/refuse-customer.ts',
  'auth/session-ended.ts',
  'auth/test/customer-session.ts',
  'cart/cart-paths.ts',
  'cart/cart-quote.ts',
  'cart/cart-rules.ts',
  'cart/cart-store.ts',
  'cart/use-cart-quote.ts',
  'cart/components/cart-thumbnail.tsx',
  'cart/components/empty-cart.tsx',
  'cart/components/line-details.tsx',
  'cart/components/totals-list.tsx',
  'cart/test/create-cart-item.ts',
  'orders/order-labels.ts',
  'orders/components/invoice-document.tsx',
  'orders/components/status-badge.tsx',
  'orders/test/invoice-fixtures.ts',
  'registration/registration-guard.ts',
];

/** A feature imports another only through its api/ or a listed public module. */
const featureZones = folders('web/src/features').map((feature) => ({
  target: `web/src/features/${feature}/**`,
  from: 'web/src/features/**',
  except: [`**/web/src/features/${feature}/**`, '**/web/src/features/*/api/**', ...PUBLIC_FEATURE_MODULES.map((module) => `**/web/src/features/${module}`)],
  message: 'Another feature is private: import its api/ or a public module listed in tests/eslint.config.js.',
}));

/** A BFF route domain never imports another: what two share lives in http/, upstream/, static/ or lib/. */
const domainZones = folders('bff/src/routes').map((domain) => ({
  target: `bff/src/routes/${domain}/**`,
  from: 'bff/src/routes/**',
  except: [`**/bff/src/routes/${domain}/**`],
  message: 'A BFF route domain never imports another: move the shared piece to http/, upstream/, static/ or lib/.',
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      '.tsbuild/**',
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
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones,
            ...domainZones,
            { target: ['bff/**', 'mocks/**'], from: 'web/**', message: 'bff and mocks never import web.' },
            { target: 'web/**', from: 'mocks/**', message: 'web never imports the mocks.' },
            {
              target: 'web/**',
              from: 'bff/**',
              except: ['**/bff/src/schemas/**', '**/bff/src/shared/**', '**/bff/src/app.ts'],
              message: 'web imports from bff only schemas/, shared/ and the AppType of app.ts (answer types come from the typed client).',
            },
          ],
        },
      ],
      // Bounded so a lint run stays quick; the longest import chain in the tree is far shorter.
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
    },
  },
  {
    // The web bundle must never carry the BFF's runtime: AppType is imported for its type only.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@bff/app', allowTypeImports: true, message: 'web imports only the AppType of @bff/app, as a type.' }] },
      ],
    },
  },
);
