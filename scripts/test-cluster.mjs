// `npm run test:cluster` (issue #22): HAProxy from Debian when missing, then the cluster suite
// (vitest.cluster.config.ts) against the PostgreSQL server at TEST_DATABASE_URL.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.cluster.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
