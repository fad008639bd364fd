// Prometheus metrics (issue #34, finding 7): on their own port (METRICS_PORT), never on the
// public one the proxy forwards; requests labelled by route pattern, never by raw URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogCache } from '../modules/catalog/catalog-cache';
import { catalogIndexOf } from '../modules/catalog/catalog-index';
import { createTestApp, type TestApp } from '../test/app-harness';
import { freePort } from '../test/free-port';

let t: TestApp;
let metricsUrl: string;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ METRICS_PORT: String(port) });
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
});
afterAll(() => t.close());

/** The value of the first sample whose line starts with `prefix`. */
const sample = (text: string, prefix: string) => {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('metrics', () => {
  it('are not served on the public port', async () => {
    for (const url of ['/metrics', '/api/metrics']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('# TYPE');
    }
  });

  it('are served on the metrics port: requests by route pattern and status, pool, outbox, process', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/store/products/prod-001' })).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/store/products/no-such-product-42' });
    await t.database.query(
      `INSERT INTO outbox (id, kind, payload, created_at)
       VALUES ('metrics-test', 'test', '{}', now() - interval '90 seconds')`,
    );

    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const family of [
      'angle_http_request_duration_seconds',
      'angle_db_statements_total',
      'angle_outbox_mails',
      'angle_outbox_oldest_waiting_seconds',
      'angle_job_runs_total',
      'angle_job_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(text).toContain(`# TYPE ${family} `);
    const route = 'route="/api/store/products/:id"';
    expect(
      sample(text, `angle_http_request_duration_seconds_count{method="GET",${route},status="200"}`),
    ).toBe(1);
    expect(
      sample(text, `angle_http_request_duration_seconds_count{method="GET",${route},status="404"}`),
    ).toBe(1);
    // The raw URL never becomes a label.
    expect(text).not.toContain('prod-001');
    expect(text).not.toContain('no-such-product-42');
    expect(sample(text, 'angle_outbox_mails{status="pending"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'angle_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'angle_db_statements_total')).toBeGreaterThan(0);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'angle_db_pool_max')).toBe(10);
      expect(sample(text, 'angle_db_pool_waiting')).toBe(0);
    }
  });

  it('count the catalogue cache hits and misses by kind of entry (the bench reads them)', async () => {
    const lookups = async (kind: string) => {
      const text = await (await fetch(metricsUrl)).text();
      const of = (outcome: string) =>
        sample(text, `angle_catalog_cache_lookups_total{kind="${kind}",outcome="${outcome}"}`) ?? 0;
      return { hits: of('hit'), misses: of('miss') };
    };
    invalidateCatalogCache(t.database);
    const before = await lookups('product');
    // Two misses (an answer is kept from its second ask: doorkeeper.ts), two hits, and another
    // product's miss.
    for (const id of ['prod-002', 'prod-002', 'prod-002', 'prod-002', 'prod-003'])
      await t.app.inject({ method: 'GET', url: `/api/store/products/${id}` });
    const after = await lookups('product');
    expect(after.misses - before.misses).toBe(3);
    expect(after.hits - before.hits).toBe(2);
  });

  it('show how long the catalogue index took to build (the bench reads it at start)', async () => {
    const holder = catalogIndexOf(t.database);
    await holder.ready();
    const text = await (await fetch(metricsUrl)).text();
    const seconds = sample(text, 'angle_catalog_index_build_seconds');
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeCloseTo(holder.lastBuildMs / 1000, 6);
  });

  it('answers nothing but GET /metrics there', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/api/health'))).status).toBe(404);
  });
});
