import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off the compiled parser, so zod never probes `new Function` under the CSP', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
