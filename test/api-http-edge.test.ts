/**
 * Malformed and unusual HTTP over raw sockets: what the transport (uWebSockets.js) and the server do with each case.
 * The README's "HTTP edge cases" table states the same per case. Where the transport decides (it drops or stalls the
 * request before any handler runs), the test asserts what must hold for every uWS build: no 2xx, no 5xx, at most one
 * reply, and a healthy server afterwards; where the server decides, it asserts the exact 400.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { api, startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let opsPort: number;
before(async () => {
  server = await startServer({ METRICS_PORT: '0', RATE_LIMITS: JSON.stringify({ free: { perMinute: 100000 } }) });
  opsPort = Number(/"msg":"operations listener"[^\n]*"port":(\d+)/.exec(server.stderr())?.[1]);
  // The cases that are scored wait for a warm pool (its worker compiles the rule tables first; slow on a busy machine).
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if ((await api(server, 'GET', '/v2/ready')).status === 200) break;
  }
});
after(async () => server.dispose());

interface RawReply { text: string; closed: boolean; replies: number; status: number | undefined }

/** Sends bytes, collects the answer for `ms` (or until the server closes, or with `untilAnswered` until one full reply is in). */
function raw(port: number, payload: string, ms = 1500, untilAnswered = false): Promise<RawReply> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    const finish = () => {
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ text, closed, replies: text.match(/HTTP\/1\.[01] \d{3}/g)?.length ?? 0, status: status === undefined ? undefined : Number(status) });
    };
    const timer = setTimeout(finish, ms);
    socket.on('data', (d) => {
      text += d.toString('latin1');
      if (untilAnswered && isComplete(text)) { clearTimeout(timer); finish(); }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => { closed = true; clearTimeout(timer); finish(); });
    socket.write(payload);
  });
}

function isComplete(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
  return end !== -1 && length !== null && text.length - end - 4 >= Number(length[1]);
}

const BODY = '{"type":"url","value":"https://example.com"}';
const post = (headers: string, body = BODY) => `POST /v2/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}\r\n${body}`;

/** The server itself answered 400 INVALID_REQUEST with a reason and closed the connection. */
function assertRefused(r: RawReply, reason: RegExp): void {
  assert.equal(r.status, 400, r.text.slice(0, 300));
  assert.match(r.text, /"code":"INVALID_REQUEST"/);
  assert.match(r.text, reason);
  assert.match(r.text, /\r\nConnection: close\r\n/i);
  assert.equal(r.replies, 1, 'nothing after the refusal is parsed as a request');
  assert.ok(r.closed, 'the connection is closed');
}

/** The transport decided: silence or a transport error page (4xx/505), never a success or a 5xx from the server. */
function assertTransportRefused(r: RawReply): void {
  if (r.status !== undefined) assert.ok((r.status >= 400 && r.status < 500) || r.status === 505, r.text.slice(0, 200));
  assert.ok(r.replies <= 1, r.text.slice(0, 300));
}

test('two Content-Length headers, equal or different and in either order, get 400 and a closed connection', async () => {
  const n = Buffer.byteLength(BODY);
  const cases = [
    `Content-Length: ${n}\r\nContent-Length: ${n}\r\n`,
    `Content-Length: ${n}\r\nContent-Length: 5\r\n`,
    `Content-Length: 5\r\nContent-Length: ${n}\r\n`,
  ];
  const replies = await Promise.all(cases.map((h) => raw(server.port, post(h))));
  for (const r of replies) assertRefused(r, /more than one Content-Length header/);
});

test('a request hidden behind a second Content-Length is never run', async () => {
  // By the first Content-Length the body is 5 bytes and a complete request follows it in the same packet.
  const hidden = 'GET /v2/smuggled-probe HTTP/1.1\r\nHost: x\r\n\r\n';
  const body = `abcde${hidden}`;
  const r = await raw(server.port, post(`Content-Length: 5\r\nContent-Length: ${body.length}\r\n`, body));
  assert.doesNotMatch(r.text, /smuggled-probe|404/, r.text.slice(0, 400));
  assert.ok(r.replies <= 1);
  if (r.status !== undefined) assertRefused(r, /more than one Content-Length header/);
  assert.ok(r.closed);
  const clean = await raw(server.port, post(`Content-Length: 5\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n`));
  assertRefused(clean, /more than one Content-Length header/);
});

