// `npm run dev`: the API with reload on :3000 and Vite's dev server on :5173 (which proxies /api).
import { spawn } from 'node:child_process';
import { assertNodeFloor } from './node-floor.mjs';

assertNodeFloor(new URL('../package.json', import.meta.url));

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
