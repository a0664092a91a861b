import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkTarget, forbiddenRange, guardedLookup, type Resolver } from '../src/webhooks/ssrf.js';
import { api, startServer, type RunningServer } from './support/server.js';
import { startReceiver, type Receiver } from './support/receiver.js';

// The guard is on here (no WEBHOOK_ALLOW_PRIVATE). Nothing is ever sent to a non-loopback address: refused URLs
// are refused before any connection, and the accepted public ones are never triggered.
let server: RunningServer;
let key: string;

before(async () => {
  server = await startServer();
  key = (await api(server, 'POST', '/v2/keys', { key: server.adminKey, body: { name: 'ssrf', tier: 'enterprise' } })).body.key;
});
after(async () => server.dispose());

const REFUSED = [
  // loopback in every spelling
  'http://127.0.0.1/hook', 'http://127.1/', 'http://127.0.1/', 'http://2130706433/', 'http://0x7f.1/', 'http://0x7f000001/',
  'http://0177.0.0.1/', 'http://0177.1/', 'http://127.0.0.1./', 'http://127.255.255.254:8080/x', 'http://①②⑦.0.0.1/',
  'http://[::1]/', 'http://[0:0:0:0:0:0:0:1]/', 'http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]/',
  'http://localhost/', 'http://localhost./', 'http://LOCALHOST:9000/', 'http://api.localhost/', 'http://ⓛocalhost/',
  'http://localhost.:80/',
  // this machine's own name (resolves to 127.0.0.1 through /etc/hosts, single-label)
  'http://vm/',
  // unspecified
  'http://0.0.0.0/', 'http://0/', 'http://[::]/', 'http://0.0.0.0./',
  // private, link-local and cloud metadata, unique-local, CGNAT
  'http://10.0.0.1/', 'http://10.255.255.255/', 'http://172.16.0.1/', 'http://172.31.255.1/', 'http://192.168.1.1/',
  'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:169.254.169.254]/', 'http://[fe80::1]/', 'http://[fd00::1]/',
  'http://[fc00::1]/', 'http://100.64.0.1/', 'http://100.127.255.254/', 'https://metadata.google.internal/computeMetadata/v1/',
  'http://0xa9fea9fe/',
  // multicast and broadcast
  'http://224.0.0.1/', 'http://239.255.255.250/', 'http://[ff02::1]/', 'http://255.255.255.255/',
  // reserved ranges and IPv6 forms that embed an IPv4 address
  'http://192.0.2.1/', 'http://240.0.0.1/', 'http://[64:ff9b::7f00:1]/', 'http://[2002:7f00:1::]/',
  // internal names that do not resolve here
  'http://intranet/', 'http://printer.local/', 'http://db.corp.internal/', 'http://router.home.arpa/',
];

test('create refuses every local, private, link-local, CGNAT, multicast and unspecified target with 400', async () => {
  for (const url of REFUSED) {
    const r = await api(server, 'POST', '/v2/webhooks', { key, body: { url } });
    assert.equal(r.status, 400, `${url} → ${r.status} ${JSON.stringify(r.body)}`);
    assert.equal(r.body.code, 'INVALID_REQUEST');
    assert.match(r.body.error, /^url: .*public host/, url);
  }
  assert.deepEqual((await api(server, 'GET', '/v2/webhooks', { key })).body.webhooks, []);
});

test('public targets are accepted (and never triggered here)', async () => {
  for (const url of ['https://93.184.215.14/hook', 'http://[2606:4700:4700::1111]/x', 'https://hooks.example.com/safegate', 'https://ｅxample.com./x']) {
    const r = await api(server, 'POST', '/v2/webhooks', { key, body: { url, events: ['danger'] } });
    assert.equal(r.status, 201, `${url}: ${JSON.stringify(r.body)}`);
    assert.equal((await api(server, 'DELETE', `/v2/webhooks/${r.body.id}`, { key })).status, 200);
  }
});

test('update refuses the same targets and leaves the webhook as it was', async () => {
  const created = (await api(server, 'POST', '/v2/webhooks', { key, body: { url: 'https://93.184.215.14/hook', events: ['danger'] } })).body;
  for (const url of ['http://127.1/', 'http://[::ffff:127.0.0.1]/', 'http://169.254.169.254/', 'http://localhost./']) {
    const r = await api(server, 'PUT', `/v2/webhooks/${created.id}`, { key, body: { url, active: false } });
    assert.equal(r.status, 400, url);
    assert.match(r.body.error, /^url: /);
  }
  const now = (await api(server, 'GET', `/v2/webhooks/${created.id}`, { key })).body;
  assert.equal(now.url, 'https://93.184.215.14/hook');
  assert.equal(now.active, true, 'a refused update changes nothing, active included');
  await api(server, 'DELETE', `/v2/webhooks/${created.id}`, { key });
});

