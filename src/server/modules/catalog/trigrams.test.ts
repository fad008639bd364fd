// The index's trigram similarities equal pg_trgm's, for random searches and texts made of the
// catalogue's kind of words: typos, capitals, punctuation, digits, Hindi and accents. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/app-harness';
import { similarity, trigramsOf, wordSimilarity } from './trigrams';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const WORDS = [
  'serum',
  'Serun',
  'lipstick',
  'lipstik',
  'kajal',
  'kajl',
  'hair',
  'oil',
  'sunscreen',
  'sunscren',
  'aluminium-free',
  'alcohol-free',
  'Rose',
  'rosé',
  'ÉCLAT',
  'सिंदूर',
  'kumkum',
  'SPF50',
  '50ml',
  'a',
  'of',
  'x',
  'moisturiser',
  'moisturizer',
];
const SEPARATORS = [' ', ' ', ' ', '-', ', ', '  ', '/', '.'];

const phrase = (max: number) =>
  fc
    .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS)), {
      minLength: 0,
      maxLength: max,
    })
    .map((parts) => parts.map(([w, s]) => w + s).join(''));
/** A word with one letter dropped, doubled or changed. */
const typo = fc
  .tuple(fc.constantFrom(...WORDS), fc.nat(), fc.constantFrom('drop', 'double', 'change'))
  .map(([w, n, kind]) => {
    const k = n % w.length;
    if (kind === 'drop') return w.slice(0, k) + w.slice(k + 1);
    if (kind === 'double') return w.slice(0, k + 1) + w.slice(k);
    return `${w.slice(0, k)}z${w.slice(k + 1)}`;
  });
const term = fc.oneof(phrase(3), typo, fc.string({ maxLength: 6 }));

/** A float4 from the database, as a number exactly. */
const f4 = (v: unknown) => Math.fround(Number(v));

describe('the trigram similarities', () => {
  it('split a text into words and trigrams as pg_trgm does', async () => {
    const text = 'Rosé ÉCLAT serum, SPF50 a';
    const [row] = await database.query<{ t: string[] }>(
      `SELECT array(SELECT unnest(show_trgm($1)) ORDER BY 1) AS t`,
      [text],
    );
    // show_trgm prints a trigram with a character beyond ASCII as a hash: compare the others.
    // eslint-disable-next-line no-control-regex
    const plain = (t: string) => /^[\x00-\x7f]{3}$/.test(t);
    const ours = [...new Set(trigramsOf(text))].filter(plain).sort();
    expect(ours).toEqual(row!.t.filter(plain).sort());
  });

  it('equal word_similarity, strict_word_similarity and similarity for random strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(term, phrase(8)), { minLength: 20, maxLength: 20 }),
        async (pairs) => {
          const rows = await database.query<{ w: number; s: number; m: number }>(
            `SELECT word_similarity(a, b) AS w, strict_word_similarity(a, b) AS s, similarity(a, b) AS m
            FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS x(a, b, n) ORDER BY n`,
            [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
          );
          pairs.forEach(([a, b], k) => {
            const r = rows[k]!;
            const where = JSON.stringify([a, b]);
            expect(wordSimilarity(a, b), where).toBe(f4(r.w));
            expect(wordSimilarity(a, b, true), where).toBe(f4(r.s));
            expect(similarity(a, b), where).toBe(f4(r.m));
          });
        },
      ),
      { numRuns: Number(process.env.TRIGRAM_RUNS ?? 40) },
    );
  });
});
