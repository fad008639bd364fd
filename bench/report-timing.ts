// Times the vendor report for a year and the admin dashboard in-process on a generated data set
// (issue #23), without HTTP: the figures of a before/after comparison on one loaded machine.
//   tsx bench/report-timing.ts --data-dir .tmp/bench/pglite-100000 [--database-url …] [--runs 30]
import { parseArgs } from 'node:util';
import { createDb } from '../src/server/db/client';
import { migrateDb } from '../src/server/db/migrate';
import { getDashboard } from '../src/server/modules/admin/dashboard';
import { vendorReport } from '../src/server/modules/vendor-reports/report';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '30' },
    vendor: { type: 'string', default: 'vendor-1' },
  },
});
const runs = Number(values.runs);
const database = await createDb(
  values['database-url']
    ? { databaseUrl: values['database-url'] }
    : { dataDir: values['data-dir'] },
);
// A data set generated before a migration gets it (and its backfill) here, timed.
const migrating = performance.now();
await migrateDb(database);
console.log(`migrations: ${Math.round(performance.now() - migrating)} ms`);
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const cases: Record<string, () => Promise<unknown>> = {
  'vendor report, one year by month': () =>
    vendorReport(database.db, values.vendor!, { from: day(-365), to: day(0), interval: 'month' }),
  'admin dashboard, 90 days': () => getDashboard(database.db, { range: '90d' }),
  'admin dashboard, one year': () =>
    getDashboard(database.db, { range: 'custom', from: day(-365), to: day(0) }),
};
try {
  for (const [name, fn] of Object.entries(cases)) {
    await fn();
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await fn();
      ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
    console.log(`${name}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${runs} runs, ${database.kind})`);
  }
} finally {
  await database.close();
}
