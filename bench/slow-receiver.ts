/**
 * The bench's webhook receiver: answers every delivery 204 after SLOW_MS (default 200 ms), like a busy customer
 * endpoint, and reports how many it got on GET /count. A child process, so it never shares the load generator's
 * event loop.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const SLOW_MS = Number(process.env.SLOW_MS ?? 200);
let received = 0;

const server = createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ received }));
    return;
  }
  req.resume();
  req.on('end', () => {
    received++;
    setTimeout(() => { res.writeHead(204); res.end(); }, SLOW_MS);
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stderr.write(`${JSON.stringify({ msg: 'listening', port: (server.address() as AddressInfo).port })}\n`);
});
