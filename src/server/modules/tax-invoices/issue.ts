// Issuing tax invoices and credit notes (docs/decisions/022-gst-invoices.md). An invoice is
// issued in the transaction that marks a shipment shipped; a credit note in the one that settles
// a refund. Numbers come from a counter row per vendor, series and financial year, taken with one
// UPDATE … RETURNING inside the issuing transaction: a rolled-back issue gives its number back,
// and two issues at once queue on the row, so the series has no gaps and no repeats.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  computeInvoice,
  documentNumber,
  financialYearOf,
  shareShipping,
  splitInclusive,
  stateCodeOf,
  type TaxDocumentKind,
} from '../../../domain/gst';
import type { Tx } from '../../db/client';
import { vendors } from '../../db/schema';
import { vendorVerifications } from '../../db/schema-payouts';
import {
  orderGroups,
  orderItems,
  orders,
  taxDocumentCounters,
  taxDocuments,
  type TaxDocumentLine,
  type TaxDocumentRow,
  type TaxParty,
} from '../../db/schema-commerce';
import { AppError } from '../../errors';
import { taxOfProducts } from './hsn';

/** The next number of a vendor's series in a financial year; the caller's transaction holds it. */
export async function nextDocumentSequence(
  tx: Tx,
  vendorId: string,
  kind: TaxDocumentKind,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ vendorId, kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [
        taxDocumentCounters.vendorId,
        taxDocumentCounters.kind,
        taxDocumentCounters.financialYear,
      ],
      set: { lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxDocumentCounters.lastNumber });
  return row!.lastNumber;
}

/** The seller as the invoice prints it, or null while the vendor has not given its details. */
async function sellerOf(tx: Tx, vendorId: string): Promise<(TaxParty & { prefix: string }) | null> {
  const [row] = await tx
    .select({ v: vendors, checked: vendorVerifications })
    .from(vendors)
    .leftJoin(vendorVerifications, eq(vendorVerifications.vendorId, vendors.userId))
    .where(eq(vendors.userId, vendorId));
  const v = row?.v;
  // Issue #38: once Angle has verified the seller, its invoices print what was verified.
  const verified = v?.verificationStatus === 'verified' ? row?.checked : null;
  const name = verified?.legalName ?? v?.legalName;
  const gstin = verified?.gstin ?? v?.gstin;
  const stateCode = v?.registeredAddress ? stateCodeOf(v.registeredAddress.state) : null;
  if (!name || !gstin || !v?.invoicePrefix || !v.registeredAddress || !stateCode) {
    return null;
  }
  return {
    name,
    gstin,
    address: v.registeredAddress,
    stateCode,
    prefix: v.invoicePrefix,
  };
}

async function insertDocument(
  tx: Tx,
  kind: TaxDocumentKind,
  base: Omit<
    typeof taxDocuments.$inferInsert,
    'kind' | 'number' | 'financialYear' | 'sequence' | 'id'
  > & { prefix: string },
): Promise<TaxDocumentRow> {
  const financialYear = financialYearOf(base.issuedAt);
  const sequence = await nextDocumentSequence(tx, base.vendorId, kind, financialYear);
  const { prefix, ...values } = base;
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      ...values,
      kind,
      financialYear,
      sequence,
      number: documentNumber(kind, prefix, financialYear, sequence),
    })
    .returning();
  return row!;
}

/**
 * The tax invoice of a shipment, issued once: a second call answers the first invoice. Null when
 * the vendor has no tax details yet (decision 022: the shipment still ships).
 */
export async function issueInvoice(
  tx: Tx,
  groupId: string,
  issuedAt = new Date(),
): Promise<TaxDocumentRow | null> {
  const [existing] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.groupId, groupId), eq(taxDocuments.kind, 'invoice')));
  if (existing) return existing;
  const [group] = await tx.select().from(orderGroups).where(eq(orderGroups.id, groupId));
  if (!group) return null;
  const seller = await sellerOf(tx, group.vendorId);
  if (!seller) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, group.orderId));
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.groupId, groupId))
    .orderBy(orderItems.productName, orderItems.id);
  const shippingPaise = await shippingOfGroup(tx, order!, groupId);
  const taxes = await taxOfProducts(
    tx,
    items.map((i) => i.productId),
  );
  const buyer = buyerOf(order!);
  const computed = computeInvoice({
    sellerStateCode: seller.stateCode,
    placeOfSupplyCode: buyer.stateCode,
    shippingPaise,
    lines: items.map((i) => ({
      description: describe(i),
      hsnCode: taxes.get(i.productId)!.hsnCode,
      rateBp: taxes.get(i.productId)!.rateBp,
      quantity: i.quantity,
      paidPaise: i.lineTotalPaise - i.discountPaise,
    })),
  });
  const lines: TaxDocumentLine[] = computed.lines.map((l, n) => ({
    ...l,
    orderItemId: items[n]!.id,
  }));
  if (computed.shipping) lines.push(shippingLine(computed.shipping, 1));
  const { prefix, ...sellerParty } = seller;
  return insertDocument(tx, 'invoice', {
    prefix,
    vendorId: group.vendorId,
    orderId: group.orderId,
    groupId,
    issuedAt,
    seller: sellerParty,
    buyer,
    placeOfSupply: buyer.stateCode,
    intraState: computed.intraState,
    lines,
    ...computed.totals,
  });
}

function describe(item: typeof orderItems.$inferSelect): string {
  return item.variantLabel ? `${item.productName} (${item.variantLabel})` : item.productName;
}

