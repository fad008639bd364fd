// A tax invoice or credit note as a PDF (pdfkit), laid out as Indian tax invoices are: the
// seller with its GSTIN, the document's number and date, the buyer and place of supply, a line
// per item with HSN, taxable value and CGST + SGST or IGST, totals, the amount in words. The
// font is DejaVu Sans (fonts/, Bitstream Vera licence): it has the rupee sign (decision 022).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TaxDocumentRow, TaxParty } from '../../db/schema-commerce';
import { amountInWords } from './amount-in-words';
import { onDemand } from '../../http/on-demand';

const FONTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');
const REGULAR = path.join(FONTS, 'DejaVuSans.ttf');
const BOLD = path.join(FONTS, 'DejaVuSans-Bold.ttf');

/** DejaVu Sans as 'regular' and 'bold': the rupee sign and Indian names print (pdfkit's built-in
 * Helvetica has neither). Every PDF Angle writes uses it. */
export function registerPdfFonts(pdf: PDFKit.PDFDocument): void {
  pdf.registerFont('regular', REGULAR);
  pdf.registerFont('bold', BOLD);
}

/** The document's bytes once it is ended. */
export function pdfBytes(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
}

const PAGE = { margin: 36, width: 595.28 };
const INNER = PAGE.width - PAGE.margin * 2;
const INK = '#1f1f1f';
const MUTED = '#5f5f5f';
const RULE = '#bdbdbd';
const SHADE = '#f1ede8';

