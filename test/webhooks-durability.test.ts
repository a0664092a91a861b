import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, startServer, type RunningServer } from './support/server.js';
import { FAST_WEBHOOKS, startReceiver, type Receiver } from './support/receiver.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ids = (r: Receiver) => r.received.map((d) => String(d.headers['webhook-id']));

/** A data directory, a receiver and a first server with one webhook subscribed to all levels. */
async function setUp(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-outbox-'));
  const receiver = await startReceiver();
  const first = await startServer({ ...FAST_WEBHOOKS, ...env }, dir);
  const key = (await api(first, 'POST', '/v2/keys', { key: first.adminKey, body: { name: 'outbox', tier: 'enterprise' } })).body.key as string;
  const webhook = (await api(first, 'POST', '/v2/webhooks', { key, body: { url: receiver.url(), events: ['all'] } })).body;
  const cleanUp = async (...servers: RunningServer[]) => {
    for (const s of servers) await s.stop('SIGKILL');
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { dir, receiver, first, key, webhook, cleanUp };
}

const check = (server: RunningServer, key: string, i: number) => api(server, 'POST', '/v2/check', { key, body: { type: 'text', value: `note number ${i}` } });

test('deliveries in the outbox survive kill -9 and are sent after restart, with the same ids', async () => {
  const { dir, receiver, first, key, cleanUp } = await setUp({ WEBHOOK_PER_WEBHOOK_CONCURRENCY: '1', WEBHOOK_TIMEOUT_MS: '10000' });
  let second: RunningServer | undefined;
  try {
    receiver.answer = () => ({ hang: true });
    for (let i = 0; i < 5; i++) assert.equal((await check(first, key, i)).status, 200);
    await receiver.waitFor(1, 3000);
    await sleep(400); // the outbox write follows the reply by a few milliseconds (more on a loaded machine)
    const hungId = ids(receiver)[0];
    await first.stop('SIGKILL');
    receiver.answer = () => ({ status: 200 });
    second = await startServer(FAST_WEBHOOKS, dir);
    await receiver.waitFor(6, 8000);
    const after = ids(receiver).slice(1);
    assert.equal(new Set(after).size, 5, 'all five deliveries arrive after the restart');
    assert.ok(after.includes(hungId!), 'the attempt cut off by the crash is repeated under its id (receivers de-duplicate)');
    const hashes = receiver.received.slice(1).map((d) => d.json.value_hash).sort();
    const expected = [0, 1, 2, 3, 4].map((i) => createHash('sha256').update(`note number ${i}`).digest('hex')).sort();
    assert.deepEqual(hashes, expected);
    await sleep(100);
    assert.equal(receiver.received.length, 6, 'each delivered once after the restart');
  } finally {
    await cleanUp(...(second ? [second] : []));
  }
});

test('SIGTERM lets in-flight attempts finish and leaves the rest queued for the next start', async () => {
  const { dir, receiver, first, key, webhook, cleanUp } = await setUp({ WEBHOOK_PER_WEBHOOK_CONCURRENCY: '1' });
  let second: RunningServer | undefined;
  try {
    receiver.answer = () => ({ status: 200, delayMs: 700 });
    for (let i = 0; i < 4; i++) await check(first, key, i);
    await receiver.waitFor(1, 3000);
    const started = Date.now();
    assert.equal(await first.stop('SIGTERM'), 0);
    assert.ok(Date.now() - started >= 500, 'shutdown waited for the attempt in flight');
    const beforeRestart = ids(receiver);
    assert.equal(beforeRestart.length, 1, 'no new attempt starts once shutdown began');
    receiver.answer = () => ({ status: 200 });
    second = await startServer(FAST_WEBHOOKS, dir);
    await receiver.waitFor(4, 8000);
    await sleep(150);
    const all = ids(receiver);
    assert.equal(all.length, 4, 'the finished attempt is not sent again');
    assert.equal(new Set(all).size, 4);
    const state = (await api(second, 'GET', `/v2/webhooks/${webhook.id}`, { key })).body;
    assert.equal(state.pending_deliveries, 0);
    assert.equal(state.failure_count, 0);
  } finally {
    await cleanUp(...(second ? [second] : []));
  }
});

test('a full outbox drops its oldest pending deliveries, counts them, and never refuses a check', async () => {
  const { receiver, first, key, webhook, cleanUp } = await setUp({ WEBHOOK_OUTBOX_MAX: '5', WEBHOOK_PER_WEBHOOK_CONCURRENCY: '1', WEBHOOK_TIMEOUT_MS: '800' });
  try {
    receiver.answer = (_d, n) => (n === 0 ? { hang: true } : { status: 200 });
    await check(first, key, 0);
    await receiver.waitFor(1, 3000); // delivery 0 is in flight and hangs
    const batch = Array.from({ length: 20 }, (_, i) => ({ type: 'text', value: `note number ${i + 1}` }));
    const r = await api(first, 'POST', '/v2/check/batch', { key, body: { actions: batch } });
    assert.equal(r.status, 200);
    assert.equal(r.body.results.length, 20);
    const deadline = Date.now() + 3000;
    let full = (await api(first, 'GET', `/v2/webhooks/${webhook.id}`, { key })).body;
    while (full.dropped_deliveries < 16 && Date.now() < deadline) {
      await sleep(20);
      full = (await api(first, 'GET', `/v2/webhooks/${webhook.id}`, { key })).body;
    }
    assert.equal(full.pending_deliveries, 5, 'the bound holds');
    assert.equal(full.dropped_deliveries, 16, '21 queued, 5 kept');
    // The oldest went first, the hanging one in flight included (its attempt then changes nothing): the newest five
    // of the batch are what is left to deliver.
    await receiver.waitFor(6, 8000);
    await sleep(1000);
    const delivered = receiver.received.slice(1).map((d) => d.json.value_hash);
    const hash = (i: number) => createHash('sha256').update(`note number ${i}`).digest('hex');
    assert.deepEqual(delivered.sort(), [16, 17, 18, 19, 20].map(hash).sort());
  } finally {
    await cleanUp(first);
  }
});
