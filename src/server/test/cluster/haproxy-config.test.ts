// The proxy configuration `npm run cluster` and the cluster suite use, and docs/deploy.md shows
// (issue #34, finding 3): a health check has a time limit of its own and one slow answer does not
// take a live instance out. HAProxy's own 503 is checked live in proxy-errors.cluster.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './cluster-harness';

const config = haproxyConfig(3100, [3101, 3102]);
const setting = (name: string) => config.match(new RegExp(`^\\s*${name}\\s+(.+)$`, 'm'))?.[1];
const seconds = (value: string) =>
  value.endsWith('ms') ? Number(value.slice(0, -2)) / 1000 : Number(value.replace(/s$/, ''));

describe('haproxyConfig', () => {
  it('gives each health check its own time limit and takes an instance out only after several failures', () => {
    const check = setting('timeout check');
    expect(check).toBeDefined();
    const server = setting('default-server')!;
    const inter = seconds(server.match(/\binter (\S+)/)![1]!);
    const fall = Number(server.match(/\bfall (\d+)/)![1]);
    const rise = Number(server.match(/\brise (\d+)/)![1]);
    expect(fall).toBeGreaterThanOrEqual(2);
    expect(rise).toBeGreaterThanOrEqual(2);
    // A check may take longer than the interval, never as long as the instance's request timeout.
    expect(seconds(check!)).toBeGreaterThanOrEqual(inter);
    expect(seconds(check!)).toBeLessThan(seconds(setting('timeout server')!));
    expect(setting('option httpchk')).toBe('GET /api/health/ready');
  });

  it('retries on another instance only what is safe to send twice, and answers its own errors as problem+json', () => {
    expect(config).toMatch(/^\s*option redispatch$/m);
    expect(setting('retry-on')).toBe('conn-failure empty-response response-timeout 503');
    expect(setting('http-request disable-l7-retry')).toBe(
      'if { method POST PATCH } !{ req.hdr(idempotency-key) -m found }',
    );
    expect(config).toMatch(
      /http-error status 503 content-type application\/problem\+json string '\{.*\}' hdr Retry-After \d+$/m,
    );
  });

  it('keeps a backup server of its own that answers that 503 when every instance is out', () => {
    // HAProxy 2.6 with no server left after an L7 retry closed the connection with 0 bytes.
    const backup = config.match(/^\s*server \S+ (abns@\S+) backup$/m);
    expect(backup).not.toBeNull();
    const frontend = config.slice(config.indexOf(`bind ${backup![1]}`));
    expect(frontend).toMatch(
      /^\s*http-request return status 503 content-type application\/problem\+json string '\{.*\}' hdr Retry-After \d+$/m,
    );
  });

  it.runIf(spawnSync('sh', ['-c', 'command -v haproxy']).status === 0)(
    'is a configuration HAProxy accepts',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-haproxy-'));
      try {
        const file = path.join(dir, 'haproxy.cfg');
        fs.writeFileSync(file, config);
        const r = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
        expect(r.stdout + r.stderr).toContain('Configuration file is valid');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
