// Issue #9, ownership matrix: six actors (signed out, customers A and B, vendors X and Y, the
// admin) × every route with an id in its URL, aimed at objects A or X own. Whoever may not reach
// an object gets 401, 403 or the very 404 a missing id gets (revealing nothing), and no row of
// any table changes. A route with an id and no case fails the first test.
import crypto from 'node:crypto';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../modules/orders/test-shoppers';
import { createTestApp, type TestApp } from '../app-harness';
import { recordFigures } from '../figures';
import { fillParams, parameterisedRoutes, type OwnedIds } from '../route-table';
import { VENDOR_ISOLATION_MODULES } from '../vendor-isolation-modules';
import { adminObjects } from './admin-cases';
import {
  dataTables,
  fingerprint,
  fromVendorIsolation,
  type ActorName,
  type Actors,
  type OwnershipCase,
  type OwnershipModule,
} from './ownership';
import { hiddenStorefrontObjects } from './public-cases';
import { customerStoreOwnership } from './store-cases';
import {
  adminReturnObjects,
  customerReturnsOwnership,
} from '../../modules/returns/isolation-cases';

/** Seeded in this order: later seeds may use the ids of earlier ones (the draft product). */
const MODULES: OwnershipModule[] = [
  hiddenStorefrontObjects,
  ...VENDOR_ISOLATION_MODULES.map(fromVendorIsolation),
  customerStoreOwnership,
  customerReturnsOwnership,
  adminObjects,
  adminReturnObjects,
];
const ACTORS: ActorName[] = ['signedOut', 'customerA', 'customerB', 'vendorX', 'vendorY', 'admin'];
const OWNER = { customer: 'customerA', vendor: 'vendorX', admin: 'admin' } as const;
const STRANGER = { customer: 'customerB', vendor: 'vendorY' } as const;
const ROLE_OF: Record<ActorName, string | null> = {
  signedOut: null,
  customerA: 'customer',
  customerB: 'customer',
  vendorX: 'vendor',
  vendorY: 'vendor',
  admin: 'admin',
};

let t: TestApp;
let actors: Actors;
let owned: OwnedIds;
let tables: string[];
let pairs = 0;

beforeAll(async () => {
  t = await createTestApp();
  actors = {
    customerA: await signedIn(t.app, t.database, 'customer'),
    customerB: await signedIn(t.app, t.database, 'customer'),
    vendorX: await signedIn(t.app, t.database, 'vendor'),
    vendorY: await signedIn(t.app, t.database, 'vendor'),
    admin: await signedIn(t.app, t.database, 'admin'),
  };
  owned = { customerId: actors.customerA.userId, vendorId: actors.vendorX.userId };
  for (const m of MODULES) Object.assign(owned, await m.seed(t, actors));
  tables = await dataTables(t.database);
}, 120_000);
afterAll(async () => {
  recordFigures('ownership', { routeActorPairs: pairs });
  await t.close();
});

const allCases = MODULES.flatMap((m) => m.cases.map((c) => ({ ...c, audience: m.audience })));

async function send(c: OwnershipCase, actor: ActorName, ids: OwnedIds) {
  const [method, url] = c.route.split(' ') as [HTTPMethods, string];
  const extra = c.request ? await c.request(owned) : {};
  const cookie = actor === 'signedOut' ? undefined : actors[actor].cookie;
  pairs++;
  return t.app.inject({
    method,
    url: fillParams(url, c.params(ids)),
    ...extra,
    headers: { ...extra.headers, ...(cookie ? { cookie } : {}) },
  });
}

/** The same ids with every one replaced by an id of the same shape that names nothing. */
function missingIds(ids: OwnedIds): OwnedIds {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return Object.fromEntries(
    Object.entries(ids).map(([k, v]) => [k, uuid.test(v) ? crypto.randomUUID() : `${v}x9`]),
  );
}

function expectedStatus(audience: string, actor: ActorName, c: OwnershipCase): number | null {
  if (audience === 'public') return 404;
  if (actor === 'signedOut') return 401;
  if (ROLE_OF[actor] !== audience) return 403;
  if (actor === STRANGER[audience as keyof typeof STRANGER]) return c.strangerStatus ?? 404;
  return null; // the owner: its own module's tests cover what it may do
}

describe('the ownership matrix', () => {
  it('has a case for every route with an id, and no case for a route that is gone', () => {
    const live = parameterisedRoutes(t.app.routeTable, '/api/');
    const covered = new Set(allCases.map((c) => c.route));
    expect(live.filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => !live.includes(r))).toEqual([]);
    expect(live.length).toBeGreaterThanOrEqual(28);
  });

  it('lets the owner read its own objects (the 404s below are not vacuous)', async () => {
    for (const c of allCases.filter((c) => c.route.startsWith('GET ') && c.audience !== 'public')) {
      const owner = OWNER[c.audience as keyof typeof OWNER];
      const res = await send(c, owner, owned);
      expect(res.statusCode, `${c.route} as ${owner}: ${res.body}`).toBe(200);
    }
  });

  it.each(allCases.map((c) => [c.route, c] as const))(
    '%s: every other actor is refused, learns nothing and changes nothing',
    async (route, c) => {
      for (const actor of ACTORS) {
        const status = expectedStatus(c.audience, actor, c);
        if (status === null) continue;
        const before = await fingerprint(t.database, tables);
        const res = await send(c, actor, owned);
        const who = `${route} as ${actor}`;
        expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
        expect(await fingerprint(t.database, tables), who).toEqual(before);
        if (status >= 400) expect(res.headers['content-type'], who).toMatch(/problem\+json/);
        if (status === 404) {
          const missing = await send(c, actor, missingIds(owned));
          expect(bodyOf(res), `${who}: the same answer as for a missing id`).toEqual(
            bodyOf(missing),
          );
          expect(res.json().detail, who).not.toMatch(/^No route/);
        }
      }
    },
  );
});

function bodyOf(res: LightMyRequestResponse) {
  return { status: res.statusCode, type: res.headers['content-type'], body: res.json() as object };
}
