// The listing's sort orders and their keyset cursors. A sort with keys pages by "rows after the
// last one shown" through an index in the same order, so page 1000 costs what page 1 does;
// relevance and discount are computed per query and page by offset.
import type { ProductListQuery, Sort } from '../../../domain/schemas/catalog';
import { AppError } from '../../errors';

interface SortKey {
  expr: string;
  cast: 'timestamptz' | 'int' | 'numeric' | 'score' | 'text';
}

interface SortSpec {
  /** Every key runs in this direction, so one row comparison finds the next page. */
  dir?: 'ASC' | 'DESC';
  keys?: SortKey[];
  order?: string;
}

/**
 * A product's popularity (decision 034) as SQL reads it, for the sort, the best-sellers and the
 * catalogue index: the one place that says where the score lives.
 */
export const POPULARITY_SQL = 'p.popularity';

const id: SortKey = { expr: 'p.id', cast: 'text' };

const SORT_SPECS: Record<Sort, SortSpec> = {
  newest: { dir: 'DESC', keys: [{ expr: 'p.created_at', cast: 'timestamptz' }, id] },
  'price-asc': { dir: 'ASC', keys: [{ expr: 'p.price_paise', cast: 'int' }, id] },
  'price-desc': { dir: 'DESC', keys: [{ expr: 'p.price_paise', cast: 'int' }, id] },
  // Decision 034: sales and smoothed ratings in one stored score, ties by id.
  popularity: {
    dir: 'DESC',
    keys: [{ expr: POPULARITY_SQL, cast: 'score' }, id],
  },
  rating: {
    dir: 'DESC',
    keys: [{ expr: 'p.rating', cast: 'numeric' }, { expr: 'p.review_count', cast: 'int' }, id],
  },
  discount: {
    order: `CASE WHEN p.is_on_sale AND p.original_price_paise > p.price_paise
      THEN (p.original_price_paise - p.price_paise)::float / p.original_price_paise ELSE 0 END DESC, p.id`,
  },
  relevance: { order: 'p.is_featured DESC, p.rating DESC, p.id' },
};

const FORMATS: Record<SortKey['cast'], RegExp> = {
  timestamptz: /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:?\d\d)?|Z)?$/,
  int: /^-?\d{1,10}$/,
  numeric: /^\d{1,3}(\.\d{1,4})?$/,
  score: /^\d{1,12}(\.\d{1,2})?$/,
  text: /^[^\0]{1,100}$/,
};

const SQL_TYPES: Record<SortKey['cast'], string> = {
  timestamptz: 'timestamptz',
  int: 'int',
  numeric: 'numeric',
  score: 'numeric',
  text: 'text',
};

export function sortOf(q: ProductListQuery, hasSearch: boolean): Sort {
  return q.sort ?? (hasSearch ? 'relevance' : 'newest');
}

export interface ListingOrder {
  orderBy: string;
  /** `ARRAY[...]::text[]` of the sort keys of a row, or null without keyset paging. */
  keyColumn: string | null;
  /** The row comparison that starts after the cursor's row, with its parameters. */
  after: { sql: string; values: string[] } | null;
}

/** The order of a listing; a search by relevance has its own statement (list-products.ts). */
export function listingOrder(
  sort: Sort,
  cursor: string | undefined,
  addParam: (value: unknown) => string,
): ListingOrder {
  const spec = SORT_SPECS[sort];
  if (!spec.keys || !spec.dir) {
    if (cursor) throw badCursor();
    return { orderBy: spec.order!, keyColumn: null, after: null };
  }
  const keys = spec.keys;
  const orderBy = keys.map((k) => `${k.expr} ${spec.dir}`).join(', ');
  const keyColumn = `ARRAY[${keys.map((k) => `${k.expr}::text`).join(', ')}]`;
  if (!cursor) return { orderBy, keyColumn, after: null };
  const values = decodeCursor(cursor, sort, keys);
  const placeholders = values.map((v, i) => `${addParam(v)}::${SQL_TYPES[keys[i]!.cast]}`);
  const op = spec.dir === 'DESC' ? '<' : '>';
  const sql = `(${keys.map((k) => k.expr).join(', ')}) ${op} (${placeholders.join(', ')})`;
  return { orderBy, keyColumn, after: { sql, values } };
}

const badCursor = () =>
  new AppError(
    'invalid',
    'The cursor does not belong to this listing. Start from the first page.',
    [{ path: 'cursor', message: 'Start from the first page.', location: 'querystring' }],
  );

export function encodeCursor(sort: Sort, keys: string[]): string {
  return Buffer.from(JSON.stringify([sort, ...keys])).toString('base64url');
}

function decodeCursor(cursor: string, sort: Sort, keys: SortKey[]): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed[0] !== sort || parsed.length !== keys.length + 1) {
    throw badCursor();
  }
  const values = parsed.slice(1);
  const valid = values.every(
    (v, i): v is string => typeof v === 'string' && FORMATS[keys[i]!.cast].test(v),
  );
  if (!valid) throw badCursor();
  return values as string[];
}
