// HAProxy's own answer when no instance can take a request (issue #34, finding 6): it was
// HAProxy's HTML page without Retry-After, which a JSON client cannot tell from a crash. Here the
// generated configuration runs in front of two closed ports: no cluster needed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROXY_PROBLEMS,
  PROXY_RETRY_AFTER_SECONDS,
  ensureHaproxy,
  haproxyConfig,
} from './cluster-harness';
import { freePort } from '../free-port';

let proxyUrl: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  const haproxy = ensureHaproxy();
  const [proxyPort, a, b] = [await freePort(), await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-proxy-errors-'));
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig(proxyPort, [a, b]));
  const child = spawn(haproxy, ['-f', file, '-db'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  stop = async () => {
    child.kill();
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  // Until HAProxy listens (the wait is for the process, not an assertion).
  for (let until = Date.now() + 10_000; ;) {
    try {
      await fetch(`${proxyUrl}/api/health/live`);
      break;
    } catch {
      if (Date.now() > until) throw new Error('HAProxy did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
});
afterAll(() => stop?.());

describe('HAProxy with no instance up', () => {
  it.each([
    ['GET', '/api/store/products'],
    ['POST', '/api/auth/login'],
  ])('answers %s %s with a problem+json 503 and Retry-After', async (method, url) => {
    const res = await fetch(`${proxyUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('retry-after')).toBe(String(PROXY_RETRY_AFTER_SECONDS));
    expect(await res.json()).toEqual(PROXY_PROBLEMS[503]);
  });
});
