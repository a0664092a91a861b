import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { connect } from 'node:net';
import { api, startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
before(async () => { server = await startServer({ METRICS_PORT: '0' }); });
after(async () => server.dispose());

/** Polls until `ok` holds (the pool answers its first probe once its worker has compiled the rule tables: seconds on a busy machine). */
async function eventually(ok: () => Promise<boolean>, ms = 30_000): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail('condition not reached in time');
}

test('GET /v2/ready answers 200 once the pool has answered a probe and the store is open', async () => {
  await eventually(async () => (await api(server, 'GET', '/v2/ready')).status === 200);
  const r = await api(server, 'GET', '/v2/ready');
  assert.deepEqual(r.body, { ready: true, pool: true, store: true });
  // Never limited and needs no key, like health.
  assert.equal((await api(server, 'GET', '/v2/ready', { key: undefined })).status, 200);
});

test('ready is served over HTTP/1.0 on the operations listener', async () => {
  await eventually(async () => (await api(server, 'GET', '/v2/ready')).status === 200);
  const opsPort = Number(/"msg":"operations listener"[^\n]*"port":(\d+)/.exec(server.stderr())?.[1]);
  const text = await new Promise<string>((done) => {
    const s = connect(opsPort, '127.0.0.1');
    let got = '';
    s.on('data', (d) => { got += d.toString(); });
    s.on('close', () => done(got));
    s.write('GET /v2/ready HTTP/1.0\r\n\r\n');
  });
  assert.match(text, /^HTTP\/1\.1 200/);
  assert.match(text, /"ready":true/);
});

test('while shutting down, ready (like every new request on an open connection) is 503, and an admitted request still finishes', async () => {
  const other = await startServer();
  try {
    await eventually(async () => (await api(other, 'GET', '/v2/ready')).status === 200);
    const open = (): Promise<{ write: (s: string) => void; text: () => string; close: () => void }> => new Promise((ok) => {
      const socket = connect(other.port, '127.0.0.1');
      let got = '';
      socket.on('data', (d) => { got += d.toString(); });
      socket.on('error', () => undefined);
      socket.once('connect', () => ok({ write: (x) => socket.write(x), text: () => got, close: () => socket.destroy() }));
    });
    const probe = await open();
    probe.write('GET /v2/ready HTTP/1.1\r\nHost: x\r\n\r\n');
    await eventually(async () => probe.text().includes('"ready":true'));
    // An admitted check whose body is still arriving keeps the drain going.
    const body = JSON.stringify({ type: 'command', value: 'ls -la' });
    const upload = await open();
    upload.write(`POST /v2/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 1000));
    const stopped = other.stop('SIGTERM');
    // Ask again until the server has taken the signal (a loaded machine may take a moment).
    for (let sent = 0; sent < 50 && !/HTTP\/1\.1 503/.test(probe.text()); sent++) {
      const seen = probe.text().length;
      probe.write('GET /v2/ready HTTP/1.1\r\nHost: x\r\n\r\n');
      await eventually(async () => probe.text().length > seen, 5_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.match(probe.text(), /shutting down/);
    assert.match(probe.text().slice(probe.text().indexOf('HTTP/1.1 503')), /Connection: close/i);
    upload.write(body.slice(10));
    await eventually(async () => /"level":"SAFE"/.test(upload.text()), 5_000);
    assert.match(upload.text(), /^HTTP\/1\.1 200/);
    assert.match(upload.text(), /Connection: close/i);
    assert.equal(await stopped, 0);
    probe.close();
    upload.close();
  } finally {
    await other.dispose();
  }
});

test('the front thread never loads the engine: no module reachable from main.js imports engine/engine.js', () => {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.[^'"]+)['"]/g)) walk(join(dirname(file), m[1]!));
    for (const m of source.matchAll(/(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]/g)) walk(join(dirname(file), m[1]!));
  };
  walk(resolve('dist/src/main.js'));
  assert.ok(seen.size > 20, `walked ${seen.size} modules`);
  assert.ok(seen.has(resolve('dist/src/routes/health.js')));
  assert.ok(![...seen].some((f) => f.endsWith('/engine/engine.js')), [...seen].filter((f) => f.includes('/engine/')).join('\n'));
});
