// The hardening suite's figures (issue #9): each security test file adds what it tried, and the
// global setup prints the sums when the run ends (scripts/hardening.mjs prints them too).
import fs from 'node:fs';
import path from 'node:path';
import { TMP_ROOT } from './test-env';

/** scripts/hardening.mjs gives each of its runs (PGlite, PostgreSQL) its own folder. */
export const FIGURES_DIR = process.env.ANGLE_FIGURES_DIR ?? path.join(TMP_ROOT, 'figures');

export interface Figures {
  routesClassified?: number;
  routeActorPairs?: number;
  badInputs?: number;
  flashSaleRuns?: number;
  propertyRuns?: number;
  refundRaces?: number;
  orderLifeSteps?: number;
  crashCycles?: number;
  ordersLost?: number;
}

export const FIGURE_LABELS: Record<keyof Figures, string> = {
  routesClassified: 'routes classified',
  routeActorPairs: 'route × actor pairs tried',
  badInputs: 'bad inputs tried',
  flashSaleRuns: 'flash-sale runs',
  propertyRuns: 'concurrent order/cancel/retry mixes',
  refundRaces: 'concurrent refund races (2-10 at once)',
  orderLifeSteps: 'order-life steps checked against every promise',
  crashCycles: 'kill -9 crash cycles',
  ordersLost: 'acknowledged orders lost',
};

/** Adds one test file's figures to this run's pile (one file per writer: no locking needed). */
export function recordFigures(source: string, figures: Figures) {
  fs.mkdirSync(FIGURES_DIR, { recursive: true });
  const file = path.join(FIGURES_DIR, `${source}-${process.pid}-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify({ source, ...figures }));
}

/** Sums every recorded file. Routes classified is a count of one table, so the largest wins. */
export function readFigures(dir = FIGURES_DIR): Required<Figures> {
  const sums: Required<Figures> = {
    routesClassified: 0,
    routeActorPairs: 0,
    badInputs: 0,
    flashSaleRuns: 0,
    propertyRuns: 0,
    refundRaces: 0,
    orderLifeSteps: 0,
    crashCycles: 0,
    ordersLost: 0,
  };
  if (!fs.existsSync(dir)) return sums;
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const figures = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Figures;
    for (const key of Object.keys(sums) as Array<keyof Figures>) {
      const value = figures[key] ?? 0;
      sums[key] = key === 'routesClassified' ? Math.max(sums[key], value) : sums[key] + value;
    }
  }
  return sums;
}

export function formatFigures(figures: Required<Figures>): string {
  const width = Math.max(...Object.values(FIGURE_LABELS).map((l) => l.length));
  return (Object.keys(FIGURE_LABELS) as Array<keyof Figures>)
    .map((key) => `  ${FIGURE_LABELS[key].padEnd(width)}  ${figures[key]}`)
    .join('\n');
}