test('a name is judged by what it resolves to (a stub resolver stands in for DNS)', async () => {
  const dns: Record<string, string[]> = { 'rebind.example.com': ['93.184.215.14', '10.1.2.3'], 'good.example.com': ['93.184.215.14'], 'v6.example.com': ['::1'] };
  const resolve: Resolver = async (host) => {
    const hit = dns[host];
    if (!hit) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return hit;
  };
  const refused = await checkTarget('https://rebind.example.com/x', false, resolve);
  assert.equal(refused.ok, false);
  assert.match(refused.ok ? '' : refused.reason, /10\.1\.2\.3.*private/);
  assert.equal((await checkTarget('https://v6.example.com/', false, resolve)).ok, false);
  assert.equal((await checkTarget('https://good.example.com/', false, resolve)).ok, true);
  assert.equal((await checkTarget('https://unknown.example.com/', false, resolve)).ok, true, 'not resolvable now: judged at connection time');
  assert.equal((await checkTarget('http://127.0.0.1/', true, resolve)).ok, true, 'WEBHOOK_ALLOW_PRIVATE lets it through');
  const slow: Resolver = () => new Promise(() => {});
  assert.equal((await checkTarget('https://slow.example.com/', false, slow, 50)).ok, true);
});

test('the connection-time lookup refuses a name that now resolves to a private address (DNS rebinding)', async () => {
  let answer = ['93.184.215.14'];
  const lookup = guardedLookup(async () => answer);
  const call = (opts: { all?: boolean }) => new Promise<{ err: any; address: any }>((ok) => lookup('hooks.example.com', opts, (err, address) => ok({ err, address })));
  assert.deepEqual(await call({}), { err: null, address: '93.184.215.14' });
  assert.deepEqual((await call({ all: true })).address, [{ address: '93.184.215.14', family: 4 }]);
  answer = ['127.0.0.1'];
  const rebound = await call({ all: true });
  assert.equal(rebound.err?.code, 'EWEBHOOKFORBIDDEN');
  answer = ['93.184.215.14', '169.254.169.254'];
  assert.match((await call({})).err?.message, /169\.254\.169\.254/);
  const real = await new Promise<any>((ok) => guardedLookup()('localhost', { all: true }, (err) => ok(err)));
  assert.equal(real?.code, 'EWEBHOOKFORBIDDEN');
});

test('forbiddenRange names the range of each address', () => {
  assert.equal(forbiddenRange('127.0.0.1'), 'loopback');
  assert.equal(forbiddenRange('::ffff:10.0.0.1'), 'private');
  assert.equal(forbiddenRange('fe80::1'), 'linkLocal');
  assert.equal(forbiddenRange('100.64.0.1'), 'carrierGradeNat');
  assert.equal(forbiddenRange('8.8.8.8'), undefined);
  assert.equal(forbiddenRange('2606:4700::1111'), undefined);
  assert.equal(forbiddenRange('not an address'), 'unparseable address');
});

test('a webhook stored while private targets were allowed is refused at delivery once the guard is on', async () => {
  const receiver: Receiver = await startReceiver();
  const dir = mkdtempSync(join(tmpdir(), 'safegate-ssrf-'));
  try {
    const open = await startServer({ WEBHOOK_ALLOW_PRIVATE: 'true' }, dir);
    const k = (await api(open, 'POST', '/v2/keys', { key: open.adminKey, body: { name: 'rebind', tier: 'enterprise' } })).body.key;
    const byName = (await api(open, 'POST', '/v2/webhooks', { key: k, body: { url: `http://localhost:${new URL(receiver.base).port}/by-name`, events: ['all'] } })).body;
    const byAddress = (await api(open, 'POST', '/v2/webhooks', { key: k, body: { url: receiver.url('/by-address'), events: ['all'] } })).body;
    await open.stop('SIGTERM');
    const guarded = await startServer({ WEBHOOK_TIMEOUT_MS: '1000', WEBHOOK_RETRY_WINDOW_MS: '0', WEBHOOK_FLUSH_MS: '5' }, dir);
    try {
      await api(guarded, 'POST', '/v2/check', { key: k, body: { type: 'command', value: 'ls' } });
      for (const id of [byName.id, byAddress.id]) {
        const deadline = Date.now() + 3000;
        while ((await api(guarded, 'GET', `/v2/webhooks/${id}`, { key: k })).body.failure_count !== 1) {
          assert.ok(Date.now() < deadline, 'the refused delivery counts as a failure');
          await new Promise((r) => setTimeout(r, 20));
        }
      }
      const test = await api(guarded, 'POST', `/v2/webhooks/${byName.id}/test`, { key: k });
      assert.equal(test.body.sent, false);
      assert.match(test.body.error, /loopback/);
      assert.equal(receiver.received.length, 0, 'nothing reached the loopback receiver');
    } finally {
      await guarded.stop('SIGKILL');
    }
  } finally {
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
