import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemoAccounts } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { builtEntry } from '../../test/built-server';
import { createOrPromoteAdmin } from './create-admin';
import { countSessions, createAccount, signInAt } from './test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDemoAccounts', () => {
  it('opens the demo customer, every seed vendor and the demo admin at their own sign-in', async () => {
    const logins = await seedDemoAccounts(t.database.db);
    expect(logins.map((l) => l.role)).toEqual(['customer', ...Array(7).fill('vendor'), 'admin']);
    for (const login of logins) {
      const res = await signInAt(t.app, login.role, login);
      expect(res.statusCode, login.email).toBe(200);
      expect(res.json().user.role).toBe(login.role);
    }
    const customer = await signInAt(t.app, 'customer', DEMO_LOGINS[0]!);
    expect(customer.json().user.name).toBe('Priya Sharma');
  });

  it('is idempotent: a second run adds no user and keeps the passwords', async () => {
    const before = await t.database.query<{ n: number; hashes: string }>(
      `SELECT count(*)::int AS n, string_agg(a.password, ',' ORDER BY u.email) AS hashes
         FROM users u JOIN accounts a ON a.user_id = u.id`,
    );
    await seedDemoAccounts(t.database.db);
    const after = await t.database.query<{ n: number; hashes: string }>(
      `SELECT count(*)::int AS n, string_agg(a.password, ',' ORDER BY u.email) AS hashes
         FROM users u JOIN accounts a ON a.user_id = u.id`,
    );
    expect(after).toEqual(before);
  });
});

describe('createOrPromoteAdmin', () => {
  it('creates an admin who can sign in at the admin login only', async () => {
    const result = await createOrPromoteAdmin(t.database.db, {
      email: ' Ops@Angle.Example ',
      password: 'Rangoli-Night-88',
      name: 'Ops Lead',
    });
    expect(result).toMatchObject({ outcome: 'created', email: 'ops@angle.example' });
    const credentials = { email: 'ops@angle.example', password: 'Rangoli-Night-88' };
    expect((await signInAt(t.app, 'admin', credentials)).statusCode).toBe(200);
    expect((await signInAt(t.app, 'customer', credentials)).statusCode).toBe(403);
  });

  it('promotes a customer, sets the given password and ends their sessions', async () => {
    const customer = await createAccount(t.database, 'customer');
    await signInAt(t.app, 'customer', customer);
    const result = await createOrPromoteAdmin(t.database.db, {
      email: customer.email,
      password: 'Rangoli-Night-88',
    });
    expect(result.outcome).toBe('promoted');
    expect(await countSessions(t.database, customer.userId)).toBe(0);
    const res = await signInAt(t.app, 'admin', {
      email: customer.email,
      password: 'Rangoli-Night-88',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await createOrPromoteAdmin(t.database.db, {
          email: customer.email,
          password: 'Another-Pass-99',
        })
      ).outcome,
    ).toBe('updated');
  });

  it("refuses to turn a vendor's account into the admin", async () => {
    const vendor = await createAccount(t.database, 'vendor');
    await expect(
      createOrPromoteAdmin(t.database.db, { email: vendor.email, password: 'Rangoli-Night-88' }),
    ).rejects.toThrow(/is a vendor account/);
  });

  it('refuses short and common passwords', async () => {
    await expect(
      createOrPromoteAdmin(t.database.db, { email: 'a@angle.example', password: 'short' }),
    ).rejects.toThrow();
    await expect(
      createOrPromoteAdmin(t.database.db, { email: 'a@angle.example', password: 'admin@12345' }),
    ).rejects.toThrow(/too common/);
  });
});

describe('npm run create-admin', () => {
  const run = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, [builtEntry('create-admin-cli'), ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('prints the usage without arguments, and creates the admin with them', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-admin-'));
    try {
      const usage = run([], dataDir);
      expect(usage.status).toBe(1);
      expect(usage.stderr).toContain('Usage: npm run create-admin');

      const created = run(
        ['--email', 'boss@angle.example', '--password', 'Rangoli-Night-88'],
        dataDir,
      );
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);
      expect(created.stdout).toContain('Created the admin account: boss@angle.example');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
