// The end-to-end server's database, for what a browser cannot do: make an order weeks old. SQL goes
// to the side listener scripts/e2e-server.mjs opens on 127.0.0.1 (its port is in the server's
// data folder) and runs in one transaction; the answer is the last statement's rows.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

function sidePort(): string {
  const file = path.resolve('.tmp', `e2e-${process.env.E2E_PORT}`, 'sql-port');
  return fs.readFileSync(file, 'utf8').trim();
}

export async function sql<T = Record<string, unknown>>(...statements: string[]): Promise<T[]> {
  const res = await fetch(`http://127.0.0.1:${sidePort()}/`, {
    method: 'POST',
    body: JSON.stringify({ statements }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T[];
}

/** A UUID or date literal for the SQL above, refused unless it is exactly that. */
export function literal(value: string): string {
  expect(value).toMatch(/^[0-9a-f-]{36}$|^\d{4}-\d{2}-\d{2}$/);
  return `'${value}'`;
}

/**
 * Moves an order's ledger back in time, to noon in India on days before the period ending on the
 * day `to`: its sale (and what was charged on it) `days.delivered` days before the period's end,
 * its refunds `days.refunded` days before it. The ledger is append-only (a trigger refuses
 * changes); this transaction alone runs without its triggers.
 */
export async function backdateLedger(
  orderId: string,
  to: string,
  days: { delivered: number; refunded: number },
) {
  const at = (n: number) =>
    `((${literal(to)}::date + 1 - ${n})::timestamp + interval '12 hours') AT TIME ZONE 'Asia/Kolkata'`;
  await sql(
    'SET LOCAL session_replication_role = replica',
    `UPDATE vendor_ledger_entries SET occurred_at = CASE
        WHEN kind IN ('refund', 'commission-reversal', 'tcs-reversal')
          THEN ${at(days.refunded)}
        ELSE ${at(days.delivered)} END
      WHERE order_id = ${literal(orderId)}`,
  );
}
