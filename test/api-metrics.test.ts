import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, startServer, type RunningServer } from './support/server.js';

const ADMIN = 'sg_live_metricstestadminkey00000000';
const FAULT = '__metrics_fault__';
let server: RunningServer;
let opsBase: string;
before(async () => {
  server = await startServer({ ADMIN_API_KEY: ADMIN, METRICS_PORT: '0', SAFEGATE_TEST_FAULT_VALUE: FAULT, RATE_LIMITS: JSON.stringify({ free: { perMinute: 20 } }) });
  opsBase = `http://127.0.0.1:${/"msg":"operations listener"[^\n]*"port":(\d+)/.exec(server.stderr())?.[1]}`;
});
after(async () => server.dispose());

/** Sample lines of a Prometheus text page: `name{labels}` → value. Throws on a line that is not valid exposition. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (-?[0-9.e+-]+|NaN|Nan|[+-]Inf)$/.exec(line);
    assert.ok(m, `not a sample line: ${line}`);
    samples.set(m[1]!, Number(m[2]));
  }
  return samples;
}

async function scrape(base: string, key?: string): Promise<{ status: number; type: string | null; samples: Map<string, number> | undefined }> {
  const res = await fetch(`${base}/metrics`, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), samples: res.status === 200 ? parse(text) : undefined };
}

test('GET /metrics needs an administrative key on the main port', async () => {
  assert.equal((await scrape(server.base)).status, 401);
  const plain = (await api(server, 'POST', '/v2/keys', { key: ADMIN, body: { name: 'not admin' } })).body.key;
  assert.equal((await scrape(server.base, plain)).status, 403);
  const ok = await scrape(server.base, ADMIN);
  assert.equal(ok.status, 200);
  assert.match(ok.type!, /^text\/plain; version=0\.0\.4/);
});

test('requests, latency, checks by type and level, batches, refusals, failures, pool, LMDB and process metrics', async () => {
  const before = (await scrape(opsBase)).samples!;
  const at = (s: Map<string, number>, k: string) => s.get(k) ?? 0;
  for (let i = 0; i < 3; i++) assert.equal((await api(server, 'POST', '/v2/check', { key: ADMIN, body: { type: 'command', value: 'rm -rf /' } })).status, 200);
  await api(server, 'POST', '/v2/check/batch', { key: ADMIN, body: { actions: [{ type: 'url', value: 'https://example.com' }, { type: 'url', value: 'https://example.org' }, { type: 'text', value: FAULT }] } });
  assert.equal((await api(server, 'POST', '/v2/check', { key: ADMIN, body: { type: 'text', value: FAULT } })).status, 500);
  assert.equal((await api(server, 'GET', '/v2/nowhere', { key: ADMIN })).status, 404);
  let limited = 0;
  for (let i = 0; i < 25; i++) if ((await api(server, 'POST', '/v2/check', { key: `sg_live_wrongwrongwrongwrong${String(i).padStart(6, '0')}`, body: { type: 'url', value: 'x' } })).status === 429) limited++;
  assert.ok(limited >= 5);

  const after = (await scrape(opsBase)).samples!;
  const diff = (k: string) => at(after, k) - at(before, k);
  assert.equal(diff('safegate_http_requests_total{route="POST /v2/check",status="200"}'), 3);
  assert.equal(diff('safegate_http_requests_total{route="POST /v2/check",status="500"}'), 1);
  assert.equal(diff('safegate_http_requests_total{route="POST /v2/check/batch",status="200"}'), 1);
  assert.equal(diff('safegate_http_requests_total{route="unmatched",status="404"}'), 1);
  assert.equal(diff('safegate_http_requests_total{route="POST /v2/check",status="429"}'), limited);
  // One request in 8 of each route is timed: the first, the ninth, ...
  const checkRequests = [...after].filter(([k]) => k.startsWith('safegate_http_requests_total{route="POST /v2/check",')).reduce((n, [, v]) => n + v, 0);
  assert.equal(at(after, 'safegate_http_request_duration_seconds_count{route="POST /v2/check"}'), Math.ceil(checkRequests / 8));
  assert.ok(at(after, 'safegate_http_request_duration_seconds_sum{route="POST /v2/check"}') > 0);
  assert.equal(at(after, 'safegate_http_request_duration_seconds_bucket{route="POST /v2/check",le="+Inf"}'), at(after, 'safegate_http_request_duration_seconds_count{route="POST /v2/check"}'));
  assert.equal(diff('safegate_checks_total{type="command",level="DANGER"}'), 3);
  assert.equal(diff('safegate_checks_total{type="url",level="SAFE"}'), 2);
  assert.equal(diff('safegate_batch_actions_count'), 1);
  assert.equal(diff('safegate_batch_actions_sum'), 2, 'the failed action is not a scored one');
  assert.equal(diff('safegate_scoring_failures_total'), 2);
  assert.equal(diff('safegate_rate_limited_total{by="address"}'), limited);
  assert.ok(diff('safegate_pool_actions_total') >= 7);
  assert.ok(diff('safegate_scoring_microseconds_total') > 0);
  for (const gauge of ['safegate_pool_queue_depth', 'safegate_pool_tasks_in_flight']) assert.equal(at(after, gauge), 0, gauge);
  assert.equal(at(after, 'safegate_pool_threads'), 1);
  assert.ok(at(after, 'safegate_lmdb_size_bytes') > 0);
  assert.equal(at(after, 'safegate_ready'), 1);
  assert.ok(at(after, 'process_resident_memory_bytes') > 10_000_000);
  assert.ok(after.has('nodejs_eventloop_lag_seconds'));
});

test('METRICS=false: no /metrics anywhere', async () => {
  const off = await startServer({ ADMIN_API_KEY: ADMIN, METRICS: 'false', METRICS_PORT: '0' });
  try {
    assert.equal((await scrape(off.base, ADMIN)).status, 404);
    const ops = `http://127.0.0.1:${/"msg":"operations listener"[^\n]*"port":(\d+)/.exec(off.stderr())?.[1]}`;
    assert.equal((await scrape(ops)).status, 404);
    assert.equal((await fetch(`${ops}/v2/health`)).status, 200);
  } finally {
    await off.dispose();
  }
});
