// The test suite's own settings (the app's come from config.ts): where the real PostgreSQL is.
import path from 'node:path';
import pg from 'pg';

/** When set, the API suite also runs against this PostgreSQL server (each run in fresh databases). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export const TMP_ROOT = path.resolve('.tmp');

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs statements on the PostgreSQL server itself (creating and dropping test databases). */
export async function withAdminClient<T>(
  url: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a dumped, migrated and seeded PGlite data directory. */
    pgliteSnapshot: string;
    /** DATA_DIR for test apps: its uploads/ holds the seeded images. */
    dataDir: string;
    webDistDir: string;
    /** Name of the migrated and seeded template database on TEST_DATABASE_URL, if any. */
    pgTemplate: string | undefined;
  }
}
