import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { peekDb } from './support/lmdb-peek.js';
import { api, startServer, type RunningServer } from './support/server.js';

const HASH = createHash('sha256').update('rm -rf /').digest('hex');
let server: RunningServer;
let key: { key: string; account_id: string };

before(async () => {
  server = await startServer({ TELEMETRY_RETENTION: '3s', FEED_CACHE_SECONDS: '1' });
  key = (await api(server, 'POST', '/v2/keys', { key: server.adminKey, body: { name: 'reporter' } })).body;
});
after(async () => server.dispose());

const report = (body: unknown, k: string | null = key.key) => api(server, 'POST', '/v2/telemetry', { key: k ?? undefined, body });

test('telemetry needs a key', async () => {
  const r = await report({ type: 'command', value_hash: HASH, score: 9, level: 'DANGER' }, null);
  assert.equal(r.status, 401);
  assert.equal(r.body.code, 'UNAUTHORIZED');
});

test('every field is validated and a violation names it', async () => {
  const good = { type: 'command', value_hash: HASH, score: 9, level: 'DANGER' };
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ ...good, type: 'shell' }, /^type: unknown action type/],
    [{ ...good, type: undefined }, /^type: required/],
    [{ ...good, value_hash: HASH.toUpperCase() }, /^value_hash:/],
    [{ ...good, value_hash: HASH.slice(1) }, /^value_hash:/],
    [{ ...good, value_hash: 'rm -rf /' }, /^value_hash:/],
    [{ ...good, score: 11 }, /^score:/],
    [{ ...good, score: -1 }, /^score:/],
    [{ ...good, score: '9' }, /^score:/],
    [{ ...good, level: 'HIGH' }, /^level:/],
    [{ ...good, score: 4 }, /^level: DANGER does not match score 4/],
    [{ ...good, score: 2, level: 'CAUTION' }, /^level: CAUTION does not match score 2/],
  ];
  for (const [body, message] of cases) {
    const r = await report(body);
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.equal(r.body.code, 'INVALID_REQUEST');
    assert.match(r.body.error, message, JSON.stringify(body));
  }
  assert.equal((await report('[1,2]')).status, 400);
  assert.equal((await report('not json')).status, 400);
});

test('an accepted report is acknowledged with an id, stored with only its fields, and counted in the account\'s own stats only', async () => {
  const r = await report({ action_type: 'url', value_hash: HASH, score: 3, level: 'CAUTION', reasons: ['secret raw text'], sdk_version: '0.10.0' });
  assert.equal(r.status, 201);
  assert.match(r.body.id, /^tel_[A-Za-z0-9_-]{16}$/);
  assert.equal(r.body.accepted, true);
  const stored = peekDb(server.dataDir, 'telemetry').map((x) => x.value);
  const mine = stored.find((v) => v.id === r.body.id);
  assert.ok(mine, 'committed before the acknowledgement');
  assert.deepEqual(Object.keys(mine).sort(), ['account_id', 'id', 'level', 'received_at', 'score', 'type', 'value_hash']);
  assert.deepEqual({ type: mine.type, score: mine.score, level: mine.level, account: mine.account_id }, { type: 'url', score: 3, level: 'CAUTION', account: key.account_id });
  assert.ok(!JSON.stringify(stored).includes('secret raw text'));
  const own = await api(server, 'GET', '/v2/threat-feed/stats', { key: key.key });
  assert.equal(own.body.account.windows.hour.telemetry.reports, 1);
  assert.deepEqual(own.body.account.windows.hour.telemetry.by_type, { url: { SAFE: 0, CAUTION: 1, DANGER: 0 } });
  const other = (await api(server, 'POST', '/v2/keys', { key: server.adminKey, body: { name: 'other' } })).body;
  const theirs = await api(server, 'GET', '/v2/threat-feed/stats', { key: other.key });
  assert.equal(theirs.body.account.windows.hour.telemetry.reports, 0);
  await new Promise((res) => setTimeout(res, 1100));
  const global = await api(server, 'GET', '/v2/threat-feed/stats');
  assert.equal(global.body.global.hour.checks, 0, 'telemetry never enters the global figures');
});

test('records are deleted once the retention (TELEMETRY_RETENTION=3s here) has passed', async () => {
  const r = await report({ type: 'command', value_hash: HASH, score: 9, level: 'DANGER' });
  assert.equal(r.status, 201);
  assert.ok(peekDb(server.dataDir, 'telemetry').some((x) => x.value.id === r.body.id));
  const deadline = Date.now() + 8000;
  while (Date.now() < deadline && peekDb(server.dataDir, 'telemetry').some((x) => x.value.id === r.body.id)) await new Promise((res) => setTimeout(res, 250));
  assert.ok(!peekDb(server.dataDir, 'telemetry').some((x) => x.value.id === r.body.id), 'the record is gone after its retention');
  assert.ok(Date.now() - Date.parse(r.body.received_at) >= 3000, 'and not before it');
});

test('TELEMETRY_RETENTION must be a duration', async () => {
  await assert.rejects(startServer({ TELEMETRY_RETENTION: 'forever' }), /TELEMETRY_RETENTION/);
});
