import path from 'node:path';
import { defineConfig } from 'vitest/config';

const shared = {
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
};

const unitAndPglite = {
  ...shared,
  test: {
    name: 'pglite',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'e2e/**', '.next*/**', '.data/**'],
    env: { PLATFORM_TEST_DB: 'pglite' },
    globalSetup: ['platform/testing/pglite-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
};

/** The platform's tests run a second time on PostgreSQL when TEST_DATABASE_URL names one (CI sets it). */
const postgres = {
  ...shared,
  test: {
    name: 'postgres',
    include: ['platform/**/*.test.ts'],
    exclude: ['node_modules/**'],
    env: { PLATFORM_TEST_DB: 'postgres' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
};

export default defineConfig({
  test: {
    projects: process.env.TEST_DATABASE_URL ? [unitAndPglite, postgres] : [unitAndPglite],
    pool: 'forks',
    maxWorkers: 2,
  },
});
