import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, startServer, untilReady } from './support/server.js';

test('acknowledged keys survive kill -9 and restart; the bootstrap key is not re-created', async () => {
  // A dot in the directory's name (like mktemp's /tmp/tmp.XXXX): LMDB must still treat it as a directory.
  const dir = mkdtempSync(join(tmpdir(), 'safegate.durable-'));
  try {
    const first = await startServer({}, dir);
    const created = (await api(first, 'POST', '/v2/keys', { key: first.adminKey, body: { name: 'durable' } })).body;
    await api(first, 'DELETE', `/v2/keys/${(await api(first, 'POST', '/v2/keys', { key: first.adminKey, body: { name: 'gone' } })).body.id}`, { key: first.adminKey });
    await first.stop('SIGKILL');
    const second = await startServer({}, dir);
    try {
      assert.equal(second.stdout(), '', 'no new admin key is printed on restart');
      assert.equal((await api(second, 'POST', '/v2/check', { key: created.key, body: { type: 'url', value: 'x' } })).status, 200);
      assert.equal((await api(second, 'GET', '/v2/keys', { key: first.adminKey })).status, 200);
      const list = (await api(second, 'GET', '/v2/keys', { key: first.adminKey })).body.keys;
      assert.equal(list.find((k: any) => k.name === 'gone').revoked, true);
    } finally {
      await second.stop('SIGKILL');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('ADMIN_API_KEY is honoured as an enterprise admin key and nothing is printed', async () => {
  const key = 'sg_test_0123456789abcdefghijklmnop';
  const server = await startServer({ ADMIN_API_KEY: key });
  try {
    assert.equal(server.stdout(), '');
    const r = await api(server, 'GET', '/v2/keys', { key });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('x-ratelimit-limit'), '1000');
  } finally {
    await server.dispose();
  }
});

test('SIGTERM finishes in-flight requests, flushes usage and exits 0 within 10 s', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-term-'));
  try {
    const server = await startServer({ USAGE_FLUSH_MS: '60000' }, dir);
    const k = (await api(server, 'POST', '/v2/keys', { key: server.adminKey, body: { name: 'flush', tier: 'business' } })).body;
    const inFlight = Promise.all(Array.from({ length: 5 }, () => api(server, 'POST', '/v2/check', { key: k.key, body: { type: 'text', value: 'hello '.repeat(20000) } })));
    // SIGTERM once the server has admitted all five (a request that arrives after it is refused with 503).
    for (let waited = 0; waited < 10_000; waited += 5) {
      if ((await api(server, 'GET', '/v2/health')).body.pool.actions >= 5) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const started = Date.now();
    const code = await server.stop('SIGTERM');
    const replies = await inFlight.catch(() => []);
    assert.equal(code, 0);
    assert.ok(Date.now() - started < 10_000);
    assert.deepEqual(replies.map((r) => r.status), replies.map(() => 200), JSON.stringify(replies.map((r) => r.body)).slice(0, 300));
    // Usage written at shutdown is there after restart.
    const again = await startServer({}, dir);
    try {
      const usage = await api(again, 'GET', `/v2/keys/${k.id}/usage`, { key: server.adminKey });
      assert.equal(usage.body.today.total, replies.length);
    } finally {
      await again.stop('SIGKILL');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a revoked ADMIN_API_KEY stays revoked across restarts with the same environment, and the start warns', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-revoked-admin-'));
  const key = 'sg_live_revokedadminkey0123456789abcd';
  try {
    const first = await startServer({ ADMIN_API_KEY: key }, dir);
    const second = (await api(first, 'POST', '/v2/keys', { key, body: { name: 'second admin', admin: true } })).body;
    const own = (await api(first, 'GET', '/v2/keys', { key })).body.keys.find((k: any) => k.name === 'admin (ADMIN_API_KEY)');
    assert.equal((await api(first, 'DELETE', `/v2/keys/${own.id}`, { key: second.key })).status, 200);
    assert.equal((await api(first, 'GET', '/v2/keys', { key })).status, 401);
    await first.stop('SIGTERM');
    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      const again = await startServer({ ADMIN_API_KEY: key }, dir);
      try {
        assert.equal((await api(again, 'GET', '/v2/keys', { key })).status, 401, 'the revoked key is not re-admitted');
        assert.equal((await api(again, 'POST', '/v2/check', { key, body: { type: 'url', value: 'https://example.com' } })).status, 401);
        const list = (await api(again, 'GET', '/v2/keys', { key: second.key })).body.keys;
        assert.equal(list.filter((k: any) => k.name === 'admin (ADMIN_API_KEY)').length, 1, 'no fresh record was created');
        assert.equal(list.find((k: any) => k.id === own.id).revoked, true);
        assert.equal(again.stdout(), '', 'another admin is active: no bootstrap key is printed');
        const warning = again.stderr().split('\n').find((l) => l.includes('"level":"warn"') && l.includes('ADMIN_API_KEY is a revoked key'));
        assert.ok(warning, again.stderr());
        assert.ok(!warning.includes(key), 'the warning does not echo the secret');
      } finally {
        await again.stop(signal);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SIGTERM under sustained keep-alive load: admitted checks are answered, later ones refused, every 200 counted in usage', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-term-load-'));
  try {
    const server = await startServer({ USAGE_FLUSH_MS: '60000', WORKERS: '1', RATE_LIMITS: JSON.stringify({ business: { perMinute: 10_000_000, perDay: 100_000_000 } }) }, dir);
    const k = (await api(server, 'POST', '/v2/keys', { key: server.adminKey, body: { name: 'load', tier: 'business' } })).body;
    let actions = 0;
    let refused = 0;
    const unexpected: string[] = [];
    let running = true;
    const loop = async (n: number) => {
      const batch = n % 2 === 0;
      const body = batch
        ? { actions: [{ type: 'command', value: 'ls -la' }, { type: 'url', value: 'https://example.com' }, { type: 'text', value: 'hello there' }] }
        : { type: 'text', value: `please summarise this document ${n}` };
      while (running) {
        let res: Response;
        try {
          res = await fetch(`${server.base}${batch ? '/v2/check/batch' : '/v2/check'}`, { method: 'POST', headers: { authorization: `Bearer ${k.key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        } catch {
          return; // the listener is closed: this client is done
        }
        const text = await res.text().catch(() => undefined);
        if (res.status === 200 && text !== undefined) actions += batch ? 3 : 1;
        else if (res.status === 503 && res.headers.get('connection') === 'close' && text?.includes('shutting down')) refused++;
        else unexpected.push(`${res.status} ${text?.slice(0, 120)}`);
      }
    };
    // the worker compiles its tables and warms up before it scores (a busy machine may take many seconds): the load
    // starts once it is ready, and SIGTERM once the load is flowing
    await untilReady(server);
    const clients = Array.from({ length: 16 }, (_, n) => loop(n));
    for (let waited = 0; actions < 300 && waited < 20_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    const before = actions;
    const started = Date.now();
    const code = await server.stop('SIGTERM');
    const took = Date.now() - started;
    running = false;
    await Promise.all(clients);
    assert.equal(code, 0);
    assert.ok(took < 5_000, `the drain took ${took} ms under load`);
    assert.deepEqual(unexpected, []);
    assert.ok(before > 50, `load was running (${before} actions before SIGTERM)`);
    const again = await startServer({}, dir);
    try {
      const usage = await api(again, 'GET', `/v2/keys/${k.id}/usage`, { key: server.adminKey });
      assert.equal(usage.body.today.total, actions, `usage counts every acknowledged action (${refused} refused while draining)`);
    } finally {
      await again.stop('SIGKILL');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
