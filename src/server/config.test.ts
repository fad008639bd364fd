import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, parseConfig } from './config';

describe('HOST', () => {
  it('is this machine only outside production, so the demo passwords stay here', () => {
    expect(parseConfig({}).host).toBe('127.0.0.1');
    expect(parseConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
  });

  it('is every interface in production (a container), and whatever HOST says', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no forwarded address by default', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a number of proxy hops; true is one proxy, never every hop', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes the proxies’ addresses and networks', () => {
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
      '::1',
    ]);
  });

  it('refuses anything else with a message', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});

describe('METRICS_PORT', () => {
  it('is off unless set, on this machine unless METRICS_HOST says, and + the worker index', () => {
    expect(parseConfig({}).metrics).toBeNull();
    expect(parseConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      host: '127.0.0.1',
      port: 9464,
    });
    expect(
      parseConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.11', ANGLE_WORKER_INDEX: '2' })
        .metrics,
    ).toEqual({ host: '10.0.0.11', port: 9466 });
    expect(() => parseConfig({ METRICS_PORT: 'x' })).toThrow(ConfigError);
  });
});

describe('MEDIA_STORE', () => {
  const PG = 'postgres://angle@db.example/angle';

  it('is the data folder on the embedded database and the database on PostgreSQL', () => {
    expect(parseConfig({}).mediaStore).toBe('folder');
    expect(parseConfig({ DATABASE_URL: PG }).mediaStore).toBe('database');
  });

  it('is whatever MEDIA_STORE says, and nothing else', () => {
    expect(parseConfig({ DATABASE_URL: PG, MEDIA_STORE: 'folder' }).mediaStore).toBe('folder');
    expect(parseConfig({ MEDIA_STORE: 'database' }).mediaStore).toBe('database');
    expect(() => parseConfig({ MEDIA_STORE: 's3' })).toThrow(/MEDIA_STORE/);
  });
});

describe('trusted origins', () => {
  it('accept every spelling of this machine outside production', () => {
    const { trustedOrigins } = parseConfig({ NODE_ENV: 'development' });
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]) {
      expect(trustedOrigins).toContain(origin);
    }
  });

  it('are the public address alone in production, and for a real host name', () => {
    expect(
      parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }).trustedOrigins,
    ).toEqual(['http://localhost:3000']);
    expect(parseConfig({ PUBLIC_URL: 'https://angle.example' }).trustedOrigins).toEqual([
      'https://angle.example',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
    ]);
  });
});

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])(
    '%s is this machine',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(['0.0.0.0', '::', '192.168.1.4', 'angle.example'])('%s is not', (host) =>
    expect(isLoopbackHost(host)).toBe(false),
  );
});
