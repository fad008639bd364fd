// The PIN code → district and state table shipped with the server (pincodes.json, made by
// scripts/build-pincodes.mjs from data.gov.in's All India Pincode Directory: docs/pincodes.md).
// Read once, on the first lookup, into a map of ~19,000 entries.
import { readFileSync } from 'node:fs';
import type { IndianState } from '../../../domain/schemas/address';

export interface PincodePlace {
  district: string;
  state: IndianState;
}

interface PincodeFile {
  districts: [state: IndianState, district: string, gaps: string][];
}

let table: Map<number, PincodePlace> | undefined;

function load(): Map<number, PincodePlace> {
  const file = JSON.parse(
    readFileSync(new URL('./pincodes.json', import.meta.url), 'utf8'),
  ) as PincodeFile;
  const places = new Map<number, PincodePlace>();
  for (const [state, district, gaps] of file.districts) {
    const place = { district, state };
    let pin = 0;
    for (const gap of gaps.split(',')) {
      pin += parseInt(gap, 36);
      places.set(pin, place);
    }
  }
  return places;
}

/** The district and state of a 6-digit PIN code, or undefined when India Post has no such code. */
export function placeOfPincode(pin: string): PincodePlace | undefined {
  table ??= load();
  return table.get(Number(pin));
}
