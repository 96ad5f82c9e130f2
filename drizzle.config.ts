import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./platform/*/*tables.ts', './platform/shared/*/*tables.ts'],
  out: './platform/db/migrations',
  casing: 'snake_case',
});
