import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, startServer, type RunningServer } from './support/server.js';
import { FAST_WEBHOOKS, startReceiver, type Receiver } from './support/receiver.js';

let server: RunningServer;
let receiver: Receiver;

before(async () => {
  receiver = await startReceiver();
  server = await startServer({ ...FAST_WEBHOOKS, WEBHOOK_MAX_PER_ACCOUNT: '3' });
});
after(async () => {
  await server.dispose();
  await receiver.close();
});

/** A key of a fresh account. */
async function newAccount(name = 'hooks'): Promise<{ id: string; key: string }> {
  const r = await api(server, 'POST', '/v2/keys', { key: server.adminKey, body: { name, tier: 'enterprise' } });
  assert.equal(r.status, 201);
  return r.body;
}

const SPEC_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

test('health reports events: true', async () => {
  const r = await api(server, 'GET', '/v2/health');
  assert.equal(r.body.events, true);
});

test('POST answers 201 with id, url, events (default [danger]), active and created_at; the secret never comes back', async () => {
  const { key } = await newAccount();
  const r = await api(server, 'POST', '/v2/webhooks', { key, body: { url: receiver.url(), secret: 'very-secret-value' } });
  assert.equal(r.status, 201);
  assert.match(r.body.id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  assert.equal(r.body.url, receiver.url());
  assert.deepEqual(r.body.events, ['danger']);
  assert.equal(r.body.active, true);
  assert.match(r.body.created_at, SPEC_TIME);
  assert.ok(Math.abs(Date.parse(`${r.body.created_at.replace(' ', 'T')}Z`) - Date.now()) < 60_000, 'created_at is UTC now');
  assert.equal(r.body.last_triggered_at, null);
  assert.equal(r.body.failure_count, 0);
  assert.equal(r.body.has_secret, true);
  assert.equal(r.body.secret, undefined);
  const list = await api(server, 'GET', '/v2/webhooks', { key });
  assert.equal(list.status, 200);
  assert.equal(list.body.webhooks.length, 1);
  assert.equal(list.body.webhooks[0].failure_count, 0);
  assert.ok('last_triggered_at' in list.body.webhooks[0]);
  const put = await api(server, 'PUT', `/v2/webhooks/${r.body.id}`, { key, body: { secret: 'another-secret' } });
  for (const body of [list.body, put.body, (await api(server, 'GET', `/v2/webhooks/${r.body.id}`, { key })).body]) {
    const text = JSON.stringify(body);
    assert.ok(!text.includes('very-secret-value') && !text.includes('another-secret') && !text.includes('"secret"'), text);
  }
});

test('PUT changes only the fields present; secret null removes it; an empty PUT is 400', async () => {
  const { key } = await newAccount();
  const created = (await api(server, 'POST', '/v2/webhooks', { key, body: { url: receiver.url('/a'), events: ['danger', 'caution'], secret: 's1' } })).body;
  const moved = await api(server, 'PUT', `/v2/webhooks/${created.id}`, { key, body: { url: receiver.url('/b') } });
  assert.equal(moved.status, 200);
  assert.equal(moved.body.url, receiver.url('/b'));
  assert.deepEqual(moved.body.events, ['danger', 'caution']);
  assert.equal(moved.body.has_secret, true);
  assert.equal(moved.body.created_at, created.created_at);
  const events = await api(server, 'PUT', `/v2/webhooks/${created.id}`, { key, body: { events: ['all', 'all'] } });
  assert.deepEqual(events.body.events, ['all']);
  assert.equal(events.body.url, receiver.url('/b'));
  const unsigned = await api(server, 'PUT', `/v2/webhooks/${created.id}`, { key, body: { secret: null } });
  assert.equal(unsigned.body.has_secret, false);
  const paused = await api(server, 'PUT', `/v2/webhooks/${created.id}`, { key, body: { active: false } });
  assert.equal(paused.body.active, false);
  const empty = await api(server, 'PUT', `/v2/webhooks/${created.id}`, { key, body: {} });
  assert.equal(empty.status, 400);
  assert.equal(empty.body.code, 'INVALID_REQUEST');
});

test('bad bodies are 400 naming the field', async () => {
  const { key } = await newAccount();
  const cases: Array<[unknown, RegExp]> = [
    [{}, /url/],
    [{ url: 42 }, /url/],
    [{ url: 'not a url' }, /url/],
    [{ url: 'ftp://example.com/x' }, /url: scheme/],
    [{ url: 'javascript:alert(1)' }, /url/],
    [{ url: 'http://user:pw@example.com/x' }, /url: credentials/],
    [{ url: receiver.url(), events: [] }, /events/],
    [{ url: receiver.url(), events: ['danger', 'loud'] }, /events/],
    [{ url: receiver.url(), events: 'danger' }, /events/],
    [{ url: receiver.url(), secret: '' }, /secret/],
    [{ url: receiver.url(), secret: 7 }, /secret/],
    [{ url: 'x'.repeat(3000) }, /url/],
  ];
  for (const [body, field] of cases) {
    const r = await api(server, 'POST', '/v2/webhooks', { key, body });
    assert.equal(r.status, 400, JSON.stringify(body).slice(0, 80));
    assert.equal(r.body.code, 'INVALID_REQUEST');
    assert.match(r.body.error, field);
  }
  const notJson = await api(server, 'POST', '/v2/webhooks', { key, body: '{"url":' });
  assert.equal(notJson.status, 400);
  const created = (await api(server, 'POST', '/v2/webhooks', { key, body: { url: receiver.url() } })).body;
  const badPut = await api(server, 'PUT', `/v2/webhooks/${created.id}`, { key, body: { active: 'yes' } });
  assert.equal(badPut.status, 400);
  assert.match(badPut.body.error, /active/);
});

test('every route needs a key; another account sees 404 for every id and an empty list', async () => {
  const owner = await newAccount('owner');
  const other = await newAccount('other');
  const hook = (await api(server, 'POST', '/v2/webhooks', { key: owner.key, body: { url: receiver.url() } })).body;
  for (const [method, path] of [['GET', '/v2/webhooks'], ['POST', '/v2/webhooks'], ['PUT', `/v2/webhooks/${hook.id}`], ['DELETE', `/v2/webhooks/${hook.id}`], ['POST', `/v2/webhooks/${hook.id}/test`]] as const) {
    const r = await api(server, method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : { url: receiver.url() } });
    assert.equal(r.status, 401, `${method} ${path}`);
    assert.equal(r.body.code, 'UNAUTHORIZED');
  }
  assert.deepEqual((await api(server, 'GET', '/v2/webhooks', { key: other.key })).body, { webhooks: [] });
  for (const [method, path, body] of [['GET', `/v2/webhooks/${hook.id}`, undefined], ['PUT', `/v2/webhooks/${hook.id}`, { active: false }], ['DELETE', `/v2/webhooks/${hook.id}`, undefined], ['POST', `/v2/webhooks/${hook.id}/test`, undefined]] as const) {
    const r = await api(server, method, path, { key: other.key, body });
    assert.equal(r.status, 404, `${method} ${path}`);
    assert.equal(r.body.code, 'NOT_FOUND');
  }
  assert.equal(receiver.received.filter((d) => d.json?.event === 'test').length, 0, 'the other account could not trigger a test');
  const still = await api(server, 'GET', `/v2/webhooks/${hook.id}`, { key: owner.key });
  assert.equal(still.body.active, true);
  assert.equal((await api(server, 'GET', '/v2/webhooks/not-a-webhook', { key: owner.key })).status, 404);
});

