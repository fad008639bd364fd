// The raw node:http baseline: the most a Node process on this core can answer, with nothing
// behind it. Every scenario is reported as a ratio to this, measured beside it.
import http from 'node:http';

const port = Number(process.argv[2] ?? 3999);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  })
  .listen(port, '127.0.0.1', () => console.log(`hello on ${port}`));
