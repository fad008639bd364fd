import { describe, expect, it } from 'vitest';
import { nulPath } from './input-rules';

describe('nulPath', () => {
  it('finds a NUL character in a value or a key, at any depth', () => {
    expect(nulPath('a\u0000b')).toBe('');
    expect(nulPath({ address: { line1: 'ok', city: 'Pu\u0000ne' } })).toBe('address.city');
    expect(nulPath({ items: [{ productId: '\u0000' }] })).toBe('items.0.productId');
    expect(nulPath({ 'a\u0000': 1 })).toBe('');
    expect(nulPath({ name: 'Priya', tags: ['kajal'] })).toBeNull();
  });

  it('walks 50,000 nested arrays without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(nulPath(deep)).toBeNull();
  });
});
