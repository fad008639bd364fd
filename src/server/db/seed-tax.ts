// Issue #21: the demo vendors' tax details (invented GSTINs with correct check characters, so
// they pass the same validation a vendor's own would), for their tax invoices.
import { eq } from 'drizzle-orm';
import type { PostalAddress } from './schema';
import { vendors } from './schema';
import { vendorVerifications } from './schema-payouts';
import type { Db } from './client';

interface SeedVendorTax {
  legalName: string;
  gstin: string;
  invoicePrefix: string;
  registeredAddress: PostalAddress;
}

const address = (line1: string, city: string, state: string, pincode: string) => ({
  line1,
  city,
  state,
  pincode,
});

// jscpd:ignore-start (a list of addresses, alike only because literals are ignored)
export const SEED_VENDOR_TAX: Record<string, SeedVendorTax> = {
  'vendor-1': {
    legalName: 'Kumkumadi Naturals LLP',
    gstin: '32AAKFK4821M1Z7',
    invoicePrefix: 'KKN',
    registeredAddress: address(
      '14/212 Chittoor Road, Ernakulam South',
      'Kochi',
      'Kerala',
      '682016',
    ),
  },
  'vendor-2': {
    legalName: 'Rani Rouge Cosmetics Private Limited',
    gstin: '27AARCR5130P1ZO',
    invoicePrefix: 'RRC',
    registeredAddress: address(
      'Unit 7, Laxmi Industrial Estate, Andheri West',
      'Mumbai',
      'Maharashtra',
      '400053',
    ),
  },
  'vendor-3': {
    legalName: 'Bhringa Botanicals LLP',
    gstin: '08AAJFB7742Q1ZQ',
    invoicePrefix: 'BHB',
    registeredAddress: address('G-112 Sitapura Industrial Area', 'Jaipur', 'Rajasthan', '302022'),
  },
  'vendor-4': {
    legalName: 'Monsoon Skin Lab Private Limited',
    gstin: '29AAMCM2290L1ZV',
    invoicePrefix: 'MSL',
    registeredAddress: address(
      '42, 5th Cross, Koramangala 4th Block',
      'Bengaluru',
      'Karnataka',
      '560034',
    ),
  },
  'vendor-5': {
    legalName: 'Attar House of Kannauj LLP',
    gstin: '09AAFFA6613D1ZS',
    invoicePrefix: 'AHK',
    registeredAddress: address('Bara Bazar, Mohalla Shikana', 'Kannauj', 'Uttar Pradesh', '209725'),
  },
  'vendor-6': {
    legalName: 'Glowtech India Private Limited',
    gstin: '06AAHCG3371K1ZG',
    invoicePrefix: 'GTI',
    registeredAddress: address('Plot 88, Sector 44', 'Gurugram', 'Haryana', '122003'),
  },
  'vendor-7': {
    legalName: 'Neem and Tulsi Company LLP',
    gstin: '27AAPFN9054E1ZW',
    invoicePrefix: 'NTC',
    registeredAddress: address('Survey 31, Baner Road', 'Pune', 'Maharashtra', '411045'),
  },
};
// jscpd:ignore-end

/** Fills in the tax details of seeded vendors that have none yet. */
export async function seedVendorTax(db: Db): Promise<void> {
  for (const [vendorId, tax] of Object.entries(SEED_VENDOR_TAX)) {
    const [row] = await db
      .select({ prefix: vendors.invoicePrefix })
      .from(vendors)
      .where(eq(vendors.userId, vendorId));
    if (!row || row.prefix) continue;
    await db.update(vendors).set(tax).where(eq(vendors.userId, vendorId));
    // Issue #38: what the demo sellers' verification confirmed (the PAN is the GSTIN's).
    await db
      .insert(vendorVerifications)
      .values({
        vendorId,
        legalName: tax.legalName,
        gstin: tax.gstin,
        pan: tax.gstin.slice(2, 12),
        submittedAt: new Date(),
        reviewedAt: new Date(),
      })
      .onConflictDoNothing();
  }
}
