import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { request } from 'node:http';
import { api, startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
before(async () => { server = await startServer({ RATE_LIMITS: JSON.stringify({ free: { perMinute: 100000 } }) }); });
after(async () => server.dispose());

/** Sends raw bytes and collects what comes back until the server closes or `ms` pass. */
function raw(payload: string, ms = 1500, keepOpen = false): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    let got = '';
    socket.on('data', (d) => { got += d.toString(); });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(got));
    socket.write(payload);
    setTimeout(() => { if (!keepOpen) socket.destroy(); resolve(got); }, ms);
  });
}

test('a declared Content-Length over the cap is refused with 413 before any body is sent', async () => {
  const reply = await raw('POST /v2/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n', 1000);
  assert.match(reply, /^HTTP\/1\.1 413/);
  assert.match(reply, /PAYLOAD_TOO_LARGE/);
});

test('a chunked body that grows past the cap gets 413 and the server stays healthy', async () => {
  const chunk = 'a'.repeat(256 * 1024);
  let payload = 'POST /v2/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
  for (let i = 0; i < 6; i++) payload += `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
  payload += '0\r\n\r\n';
  const reply = await raw(payload, 1500);
  assert.match(reply, /^HTTP\/1\.1 413/);
  assert.equal((await api(server, 'GET', '/v2/health')).status, 200);
});

test('clients that abort mid-body or mid-request do not take the server down', async () => {
  const partial = raw('POST /v2/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"type":"text","value":"', 200);
  const many = Array.from({ length: 20 }, () => raw('POST /v2/check/batch HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"acti', 50));
  await Promise.all([partial, ...many]);
  // Requests whose sockets close while they are being scored.
  await Promise.all(Array.from({ length: 20 }, () => raw(`POST /v2/check HTTP/1.1\r\nHost: x\r\nContent-Length: ${JSON.stringify({ type: 'text', value: 'x'.repeat(50000) }).length}\r\n\r\n${JSON.stringify({ type: 'text', value: 'x'.repeat(50000) })}`, 1)));
  const r = await api(server, 'POST', '/v2/check', { body: { type: 'command', value: 'ls' } });
  assert.equal(r.status, 200);
  assert.equal(server.proc.exitCode, null);
});

test('keep-alive connections serve sequential requests, and garbage bytes get no 500', async () => {
  const one = 'POST /v2/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 29\r\n\r\n{"type":"url","value":"a.io"}';
  const replies = await new Promise<string>((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    let got = '';
    let sent = 0;
    const next = () => { if (sent++ < 3) socket.write(one); else { socket.destroy(); resolve(got); } };
    socket.on('data', (d) => { got += d.toString(); next(); });
    socket.on('connect', next);
  });
  assert.equal(replies.match(/HTTP\/1\.1 200/g)?.length, 3);
  // uWS closes a connection that pipelines a request behind an unanswered one (a documented limitation);
  // the server itself must not suffer from it.
  await raw(one.repeat(3), 300);
  const garbage = await raw('\x00\x01\x02 GARBAGE /// HTTP/9.9\r\n\r\n', 500);
  assert.doesNotMatch(garbage, /HTTP\/1\.1 500/);
  assert.equal((await api(server, 'GET', '/v2/health')).status, 200);
});

/** Uploads `size` bytes with node:http in 64 KiB writes; resolves to the status or the client's error code. */
function upload(size: number, opts: { key?: string; agent?: boolean; path?: string } = {}): Promise<string> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': size };
    if (opts.key) headers.authorization = `Bearer ${opts.key}`;
    const req = request({ host: '127.0.0.1', port: server.port, method: 'POST', path: opts.path ?? '/v2/check', headers, ...(opts.agent ? {} : { agent: false }) }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
      res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    const chunk = Buffer.alloc(64 * 1024, 97);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) { req.once('drain', write); return; }
      }
      req.end();
    };
    write();
  });
}

test('node:http and fetch uploading 2 MB receive the 413 (and early 401/404 answers), never EPIPE', async () => {
  const size = 2 * 1024 * 1024;
  const outcomes: string[] = [];
  for (let i = 0; i < 8; i++) outcomes.push(await upload(size), await upload(size, { agent: true }));
  assert.deepEqual(outcomes, outcomes.map(() => '413'));
  const early: string[] = [];
  for (let i = 0; i < 4; i++) early.push(await upload(size, { key: 'sg_live_notakeynotakeynotakey0000' }), await upload(size, { path: '/v2/nowhere' }));
  assert.deepEqual(early, ['401', '404', '401', '404', '401', '404', '401', '404']);
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${server.base}/v2/check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.alloc(size, 97) });
    assert.equal(res.status, 413);
    assert.equal((await res.json() as { code: string }).code, 'PAYLOAD_TOO_LARGE');
  }
});

test('the discard after an early answer is bounded: a body that never ends gets its 413 after about 5 s', async () => {
  let payload = 'POST /v2/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
  const chunk = 'a'.repeat(256 * 1024);
  for (let i = 0; i < 6; i++) payload += `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
  const started = Date.now();
  const reply = await raw(payload, 9000, true);
  const took = Date.now() - started;
  assert.match(reply, /^HTTP\/1\.1 413/);
  assert.match(reply, /Connection: close/i);
  assert.ok(took >= 4000 && took < 9000, `answered after ${took} ms`);
});
