// Flat config. typescript-eslint needs TypeScript's JS API, which is why the
// project pins TypeScript 5.9 (docs/decisions/0002-typescript-5.9-for-lint.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * A relative import that climbs into another package (`../../shared/src/x.ts`): packages import
 * each other by name only, so the one-way stack below holds for relative paths too.
 */
const CROSS_PACKAGE_RELATIVE = {
  regex: '^(\\.\\.?/)+(.*/)?(shared|workers|web|sync-server)/',
  message:
    'Import other packages by name (@portal/shared, @portal/workers), never by a relative path.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-data/**',
      'bench/results/**',
      'sync-server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // shared/ is pure: it imports nothing of ours and nothing with side effects (STYLE.md §1).
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@portal/*',
                'node:*',
                'react',
                'react-dom',
                'drizzle-orm',
                'drizzle-orm/*',
                'hono',
                'hono/*',
                'rxdb',
                'rxdb/*',
              ],
              message: 'shared/ stays pure: no I/O, no framework, nothing of ours.',
            },
            CROSS_PACKAGE_RELATIVE,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'localStorage',
        'window',
        'document',
        'setTimeout',
        'setInterval',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass a clock in.' },
        { object: 'Math', property: 'random', message: 'Pass a random source in.' },
      ],
    },
  },
  {
    // One-way package stack: workers may use shared only; web may not reach into the server.
    files: ['workers/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@portal/web',
                '@portal/web/*',
                '@portal/sync-server',
                '@portal/sync-server/*',
              ],
              message: 'workers/ may import shared only.',
            },
            CROSS_PACKAGE_RELATIVE,
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/demo/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/sync-server', '@portal/sync-server/*'],
              message: 'web/ talks to the server over HTTP only.',
            },
            CROSS_PACKAGE_RELATIVE,
          ],
        },
      ],
    },
  },
  {
    // The server may use shared and workers (ARCHITECTURE.md "Packages"), by package name only.
    files: ['sync-server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/web', '@portal/web/*'],
              message: 'sync-server/ never imports the web app.',
            },
            CROSS_PACKAGE_RELATIVE,
          ],
        },
      ],
    },
  },
);
