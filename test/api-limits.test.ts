import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, awayFromMinuteEdge, startServer } from './support/server.js';

test('anonymous requests are limited per IP at the free tier: exactly 10 of 15 parallel requests pass', async () => {
  const server = await startServer();
  try {
    await awayFromMinuteEdge();
    const replies = await Promise.all(Array.from({ length: 15 }, () => api(server, 'POST', '/v2/check', { body: { type: 'url', value: 'https://example.com' } })));
    const ok = replies.filter((r) => r.status === 200);
    const limited = replies.filter((r) => r.status === 429);
    assert.equal(ok.length, 10);
    assert.equal(limited.length, 5);
    const remaining = ok.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b);
    assert.deepEqual(remaining, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const r of limited) {
      assert.equal(r.body.code, 'RATE_LIMITED');
      assert.equal(typeof r.body.error, 'string');
      assert.ok(r.body.retryAfter >= 1 && r.body.retryAfter <= 60);
      assert.equal(r.headers.get('retry-after'), String(r.body.retryAfter));
      assert.equal(r.headers.get('x-ratelimit-limit'), '10');
      assert.equal(r.headers.get('x-ratelimit-remaining'), '0');
      assert.equal(r.headers.get('x-ratelimit-daily-limit'), '1000');
    }
    const reset = Number(ok[0]!.headers.get('x-ratelimit-reset'));
    assert.equal(reset % 60, 0);
    assert.ok(reset * 1000 > Date.now() && reset * 1000 <= Date.now() + 60_000);
    // 429s do not consume the day window: 10 admitted requests.
    assert.equal(ok[0]!.headers.get('x-ratelimit-daily-limit'), '1000');
    assert.equal(Math.min(...ok.map((r) => Number(r.headers.get('x-ratelimit-daily-remaining')))), 990);
    // Health is never refused, even when the bucket is empty.
    assert.equal((await api(server, 'GET', '/v2/health')).status, 200);
  } finally {
    await server.dispose();
  }
});

test('keys are limited by tier (RATE_LIMITS override honoured) and never use the IP bucket', async () => {
  const server = await startServer({ RATE_LIMITS: JSON.stringify({ developer: { perMinute: 5, perDay: 7 } }) });
  try {
    await awayFromMinuteEdge();
    const dev = (await api(server, 'POST', '/v2/keys', { key: server.adminKey, body: { name: 'dev', tier: 'developer' } })).body;
    const replies = await Promise.all(Array.from({ length: 8 }, () => api(server, 'POST', '/v2/check', { key: dev.key, body: { type: 'command', value: 'ls' } })));
    assert.equal(replies.filter((r) => r.status === 200).length, 5);
    assert.equal(replies.filter((r) => r.status === 429).length, 3);
    assert.equal(replies[0]!.headers.get('x-ratelimit-limit'), '5');
    assert.equal(replies[0]!.headers.get('x-ratelimit-daily-limit'), '7');
    // The anonymous bucket of the same IP is untouched.
    const anon = await api(server, 'POST', '/v2/check', { body: { type: 'url', value: 'x' } });
    assert.equal(anon.status, 200);
    assert.equal(anon.headers.get('x-ratelimit-remaining'), '9');
    const admin = await api(server, 'GET', '/v2/keys', { key: server.adminKey });
    assert.equal(admin.headers.get('x-ratelimit-limit'), '1000');
  } finally {
    await server.dispose();
  }
});

test('the daily window refuses with a Retry-After up to midnight UTC', async () => {
  const server = await startServer({ RATE_LIMITS: JSON.stringify({ free: { perMinute: 100, perDay: 3 } }) });
  try {
    for (let i = 0; i < 3; i++) assert.equal((await api(server, 'POST', '/v2/check', { body: { type: 'url', value: 'x' } })).status, 200);
    const r = await api(server, 'POST', '/v2/check', { body: { type: 'url', value: 'x' } });
    assert.equal(r.status, 429);
    const midnight = Math.ceil(Date.now() / 86_400_000) * 86_400;
    assert.ok(Math.abs(Date.now() / 1000 + r.body.retryAfter - midnight) <= 2);
  } finally {
    await server.dispose();
  }
});

