import { defineConfig } from 'vitest/config';

// `npm run test:cluster` (scripts/test-cluster.mjs, issue #22): two instances on PostgreSQL and
// Redis behind HAProxy, as real processes. One file, its tests in order (they share the cluster).
export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['src/server/test/cluster/*.cluster.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
