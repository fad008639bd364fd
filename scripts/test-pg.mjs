// Runs the server and domain suites against the real PostgreSQL server (fresh databases per run).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
console.log(`API suite on PostgreSQL: ${url.replace(/\/\/[^@]*@/, '//…@')}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'node'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
