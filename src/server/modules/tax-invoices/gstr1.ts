// The vendor's GSTR-1-style register for a month (India time): one row per document, HSN code
// and rate, with the taxable value and tax, invoices and credit notes together, as its
// accountant files them (B2C supplies, Table 7 and 9B; HSN summary, Table 12).
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import Papa from 'papaparse';
import { startOfIndianDay } from '../../../domain/india-time';
import { paiseToRupees } from '../../../domain/money';
import type { Gstr1Query } from '../../../domain/schemas/tax-invoices';
import type { DbOrTx } from '../../db/client';
import { taxDocuments } from '../../db/schema-commerce';
import { guardCell } from '../vendor-catalog/csv-export';

const FIELDS = [
  'Document type',
  'Document number',
  'Document date',
  'Original invoice number',
  'Buyer',
  'Place of supply',
  'Supply type',
  'HSN/SAC',
  'Rate (%)',
  'Quantity',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
];

const money = (paise: number) => paiseToRupees(paise).toFixed(2);

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export async function gstr1Csv(
  db: DbOrTx,
  vendorId: string,
  q: Gstr1Query,
): Promise<{ csv: string; filename: string }> {
  const docs = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.vendorId, vendorId),
        gte(taxDocuments.issuedAt, startOfIndianDay(`${q.month}-01`)),
        lt(taxDocuments.issuedAt, startOfIndianDay(`${nextMonth(q.month)}-01`)),
      ),
    )
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.financialYear), asc(taxDocuments.sequence));
  const numbers = new Map(docs.map((d) => [d.id, d.number]));
  const data: string[][] = [];
  for (const d of docs) {
    const byCode = new Map<
      string,
      {
        hsn: string;
        rateBp: number;
        qty: number;
        taxable: number;
        cgst: number;
        sgst: number;
        igst: number;
        total: number;
      }
    >();
    for (const l of d.lines) {
      const key = `${l.hsnCode}@${l.rateBp}`;
      const row = byCode.get(key) ?? {
        hsn: l.hsnCode,
        rateBp: l.rateBp,
        qty: 0,
        taxable: 0,
        cgst: 0,
        sgst: 0,
        igst: 0,
        total: 0,
      };
      row.qty += l.orderItemId ? l.quantity : 0;
      row.taxable += l.taxablePaise;
      row.cgst += l.cgstPaise;
      row.sgst += l.sgstPaise;
      row.igst += l.igstPaise;
      row.total += l.paidPaise;
      byCode.set(key, row);
    }
    for (const r of byCode.values()) {
      data.push([
        d.kind === 'invoice' ? 'Invoice' : 'Credit note',
        d.number,
        d.issuedAt.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }),
        d.invoiceId ? (numbers.get(d.invoiceId) ?? (await invoiceNumber(db, d.invoiceId))) : '',
        d.buyer.name,
        `${d.placeOfSupply}-${d.buyer.address.state}`,
        d.intraState ? 'Intra-state' : 'Inter-state',
        r.hsn,
        String(r.rateBp / 100),
        String(r.qty),
        money(r.taxable),
        money(r.cgst),
        money(r.sgst),
        money(r.igst),
        money(r.total),
      ]);
    }
  }
  const guarded = data.map((row) => row.map(guardCell));
  // The byte-order mark makes Excel read the file as UTF-8.
  const csv = `\uFEFF${Papa.unparse({ fields: FIELDS, data: guarded }, { newline: '\r\n' })}\r\n`;
  return { csv, filename: `angle-gstr1-${q.month}.csv` };
}

async function invoiceNumber(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, id));
  return row?.number ?? '';
}
