// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import drizzle from 'eslint-plugin-drizzle';
import nodePlugin from 'eslint-plugin-n';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import fs from 'node:fs';
import importCycles from './scripts/eslint/no-import-cycle.js';

/** Every folder under client/src/features is a feature, walled off from the others. */
const clientFeatures = fs
  .readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'uploads/**',
      'migrations/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, cycles: importCycles },
    settings: {
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: './tsconfig.json',
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // No import circles. The local rule counts every import, type-only and dynamic ones
      // included, so it finds every circle import-x/no-cycle would (that rule skips type-only
      // imports) and more; running both only parsed every imported file a second time.
      'cycles/no-import-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Client: shared -> features -> app; features never import each other (bulletproof-react).
    files: ['client/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...clientFeatures.map((feature) => ({
              target: `./client/src/features/${feature}`,
              from: './client/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in app/.',
            })),
            {
              target: './client/src/features',
              from: './client/src/app',
              message: 'Imports flow toward app/, not out of it.',
            },
            {
              target: ['./client/src/components', './client/src/lib', './client/src/config'],
              from: ['./client/src/features', './client/src/app'],
              message: 'Shared client code must not depend on features or app.',
            },
            {
              target: './client',
              from: './server',
              message: 'The client never imports server code.',
            },
            {
              target: './client',
              from: './shared/api/endpoint-schemas.ts',
              message:
                'The endpoint schemas are for the server: the client reads the types of shared/api/endpoints.ts, so zod stays out of the public first load.',
            },
          ],
        },
      ],
    },
  },
  {
    // The client reaches the API through the endpoint table only: no path of its own to mistype.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api(\\/|$)/]',
          message: 'Call the API through @shared/api/endpoints (api.call, pathOf), not a path.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api(\\/|$)/]',
          message: 'Call the API through @shared/api/endpoints (api.call, pathOf), not a path.',
        },
        {
          // Taking the namespace apart makes the bundler keep every endpoint of it.
          selector:
            "VariableDeclarator[id.type='ObjectPattern'][init.name='endpoints'], VariableDeclarator[id.type='ObjectPattern'][init.object.name='endpoints']",
          message:
            'Name endpoints in full (endpoints.media.list), so unused ones stay out of the bundle.',
        },
      ],
    },
  },
  {
    // Server: only config.ts reads process.env; deletes and updates always have a where.
    files: ['server/**/*.ts'],
    plugins: { n: nodePlugin, drizzle },
    rules: {
      'n/no-process-env': 'error',
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['server/config.ts', 'server/**/*.test.ts', 'server/test/**/*.ts'],
    rules: { 'n/no-process-env': 'off' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./client', './server'],
              message: 'shared/ stands alone.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
