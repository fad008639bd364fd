// The index's bounded caches forget the least recently used entries first, by total size and by
// count, and make a value once while it is kept.
import { describe, expect, it } from 'vitest';
import { SizedLru } from './sized-lru';

describe('a sized LRU', () => {
  it('keeps a value made once, and forgets the least recently used beyond its total size', () => {
    let made = 0;
    const lru = new SizedLru<number[]>((v) => v.length, 5);
    const get = (key: string, size: number) => lru.get(key, () => (made++, new Array(size)));
    get('a', 2);
    get('b', 2);
    get('a', 2); // a is now the most recent
    expect(made).toBe(2);
    get('c', 2); // 6 > 5: b, the least recent, goes
    get('a', 2);
    expect(made).toBe(3);
    get('b', 2);
    expect(made).toBe(4);
  });

  it('forgets beyond its count, and a value larger than the whole is not kept', () => {
    let made = 0;
    const lru = new SizedLru<number>(() => 1, Infinity, 2);
    const get = (key: string) => lru.get(key, () => ++made);
    expect([get('a'), get('b'), get('c'), get('b'), get('a')]).toEqual([1, 2, 3, 2, 4]);
    const small = new SizedLru<number[]>((v) => v.length, 3);
    small.get('big', () => [1, 2, 3, 4]);
    expect(small.get('big', () => [])).toEqual([]);
  });
});
