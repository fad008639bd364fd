// The couriers Indian sellers ship with and where a shopper follows a parcel on each (issue #37).
// The vendor types the carrier's name when shipping, so a name is matched loosely: case, spaces,
// dots and hyphens do not count, and the common other names are listed ("Speed Post" is India
// Post's). A carrier not in the table gets no link, only its tracking number to copy.

export interface Carrier {
  name: string;
  /** Lower case, letters and digits only. */
  aliases: readonly string[];
  /** The carrier's tracking page; `{n}` is replaced by the tracking number, URL-encoded. */
  trackingUrl: string;
}

/** One row of the table: its name, its tracking page and the names it goes by. */
const carrier = (name: string, trackingUrl: string, ...aliases: string[]): Carrier => ({
  name,
  aliases,
  trackingUrl,
});

export const CARRIERS: readonly Carrier[] = [
  carrier('Delhivery', 'https://www.delhivery.com/track-v2/package/{n}', 'delhivery'),
  carrier(
    'Blue Dart',
    'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={n}',
    'bluedart',
    'bluedartexpress',
  ),
  carrier('DTDC', 'https://www.dtdc.in/trace.asp?strCnno={n}', 'dtdc', 'dtdcexpress'),
  carrier('Ekart', 'https://ekartlogistics.com/shipmenttrack/{n}', 'ekart', 'ekartlogistics'),
  carrier(
    'Xpressbees',
    'https://www.xpressbees.com/shipment/tracking?awbNo={n}',
    'xpressbees',
    'expressbees',
  ),
  carrier(
    'India Post',
    'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber={n}',
    'indiapost',
    'speedpost',
    'indiapostspeedpost',
  ),
  carrier('Shadowfax', 'https://tracker.shadowfax.in/#/track/{n}', 'shadowfax'),
  carrier('Ecom Express', 'https://ecomexpress.in/tracking/?awb_field={n}', 'ecomexpress', 'ecom'),
];

const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The carrier a typed name means, or null. */
export function carrierNamed(name: string | null): Carrier | null {
  if (!name) return null;
  const key = keyOf(name);
  return CARRIERS.find((c) => c.aliases.includes(key)) ?? null;
}

/** Where the shopper follows the parcel, or null for a carrier not in the table. */
export function trackingUrlOf(
  carrier: string | null,
  trackingNumber: string | null,
): string | null {
  const known = carrierNamed(carrier);
  const number = trackingNumber?.trim();
  if (!known || !number) return null;
  return known.trackingUrl.replace('{n}', encodeURIComponent(number));
}