test('DELETE removes the webhook; a second DELETE is 404', async () => {
  const { key } = await newAccount();
  const hook = (await api(server, 'POST', '/v2/webhooks', { key, body: { url: receiver.url() } })).body;
  const del = await api(server, 'DELETE', `/v2/webhooks/${hook.id}`, { key });
  assert.equal(del.status, 200);
  assert.deepEqual(del.body, { id: hook.id, deleted: true });
  assert.equal((await api(server, 'DELETE', `/v2/webhooks/${hook.id}`, { key })).status, 404);
  assert.deepEqual((await api(server, 'GET', '/v2/webhooks', { key })).body.webhooks, []);
});

test('the per-account limit (WEBHOOK_MAX_PER_ACCOUNT) answers 409 CONFLICT; deleting frees a place', async () => {
  const { key } = await newAccount();
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push((await api(server, 'POST', '/v2/webhooks', { key, body: { url: receiver.url(`/${i}`) } })).body.id);
  const over = await api(server, 'POST', '/v2/webhooks', { key, body: { url: receiver.url('/4') } });
  assert.equal(over.status, 409);
  assert.equal(over.body.code, 'CONFLICT');
  assert.match(over.body.error, /3 webhooks/);
  await api(server, 'DELETE', `/v2/webhooks/${ids[0]}`, { key });
  assert.equal((await api(server, 'POST', '/v2/webhooks', { key, body: { url: receiver.url('/4') } })).status, 201);
});

test('POST /:id/test sends event test and answers {sent, status} with what the receiver said', async () => {
  const { key } = await newAccount();
  const hook = (await api(server, 'POST', '/v2/webhooks', { key, body: { url: receiver.url('/tested'), secret: 'test-secret' } })).body;
  receiver.answer = (d) => ({ status: d.path === '/tested' ? 201 : 200 });
  const ok = await api(server, 'POST', `/v2/webhooks/${hook.id}/test`, { key });
  assert.equal(ok.status, 200);
  assert.deepEqual(ok.body, { sent: true, status: 201 });
  const [d] = await receiver.waitFor(1, 2000, (x) => x.path === '/tested');
  assert.equal(d!.json.event, 'test');
  assert.equal(d!.headers['x-service-event'], 'test');
  assert.match(String(d!.headers['x-service-signature']), /^sha256=[0-9a-f]{64}$/);
  assert.match(d!.json.timestamp, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  const after1 = (await api(server, 'GET', `/v2/webhooks/${hook.id}`, { key })).body;
  assert.match(after1.last_triggered_at, SPEC_TIME);
  receiver.answer = () => ({ status: 500 });
  const bad = await api(server, 'POST', `/v2/webhooks/${hook.id}/test`, { key });
  assert.deepEqual(bad.body, { sent: false, status: 500 });
  assert.equal((await api(server, 'GET', `/v2/webhooks/${hook.id}`, { key })).body.failure_count, 1);
  receiver.answer = () => ({ status: 200 });
  const dead = (await api(server, 'POST', '/v2/webhooks', { key, body: { url: 'http://127.0.0.1:1/closed' } })).body;
  const refused = await api(server, 'POST', `/v2/webhooks/${dead.id}/test`, { key });
  assert.equal(refused.status, 200);
  assert.equal(refused.body.sent, false);
  assert.equal(refused.body.status, 0);
  assert.equal(typeof refused.body.error, 'string');
});

test('the secret is stored (it signs every delivery) although no reply shows it', async () => {
  const { key } = await newAccount();
  await api(server, 'POST', '/v2/webhooks', { key, body: { url: receiver.url(), secret: 'stored-for-signing-0123' } });
  const files = readdirSync(server.dataDir).map((f) => readFileSync(join(server.dataDir, f)).toString('latin1'));
  assert.ok(files.some((f) => f.includes('stored-for-signing-0123')), 'the secret is kept to sign deliveries');
});
