// The vendor's tax details (legal name, GSTIN, registered address, invoice prefix): what its
// invoices print. The prefix is unique across vendors (a taken one is a field error).
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  VendorTaxDetails,
  VendorTaxDetailsUpdateSchema,
} from '../../../domain/schemas/tax-invoices';
import type { DbOrTx } from '../../db/client';
import { vendors } from '../../db/schema';
import { AppError, hasSqlState, notFound } from '../../errors';

type Update = z.output<typeof VendorTaxDetailsUpdateSchema>;

export async function getTaxDetails(db: DbOrTx, vendorId: string): Promise<VendorTaxDetails> {
  const [v] = await db
    .select({
      legalName: vendors.legalName,
      gstin: vendors.gstin,
      invoicePrefix: vendors.invoicePrefix,
      registeredAddress: vendors.registeredAddress,
    })
    .from(vendors)
    .where(eq(vendors.userId, vendorId));
  if (!v) throw notFound('The vendor');
  return {
    ...v,
    complete: Boolean(v.legalName && v.gstin && v.invoicePrefix && v.registeredAddress),
  };
}

export async function setTaxDetails(
  db: DbOrTx,
  vendorId: string,
  input: Update,
): Promise<VendorTaxDetails> {
  const [taken] = await db
    .select({ id: vendors.userId })
    .from(vendors)
    .where(eq(vendors.invoicePrefix, input.invoicePrefix));
  if (taken && taken.id !== vendorId) throw prefixTaken();
  const { line2, ...address } = input.registeredAddress;
  try {
    await db
      .update(vendors)
      .set({
        legalName: input.legalName,
        gstin: input.gstin,
        invoicePrefix: input.invoicePrefix,
        registeredAddress: { ...address, ...(line2 ? { line2 } : {}) },
      })
      .where(eq(vendors.userId, vendorId));
  } catch (err) {
    // Two vendors taking one prefix at once: the unique index decides.
    if (hasSqlState(err, (state) => state === '23505')) {
      throw prefixTaken();
    }
    throw err;
  }
  return getTaxDetails(db, vendorId);
}

function prefixTaken() {
  return new AppError('unprocessable', 'This invoice prefix is taken.', [
    {
      path: 'invoicePrefix',
      location: 'body',
      message: 'Another seller uses this prefix: choose another.',
    },
  ]);
}
