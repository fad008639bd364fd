// The walk finds a pattern across the joining spaces exactly when the joined text holds it (and
// no part does alone), for random parts and patterns over a small alphabet, where beginnings
// and ends overlap often: empty parts, parts shorter than the pattern, spaces at either end.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PatternAcross } from './pattern-across';

const text = (most: number) => fc.string({ unit: fc.constantFrom('a', 'b', ' '), maxLength: most });

/** Each part as a value of its own table, as the index keeps them. */
function walk(pattern: string, parts: string[], last: string): boolean {
  const across = new PatternAcross(pattern);
  let at = PatternAcross.START;
  for (let p = 0; p < parts.length; p++) {
    at = across.step(at, across.over([parts[p]!]), 0, p === 0);
    if (at < 0) return true;
  }
  return across.endsIn(at, last);
}

describe('a pattern across the parts of a row', () => {
  it('is found by the walk exactly when the joined text holds it', () => {
    fc.assert(
      fc.property(
        text(8).filter((p) => p.length > 0),
        fc.array(text(6), { minLength: 1, maxLength: 3 }),
        text(10),
        (pattern, parts, last) => {
          fc.pre(![...parts, last].some((part) => part.includes(pattern)));
          expect(walk(pattern, parts, last)).toBe([...parts, last].join(' ').includes(pattern));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('reads a value once for every row that shares it', () => {
    const across = new PatternAcross('hair oil');
    const names = across.over(['argan hair', 'rose water']);
    const facts = across.over(['oil free', 'matte']);
    const found = (n: number, f: number) => {
      const at = across.step(PatternAcross.START, names, n, true);
      return at < 0 || across.step(at, facts, f) < 0;
    };
    expect([found(0, 0), found(0, 1), found(1, 0), found(1, 1)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(PatternAcross.fits('x'.repeat(31))).toBe(false);
  });
});