test('Transfer-Encoding other than exactly chunked gets 400; chunked in any case is accepted', async () => {
  const chunked = `${Buffer.byteLength(BODY).toString(16)}\r\n${BODY}\r\n0\r\n\r\n`;
  const [gzip, twice, upper, plain] = await Promise.all([
    raw(server.port, post('Transfer-Encoding: gzip, chunked\r\n', chunked)),
    raw(server.port, post('Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n', chunked)),
    raw(server.port, post('Transfer-Encoding: Chunked\r\n', chunked), 30_000, true),
    raw(server.port, post('Transfer-Encoding: chunked\r\n', chunked), 30_000, true),
  ]);
  assertRefused(gzip!, /Transfer-Encoding must be exactly/);
  assertRefused(twice!, /more than one Transfer-Encoding header/);
  assert.equal(upper!.status, 200);
  assert.equal(plain!.status, 200);
});

test('Content-Length with Transfer-Encoding, or a Content-Length that is not a number, is never accepted', async () => {
  const chunked = `${Buffer.byteLength(BODY).toString(16)}\r\n${BODY}\r\n0\r\n\r\n`;
  const replies = await Promise.all([
    raw(server.port, post('Transfer-Encoding: chunked\r\nContent-Length: 3\r\n', chunked)),
    raw(server.port, post('Transfer-Encoding: identity\r\nContent-Length: 44\r\n')),
    raw(server.port, post('Content-Length: abc\r\n')),
    raw(server.port, post('Content-Length: -5\r\n')),
    raw(server.port, post(`Content-Length: ${Buffer.byteLength(BODY)}, 5\r\n`)),
  ]);
  for (const r of replies) {
    // uWS 20.30 closes these connections itself before any handler runs; a build that passes them on gets the 400.
    assertTransportRefused(r);
    if (r.status !== undefined) assert.equal(r.status, 400);
  }
});

test('header-level malformations (too many headers, bad names, no Host, bare LF) are never answered with success', async () => {
  const many = Array.from({ length: 200 }, (_, i) => `X-H${i}: v\r\n`).join('');
  const replies = await Promise.all([
    raw(server.port, `GET /v2/health HTTP/1.1\r\nHost: x\r\n${many}\r\n`),
    raw(server.port, 'GET /v2/health HTTP/1.1\r\nHost: x\r\nBad Name: v\r\n\r\n'),
    raw(server.port, 'GET /v2/health HTTP/1.1\r\nHost: x\r\nBad@Name: v\r\n\r\n'),
    raw(server.port, 'GET /v2/health HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n'),
    raw(server.port, 'GET /v2/health HTTP/1.1\r\n\r\n'),
    raw(server.port, 'GET /v2/health HTTP/1.1\nHost: x\n\n'),
  ]);
  for (const r of replies) assertTransportRefused(r);
  assert.equal((await api(server, 'GET', '/v2/health')).status, 200, 'the server is healthy afterwards');
});

test('HTTP/1.0: the main port (uWebSockets.js) does not serve it; the operations listener on METRICS_PORT does', async () => {
  const main = await raw(server.port, 'GET /v2/health HTTP/1.0\r\n\r\n');
  assertTransportRefused(main);
  const [bare, withHost] = await Promise.all([
    raw(opsPort, 'GET /v2/health HTTP/1.0\r\n\r\n'),
    raw(opsPort, 'GET /v2/health HTTP/1.0\r\nHost: lb\r\n\r\n'),
  ]);
  for (const r of [bare, withHost]) {
    assert.equal(r.status, 200, r.text.slice(0, 200));
    assert.ok(r.closed, 'an HTTP/1.0 exchange ends with the connection');
    assert.equal(JSON.parse(r.text.slice(r.text.indexOf('\r\n\r\n') + 4)).status, 'ok');
  }
  const head = await raw(opsPort, 'HEAD /v2/health HTTP/1.0\r\n\r\n');
  assert.equal(head.status, 200);
  const refused = await Promise.all([
    raw(opsPort, 'GET /v2/keys HTTP/1.0\r\n\r\n'),
    raw(opsPort, 'POST /v2/check HTTP/1.0\r\nContent-Length: 2\r\n\r\n{}'),
  ]);
  assert.equal(refused[0]!.status, 404, 'keyed routes are not served on the operations listener');
  assert.equal(refused[1]!.status, 405);
});

test('the server stays healthy after every malformed case', async () => {
  const r = await api(server, 'POST', '/v2/check', { body: { type: 'command', value: 'ls' } });
  assert.equal(r.status, 200);
  assert.equal(r.body.level, 'SAFE');
});
