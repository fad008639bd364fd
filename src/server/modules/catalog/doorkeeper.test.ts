import { describe, expect, it } from 'vitest';
import { Doorkeeper } from './doorkeeper';
import { SizedLru } from './sized-lru';

describe('Doorkeeper', () => {
  it('says a key was asked for before only from its second ask', () => {
    const door = new Doorkeeper(1024);
    expect(door.seenBefore('list:category=skin')).toBe(false);
    expect(door.seenBefore('list:category=hair')).toBe(false);
    expect(door.seenBefore('list:category=skin')).toBe(true);
    expect(door.seenBefore('list:category=skin')).toBe(true);
    door.clear();
    expect(door.seenBefore('list:category=skin')).toBe(false);
  });

  it('remembers about as many recent keys as it has slots', () => {
    const door = new Doorkeeper(4096);
    const keys = Array.from({ length: 1000 }, (_, i) => `search=term-${i}`);
    for (const key of keys) door.seenBefore(key);
    // 1,000 keys in 4,096 slots: a few share a slot and push one another out.
    expect(keys.filter((key) => door.seenBefore(key)).length).toBeGreaterThan(850);
  });

  it('lets a SizedLru keep a value only from its second ask', () => {
    const lru = new SizedLru<number[]>((v) => v.length, 100, Infinity, new Doorkeeper(64));
    let made = 0;
    const make = () => [++made];
    expect(lru.get('a', make)).toEqual([1]);
    expect(lru.get('a', make)).toEqual([2]);
    expect(lru.get('a', make)).toEqual([2]);
    expect(made).toBe(2);
  });
});
