import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ActivatedPolicy, DeletedPolicy, PolicyList, PolicyView } from '../src/schemas/policies.js';
import { activePolicy as activate, checkAs, newAccount as account } from './support/policies.js';
import { api, startServer, type RunningServer } from './support/server.js';

let server: RunningServer;

before(async () => {
  server = await startServer();
});
after(async () => server.dispose());

const newAccount = (name?: string) => account(server, name);
const activePolicy = (key: string, body: Record<string, unknown>, on: { base: string } = server) => activate(on, key, body);
const check = (key: string | undefined, type: string, value: string, on: { base: string } = server) => checkAs(on, key, type, value);

/** Replies match the schemas the OpenAPI document publishes for them. */
const shapes = { view: TypeCompiler.Compile(PolicyView), list: TypeCompiler.Compile(PolicyList), activated: TypeCompiler.Compile(ActivatedPolicy), deleted: TypeCompiler.Compile(DeletedPolicy) };

test('create, list, read, update and activate a policy; exactly one is active and the record says which', async () => {
  const key = await newAccount();
  const a = await api(server, 'POST', '/v2/policies', { key, body: { name: 'first', mode: 'strict', allowlist: ['*.corp.example'], blocklist: ['*.tk'] } });
  assert.equal(a.status, 201);
  assert.match(a.body.id, /^pol_/);
  assert.deepEqual([a.body.name, a.body.mode, a.body.allowlist, a.body.blocklist, a.body.active], ['first', 'strict', ['*.corp.example'], ['*.tk'], false]);
  assert.equal(a.body.actionTypes.length, 18);
  // the SDK's `level` is mode
  const b = await api(server, 'POST', '/v2/policies', { key, body: { name: 'second', level: 'permissive' } });
  assert.equal(b.body.mode, 'permissive');
  const listed = await api(server, 'GET', '/v2/policies', { key });
  assert.deepEqual(listed.body.policies.map((p: any) => p.name), ['first', 'second']);
  assert.equal(listed.body.active, null);

  const put = await api(server, 'PUT', `/v2/policies/${a.body.id}`, { key, body: { blocklist: ['*.zip'] } });
  assert.equal(put.status, 200);
  assert.deepEqual([put.body.name, put.body.mode, put.body.allowlist, put.body.blocklist], ['first', 'strict', ['*.corp.example'], ['*.zip']]);
  assert.equal(put.body.revision, 2);
  const empty = await api(server, 'PUT', `/v2/policies/${a.body.id}`, { key, body: {} });
  assert.deepEqual([empty.status, empty.body.revision, empty.body.blocklist], [200, 2, ['*.zip']]);

  const act = await api(server, 'PUT', `/v2/policies/${a.body.id}/activate`, { key });
  assert.equal(act.status, 200);
  assert.equal(act.body.ok, true);
  assert.equal(act.body.active, true);
  // POST activates too (the Surfinguard SDK sends POST with {}), and deactivates the other
  const actB = await api(server, 'POST', `/v2/policies/${b.body.id}/activate`, { key, body: {} });
  assert.equal(actB.status, 200);
  const after = (await api(server, 'GET', '/v2/policies', { key })).body;
  assert.deepEqual(after.policies.map((p: any) => p.active), [false, true]);
  assert.ok(shapes.view.Check(a.body) && shapes.view.Check(put.body) && shapes.activated.Check(actB.body) && shapes.list.Check(after), 'replies match their documented schemas');
  assert.equal(after.active, b.body.id);
  assert.equal((await api(server, 'GET', `/v2/policies/${a.body.id}`, { key })).body.active, false);
  assert.equal((await api(server, 'GET', `/v2/policies/${b.body.id}`, { key })).body.active, true);
});

test('concurrent activations leave exactly one active policy', async () => {
  const key = await newAccount();
  const ids: string[] = [];
  for (let i = 0; i < 6; i++) ids.push((await api(server, 'POST', '/v2/policies', { key, body: { name: `p${i}` } })).body.id);
  const replies = await Promise.all(ids.map((id) => api(server, 'PUT', `/v2/policies/${id}/activate`, { key })));
  assert.ok(replies.every((r) => r.status === 200));
  const list = (await api(server, 'GET', '/v2/policies', { key })).body.policies;
  assert.equal(list.filter((p: any) => p.active).length, 1);
});

