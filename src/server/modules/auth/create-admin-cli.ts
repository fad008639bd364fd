// `npm run create-admin -- --email E --password P [--name N]`: creates the admin account, or
// promotes an existing customer, or resets an existing admin's password.
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from '../../config';
import { createDb } from '../../db/client';
import { DataDirError, DatabaseLockedError } from '../../db/lock';
import { migrateDb } from '../../db/migrate';
import { AppError } from '../../errors';
import { SESSIONS_CHANNEL } from '../../plugins/session-invalidation';
import { createOrPromoteAdmin } from './create-admin';

const USAGE = 'Usage: npm run create-admin -- --email admin@example.in --password "…" [--name "…"]';

const SAID = {
  created: 'Created the admin account',
  promoted: 'Promoted the existing account to admin (its sessions were ended)',
  updated: "Updated the admin's password (its sessions were ended)",
} as const;

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function main() {
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
      },
    }));
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  if (!values.email || !values.password) fail(USAGE);

  const config = loadConfig();
  const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDb(database);
    const result = await createOrPromoteAdmin(database.db, {
      email: values.email,
      password: values.password,
      ...(values.name ? { name: values.name } : {}),
    });
    // Servers on the same PostgreSQL drop their cached session reads (decision 048): the
    // account's ended sessions and old role stop at once, not after the cache's few seconds.
    if (database.kind === 'postgres' && result.outcome !== 'created') {
      await database.query('SELECT pg_notify($1, $2)', [SESSIONS_CHANNEL, 'create-admin *']);
    }
    console.log(`\n${SAID[result.outcome]}: ${result.email}`);
    console.log(`Sign in at ${config.publicUrl}/admin/login\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ZodError) fail(err.issues.map((i) => i.message).join('\n'));
  if (err instanceof AppError) {
    fail(err.fieldErrors?.map((e) => e.message).join('\n') || err.message);
  }
  if (err instanceof ConfigError || err instanceof DataDirError) fail(err.message);
  if (err instanceof DatabaseLockedError) {
    fail(`${err.message}\nStop the server first (the embedded database allows one process).`);
  }
  console.error(err);
  process.exit(1);
});
