// GST on a vendor's tax invoice (issue #21, docs/decisions/022-gst-invoices.md): the GSTIN's
// checksum, the state codes, the Indian financial year a document is numbered in, and the tax
// inside GST-inclusive prices, split into CGST + SGST within a state and IGST between states.
// Everything is integer paise; a line's taxable value plus its tax is exactly what was paid.
import type { Paise } from './money';
import { splitPaise } from './promotions';
import type { INDIAN_STATES } from './schemas/address';

type State = (typeof INDIAN_STATES)[number];

/** GST state codes (the GSTIN's first two digits), as the GST portal lists them. */
export const GST_STATE_CODES: Record<State, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

export function stateCodeOf(state: string): string | null {
  return (GST_STATE_CODES as Record<string, string>)[state] ?? null;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The 15th character of a GSTIN from its first 14 (the GSTN's base-36 Luhn variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN cannot be right, or null: its shape, its state code, its check character. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'Enter a 15-character GSTIN.';
  if (!Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2))) {
    return 'The GSTIN does not start with a state code.';
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return 'This GSTIN’s check character is wrong: check it for a typing mistake.';
  }
  return null;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (1 April to 31 March, India time) of an instant: '2026-27'. */
export function financialYearOf(instant: Date): string {
  const india = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

export type TaxDocumentKind = 'invoice' | 'credit-note';

/** `KKN/2026-27/000123` for an invoice, `KKN/CN/2026-27/000004` for a credit note. */
export function documentNumber(
  kind: TaxDocumentKind,
  prefix: string,
  financialYear: string,
  sequence: number,
): string {
  const series = kind === 'credit-note' ? `${prefix}/CN` : prefix;
  return `${series}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

/** The GST rate in basis points: 1800 = 18%. */
export type RateBp = number;

export interface TaxSplit {
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/**
 * The tax inside a GST-inclusive amount: taxable = inclusive / (1 + rate), rounded to the paisa,
 * and the tax is the rest, so taxable + tax = inclusive exactly. Within a state the tax is halved
 * into CGST and SGST; an odd paisa goes to CGST.
 */
export function splitInclusive(inclusive: Paise, rateBp: RateBp, intraState: boolean): TaxSplit {
  const taxablePaise = Math.round((inclusive * 10_000) / (10_000 + rateBp));
  const tax = inclusive - taxablePaise;
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

export interface InvoiceLineInput {
  description: string;
  hsnCode: string;
  quantity: number;
  rateBp: RateBp;
  /** What the customer paid for the line: GST-inclusive, after its discounts. */
  paidPaise: Paise;
}

export interface InvoiceLine extends InvoiceLineInput, TaxSplit {}

export interface InvoiceTotals extends TaxSplit {
  totalPaise: Paise;
}

export interface ComputedInvoice {
  intraState: boolean;
  lines: InvoiceLine[];
  /** The shipping charged, taxed at the highest rate among the goods (a composite supply). */
  shipping: (TaxSplit & { paidPaise: Paise; rateBp: RateBp }) | null;
  totals: InvoiceTotals;
}

/** SAC 996812: courier services; the shipping line's code on the invoice. */
export const SHIPPING_SAC = '996812';

export function computeInvoice(input: {
  sellerStateCode: string;
  placeOfSupplyCode: string;
  lines: readonly InvoiceLineInput[];
  shippingPaise: Paise;
}): ComputedInvoice {
  const intraState = input.sellerStateCode === input.placeOfSupplyCode;
  const lines = input.lines.map((l) => ({
    ...l,
    ...splitInclusive(l.paidPaise, l.rateBp, intraState),
  }));
  const shippingRate = Math.max(0, ...input.lines.map((l) => l.rateBp));
  const shipping =
    input.shippingPaise > 0
      ? {
          paidPaise: input.shippingPaise,
          rateBp: shippingRate,
          ...splitInclusive(input.shippingPaise, shippingRate, intraState),
        }
      : null;
  const parts = [...lines, ...(shipping ? [shipping] : [])];
  const sum = (pick: (p: TaxSplit & { paidPaise: Paise }) => Paise) =>
    parts.reduce((s, p) => s + pick(p), 0);
  return {
    intraState,
    lines,
    shipping,
    totals: {
      taxablePaise: sum((p) => p.taxablePaise),
      cgstPaise: sum((p) => p.cgstPaise),
      sgstPaise: sum((p) => p.sgstPaise),
      igstPaise: sum((p) => p.igstPaise),
      totalPaise: sum((p) => p.paidPaise),
    },
  };
}

/**
 * An order's shipping charge shared over its vendors' shipments in proportion to what each
 * shipment's goods cost after discounts, paise exact: the invoices of one order add up to what
 * the customer paid.
 */
export function shareShipping(shippingPaise: Paise, groupGoodsPaise: readonly Paise[]): Paise[] {
  if (groupGoodsPaise.every((g) => g === 0)) {
    return splitPaise(
      shippingPaise,
      groupGoodsPaise.map(() => 1),
    );
  }
  return splitPaise(shippingPaise, groupGoodsPaise);
}

/** Invoice prefixes: 2 to 6 capital letters or digits, starting with a letter. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z][A-Z0-9]{1,5}$/;
