import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startFakeLlm, type FakeLlm } from './support/fake-llm.js';
import { api, startServer, type RunningServer } from './support/server.js';

let llm: FakeLlm;
let server: RunningServer;
let plain: RunningServer;
let key: string;
let plainKey: string;

before(async () => {
  llm = await startFakeLlm();
  [server, plain] = await Promise.all([
    startServer({ LLM_BASE_URL: llm.base, LLM_API_KEY: 'test-llm-key', LLM_MODEL: 'judge-1', LLM_TIMEOUT_MS: '500' }),
    startServer(),
  ]);
  const enterprise = async (s: RunningServer) => (await api(s, 'POST', '/v2/keys', { key: s.adminKey, body: { name: 'enhance', tier: 'enterprise' } })).body.key as string;
  [key, plainKey] = await Promise.all([enterprise(server), enterprise(plain)]);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (await api(server, 'GET', '/v2/health')).body.llm !== true) await new Promise((r) => setTimeout(r, 50));
});
after(async () => {
  await Promise.allSettled([server?.dispose(), plain?.dispose()]);
  await llm.close();
});

/** Distinct CAUTION commands (C31 forced, score 4): each a fresh cache key. */
let n = 0;
const caution = () => `sudo shutdown -r -f +${++n}`;
const keyOf = (s: RunningServer) => (s === server ? key : plainKey);
const enhance = (s: RunningServer, value: string) => api(s, 'POST', '/v2/check', { key: keyOf(s), body: { type: 'command', value, enhance: true } });
const heuristic = (value: string) => api(server, 'POST', '/v2/check', { key, body: { type: 'command', value } });

test('health says llm true only when configured and the probe answered', async () => {
  assert.equal((await api(server, 'GET', '/v2/health')).body.llm, true);
  assert.equal((await api(plain, 'GET', '/v2/health')).body.llm, false);
  assert.ok(llm.requests.some((r) => r.path === '/v1/chat/completions' && r.authorization === 'Bearer test-llm-key'));
});

test('a good answer moves the score at most +3, adds a reason and marks the result', async () => {
  llm.mode = 'good';
  llm.score = 10;
  const value = caution();
  const plainResult = (await heuristic(value)).body;
  assert.equal(plainResult.level, 'CAUTION');
  assert.equal(plainResult.enhanced, undefined, 'no enhance, no change');
  const r = await enhance(server, value);
  assert.equal(r.status, 200);
  assert.equal(r.body.enhanced, true);
  assert.equal(r.body.score, Math.min(10, plainResult.score + 3));
  assert.equal(r.body.level, r.body.score >= 7 ? 'DANGER' : 'CAUTION');
  assert.equal(r.body.reasons.length, plainResult.reasons.length + 1);
  assert.match(r.body.reasons.at(-1), /^LLM review \(judge-1\): the model judged this action/);
  assert.deepEqual(r.body.threats, plainResult.threats, 'the heuristic findings stay');
  assert.deepEqual(r.body.enhancement, { applied: true, model: 'judge-1', heuristic_score: plainResult.score, llm_score: 10, cached: false });
  const sent = llm.requests.at(-1)!.body;
  assert.equal(sent.model, 'judge-1');
  assert.equal(sent.response_format.type, 'json_schema');
  assert.equal(sent.response_format.json_schema.strict, true);
  const user = JSON.parse(sent.messages.find((m: any) => m.role === 'user').content);
  assert.equal(user.action.value, value);
  assert.equal(user.heuristic.level, 'CAUTION');
});

test('a low answer moves the score at most -3; the same action again comes from the cache', async () => {
  llm.mode = 'good';
  llm.score = 0;
  const value = caution();
  const r = await enhance(server, value);
  assert.equal(r.body.score, Math.max(0, r.body.enhancement.heuristic_score - 3));
  assert.equal(r.body.level, 'SAFE');
  const calls = llm.requests.length;
  const again = await enhance(server, value);
  assert.equal(again.body.score, r.body.score);
  assert.equal(again.body.enhancement.cached, true);
  assert.equal(llm.requests.length, calls, 'no second call for the same action');
});

for (const [mode, reason] of [['garbage', 'invalid_answer'], ['not-chat', 'invalid_answer'], ['slow', 'timeout'], ['error', 'error']] as const) {
  test(`an LLM that answers ${mode} leaves the heuristic result unchanged and says why (${reason})`, async () => {
    llm.mode = mode;
    const value = caution();
    const before = (await heuristic(value)).body;
    const started = Date.now();
    const r = await enhance(server, value);
    assert.equal(r.status, 200);
    assert.ok(Date.now() - started < 1500, 'bounded by LLM_TIMEOUT_MS');
    const { enhanced, enhancement, ...rest } = r.body;
    assert.deepEqual(rest, before);
    assert.equal(enhanced, false);
    assert.equal(enhancement.applied, false);
    assert.equal(enhancement.reason, reason);
    assert.equal(typeof enhancement.detail, 'string');
  });
}

test('without LLM settings enhance answers the heuristic result with reason not_configured', async () => {
  const r = await enhance(plain, 'sudo reboot -f');
  assert.equal(r.body.level, 'CAUTION');
  assert.equal(r.body.enhanced, false);
  assert.equal(r.body.enhancement.reason, 'not_configured');
});

test('SAFE and DANGER results are never sent to the LLM or changed; typed and batch endpoints enhance too', async () => {
  llm.mode = 'good';
  llm.score = 0;
  const calls = llm.requests.length;
  const danger = await enhance(server, 'rm -rf /');
  assert.equal(danger.body.level, 'DANGER');
  assert.equal(danger.body.enhanced, undefined);
  const safe = await enhance(server, 'ls -la');
  assert.equal(safe.body.enhanced, undefined);
  assert.equal(llm.requests.length, calls);
  const typed = await api(server, 'POST', '/v2/check/command', { key, body: { command: caution(), enhance: true } });
  assert.equal(typed.body.enhanced, true);
  const batch = await api(server, 'POST', '/v2/check/batch', { key, body: { enhance: true, actions: [{ type: 'command', value: caution() }, { type: 'command', value: 'rm -rf /' }] } });
  assert.equal(batch.body.results[0].enhanced, true);
  assert.equal(batch.body.results[1].enhanced, undefined);
  assert.equal(batch.body.results[1].score, 10);
});
