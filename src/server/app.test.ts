import { validate as validateOpenApi } from '@readme/openapi-parser';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_SUBMITS_SCRIPT } from '../domain/early-submits';
import { HEALTH_PROBLEMS } from './modules/health/routes';
import { createTestApp, type TestApp } from './test/app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 after asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.database.kind });
  });

  it('answers 503 as a problem when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    await other.app.close();
  });

  it('answers 503 with the reason when the data folder cannot be written (a full disk), and 200 again after', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-health-'));
    const full = await createTestApp({ DATA_DIR: dataDir });
    try {
      // Every write to /dev/full fails with ENOSPC, as on a full disk; the probe follows the link.
      fs.symlinkSync('/dev/full', path.join(dataDir, '.angle-write-probe'));
      const res = await full.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().detail).toBe(HEALTH_PROBLEMS.dataDir('no space left on the device'));
      expect(res.body).not.toContain(dataDir);
      // The probe left nothing behind; with room again the check passes.
      const again = await full.app.inject({ method: 'GET', url: '/api/health' });
      expect(again.statusCode).toBe(200);
    } finally {
      await full.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 when the database takes no writes', async (ctx) => {
    const readOnly = await createTestApp();
    try {
      // One connection on PGlite; a PostgreSQL pool would need every connection made read-only.
      if (readOnly.database.kind !== 'pglite') return ctx.skip();
      await readOnly.database.query('SET default_transaction_read_only = on');
      const res = await readOnly.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toBe(HEALTH_PROBLEMS.readOnly);
    } finally {
      await readOnly.close();
    }
  });
});

describe('unknown routes', () => {
  it('gives a problem+json 404 under /api, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' });
    }
  });

  it('answers a malformed URL or an over-long id with a 400 problem, not plain JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/store/products/%E0%A4'],
      ['DELETE', `/api/store/account/addresses/${'x'.repeat(101)}`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('gives a 404 for missing media instead of the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/nothing-here.webp' });
    expect(res.statusCode).toBe(404);
  });

  it('serves the built files: bundles cached for a year, the files beside index.html revalidated', async () => {
    const bundle = await t.app.inject({ method: 'GET', url: '/assets/start-Ab12Cd34.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
    // index.html is the page shell, never a file of its own; paths out of the folder are refused.
    for (const url of ['/index.html', '/assets/../index.html', '/assets/%2e%2e/favicon.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).not.toBe('public, max-age=31536000, immutable');
    }
  });

  it('gives a 404 for a missing asset or file instead of the web app', async () => {
    for (const url of ['/assets/index-old.js', '/favicon-missing.svg', '/robots-old.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/^text\/html/);
    }
  });

  it('serves index.html for any page path (history fallback), uncached', async () => {
    for (const url of ['/', '/products/prod-001', '/admin/dashboard', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });
});

describe('the route table', () => {
  it('lists every API route once per method, as the guards and the tests see it', () => {
    const keys = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(keys).toContain('GET /api/health');
    expect(keys).toContain('DELETE /api/store/account/addresses/:id');
    expect(keys).not.toContain('HEAD /api/health');
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('OpenAPI', () => {
  it('publishes a valid OpenAPI 3 document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
    const result = await validateOpenApi(structuredClone(doc));
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('serves the docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('security headers', () => {
  it('sends a strict CSP, no framing, no sniffing and no X-Powered-By', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("allows one inline script, index.html's early hold of submits and taps, by its hash and nothing else", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))!;
    const hash = crypto.createHash('sha256').update(EARLY_SUBMITS_SCRIPT).digest('base64');
    expect(scriptSrc[1]).toContain(`'sha256-${hash}'`);
    expect(scriptSrc[1]).not.toContain('unsafe-inline');
    expect(scriptSrc[1]!.match(/'sha256-/g)).toHaveLength(1);
  });

  it('adds HSTS in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    const res = await prod.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    await prod.close();
  });
});

describe('media', () => {
  it('serves seeded product images with immutable caching', async () => {
    const rows = await t.database.query<{ storage_key: string }>(
      'SELECT storage_key FROM product_images ORDER BY product_id, position LIMIT 1',
    );
    const key = rows[0]!.storage_key;
    const res = await t.app.inject({ method: 'GET', url: `/media/${key}-320.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('compression', () => {
  it('compresses large JSON when the client accepts gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
