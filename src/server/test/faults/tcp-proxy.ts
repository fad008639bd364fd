// A TCP proxy of the test suite's own (issue #34) between the instances and PostgreSQL or
// Redis: it passes bytes through, and on demand, for a while, resets every connection, refuses
// new ones (the port closed), or holds each chunk a while on its way (a slow link). The fault
// suite (cluster/faults.cluster.ts) puts one in front of each service of each instance.
import { once } from 'node:events';
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections passed through since the start (tests see that a pool opened new ones). */
  readonly connectionsOpened: number;
  /** Resets every open connection, and each new one as it arrives, for `ms`. */
  resetFor(ms: number): Promise<void>;
  /** Closes the port for `ms` (a connect is refused); open connections carry on. */
  refuseFor(ms: number): Promise<void>;
  /** The service is gone for `ms`: open connections reset, new ones refused. */
  downFor(ms: number): Promise<void>;
  /** Holds every chunk on its way to the service `latencyMs` for `ms`: each statement or
   * command answers that much later. */
  slowFor(ms: number, latencyMs: number): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let resetting = false;
  let latencyMs = 0;
  let opened = 0;
  let listening = true;

  const reset = (pair: Pair) => {
    pair.client.resetAndDestroy();
    pair.upstream.resetAndDestroy();
    pairs.delete(pair);
  };

  /** Writes `chunk` to `to`, `latencyMs` later when the link is slow and it goes to the
   * service. In order, as a slow link keeps it: a chunk sent as a fault ends waits behind those
   * still held (a chunk that overtook them would corrupt the protocol on the connection, and
   * the client would wait for an answer that never comes). */
  const forward = (from: net.Socket, to: net.Socket, slowed: boolean) => {
    let held = 0;
    let queue = Promise.resolve();
    from.on('data', (chunk: Buffer) => {
      const delay = slowed ? latencyMs : 0;
      if (delay === 0 && held === 0) {
        to.write(chunk);
        return;
      }
      held++;
      const due = Date.now() + delay;
      queue = queue
        .then(() => sleep(due - Date.now()))
        .then(() => {
          held--;
          if (!to.destroyed) to.write(chunk);
        });
    });
  };

  const server = net.createServer((client) => {
    if (resetting) {
      client.resetAndDestroy();
      return;
    }
    opened++;
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    forward(client, upstream, true);
    forward(upstream, client, false);
    const end = () => {
      if (!pairs.delete(pair)) return;
      client.destroy();
      upstream.destroy();
    };
    // An error on one side (a reset, the service gone) resets the other: the client sees what
    // it would have seen without the proxy.
    client.on('error', () => (pairs.has(pair) ? reset(pair) : undefined));
    upstream.on('error', () => (pairs.has(pair) ? reset(pair) : undefined));
    client.on('close', end);
    upstream.on('close', end);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;

  const stopListening = async () => {
    if (!listening) return;
    listening = false;
    // close() keeps the open connections; it resolves only once they end, so not awaited.
    server.close();
  };
  const listenAgain = async () => {
    if (listening) return;
    listening = true;
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };

  return {
    port,
    get connectionsOpened() {
      return opened;
    },
    async resetFor(ms) {
      resetting = true;
      for (const pair of [...pairs]) reset(pair);
      await sleep(ms);
      resetting = false;
    },
    async refuseFor(ms) {
      await stopListening();
      await sleep(ms);
      await listenAgain();
    },
    async downFor(ms) {
      await stopListening();
      for (const pair of [...pairs]) reset(pair);
      await sleep(ms);
      await listenAgain();
    },
    async slowFor(ms, latency) {
      latencyMs = latency;
      await sleep(ms);
      latencyMs = 0;
    },
    async close() {
      for (const pair of [...pairs]) reset(pair);
      if (listening) await new Promise((r) => server.close(r));
    },
  };
}