test('TRUST_PROXY: the first X-Forwarded-For entry is the client; without it the header is ignored', async () => {
  const trusted = await startServer({ TRUST_PROXY: 'true', RATE_LIMITS: JSON.stringify({ free: { perMinute: 2 } }) });
  try {
    await awayFromMinuteEdge();
    const send = (ip: string) => api(trusted, 'POST', '/v2/check', { headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` }, body: { type: 'url', value: 'x' } });
    assert.deepEqual([(await send('1.1.1.1')).status, (await send('1.1.1.1')).status, (await send('1.1.1.1')).status], [200, 200, 429]);
    assert.equal((await send('2.2.2.2')).status, 200);
  } finally {
    await trusted.dispose();
  }
  const direct = await startServer({ RATE_LIMITS: JSON.stringify({ free: { perMinute: 2 } }) });
  try {
    await awayFromMinuteEdge();
    const send = (ip: string) => api(direct, 'POST', '/v2/check', { headers: { 'x-forwarded-for': ip }, body: { type: 'url', value: 'x' } });
    assert.deepEqual([(await send('1.1.1.1')).status, (await send('2.2.2.2')).status, (await send('3.3.3.3')).status], [200, 200, 429]);
  } finally {
    await direct.dispose();
  }
});

test('AUTH_REQUIRED=true: checks need a key, health does not', async () => {
  const server = await startServer({ AUTH_REQUIRED: 'true' });
  try {
    const r = await api(server, 'POST', '/v2/check', { body: { type: 'url', value: 'x' } });
    assert.equal(r.status, 401);
    assert.equal(r.body.code, 'UNAUTHORIZED');
    assert.equal((await api(server, 'POST', '/v2/check/url', { body: { url: 'x' } })).status, 401);
    assert.equal((await api(server, 'GET', '/v2/health')).status, 200);
    assert.equal((await api(server, 'POST', '/v2/check', { key: server.adminKey, body: { type: 'url', value: 'x' } })).status, 200);
  } finally {
    await server.dispose();
  }
});

test('failed authentication consumes the address window: past the Free limit, bad keys get 429, valid keys are unaffected', async () => {
  const server = await startServer({ ADMIN_API_KEY: 'sg_live_limitsadminkey0123456789abcd' });
  try {
    await awayFromMinuteEdge();
    const bad = (i: number) => api(server, 'POST', '/v2/check', { key: `sg_live_guessedkeyguessedkey${String(i).padStart(6, '0')}`, body: { type: 'url', value: 'https://example.com' } });
    const replies = [];
    for (let i = 0; i < 14; i++) replies.push(await bad(i));
    assert.deepEqual(replies.map((r) => r.status), [...Array(10).fill(401), ...Array(4).fill(429)]);
    assert.deepEqual(replies.slice(0, 10).map((r) => r.headers.get('x-ratelimit-remaining')), ['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    for (const r of replies.slice(10)) {
      assert.equal(r.body.code, 'RATE_LIMITED');
      assert.ok(Number(r.headers.get('retry-after')) >= 1);
    }
    // Also a malformed Authorization header and a key on an open route count as failed authentication.
    assert.equal((await api(server, 'GET', '/v2/health', { headers: { authorization: 'Basic abc' } })).status, 429);
    // The address's anonymous requests share that window; a valid key never uses it.
    assert.equal((await api(server, 'POST', '/v2/check', { body: { type: 'url', value: 'https://example.com' } })).status, 429);
    assert.equal((await api(server, 'POST', '/v2/check', { key: server.adminKey, body: { type: 'url', value: 'https://example.com' } })).status, 200);
    assert.equal((await api(server, 'GET', '/v2/health')).status, 200, 'health without a key is never refused');
  } finally {
    await server.dispose();
  }
});
