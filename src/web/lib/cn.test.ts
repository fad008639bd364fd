import { describe, expect, it } from 'vitest';
import { takeClassConflicts } from '../test/class-conflicts';
import { cn } from './cn';

describe('cn', () => {
  it('joins classes as given, without resolving Tailwind conflicts', () => {
    expect(cn('block h-11', false, undefined, { 'px-3.5': true, hidden: false }, ['text-sm'])).toBe(
      'block h-11 px-3.5 text-sm',
    );
    expect(takeClassConflicts()).toEqual([]);
  });

  it('reports, in the tests, the classes tailwind-merge would drop, with the list they were in', () => {
    expect(cn('block h-11 w-full shadow-soft', 'h-10 shadow-none')).toBe(
      'block h-11 w-full shadow-soft h-10 shadow-none',
    );
    // Taken here, so the setup's afterEach (which fails a test on any conflict) sees none.
    expect(takeClassConflicts()).toEqual([
      'h-11 shadow-soft lose to later classes in "block h-11 w-full shadow-soft h-10 shadow-none"',
    ]);
  });
});
