import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/schema-commerce.ts',
    './src/server/db/schema-site.ts',
    './src/server/db/schema-report-totals.ts',
    './src/server/db/schema-payouts.ts',
    './src/server/db/schema-returns.ts',
  ],
  out: './src/server/db/migrations',
});
