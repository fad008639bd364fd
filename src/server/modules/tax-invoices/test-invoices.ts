// Test factories for tax invoices: a vendor's tax details and a shipment moved to shipped.
import { gstinCheckCharacter, stateCodeOf } from '../../../domain/gst';
import type { Db } from '../../db/client';
import { moveGroup } from '../orders/transitions';
import { setTaxDetails } from './tax-details';

let prefixes = 0;

/** Gives a vendor valid tax details registered in `state` (a GSTIN with a right checksum). */
export async function giveTaxDetails(
  db: Db,
  vendorId: string,
  state = 'Karnataka',
  invoicePrefix = `T${(++prefixes).toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5).toUpperCase()}`,
) {
  const first14 = `${stateCodeOf(state)}AABCT1234K1Z`;
  return setTaxDetails(db, vendorId, {
    legalName: 'Test Cosmetics Private Limited',
    gstin: first14 + gstinCheckCharacter(first14),
    invoicePrefix: invoicePrefix.slice(0, 6),
    registeredAddress: {
      line1: '1 Industrial Layout',
      city: 'Bengaluru',
      state: state as 'Karnataka',
      pincode: '560001',
    },
  });
}

/** Moves a shipment placed → confirmed → packed → shipped as the admin (its invoice is issued). */
export async function shipGroup(db: Db, groupId: string) {
  const actor = { userId: 'admin-test', role: 'admin' as const };
  await db.transaction(async (tx) => {
    for (const to of ['confirmed', 'packed'] as const) {
      await moveGroup(tx, { groupId, to, actor, notify: false });
    }
    await moveGroup(tx, {
      groupId,
      to: 'shipped',
      actor,
      carrier: 'Delhivery',
      trackingNumber: 'DL123456789',
      notify: false,
    });
  });
}
