// Order numbers a customer can read out on the phone: ANG-YYMM-XXXXXX, with an alphabet that
// avoids look-alikes (0/O, 1/I/L). Uniqueness is the database's: a clash is retried.
import crypto from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const IST_OFFSET_MS = 330 * 60_000;

export function newOrderNumber(now = new Date()): string {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const yymm = ist.toISOString().slice(2, 7).replace('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return `ANG-${yymm}-${suffix}`;
}

/** The calendar day in India `days` after `from`, as YYYY-MM-DD. */
export function indianDatePlusDays(from: Date, days: number): string {
  return new Date(from.getTime() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}
