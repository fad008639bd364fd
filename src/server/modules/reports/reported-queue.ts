// Angle Admin's Reported queue (issue #38): every review, question and answer with open reports,
// the longest waiting first, with its product, its words and each open report. Two statements
// whatever the page: the page (items with their reports) and the count, which the desk shares.
import { sql, type SQL } from 'drizzle-orm';
import type {
  ReportedItem,
  ReportedKind,
  ReportedList,
  ReportedListQuery,
} from '../../../domain/schemas/reports';
import { rowsOf, type DbOrTx } from '../../db/client';

const kindOf = sql`CASE WHEN r.review_id IS NOT NULL THEN 'review'
  WHEN r.question_id IS NOT NULL THEN 'question' ELSE 'answer' END`;

/** Open reports grouped by item (kind, id), optionally of one kind. */
function openItems(kind: ReportedKind | undefined): SQL {
  return sql`SELECT ${kindOf} AS kind, coalesce(r.review_id, r.question_id, r.answer_id) AS id,
      min(r.created_at) AS first_at,
      json_agg(json_build_object('reason', r.reason, 'note', r.note, 'at', r.created_at)
               ORDER BY r.created_at, r.id) AS reports
    FROM content_reports r
    WHERE r.resolved_at IS NULL ${kind ? sql`AND ${kindOf} = ${kind}` : sql``}
    GROUP BY 1, 2`;
}

interface Row {
  kind: ReportedKind;
  id: string;
  first_at: string | Date;
  reports: Array<{
    reason: ReportedItem['reports'][number]['reason'];
    note: string | null;
    at: string;
  }>;
  product_id: string;
  product_name: string;
  text: string;
  author_name: string;
  status: 'published' | 'hidden';
}

const iso = (value: string | Date) => new Date(value).toISOString();

export async function listReported(
  db: DbOrTx,
  q: ReportedListQuery & { page: number; limit: number },
): Promise<ReportedList> {
  const [rows, total] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`SELECT o.kind, o.id, o.first_at, o.reports,
          p.id AS product_id, p.name AS product_name, u.name AS author_name,
          coalesce(rv.status, q.status, a.status) AS status,
          coalesce(nullif(concat_ws(': ', rv.title, rv.body), ''), q.body, a.body) AS text
        FROM (${openItems(q.kind)}) o
        LEFT JOIN reviews rv ON o.kind = 'review' AND rv.id = o.id
        LEFT JOIN questions q ON o.kind = 'question' AND q.id = o.id
        LEFT JOIN answers a ON o.kind = 'answer' AND a.id = o.id
        LEFT JOIN questions aq ON aq.id = a.question_id
        JOIN products p ON p.id = coalesce(rv.product_id, q.product_id, aq.product_id)
        JOIN users u ON u.id = coalesce(rv.user_id, q.user_id, a.user_id)
        ORDER BY o.first_at, o.id
        LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    ),
    countReported(db, q.kind),
  ]);
  return {
    items: rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      productId: r.product_id,
      productName: r.product_name,
      text: r.text,
      authorName: r.author_name,
      status: r.status,
      reports: r.reports.map((x) => ({ reason: x.reason, note: x.note, at: iso(x.at) })),
      firstReportedAt: iso(r.first_at),
    })),
    page: q.page,
    limit: q.limit,
    total,
  };
}

/** How many items have open reports: the queue's total and the desk's count. */
export async function countReported(db: DbOrTx, kind?: ReportedKind): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (${openItems(kind)}) o`,
  );
  return Number(row?.n ?? 0);
}
