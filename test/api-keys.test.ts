import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let admin: string;

before(async () => {
  server = await startServer();
  admin = server.adminKey;
});
after(async () => server.dispose());

test('first start prints an administrative key once', async () => {
  assert.match(admin, /^sg_live_[A-Za-z0-9_-]{32}$/);
  const r = await api(server, 'GET', '/v2/keys', { key: admin });
  assert.equal(r.status, 200);
  assert.equal(r.body.keys.filter((k: any) => k.admin).length, 1);
});

test('POST /v2/keys answers 201 with the full key once; list and usage never show it', async () => {
  const r = await api(server, 'POST', '/v2/keys', { key: admin, body: { name: 'ci runner', tier: 'developer' } });
  assert.equal(r.status, 201);
  assert.match(r.body.key, /^sg_live_[A-Za-z0-9_-]{32}$/);
  assert.equal(r.body.name, 'ci runner');
  assert.equal(r.body.tier, 'developer');
  assert.match(r.body.id, /^key_/);
  assert.ok(!Number.isNaN(Date.parse(r.body.created_at)) && r.body.created_at.endsWith('Z'));
  const list = await api(server, 'GET', '/v2/keys', { key: admin });
  const listed = list.body.keys.find((k: any) => k.id === r.body.id);
  assert.ok(listed);
  assert.equal(listed.key, undefined);
  assert.ok(!JSON.stringify(list.body).includes(r.body.key));
  const test = await api(server, 'POST', '/v2/keys', { key: admin, body: { name: 'staging', tier: 'business', environment: 'test' } });
  assert.match(test.body.key, /^sg_test_/);
});

test('keys are stored only as hashes: the secret appears nowhere in DATA_DIR', async () => {
  const r = await api(server, 'POST', '/v2/keys', { key: admin, body: { name: 'secret check' } });
  const secret = r.body.key as string;
  const files = readdirSync(server.dataDir).map((f) => readFileSync(join(server.dataDir, f)));
  for (const content of files) assert.equal(content.indexOf(secret.slice(8)), -1);
});

test('non-admin keys get 403 on key management; bad or missing keys get 401', async () => {
  const dev = (await api(server, 'POST', '/v2/keys', { key: admin, body: { name: 'plain' } })).body;
  for (const [method, path] of [['GET', '/v2/keys'], ['POST', '/v2/keys'], ['DELETE', `/v2/keys/${dev.id}`]] as const) {
    const r = await api(server, method, path, { key: dev.key, body: method === 'POST' ? { name: 'x' } : undefined });
    assert.equal(r.status, 403, `${method} ${path}`);
    assert.equal(r.body.code, 'FORBIDDEN');
  }
  const none = await api(server, 'GET', '/v2/keys');
  assert.equal(none.status, 401);
  assert.equal(none.body.code, 'UNAUTHORIZED');
  for (const bad of ['sg_live_doesnotexistdoesnotexist00', 'not-a-key', `${dev.key}x`]) {
    const r = await api(server, 'POST', '/v2/check', { key: bad, body: { type: 'url', value: 'https://example.com' } });
    assert.equal(r.status, 401, bad);
    assert.equal(r.body.code, 'UNAUTHORIZED');
  }
  const malformedHeader = await api(server, 'POST', '/v2/check', { headers: { authorization: 'Basic abc' }, body: { type: 'url', value: 'x' } });
  assert.equal(malformedHeader.status, 401);
});

test('validation of key creation names the field', async () => {
  for (const [body, field] of [[{}, /name/], [{ name: '' }, /name/], [{ name: 'a', tier: 'gold' }, /tier/], [{ name: 'a', environment: 'prod' }, /environment/], [{ name: 'a', account_id: 'acct_nope' }, /account_id/]] as const) {
    const r = await api(server, 'POST', '/v2/keys', { key: admin, body });
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.match(r.body.error, field);
  }
});

test('an admin may add a key to an existing account; other accounts cannot read its usage', async () => {
  const first = (await api(server, 'POST', '/v2/keys', { key: admin, body: { name: 'team a' } })).body;
  const second = (await api(server, 'POST', '/v2/keys', { key: admin, body: { name: 'team a 2', account_id: first.account_id } })).body;
  const other = (await api(server, 'POST', '/v2/keys', { key: admin, body: { name: 'team b' } })).body;
  assert.equal(second.account_id, first.account_id);
  assert.notEqual(other.account_id, first.account_id);
  assert.equal((await api(server, 'GET', `/v2/keys/${first.id}/usage`, { key: second.key })).status, 200);
  const foreign = await api(server, 'GET', `/v2/keys/${first.id}/usage`, { key: other.key });
  assert.equal(foreign.status, 404);
});

test('usage counts today\'s checks by type, batches per action', async () => {
  const k = (await api(server, 'POST', '/v2/keys', { key: admin, body: { name: 'usage', tier: 'business' } })).body;
  await api(server, 'POST', '/v2/check', { key: k.key, body: { type: 'url', value: 'https://example.com' } });
  await api(server, 'POST', '/v2/check/command', { key: k.key, body: { command: 'ls' } });
  await api(server, 'POST', '/v2/check/batch', { key: k.key, body: { actions: [{ type: 'url', value: 'a' }, { type: 'query', value: 'SELECT 1' }] } });
  const r = await api(server, 'GET', `/v2/keys/${k.id}/usage`, { key: admin });
  assert.equal(r.status, 200);
  assert.equal(r.body.key_id, k.id);
  assert.equal(r.body.today.total, 4);
  assert.deepEqual(r.body.today.by_type, { url: 2, command: 1, query: 1 });
  assert.equal((await api(server, 'GET', '/v2/keys/key_missing/usage', { key: admin })).status, 404);
});

test('revocation takes effect on the very next request', async () => {
  const k = (await api(server, 'POST', '/v2/keys', { key: admin, body: { name: 'short-lived' } })).body;
  assert.equal((await api(server, 'POST', '/v2/check', { key: k.key, body: { type: 'url', value: 'x' } })).status, 200);
  const del = await api(server, 'DELETE', `/v2/keys/${k.id}`, { key: admin });
  assert.equal(del.status, 200);
  assert.equal(del.body.revoked, true);
  const after = await api(server, 'POST', '/v2/check', { key: k.key, body: { type: 'url', value: 'x' } });
  assert.equal(after.status, 401);
  assert.equal((await api(server, 'DELETE', '/v2/keys/key_unknown', { key: admin })).status, 404);
  const listed = (await api(server, 'GET', '/v2/keys', { key: admin })).body.keys.find((x: any) => x.id === k.id);
  assert.equal(listed.revoked, true);
});

test('the last administrative key cannot be revoked', async () => {
  const list = (await api(server, 'GET', '/v2/keys', { key: admin })).body.keys;
  const adminId = list.find((k: any) => k.admin && !k.revoked).id;
  const r = await api(server, 'DELETE', `/v2/keys/${adminId}`, { key: admin });
  assert.equal(r.status, 409);
  assert.equal(r.body.code, 'CONFLICT');
});
