import { defineConfig } from 'drizzle-kit';

// Migrations are generated from ./shared/schema and committed; the server applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './shared/schema/index.ts',
  out: './migrations',
  casing: 'snake_case',
});
