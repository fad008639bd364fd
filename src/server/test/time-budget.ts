// Issue #40: the long runs of the hardening suite are sized by time as well as by count. Each
// runs at least `min` times (what every run proves), then goes on until its seconds are spent or
// it reaches `max` (its environment variable, the count it had before). Seeds stay random and
// printed, so a failure still replays; HARDENING_TIME_SCALE stretches every budget for a longer
// run on a quiet machine (10 for a nightly run of ten times the time).
export interface TimeBudget {
  /** How long this run may take, in seconds, after the scale. */
  seconds: number;
  /** Whether to run the `done + 1`th time. */
  more(done: number): boolean;
  /** fast-check's options for the same budget: up to `max` runs, stopped (not failed) in time. */
  fastCheck: { numRuns: number; interruptAfterTimeLimit: number; markInterruptAsFailure: false };
}

export function timeBudget(opts: { min: number; max: number; seconds: number }): TimeBudget {
  const scale = Number(process.env.HARDENING_TIME_SCALE ?? 1);
  const seconds = Math.round(opts.seconds * (scale > 0 ? scale : 1));
  const deadline = Date.now() + seconds * 1000;
  return {
    seconds,
    more: (done) => done < opts.min || (done < opts.max && Date.now() < deadline),
    fastCheck: {
      numRuns: opts.max,
      interruptAfterTimeLimit: seconds * 1000,
      markInterruptAsFailure: false,
    },
  };
}