test('policies need a key (401), belong to one account (404 elsewhere), and unknown ids are 404', async () => {
  const owner = await newAccount('owner');
  const other = await newAccount('other');
  const p = await activePolicy(owner, { blocklist: ['*.tk'] });
  assert.equal((await api(server, 'GET', '/v2/policies')).status, 401);
  assert.equal((await api(server, 'POST', '/v2/policies', { body: { name: 'x' } })).status, 401);
  for (const [method, path, body] of [
    ['GET', `/v2/policies/${p.id}`, undefined], ['PUT', `/v2/policies/${p.id}`, { name: 'stolen' }],
    ['PUT', `/v2/policies/${p.id}/activate`, undefined], ['POST', `/v2/policies/${p.id}/activate`, {}], ['DELETE', `/v2/policies/${p.id}`, undefined],
    ['GET', '/v2/policies/pol_doesnotexist', undefined],
  ] as const) {
    const r = await api(server, method, path, { key: other, body });
    assert.equal(r.status, 404, `${method} ${path}`);
    assert.equal(r.body.code, 'NOT_FOUND');
  }
  assert.deepEqual((await api(server, 'GET', '/v2/policies', { key: other })).body.policies, []);
  // the owner's policy is untouched and still applies to the owner only
  assert.equal((await api(server, 'GET', `/v2/policies/${p.id}`, { key: owner })).body.name, 'p');
  // (a host the engine alone leaves SAFE: a bare host named 'evil' or 'files' on .tk is DANGER to the learned second opinion)
  assert.equal((await check(owner, 'url', 'https://shop.tk/')).level, 'DANGER');
  const foreign = await check(other, 'url', 'https://shop.tk/');
  assert.notEqual(foreign.level, 'DANGER');
  assert.equal(foreign.policy, undefined);
  assert.notEqual((await check(undefined, 'url', 'https://shop.tk/')).level, 'DANGER');
});

test('before any activation no policy applies; deleting the active policy leaves none', async () => {
  const key = await newAccount();
  const created = await api(server, 'POST', '/v2/policies', { key, body: { name: 'idle', blocklist: ['*.tk'] } });
  const plain = await check(key, 'url', 'https://weather.tk/');
  assert.equal(plain.level, 'SAFE');
  assert.equal(plain.policy, undefined);
  await api(server, 'PUT', `/v2/policies/${created.body.id}/activate`, { key });
  assert.equal((await check(key, 'url', 'https://weather.tk/')).level, 'DANGER');
  const del = await api(server, 'DELETE', `/v2/policies/${created.body.id}`, { key });
  assert.deepEqual(del.body, { id: created.body.id, deleted: true });
  assert.ok(shapes.deleted.Check(del.body));
  assert.equal((await check(key, 'url', 'https://weather.tk/')).level, 'SAFE');
});

