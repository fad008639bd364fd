// A 4×6 inch shipping label (issue #39) in pdfkit with the fonts every Angle PDF uses: the
// barcode (Code 128 by bwip-js) of the AWB, else the tracking number, else the order number;
// ship-to with its PIN large, ship-from, the cash to collect or "Prepaid", the weight, the order
// and invoice numbers. Thermal label printers take this size.
import type { PostalAddress } from '../../db/schema';
import type { ShippingAddressSnapshot } from '../../db/schema-commerce';
import { pdfBytes, registerPdfFonts } from '../tax-invoices/pdf';
import { onDemand } from '../../http/on-demand';

export interface LabelFacts {
  orderNumber: string;
  invoiceNumber: string | null;
  carrier: string | null;
  /** What the barcode encodes and its caption. */
  barcode: { text: string; caption: string };
  shipTo: ShippingAddressSnapshot;
  shipFrom: { name: string; address: PostalAddress | null; phone: string | null };
  /** Cash to collect, or null when prepaid. */
  codPaise: number | null;
  weightGrams: number | null;
}

const W = 288; // 4 in
const H = 432; // 6 in
const M = 12;
const INNER = W - 2 * M;
/** The width of the facts' names at the foot ("COD amount to collect" fits). */
const KEY = 96;

export const indianRupees = (paise: number) => {
  const whole = Math.floor(paise / 100).toString();
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const p = paise % 100;
  return `₹${rest ? `${rest},` : ''}${last3}${p ? `.${String(p).padStart(2, '0')}` : ''}`;
};

const weightText = (grams: number | null) =>
  grams === null ? '—' : grams >= 1000 ? `${(grams / 1000).toFixed(2)} kg` : `${grams} g`;

function rule(pdf: PDFKit.PDFDocument, y: number) {
  pdf
    .moveTo(M, y)
    .lineTo(W - M, y)
    .lineWidth(1)
    .strokeColor('#000')
    .stroke();
}

export async function renderLabelPdf(facts: LabelFacts): Promise<Buffer> {
  const [bwipjs, PDFDocument] = await Promise.all([onDemand.bwip(), onDemand.pdfKit()]);
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: facts.barcode.text,
    scale: 3,
    height: 14,
    includetext: false,
  });
  const pdf = new PDFDocument({
    size: [W, H],
    margin: M,
    info: { Title: `Shipping label ${facts.orderNumber}`, Creator: 'Angle' },
  });
  registerPdfFonts(pdf);
  const done = pdfBytes(pdf);

  // Carrier and payment: what the courier looks at first.
  pdf.font('bold').fontSize(11).fillColor('#000');
  pdf.text(facts.carrier ?? 'Self-ship', M, M, { width: INNER / 2 });
  const payment = facts.codPaise === null ? 'Prepaid' : `COD ${indianRupees(facts.codPaise)}`;
  pdf.fontSize(facts.codPaise === null ? 14 : 13).text(payment, M + INNER / 2, M, {
    width: INNER / 2,
    align: 'right',
  });
  if (facts.codPaise !== null) {
    pdf
      .font('regular')
      .fontSize(7)
      .text('Collect in cash at delivery', M + INNER / 2, M + 17, {
        width: INNER / 2,
        align: 'right',
      });
  }
  rule(pdf, 44);

  pdf.image(barcode, M + 10, 52, { width: INNER - 20, height: 56 });
  pdf
    .font('bold')
    .fontSize(10)
    .text(facts.barcode.caption, M, 112, { width: INNER, align: 'center' });
  rule(pdf, 128);

  const to = facts.shipTo;
  pdf.font('bold').fontSize(8).text('SHIP TO', M, 136);
  pdf.fontSize(12).text(to.fullName, M, 147, { width: INNER });
  pdf.font('regular').fontSize(9);
  pdf.text([to.line1, to.line2, `${to.city}, ${to.state}`].filter(Boolean).join('\n'), {
    width: INNER,
  });
  pdf.text(`Phone ${to.phone}`, { width: INNER });
  pdf.font('bold').fontSize(18).text(`PIN ${to.pincode}`, { width: INNER });
  const fromTop = Math.max(pdf.y + 6, 262);
  rule(pdf, fromTop);

  const from = facts.shipFrom;
  const a = from.address;
  pdf
    .font('bold')
    .fontSize(8)
    .text('SHIP FROM (RETURN TO)', M, fromTop + 7);
  pdf.fontSize(9).text(from.name, { width: INNER });
  pdf.font('regular').fontSize(8);
  pdf.text(
    a
      ? [a.line1, a.line2, `${a.city}, ${a.state} ${a.pincode}`].filter(Boolean).join(', ')
      : 'Pickup address not set in the seller’s settings',
    { width: INNER },
  );
  if (from.phone) pdf.text(`Phone ${from.phone}`, { width: INNER });
  const factsTop = Math.max(pdf.y + 6, 340);
  rule(pdf, factsTop);

  // The courier's cash: rupees from the integer paise, with the paise when there are any.
  const rows: [string, string][] = [
    facts.codPaise === null
      ? ['Payment', 'Prepaid']
      : ['COD amount to collect', indianRupees(facts.codPaise)],
    ['Order', facts.orderNumber],
    ['Invoice', facts.invoiceNumber ?? 'Issued at dispatch'],
    ['Weight', weightText(facts.weightGrams)],
  ];
  rows.forEach(([k, v], i) => {
    const y = factsTop + 8 + i * 14;
    pdf.font('regular').fontSize(8).text(k, M, y, { width: KEY });
    pdf
      .font('bold')
      .fontSize(9)
      .text(v, M + KEY, y, { width: INNER - KEY });
  });
  pdf.font('regular').fontSize(6).fillColor('#444');
  pdf.text('Angle marketplace', M, H - M - 8, { width: INNER, align: 'right', lineBreak: false });
  pdf.end();
  return done;
}
