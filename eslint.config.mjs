import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Pictures come from the platform's image pipeline already in their size variants (srcset built by
      // lib/images); next/image's optimiser would decode and re-encode each of them on the server per size.
      '@next/next/no-img-element': 'off',
      // `_` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  globalIgnores([
    '.next*/**',
    '.data/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'platform/db/migrations/**',
  ]),
]);
