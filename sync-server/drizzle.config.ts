import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './sync-server/src/db/schema/index.ts',
  out: './sync-server/drizzle',
  casing: 'snake_case',
});