function shippingLine(
  s: {
    paidPaise: number;
    rateBp: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  },
  quantity: number,
): TaxDocumentLine {
  return { ...s, orderItemId: null, description: 'Shipping', hsnCode: '996812', quantity };
}

function buyerOf(order: typeof orders.$inferSelect): TaxParty {
  const a = order.shippingAddress;
  return {
    name: a.fullName,
    address: {
      line1: a.line1,
      ...(a.line2 ? { line2: a.line2 } : {}),
      city: a.city,
      state: a.state,
      pincode: a.pincode,
    },
    stateCode: stateCodeOf(a.state) ?? '97',
  };
}

/** This shipment's share of the order's shipping (domain/gst.ts shareShipping). */
async function shippingOfGroup(
  tx: Tx,
  order: typeof orders.$inferSelect,
  groupId: string,
): Promise<number> {
  if (order.shippingPaise === 0) return 0;
  const groups = await tx
    .select({
      id: orderGroups.id,
      goods: sql<number>`${orderGroups.subtotalPaise} - ${orderGroups.discountPaise}`.mapWith(
        Number,
      ),
    })
    .from(orderGroups)
    .where(eq(orderGroups.orderId, order.id))
    .orderBy(orderGroups.id);
  const shares = shareShipping(
    order.shippingPaise,
    groups.map((g) => g.goods),
  );
  return shares[groups.findIndex((g) => g.id === groupId)] ?? 0;
}

export interface CreditNoteLine {
  orderItemId: string;
  /** Units going back; 0 for a value-only credit (a price adjustment, a partial refund). */
  quantity: number;
  /** What is credited for the line, GST-inclusive, in paise. */
  amountPaise: number;
}

export interface IssueCreditNoteInput {
  /** The shipment (order group) whose invoice the credit note reduces. */
  groupId: string;
  lines: readonly CreditNoteLine[];
  /** Shipping credited (GST-inclusive paise), when the whole shipment goes back. */
  shippingPaise?: number;
  /** One credit note per refund and shipment: a second call answers the first. */
  refundId?: string | null;
  issuedAt?: Date;
}

/**
 * A credit note against a shipment's invoice, taxed at the invoice's own rates and split as the
 * invoice was. Null when the shipment has no invoice (it never shipped, or its vendor had no tax
 * details): there is no tax to reverse. Refuses more than the invoice less earlier credit notes.
 */
export async function issueCreditNote(
  tx: Tx,
  input: IssueCreditNoteInput,
): Promise<TaxDocumentRow | null> {
  const issuedAt = input.issuedAt ?? new Date();
  // The invoice's row lock serialises the notes of one shipment; the refund's own note is looked
  // for after it, so a parallel attempt that waited finds the note the first one committed.
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.groupId, input.groupId), eq(taxDocuments.kind, 'invoice')))
    .for('update');
  if (!invoice) return null;
  if (input.refundId) {
    const [done] = await tx
      .select()
      .from(taxDocuments)
      .where(
        and(eq(taxDocuments.refundId, input.refundId), eq(taxDocuments.groupId, input.groupId)),
      );
    if (done) return done;
  }
  const credited = await creditedSoFar(tx, invoice.id);
  const lines: TaxDocumentLine[] = [];
  for (const l of input.lines) {
    const line = invoice.lines.find((x) => x.orderItemId === l.orderItemId);
    if (!line) throw new AppError('invalid', 'This line is not on the shipment’s invoice.');
    lines.push(creditLine(line, l.quantity, l.amountPaise, invoice.intraState));
  }
  const shipping = invoice.lines.find((x) => x.orderItemId === null);
  if (input.shippingPaise && shipping) {
    lines.push(creditLine(shipping, 1, input.shippingPaise, invoice.intraState));
  }
  const totalPaise = lines.reduce((s, l) => s + l.paidPaise, 0);
  if (totalPaise <= 0) return null;
  if (credited + totalPaise > invoice.totalPaise) {
    throw new AppError('conflict', 'The credit notes would exceed the shipment’s invoice.');
  }
  const prefix = invoice.number.split('/')[0]!;
  const sum = (pick: (l: TaxDocumentLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return insertDocument(tx, 'credit-note', {
    prefix,
    vendorId: invoice.vendorId,
    orderId: invoice.orderId,
    groupId: invoice.groupId,
    invoiceId: invoice.id,
    refundId: input.refundId ?? null,
    issuedAt,
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    intraState: invoice.intraState,
    lines,
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise,
  });
}

function creditLine(
  line: TaxDocumentLine,
  quantity: number,
  amountPaise: number,
  intraState: boolean,
): TaxDocumentLine {
  if (amountPaise < 0 || amountPaise > line.paidPaise || quantity > line.quantity) {
    throw new AppError('invalid', 'A credit cannot exceed what the invoice charged for its line.');
  }
  return {
    ...line,
    quantity,
    paidPaise: amountPaise,
    ...splitInclusive(amountPaise, line.rateBp, intraState),
  };
}

export async function creditedSoFar(tx: Tx, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${taxDocuments.totalPaise}), 0)`.mapWith(Number) })
    .from(taxDocuments)
    .where(eq(taxDocuments.invoiceId, invoiceId));
  return row?.total ?? 0;
}

/** The documents of some shipments, newest last. */
export async function documentsOfGroups(tx: Tx, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  return tx
    .select()
    .from(taxDocuments)
    .where(inArray(taxDocuments.groupId, [...groupIds]))
    .orderBy(taxDocuments.issuedAt, taxDocuments.number);
}
