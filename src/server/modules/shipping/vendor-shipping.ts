// A vendor's default shipping provider (issue #39): self-ship unless it chooses the aggregator,
// which it may only once Angle Admin has set the aggregator up.
import { eq } from 'drizzle-orm';
import type { VendorShippingSettings } from '../../../domain/schemas/shipping';
import type { ShippingProviderName } from '../../../domain/shipping';
import type { Db, DbOrTx } from '../../db/client';
import { vendors } from '../../db/schema';
import { AppError } from '../../errors';
import { aggregatorAvailable } from './shipping-settings';

export async function readVendorShipping(
  db: DbOrTx,
  vendorId: string,
): Promise<VendorShippingSettings> {
  const [vendor] = await db
    .select({ provider: vendors.shippingProvider })
    .from(vendors)
    .where(eq(vendors.userId, vendorId));
  return {
    defaultProvider: (vendor?.provider ?? 'self-ship') as ShippingProviderName,
    aggregatorAvailable: await aggregatorAvailable(db),
  };
}

export async function setVendorShipping(
  db: Db,
  vendorId: string,
  provider: ShippingProviderName,
): Promise<VendorShippingSettings> {
  if (provider === 'shiprocket' && !(await aggregatorAvailable(db))) {
    throw new AppError(
      'conflict',
      'Shipping through Shiprocket is not set up yet. Ask Angle to set it up first.',
    );
  }
  await db.update(vendors).set({ shippingProvider: provider }).where(eq(vendors.userId, vendorId));
  return readVendorShipping(db, vendorId);
}