const rupees = (paise: number) => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100).toString();
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${rest ? `${rest},` : ''}${last3}.${String(abs % 100).padStart(2, '0')}`;
};
const percent = (bp: number) => `${(bp / 100).toFixed(bp % 100 ? 1 : 0)}%`;

const indianDate = (at: Date) =>
  at.toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

function addressLines(party: TaxParty): string[] {
  const a = party.address;
  return [a.line1, ...(a.line2 ? [a.line2] : []), `${a.city}, ${a.state} ${a.pincode}`];
}

export interface PdfContext {
  orderNumber: string;
  /** A credit note's invoice: its number and date. */
  invoice?: { number: string; issuedAt: Date } | null;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

export async function renderTaxDocumentPdf(
  doc: TaxDocumentRow,
  context: PdfContext,
): Promise<Buffer> {
  const PDFDocument = await onDemand.pdfKit();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `${doc.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${doc.number}`,
      Author: doc.seller.name,
      Creator: 'Angle',
    },
  });
  registerPdfFonts(pdf);
  const done = pdfBytes(pdf);

  header(pdf, doc, context);
  parties(pdf, doc);
  table(pdf, doc);
  totals(pdf, doc);
  footer(pdf, doc);
  pdf.end();
  return done;
}

function header(pdf: PDFKit.PDFDocument, doc: TaxDocumentRow, context: PdfContext) {
  const top = PAGE.margin;
  const title = doc.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  pdf
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(title, PAGE.margin, top, { width: INNER, align: 'center' });
  pdf
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Original for recipient', PAGE.margin, top + 20, { width: INNER, align: 'center' });

  const y = top + 44;
  const half = INNER / 2 - 8;
  pdf
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(doc.seller.name, PAGE.margin, y, { width: half });
  pdf.font('regular').fontSize(9).fillColor(INK);
  for (const line of addressLines(doc.seller)) pdf.text(line, { width: half });
  pdf.font('bold').text(`GSTIN: ${doc.seller.gstin ?? ''}`, { width: half });
  pdf.font('regular').text(`State: ${doc.seller.address.state} (code ${doc.seller.stateCode})`, {
    width: half,
  });
  const leftBottom = pdf.y;

  const rightX = PAGE.margin + INNER / 2 + 8;
  const facts: [string, string][] = [
    [doc.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', doc.number],
    [doc.kind === 'invoice' ? 'Invoice date' : 'Date', indianDate(doc.issuedAt)],
    ...(context.invoice
      ? ([
          ['Against invoice', context.invoice.number],
          ['Invoice date', indianDate(context.invoice.issuedAt)],
        ] as [string, string][])
      : []),
    ['Order no.', context.orderNumber],
    ['Place of supply', `${doc.buyer.address.state} (${doc.placeOfSupply})`],
    ['Reverse charge', 'No'],
  ];
  let fy = y;
  for (const [label, value] of facts) {
    pdf.font('regular').fontSize(9).fillColor(MUTED).text(label, rightX, fy, { width: 90 });
    pdf
      .font('bold')
      .fillColor(INK)
      .text(value, rightX + 92, fy, { width: half - 92 });
    fy = pdf.y + 2;
  }
  pdf.y = Math.max(leftBottom, fy) + 10;
  rule(pdf);
}

function rule(pdf: PDFKit.PDFDocument, color = RULE) {
  pdf
    .moveTo(PAGE.margin, pdf.y)
    .lineTo(PAGE.margin + INNER, pdf.y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

function parties(pdf: PDFKit.PDFDocument, doc: TaxDocumentRow) {
  const y = pdf.y + 8;
  const half = INNER / 2 - 8;
  pdf
    .font('bold')
    .fontSize(8)
    .fillColor(MUTED)
    .text('BILL TO / SHIP TO', PAGE.margin, y, { width: half });
  pdf.font('bold').fontSize(10).fillColor(INK).text(doc.buyer.name, { width: half });
  pdf.font('regular').fontSize(9);
  for (const line of addressLines(doc.buyer)) pdf.text(line, { width: half });
  pdf.text(`State code: ${doc.buyer.stateCode}`, { width: half });
  const leftBottom = pdf.y;
  const rightX = PAGE.margin + INNER / 2 + 8;
  pdf.font('bold').fontSize(8).fillColor(MUTED).text('SUPPLY', rightX, y, { width: half });
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(
      doc.intraState
        ? 'Within the state: tax charged as CGST + SGST.'
        : 'Between states: tax charged as IGST.',
      rightX,
      pdf.y,
      { width: half },
    );
  pdf.text('Prices include GST; taxable value = price / (1 + rate).', { width: half });
  pdf.y = Math.max(leftBottom, pdf.y) + 10;
}

function columnsFor(doc: TaxDocumentRow): Column[] {
  const fixed: Column[] = [
    { title: '#', width: 18, align: 'center' },
    { title: 'Description', width: 0, align: 'left' },
    { title: 'HSN/SAC', width: 46, align: 'left' },
    { title: 'Qty', width: 26, align: 'right' },
    { title: 'Taxable value', width: 62, align: 'right' },
    { title: 'Rate', width: 32, align: 'right' },
  ];
  const tax: Column[] = doc.intraState
    ? [
        { title: 'CGST', width: 50, align: 'right' },
        { title: 'SGST', width: 50, align: 'right' },
      ]
    : [{ title: 'IGST', width: 60, align: 'right' }];
  const columns = [...fixed, ...tax, { title: 'Total (₹)', width: 62, align: 'right' } as Column];
  const used = columns.reduce((s, c) => s + c.width, 0);
  columns[1]!.width = INNER - used;
  return columns;
}

function row(pdf: PDFKit.PDFDocument, columns: Column[], cells: string[], y: number, bold = false) {
  let x = PAGE.margin;
  let bottom = y;
  pdf
    .font(bold ? 'bold' : 'regular')
    .fontSize(8.5)
    .fillColor(INK);
  columns.forEach((c, i) => {
    pdf.text(cells[i] ?? '', x + 3, y, { width: c.width - 6, align: c.align });
    bottom = Math.max(bottom, pdf.y);
    x += c.width;
  });
  return bottom;
}

function table(pdf: PDFKit.PDFDocument, doc: TaxDocumentRow) {
  const columns = columnsFor(doc);
  const headY = pdf.y;
  pdf.rect(PAGE.margin, headY, INNER, 28).fillColor(SHADE).fill();
  row(
    pdf,
    columns,
    columns.map((c) => c.title),
    headY + 5,
    true,
  );
  let y = headY + 33;
  doc.lines.forEach((line, n) => {
    const half = Math.floor(line.rateBp / 2);
    const taxCells = doc.intraState
      ? [
          `${rupees(line.cgstPaise)}\n@${percent(half)}`,
          `${rupees(line.sgstPaise)}\n@${percent(line.rateBp - half)}`,
        ]
      : [rupees(line.igstPaise)];
    const cells = [
      String(n + 1),
      line.description,
      line.hsnCode,
      String(line.quantity),
      rupees(line.taxablePaise),
      percent(line.rateBp),
      ...taxCells,
      rupees(line.paidPaise),
    ];
    const bottom = row(pdf, columns, cells, y);
    y = bottom + 5;
    pdf.y = y - 2;
    rule(pdf);
  });
  pdf.y = y + 2;
}

function totals(pdf: PDFKit.PDFDocument, doc: TaxDocumentRow) {
  const x = PAGE.margin + INNER - 230;
  const entries: [string, number][] = [
    ['Taxable value', doc.taxablePaise],
    ...(doc.intraState
      ? ([
          ['CGST', doc.cgstPaise],
          ['SGST', doc.sgstPaise],
        ] as [string, number][])
      : ([['IGST', doc.igstPaise]] as [string, number][])),
  ];
  let y = pdf.y + 4;
  for (const [label, paise] of entries) {
    pdf.font('regular').fontSize(9).fillColor(INK).text(label, x, y, { width: 130 });
    pdf.text(`₹${rupees(paise)}`, x + 130, y, { width: 100, align: 'right' });
    y = pdf.y + 3;
  }
  pdf
    .rect(x - 6, y, 236, 22)
    .fillColor(SHADE)
    .fill();
  pdf
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(doc.kind === 'invoice' ? 'Invoice total' : 'Credit total', x, y + 5, { width: 130 });
  pdf.text(`₹${rupees(doc.totalPaise)}`, x + 130, y + 5, { width: 100, align: 'right' });
  pdf.y = y + 30;
  pdf.font('regular').fontSize(9).fillColor(MUTED).text('Amount in words', PAGE.margin, pdf.y);
  pdf.font('bold').fillColor(INK).text(amountInWords(doc.totalPaise), { width: INNER });
  pdf.moveDown(0.5);
  pdf
    .font('regular')
    .fillColor(MUTED)
    .text(`Tax amount in words: ${amountInWords(doc.cgstPaise + doc.sgstPaise + doc.igstPaise)}`, {
      width: INNER,
    });
}

function footer(pdf: PDFKit.PDFDocument, doc: TaxDocumentRow) {
  const y = Math.max(pdf.y + 30, 700);
  pdf
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Sold by ${doc.seller.name} through Angle, an online marketplace. Supply of goods by the seller named above; Angle collects payment on the seller's behalf.`,
      PAGE.margin,
      y,
      { width: INNER / 2 },
    );
  pdf.moveDown(0.4);
  pdf.text('This is a computer-generated document and needs no signature.', { width: INNER / 2 });
  const rightX = PAGE.margin + INNER / 2 + 40;
  pdf
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text(`For ${doc.seller.name}`, rightX, y, { width: INNER / 2 - 40, align: 'right' });
  pdf
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Authorised signatory', rightX, y + 36, { width: INNER / 2 - 40, align: 'right' });
}
