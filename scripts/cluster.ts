// `npm run cluster` (issue #22): the multi-instance setup on one machine — a fresh PostgreSQL
// database with the demo catalogue, a Redis of its own, two instances and HAProxy in front.
// Ctrl-C stops everything and drops the database. Ports: CLUSTER_PORT (the proxy, 3100 by
// default) and the next two for the instances; their metrics on CLUSTER_PORT + 11 and + 12.
import fs from 'node:fs';
import path from 'node:path';
import { startCluster } from '../src/server/test/cluster/cluster-harness';

const port = Number(process.env.CLUSTER_PORT ?? 3100);
const webDistDir = path.resolve('dist/web');
if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
  console.log(
    'No built web app in dist/web: the instances serve the API only (run `npm run build`).',
  );
}
const cluster = await startCluster({
  ports: [port, port + 1, port + 2],
  metricsPorts: [port + 11, port + 12],
  webDistDir,
  ...(process.env.DATABASE_URL ? { postgresUrl: process.env.DATABASE_URL } : {}),
  log: (line) => console.log(line),
});
console.log(`
  Angle cluster
    through HAProxy   ${cluster.proxyUrl}
${cluster.instances.map((i) => `    instance ${i.name}        ${i.url}   metrics ${i.metricsUrl}`).join('\n')}
    PostgreSQL        ${cluster.databaseUrl}
    Redis             ${cluster.redisUrl}
  Sign-ins: ${cluster.logins.map((l) => `${l.role} ${l.email} / ${l.password}`).join(', ')}
  Images (seeded and uploaded) are kept in PostgreSQL: every instance serves every one.
  Ctrl-C stops it.
`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
