/**
 * A rule that throws on one input is a defect in that check, not an outage: 500 INTERNAL_ERROR with an error id (the
 * stack is logged under it), the rest of a batch and every other request are unaffected. The fault is injected with
 * the worker's test-only SAFEGATE_TEST_FAULT_VALUE.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, startServer, type RunningServer } from './support/server.js';

const FAULT = '__sg_injected_fault__';
let server: RunningServer;
before(async () => {
  server = await startServer({ SAFEGATE_TEST_FAULT_VALUE: FAULT, RATE_LIMITS: JSON.stringify({ free: { perMinute: 100000 }, developer: { perMinute: 100000 } }) });
});
after(async () => server.dispose());

function logLineFor(errorId: string): Record<string, unknown> | undefined {
  const line = server.stderr().split('\n').find((l) => l.includes(errorId));
  return line ? JSON.parse(line) as Record<string, unknown> : undefined;
}

test('a check whose scoring throws answers 500 INTERNAL_ERROR with an error id; the stack is logged under it, not sent', async () => {
  const r = await api(server, 'POST', '/v2/check', { body: { type: 'text', value: `hello ${FAULT}` } });
  assert.equal(r.status, 500);
  assert.equal(r.body.code, 'INTERNAL_ERROR');
  assert.match(r.body.errorId, /^err_[0-9a-f]{12}$/);
  assert.ok(r.body.error.includes(r.body.errorId));
  assert.ok(!JSON.stringify(r.body).includes('injected test fault'), 'no stack or message from inside reaches the client');
  const logged = logLineFor(r.body.errorId);
  assert.ok(logged, 'the error id is in the log');
  assert.equal(logged.level, 'error');
  assert.equal(logged.type, 'text');
  assert.match(String(logged.stack), /injected test fault[\s\S]*at /);
  const typed = await api(server, 'POST', '/v2/check/command', { body: { command: `echo ${FAULT}` } });
  assert.equal(typed.status, 500);
  assert.match(typed.body.errorId, /^err_/);
  assert.notEqual(typed.body.errorId, r.body.errorId);
});

test('in a batch only the failing action is replaced by its error; the others are scored as usual', async () => {
  const r = await api(server, 'POST', '/v2/check/batch', { body: { actions: [
    { type: 'command', value: 'rm -rf /' },
    { type: 'url', value: `https://example.com/${FAULT}` },
    { type: 'command', value: 'ls' },
  ] } });
  assert.equal(r.status, 200);
  assert.equal(r.body.results.length, 3);
  assert.equal(r.body.results[0].level, 'DANGER');
  assert.equal(r.body.results[2].level, 'SAFE');
  const failed = r.body.results[1];
  assert.equal(failed.code, 'INTERNAL_ERROR');
  assert.match(failed.errorId, /^err_/);
  assert.equal(failed.score, undefined);
  assert.ok(logLineFor(failed.errorId));
});

test('checks that share a worker task with a failing one are unaffected, and the pool keeps scoring', async () => {
  const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => api(server, 'POST', '/v2/check', { body: { type: 'command', value: i === 17 ? `ls ${FAULT}` : `ls /tmp/${i}` } })));
  assert.deepEqual(replies.map((r) => r.status), replies.map((_, i) => (i === 17 ? 500 : 200)));
  const health = await api(server, 'GET', '/v2/health');
  assert.equal(health.status, 200);
  assert.equal((await api(server, 'POST', '/v2/check', { body: { type: 'url', value: 'https://example.com' } })).status, 200);
});

test('usage counts only the actions that were scored', async () => {
  const key = (await api(server, 'POST', '/v2/keys', { key: server.adminKey, body: { name: 'faults' } })).body;
  await api(server, 'POST', '/v2/check', { key: key.key, body: { type: 'text', value: FAULT } });
  await api(server, 'POST', '/v2/check/batch', { key: key.key, body: { actions: [{ type: 'text', value: 'fine' }, { type: 'text', value: FAULT }, { type: 'code', value: 'x = 1' }] } });
  const usage = await api(server, 'GET', `/v2/keys/${key.id}/usage`, { key: key.key });
  assert.equal(usage.body.today.total, 2);
  assert.deepEqual(usage.body.today.by_type, { text: 1, code: 1 });
});
