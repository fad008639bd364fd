// The retry of a transaction PostgreSQL rolled back as a clash (deadlock or serialization
// failure): tried again while it clashes, up to its attempts; any other error goes straight out.
import { describe, expect, it } from 'vitest';
import { retryClashes } from './errors';

/** What Drizzle throws for a failed statement: the driver's error, SQLSTATE and all, as cause. */
function sqlError(code: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error('deadlock'), { code }) });
}

describe('retryClashes', () => {
  it('runs a transaction again after a deadlock or a serialization failure', async () => {
    for (const code of ['40P01', '40001']) {
      let runs = 0;
      const result = await retryClashes(async () => {
        runs++;
        if (runs === 1) throw sqlError(code);
        return 'done';
      });
      expect(result).toBe('done');
      expect(runs).toBe(2);
    }
  });

  it('gives up after its attempts and throws the last clash', async () => {
    let runs = 0;
    const clash = retryClashes(async () => {
      runs++;
      throw sqlError('40P01');
    }, 3);
    await expect(clash).rejects.toThrow('Failed query');
    expect(runs).toBe(3);
  });

  it('never runs again after any other error', async () => {
    for (const err of [sqlError('23505'), new Error('not found')]) {
      let runs = 0;
      const failed = retryClashes(async () => {
        runs++;
        throw err;
      });
      await expect(failed).rejects.toBe(err);
      expect(runs).toBe(1);
    }
  });
});
