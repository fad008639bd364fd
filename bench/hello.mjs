// The raw node:http baseline: the most a Node process on this core can answer, with nothing
// behind it. Every scenario is reported as a ratio to this, measured beside it.
//
// It also sends one captured answer, bytes and headers as the server sent them (decision 053):
// `PUT /answer` with `{ headers, body }` (the body in base64) keeps it, `GET /answer` sends it.
// A cached page is compared with this too, so the load generator's cost of reading a 10 KB body
// is on both sides of the ratio.
import http from 'node:http';

const port = Number(process.argv[2] ?? 3999);
let answer = { headers: { 'content-type': 'text/plain' }, body: Buffer.from('no answer kept') };

const server = http.createServer((req, res) => {
  if (req.url === '/answer' && req.method === 'PUT') {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const kept = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      answer = { headers: kept.headers, body: Buffer.from(kept.body, 'base64') };
      res.writeHead(204);
      res.end();
    });
    return;
  }
  if (req.url === '/answer') {
    res.writeHead(200, answer.headers);
    res.end(answer.body);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello world');
});
server.listen(port, '127.0.0.1', () => console.log(`hello on ${server.address().port}`));
