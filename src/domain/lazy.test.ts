import { describe, expect, it, vi } from 'vitest';
import { lazy } from './lazy';

describe('lazy', () => {
  it('makes the value on first use only, and once', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = lazy(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
