// A payout's statement as a CSV and as a PDF (pdfkit, in the tax documents' DejaVu Sans, which has
// the ₹ sign), and a settlement run's bank upload file. The files list the same entries
// and totals the portal shows.
import { toCsv } from '../../../domain/csv';
import { indianDateOf } from '../../../domain/india-time';
import type { LedgerEntry, PayoutStatementDetail } from '../../../domain/schemas/payouts';
import { ON_HOLD_LABEL } from '../../../domain/seller-verification';
import type { DbOrTx } from '../../db/client';
import { eq, and, asc } from 'drizzle-orm';
import { vendors } from '../../db/schema';
import { payouts, settlementRuns } from '../../db/schema-payouts';
import { notFound } from '../../errors';
import { registerPdfFonts } from '../tax-invoices/pdf';
import { onDemand } from '../../http/on-demand';

const STATEMENT_COLUMNS = [
  { header: 'Date', value: (e: LedgerEntry) => indianDateOf(new Date(e.occurredAt)) },
  { header: 'Order', value: (e: LedgerEntry) => e.orderNumber },
  { header: 'Entry', value: (e: LedgerEntry) => e.label },
  { header: 'Base (INR)', value: (e: LedgerEntry) => (e.base === null ? '' : e.base.toFixed(2)) },
  { header: 'Rate (%)', value: (e: LedgerEntry) => (e.rate === null ? '' : e.rate) },
  { header: 'Amount (INR)', value: (e: LedgerEntry) => e.amount.toFixed(2) },
];

export function statementCsv(s: PayoutStatementDetail): string {
  return toCsv(s.entries, STATEMENT_COLUMNS);
}

export function statementFilename(s: PayoutStatementDetail, ext: 'csv' | 'pdf'): string {
  return `angle-payout-${s.from}-to-${s.to}.${ext}`;
}

const rs = (rupees: number) =>
  `${rupees < 0 ? '−' : ''}₹${Math.abs(rupees).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function statusText(s: PayoutStatementDetail) {
  if (s.status === 'paid') return `paid, UTR ${s.utr}`;
  return s.status === 'on-hold' ? ON_HOLD_LABEL : 'due';
}

export async function statementPdf(s: PayoutStatementDetail): Promise<Buffer> {
  const PDFDocument = await onDemand.pdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: 'Angle payout statement' },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('bold').fontSize(18).text('Angle — payout statement');
  doc.moveDown(0.5).font('regular').fontSize(10);
  doc.text(`Vendor: ${s.vendorName}`);
  doc.text(`Period: ${s.from} to ${s.to} (India time)`);
  doc.text(`Payout: ${rs(s.amount)} — ${statusText(s)}`);
  doc.moveDown();
  const t = s.totals;
  const totals: Array<[string, number]> = [
    ['Sales delivered', t.sales],
    ['Your offers’ discounts', t.vendorDiscounts],
    ['Commission', t.commission],
    ['Refunds', t.refunds],
    ['Commission reversed', t.commissionReversed],
    ['TCS withheld (GST s.52)', t.tcs],
    ['TDS withheld (s.194-O)', t.tds],
    ['Net payout', t.net],
  ];
  for (const [label, amount] of totals) {
    const y = doc.y;
    doc.text(label, 48, y).text(rs(amount), 350, y, { width: 150, align: 'right' });
  }
  doc.text(`Cash collected by couriers on Angle's behalf (COD): ${rs(t.codCollected)}`, 48);
  doc.moveDown();
  doc.font('bold');
  const header = doc.y;
  doc.text('Date', 48, header).text('Order', 120, header).text('Entry', 230, header);
  doc.text('Amount', 420, header, { width: 100, align: 'right' });
  doc.font('regular');
  for (const e of s.entries) {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    doc.text(indianDateOf(new Date(e.occurredAt)), 48, y).text(e.orderNumber, 120, y);
    doc.text(e.label, 230, y, { width: 180 });
    doc.text(rs(e.amount), 420, y, { width: 100, align: 'right' });
  }
  doc.end();
  return done;
}

/** The due payouts of a run as a bank's bulk-transfer upload: one row per vendor. */
export async function bankUploadCsv(db: DbOrTx, runId: string) {
  const [run] = await db.select().from(settlementRuns).where(eq(settlementRuns.id, runId));
  if (!run) throw notFound('The settlement run');
  const rows = await db
    .select({ payout: payouts, name: vendors.companyName, account: vendors.payout })
    .from(payouts)
    .innerJoin(vendors, eq(vendors.userId, payouts.vendorId))
    .where(and(eq(payouts.runId, runId), eq(payouts.status, 'due')))
    .orderBy(asc(vendors.companyName));
  const csv = toCsv(rows, [
    { header: 'Beneficiary name', value: (r) => r.account?.accountName ?? r.name },
    { header: 'Account number', value: (r) => r.account?.accountNumber ?? '' },
    { header: 'IFSC', value: (r) => r.account?.ifsc ?? '' },
    { header: 'Amount (INR)', value: (r) => (r.payout.amountPaise / 100).toFixed(2) },
    { header: 'Narration', value: () => `Angle payout ${run.periodStart} to ${run.periodEnd}` },
    { header: 'Payout id', value: (r) => r.payout.id },
  ]);
  return { csv, filename: `angle-bank-upload-${run.periodStart}-to-${run.periodEnd}.csv` };
}
