// The ownership matrix's scheme (issue #9): every route with an id in its URL has a case saying
// whose object to aim it at; six actors try each case. A route added without a case fails
// src/server/test/ownership/ownership-matrix.test.ts.
import type { Database } from '../../db/client';
import type { Shopper } from '../../modules/orders/test-shoppers';
import type { TestApp } from '../app-harness';
import type { IsolationCase, IsolationModule, OwnedIds } from '../route-table';

export type ActorName = 'signedOut' | 'customerA' | 'customerB' | 'vendorX' | 'vendorY' | 'admin';

/** The signed-in actors the seeds may act as; customer A and vendor X own the objects. */
export type Actors = Record<Exclude<ActorName, 'signedOut'>, Shopper>;

export interface OwnershipCase extends IsolationCase {
  /**
   * What customer B or vendor Y gets for A's or X's object: 404 by default. Routes whose id is a
   * product in the caller's own list (cart, wishlist) answer 204 to a removal: the caller's own
   * list had no such line, and the owner's is untouched (the row check still applies).
   */
  strangerStatus?: number;
}

export interface OwnershipModule {
  name: string;
  /** The routes' class (route-classes.ts); `public` cases aim at objects nobody may see. */
  audience: 'public' | 'customer' | 'vendor' | 'admin';
  seed(t: TestApp, actors: Actors): Promise<OwnedIds>;
  cases: OwnershipCase[];
}

/** A vendor isolation module (vendor X's objects) as an ownership module. */
export function fromVendorIsolation(m: IsolationModule): OwnershipModule {
  return {
    name: m.name,
    audience: 'vendor',
    seed: (t, actors) => m.seed(t, actors.vendorX.userId),
    cases: m.cases,
  };
}

/** Every data table but `sessions` (whose last-activity stamp is not the caller's doing). */
export async function dataTables(database: Database): Promise<string[]> {
  const rows = await database.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'sessions'
        AND table_name NOT LIKE '\\_\\_%' ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/** One hash per table of all its rows, computed in one statement: cheap enough to take around
 * every request an attacker makes. */
export async function fingerprint(
  database: Database,
  tables: string[],
): Promise<Record<string, string>> {
  const sql = tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM ${table} t`,
    )
    .join(' UNION ALL ');
  const rows = await database.query<{ name: string; hash: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}
