/** What a user would otherwise build: node:http, JSON.parse and the same engine inline. */
import { createServer } from 'node:http';
import { check } from '../src/engine/engine.js';

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const out = JSON.stringify(check(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end(out);
    } catch (err) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(err), code: 'INVALID_REQUEST' }));
    }
  });
});
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  process.stderr.write(`{"msg":"listening","port":${typeof addr === 'object' && addr ? addr.port : 0}}\n`);
});
