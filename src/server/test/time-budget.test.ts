// Issue #40: the hardening suite's long runs are sized by time; every run still does its minimum.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeBudget } from './time-budget';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('a long run’s time budget', () => {
  it('runs the minimum even when the time is spent, and never more than the maximum', () => {
    vi.useFakeTimers();
    const budget = timeBudget({ min: 3, max: 5, seconds: 10 });
    expect(budget.more(0)).toBe(true);
    expect(budget.more(4)).toBe(true);
    expect(budget.more(5)).toBe(false);
    vi.advanceTimersByTime(10_001);
    expect(budget.more(2)).toBe(true);
    expect(budget.more(3)).toBe(false);
    expect(budget.fastCheck).toEqual({
      numRuns: 5,
      interruptAfterTimeLimit: 10_000,
      markInterruptAsFailure: false,
    });
  });

  it('stretches with HARDENING_TIME_SCALE for a longer run', () => {
    vi.stubEnv('HARDENING_TIME_SCALE', '10');
    expect(timeBudget({ min: 1, max: 100, seconds: 60 }).seconds).toBe(600);
    vi.stubEnv('HARDENING_TIME_SCALE', 'nonsense');
    expect(timeBudget({ min: 1, max: 100, seconds: 60 }).seconds).toBe(60);
  });
});
