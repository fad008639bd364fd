// A PIN code's place and, for a product, the delivery window from its vendor's pickup state
// (the rule: src/domain/delivery-estimate.ts, docs/decisions/020-delivery-estimates.md).
import { estimateDelivery, type DeliveryEstimate } from '../../../domain/delivery-estimate';
import { INDIAN_STATES, type IndianState } from '../../../domain/schemas/address';
import type { Pincode } from '../../../domain/schemas/pincodes';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { VISIBLE } from '../catalog/product-rows';
import { placeOfPincode } from './pincode-table';

const isIndianState = (state: string | null): state is IndianState =>
  (INDIAN_STATES as readonly (string | null)[]).includes(state);

/** The vendor's pickup state of a product on sale: null when the vendor has given none,
 * undefined when there is no such product. */
async function pickupStateOf(
  database: Database,
  productId: string,
): Promise<IndianState | null | undefined> {
  const [row] = await database.query<{ state: string | null }>(
    `SELECT v.pickup_address->>'state' AS state
       FROM products p JOIN vendors v ON v.user_id = p.vendor_id
      WHERE p.id = $1 AND ${VISIBLE}`,
    [productId],
  );
  if (!row) return undefined;
  return isIndianState(row.state) ? row.state : null;
}

export async function lookUpPincode(
  database: Database,
  pin: string,
  productId: string | undefined,
  now = new Date(),
): Promise<Pincode> {
  const place = placeOfPincode(pin);
  if (!place) throw notFound('The PIN code');
  let estimate: DeliveryEstimate | null = null;
  if (productId) {
    const from = await pickupStateOf(database, productId);
    if (from !== undefined) estimate = estimateDelivery(from, place.state, now);
  }
  return { pincode: pin, ...place, deliverable: true, estimate };
}
