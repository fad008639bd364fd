// The fault suite's TCP proxy (issue #34), against an echo server: it passes, resets, refuses
// and slows down as asked, and passes again after each fault.
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

let echo: net.Server;
let proxy: TcpProxy;

beforeAll(async () => {
  // The proxy resets sockets on purpose: their errors are expected.
  echo = net.createServer((s) => s.on('error', () => {}).pipe(s)).listen(0, '127.0.0.1');
  await once(echo, 'listening');
  proxy = await startTcpProxy({
    host: '127.0.0.1',
    port: (echo.address() as net.AddressInfo).port,
  });
});
afterAll(async () => {
  await proxy.close();
  echo.close();
});

/** Connects through the proxy; resolves with the socket or the connect error's code. */
async function connect(): Promise<net.Socket | string> {
  const socket = net.connect(proxy.port, '127.0.0.1');
  socket.on('error', () => {});
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });
}

/** Sends `text` and waits for its echo (or the socket's error code). */
async function roundTrip(socket: net.Socket, text: string): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (d) => resolve(d.toString()));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    socket.once('close', () => resolve('closed'));
    socket.write(text);
  });
}

describe('the fault suite’s TCP proxy', () => {
  it('passes bytes both ways', async () => {
    const socket = (await connect()) as net.Socket;
    expect(await roundTrip(socket, 'hello')).toBe('hello');
    socket.destroy();
  });

  it('resets open connections and new ones while resetting, then passes again', async () => {
    const open = (await connect()) as net.Socket;
    const reset = new Promise((r) => open.once('error', (e: NodeJS.ErrnoException) => r(e.code)));
    const fault = proxy.resetFor(300);
    expect(await reset).toBe('ECONNRESET');
    const during = await connect();
    const seen = typeof during === 'string' ? during : await roundTrip(during, 'x');
    expect(seen).toMatch(/ECONNRESET|closed/);
    await fault;
    const after = (await connect()) as net.Socket;
    expect(await roundTrip(after, 'back')).toBe('back');
    after.destroy();
  });

  it('refuses new connections while open ones carry on', async () => {
    const open = (await connect()) as net.Socket;
    const fault = proxy.refuseFor(300);
    expect(await connect()).toBe('ECONNREFUSED');
    expect(await roundTrip(open, 'still')).toBe('still');
    await fault;
    const after = (await connect()) as net.Socket;
    expect(await roundTrip(after, 'again')).toBe('again');
    after.destroy();
    open.destroy();
  });

  it('holds each chunk for the latency asked', async () => {
    const socket = (await connect()) as net.Socket;
    const fault = proxy.slowFor(1_000, 200);
    const started = Date.now();
    expect(await roundTrip(socket, 'slow')).toBe('slow');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await fault;
    socket.destroy();
  });

  it('keeps the order of what it held: a chunk sent as the slow link ends comes after the held ones', async () => {
    const socket = (await connect()) as net.Socket;
    let seen = '';
    socket.on('data', (d) => (seen += d.toString()));
    const fault = proxy.slowFor(150, 300);
    socket.write('first,');
    await fault;
    // The fault is over, 'first,' is still held: 'second' must wait behind it.
    socket.write('second');
    await new Promise((r) => setTimeout(r, 500));
    expect(seen).toBe('first,second');
    socket.destroy();
  });
});
