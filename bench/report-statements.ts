// Times each statement of the admin dashboard's route (30 days) and of the vendor report for a
// year (issue #35) with EXPLAIN ANALYZE: the route's work runs once against a recording Drizzle
// logger, then each recorded statement is explained and its planning and execution times
// printed, slowest first. No HTTP and no concurrency: what the database itself spends.
//   tsx bench/report-statements.ts --database-url postgres://…/hrep_100000 [--runs 3]
//   tsx bench/report-statements.ts --data-dir .tmp/bench/pglite-100000
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { schema, type Db } from '../src/server/db/client';
import { getDashboard } from '../src/server/modules/admin/dashboard';
import { moneyFigures } from '../src/server/modules/payouts/money-figures';
import { vendorReport } from '../src/server/modules/vendor-reports/report';
import { shippingFigures } from '../src/server/modules/vendor-reports/shipping-figures';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '3' },
    vendor: { type: 'string', default: 'vendor-1' },
  },
});
const recorded: Array<{ case: string; text: string; params: unknown[] }> = [];
let current = '';
const logger = {
  logQuery: (text: string, params: unknown[]) =>
    void recorded.push({ case: current, text, params }),
};
let run: (text: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;
let db: Db;
let close: () => Promise<void>;
if (values['database-url']) {
  const pool = new pg.Pool({ connectionString: values['database-url'], max: 1 });
  db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  run = async (text, params) => (await pool.query(text, params)).rows;
  close = () => pool.end();
} else {
  const client = await PGlite.create({ dataDir: values['data-dir'], extensions: { pg_trgm } });
  db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  run = async (text, params) => (await client.query(text, params)).rows as never;
  close = () => client.close();
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const cases: Record<string, () => Promise<unknown>> = {
  'admin dashboard, 30 days': async () => {
    const dashboard = await getDashboard(db, { range: '30d' });
    await moneyFigures(db, dashboard.period);
    await shippingFigures(db, dashboard.period, null);
  },
  'vendor report, one year by month': () =>
    vendorReport(db, values.vendor!, { from: day(-365), to: day(0), interval: 'month' }),
};
try {
  for (const [name, fn] of Object.entries(cases)) {
    current = name;
    const t0 = performance.now();
    await fn();
    console.log(`${name}: ${(performance.now() - t0).toFixed(1)} ms in all (first run)`);
  }
  const runs = Number(values.runs);
  const timed = [];
  for (const r of recorded) {
    let plan = 0;
    let exec = 0;
    let lines: string[] = [];
    for (let i = 0; i < runs; i++) {
      const rows = await run(`EXPLAIN (ANALYZE, FORMAT TEXT) ${r.text}`, r.params);
      lines = rows.map((row) => String(Object.values(row)[0]));
      const ms = (label: string) =>
        Number(/([\d.]+) ms/.exec(lines.find((l) => l.startsWith(label)) ?? '')?.[1] ?? 0);
      plan += ms('Planning Time') / runs;
      exec += ms('Execution Time') / runs;
    }
    timed.push({ ...r, plan, exec, lines });
  }
  for (const name of Object.keys(cases)) {
    const mine = timed.filter((t) => t.case === name).sort((a, b) => b.exec - a.exec);
    const sum = mine.reduce((s, t) => s + t.plan + t.exec, 0);
    console.log(
      `\n## ${name}: ${mine.length} statements, ${sum.toFixed(1)} ms planning + execution`,
    );
    for (const t of mine)
      console.log(
        `${t.exec.toFixed(2).padStart(8)} ms exec ${t.plan.toFixed(2).padStart(6)} ms plan  ${t.text.replace(/\s+/g, ' ').slice(0, 150)}`,
      );
    if (process.env.PLANS)
      for (const t of mine.slice(0, Number(process.env.PLANS)))
        console.log(`\n${t.text}\n${t.lines.join('\n')}`);
  }
} finally {
  await close();
}