test('bad input on every field answers 400 naming the field or entry', async () => {
  const key = await newAccount();
  const long = `${'a'.repeat(520)}.com`;
  const cases: Array<[unknown, RegExp]> = [
    [{}, /name/],
    [{ name: '' }, /name/],
    [{ name: '   ' }, /name/],
    [{ name: 7 }, /name/],
    [{ name: 'x'.repeat(101) }, /name/],
    [{ name: 'x', mode: 'yolo' }, /mode: unknown mode "yolo"; allowed: monitor, permissive, balanced, strict/],
    [{ name: 'x', level: 'extreme' }, /level: unknown mode/],
    [{ name: 'x', mode: 'strict', level: 'permissive' }, /mode/],
    [{ name: 'x', mode: 3 }, /mode/],
    [{ name: 'x', allowlist: 'a.com' }, /allowlist/],
    [{ name: 'x', allowlist: ['ok.com', 5] }, /allowlist\.1/],
    [{ name: 'x', allowlist: ['ok.com', long] }, /allowlist\.1: .*512/],
    [{ name: 'x', allowlist: Array.from({ length: 1001 }, (_, i) => `h${i}.com`) }, /allowlist: .*1000/],
    [{ name: 'x', blocklist: ['ok.com', 'evil.com/path'] }, /blocklist\.1: "evil.com\/path"/],
    [{ name: 'x', blocklist: ['*'] }, /blocklist\.0/],
    [{ name: 'x', blocklist: ['*.*'] }, /blocklist\.0/],
    [{ name: 'x', blocklist: [''] }, /blocklist\.0: .*empty/],
    [{ name: 'x', blocklist: ['exa mple.com'] }, /blocklist\.0/],
    [{ name: 'x', blocklist: ['ftp!://x.com'] }, /blocklist\.0: .*scheme/],
    [{ name: 'x', blocklist: ['https://x.com:99999/'] }, /blocklist\.0: .*port/],
    [{ name: 'x', blocklist: ['https://user@x.com/'] }, /blocklist\.0/],
    [{ name: 'x', blocklist: ['comand:rm -rf *'] }, /blocklist\.0: .*unknown action type "comand"/],
    [{ name: 'x', blocklist: ['command:*'] }, /blocklist\.0/],
    [{ name: 'x', blocklist: ['a.com\u0000'] }, /blocklist\.0: .*control/],
    [{ name: 'x', blocklist: [{ type: 'command', pattern: 'rm.*', isRegex: true }] }, /blocklist\.0: regular expressions are not accepted/],
    [{ name: 'x', blocklist: [{ type: 'nope', pattern: 'x' }] }, /blocklist\.0\.type/],
    [{ name: 'x', blocklist: [{ type: 'command' }] }, /blocklist\.0\.pattern/],
    [{ name: 'x', actionTypes: ['url', 'bogus'] }, /actionTypes\.1: unknown action type/],
    [{ name: 'x', actionTypes: 'url' }, /actionTypes/],
    [{ name: 'x', rules: [{ blockLevel: 'DANGER' }] }, /rules/],
    [{ name: 'x', colour: 'red' }, /colour/],
    [[], /body/],
    ['not json', /JSON/],
  ];
  for (const [body, message] of cases) {
    const r = await api(server, 'POST', '/v2/policies', { key, body });
    assert.equal(r.status, 400, JSON.stringify(body).slice(0, 120));
    assert.equal(r.body.code, 'INVALID_REQUEST');
    assert.match(r.body.error, message, JSON.stringify(body).slice(0, 120));
  }
  // the same rules on update; an update changes nothing when refused
  const p = (await api(server, 'POST', '/v2/policies', { key, body: { name: 'keep', blocklist: ['*.tk'] } })).body;
  for (const [body, message] of [[{ name: '' }, /name/], [{ mode: 'loud' }, /mode/], [{ blocklist: ['bad/path'] }, /blocklist\.0/], [{ allowlist: [null] }, /allowlist\.0/], [{ id: 'pol_x' }, /id/]] as const) {
    const r = await api(server, 'PUT', `/v2/policies/${p.id}`, { key, body });
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.match(r.body.error, message);
  }
  const kept = (await api(server, 'GET', `/v2/policies/${p.id}`, { key })).body;
  assert.deepEqual([kept.name, kept.mode, kept.blocklist, kept.revision], ['keep', 'balanced', ['*.tk'], 1]);
  // 1 000 valid entries of 512 characters each are accepted
  const full = Array.from({ length: 1000 }, (_, i) => `command:${String(i).padStart(4, '0')}${'x'.repeat(500)}`);
  assert.equal((await api(server, 'POST', '/v2/policies', { key, body: { name: 'full', blocklist: full } })).status, 201);
});

test('an active policy survives kill -9 and restart', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-policies-'));
  try {
    const first = await startServer({}, dir);
    const key = (await api(first, 'POST', '/v2/keys', { key: first.adminKey, body: { name: 'durable' } })).body.key;
    const p = await activePolicy(key, { mode: 'strict', actionTypes: ['url'], blocklist: ['*.tk'] }, first);
    assert.equal((await check(key, 'url', 'https://x.tk/', first)).level, 'DANGER');
    await first.stop('SIGKILL');
    const second = await startServer({}, dir);
    try {
      const r = await check(key, 'url', 'https://x.tk/', second);
      assert.equal(r.level, 'DANGER');
      assert.equal(r.threats[0].id, 'X01');
      assert.equal((await check(key, 'url', 'https://bit.ly/3xYz', second)).level, 'DANGER');
      const listed = (await api(second, 'GET', '/v2/policies', { key })).body;
      assert.equal(listed.active, p.id);
      assert.equal(listed.policies[0].mode, 'strict');
    } finally {
      await second.stop('SIGKILL');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
