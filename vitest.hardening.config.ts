import { defineConfig } from 'vitest/config';

// `npm run test:hardening` (scripts/hardening.mjs): the long part of the security suite — the
// repeated flash sale, the concurrent order/cancel property test, kill -9 cycles and the backup
// round trip — plus the fast attack files again with more generated inputs per route.
export default defineConfig({
  test: {
    name: 'hardening',
    environment: 'node',
    include: [
      'src/server/**/*.hardening.ts',
      'src/server/test/route-classes.test.ts',
      'src/server/test/ownership/*.test.ts',
      'src/server/test/bad-input/*.test.ts',
      'src/server/test/injection.test.ts',
      'src/server/test/mass-assignment.test.ts',
    ],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
