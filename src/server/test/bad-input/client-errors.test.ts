// Requests Node's HTTP parser refuses before any route runs (an address and headers over its
// 16 KB, a request line that is not HTTP) are answered problem+json like every other mistake,
// then the connection is closed; the server goes on answering.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app-harness';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** What the server answers `raw`, read until it closes the connection. */
function exchange(raw: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let text = '';
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]);
      if (!status) reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      else resolve({ status, headers: head.toLowerCase(), body });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answer an over-long address 431 as a problem', async () => {
    const search = 'a'.repeat(20_000);
    const res = await exchange(
      `GET /api/store/products?search=${search} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toContain('content-type: application/problem+json');
    expect(JSON.parse(res.body)).toEqual({
      type: 'https://angle.example/problems/headers-too-large',
      title: 'Request Header Fields Too Large',
      status: 431,
      detail: 'The address or the headers of this request are too long.',
    });
  });

  it('answer a request that is not HTTP 400 as a problem', async () => {
    const res = await exchange('HELLO THERE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers).toContain('content-type: application/problem+json');
    expect(JSON.parse(res.body)).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it('keep answering after them', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
