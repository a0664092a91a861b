import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { parseRetryAfter } from '../src/webhooks/client.js';
import { backoffMs } from '../src/webhooks/loop.js';
import { sha256Hex } from '../src/checks/value-hash.js';
import { pack, unpack } from 'msgpackr';
import { deliveryOf, FactsWriter, indexBytes, readSegment } from '../src/webhooks/facts.js';
import type { SegmentRecord } from '../src/webhooks/outbox-records.js';
import { buildPayload, reasonsJson } from '../src/webhooks/payload.js';
import { deliveryHeaders, standardKey } from '../src/webhooks/signing.js';
import { specTimestamp, wantsLevel } from '../src/webhooks/types.js';

test('a whsec_ secret keys Standard Webhooks with its decoded bytes; any other secret with its UTF-8 bytes', () => {
  const minted = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
  const body = '{"event":"danger"}';
  const now = Date.now();
  const h = deliveryHeaders('danger', body, 'msg_1', minted, now);
  assert.deepEqual(new Webhook(minted).verify(body, h), { event: 'danger' }, 'the reference library verifies with the secret as given');
  assert.equal(h['x-service-signature'], `sha256=${createHmac('sha256', minted).update(body).digest('hex')}`, 'the spec signature keys with the secret text');
  assert.deepEqual(standardKey('plain secret ü'), Buffer.from('plain secret ü', 'utf8'));
  assert.deepEqual(standardKey('whsec_not base64!'), Buffer.from('whsec_not base64!', 'utf8'), 'a non-canonical whsec_ text is a plain secret');
  assert.equal(h['webhook-timestamp'], String(Math.floor(now / 1000)));
  assert.equal(h['user-agent'], 'SafeGate-Webhook/1.0');
});

test('reasons are taken from the encoded result as they are, escapes and brackets inside strings included', () => {
  const result = { score: 9, level: 'DANGER', primitives: {}, reasons: ['a "quoted] thing", then \\ more', 'x],"threats":[y'], threats: [{ id: 'C01' }] };
  assert.deepEqual(JSON.parse(reasonsJson(JSON.stringify(result))), result.reasons);
  assert.equal(reasonsJson(JSON.stringify({ score: 0, reasons: [], threats: [] })), '[]');
  assert.deepEqual(JSON.parse(reasonsJson('{"threats":[],"nested":{"x":1},"reasons" : ["spaced"]}')), ['spaced'], 'other layouts fall back to a parse');
  const body = buildPayload({ event: 'danger', at: Date.UTC(2026, 0, 2, 3, 4, 5, 6), actionType: 'url', valueHash: sha256Hex('v'), score: 9, level: 'DANGER', reasonsJson: '["r"]' });
  assert.deepEqual(JSON.parse(body), { event: 'danger', timestamp: '2026-01-02T03:04:05.006Z', action_type: 'url', value_hash: sha256Hex('v'), score: 9, level: 'DANGER', reasons: ['r'] });
});

test('backoff doubles from the base, is capped, and jitters within [half, full)', () => {
  assert.equal(backoffMs(1, 10_000, 900_000, () => 0.999999), 10_000);
  assert.equal(backoffMs(3, 10_000, 900_000, () => 0.999999), 40_000);
  assert.equal(backoffMs(20, 10_000, 900_000, () => 0.999999), 900_000);
  assert.equal(backoffMs(2, 10_000, 900_000, () => 0), 10_000);
  // The default schedule: the sum of full delays passes an hour after the 10th retry.
  let total = 0;
  let n = 0;
  while (total < 3_600_000) total += backoffMs(++n, 10_000, 900_000, () => 0.999999);
  assert.equal(n, 10);
});

test('Retry-After in seconds or as an HTTP date', () => {
  assert.equal(parseRetryAfter('120'), 120_000);
  assert.equal(parseRetryAfter(['3']), 3000);
  const now = Date.parse('2026-01-01T00:00:00Z');
  assert.equal(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now), 30_000);
  assert.equal(parseRetryAfter('soon'), undefined);
  assert.equal(parseRetryAfter(undefined), undefined);
});

test('timestamps take the spec form and event filters match levels', () => {
  assert.equal(specTimestamp(Date.UTC(2026, 10, 26, 9, 8, 7)), '2026-11-26 09:08:07');
  assert.equal(wantsLevel(['all'], 'SAFE'), true);
  assert.equal(wantsLevel(['danger'], 'DANGER'), true);
  assert.equal(wantsLevel(['danger', 'caution'], 'SAFE'), false);
});

test('a segment stores facts; the body built from them at attempt time is the body the facts describe, byte for byte', () => {
  const at = Date.UTC(2026, 5, 7, 8, 9, 10, 11);
  const w = new FactsWriter(at);
  const actions = [
    { at: at - 3, type: 'url', level: 'DANGER', score: 9.5, hash: sha256Hex('a'), reasons: '["phish \\"x\\"","two"]' },
    { at: at - 1, type: 'command', level: 'SAFE', score: 0, hash: sha256Hex('b'), reasons: '[]' },
    { at, type: 'url', level: 'DANGER', score: 9.5, hash: sha256Hex('c'), reasons: '["phish \\"x\\"","two"]' },
  ];
  const indexes = actions.map((a) => w.add(a.at, a.type, a.level, a.score, a.hash, a.reasons));
  assert.deepEqual(indexes, [0, 1, 2]);
  assert.deepEqual(w.strings, ['url', 'DANGER', actions[0]!.reasons, 'command', 'SAFE', '[]'], 'types, levels and reasons are each stored once');
  // through msgpack, as LMDB stores it: the byte columns come back as byte arrays at any offset
  const record = readSegment(unpack(pack({ at, facts: w.factBytes(), hashes: w.concatenatedHashes(), strings: w.strings, targets: [] })) as SegmentRecord);
  actions.forEach((a, i) => {
    const event = a.level.toLowerCase();
    assert.deepEqual(deliveryOf(record, i), { event, body: buildPayload({ event, at: a.at, actionType: a.type, valueHash: a.hash, score: a.score, level: a.level, reasonsJson: a.reasons }) });
  });
  assert.equal(JSON.parse(deliveryOf(record, 0)!.body).value_hash, sha256Hex('a'));
  assert.equal(deliveryOf(record, 3), undefined, 'an index past the segment has no delivery');
  assert.deepEqual(deliveryOf({ at, bodies: ['{"event":"safe"}'], events: ['safe'], targets: [] }, 0), { event: 'safe', body: '{"event":"safe"}' }, 'a segment stored with bodies (older layout) still delivers them');
});

test('segment byte columns: long segments, odd hash lengths, index lists, and the array layout of older runs', () => {
  const at = 1_800_000_000_000;
  const w = new FactsWriter(at);
  const n = 1000;
  for (let i = 0; i < n; i++) w.add(at + i, i % 2 ? 'url' : 'command', 'DANGER', i / 4, sha256Hex(String(i)), `["r${i % 7}"]`);
  w.add(at - 5, 'url', 'SAFE', 0, 'abc', '[]'); // short: padded with '0'
  w.add(at, 'url', 'SAFE', 0, `${sha256Hex('x')}ffff`, '[]'); // long: cut
  assert.equal(w.size, n + 2);
  const stored = unpack(pack({ at, facts: w.factBytes(), hashes: w.concatenatedHashes(), strings: w.strings, targets: [['wh_a', indexBytes([0, 7, n + 1])], ['wh_b', indexBytes([])]] })) as SegmentRecord;
  const record = readSegment(stored);
  assert.deepEqual(record.targets, [['wh_a', [0, 7, n + 1]], ['wh_b', []]], 'index lists read back as the numbers written');
  for (const i of [0, 127, 128, 129, 511, n - 1]) {
    const body = JSON.parse(deliveryOf(record, i)!.body) as { value_hash: string; score: number; timestamp: string; action_type: string; reasons: string[] };
    assert.equal(body.value_hash, sha256Hex(String(i)), `hash of action ${i}`);
    assert.equal(body.score, i / 4, 'a fractional score keeps its exact value');
    assert.equal(body.timestamp, new Date(at + i).toISOString());
    assert.equal(body.action_type, i % 2 ? 'url' : 'command');
    assert.deepEqual(body.reasons, [`r${i % 7}`]);
  }
  assert.equal(JSON.parse(deliveryOf(record, n)!.body).value_hash, 'abc'.padEnd(64, '0'));
  assert.equal(JSON.parse(deliveryOf(record, n)!.body).timestamp, new Date(at - 5).toISOString(), 'an action older than its segment keeps its time');
  assert.equal(JSON.parse(deliveryOf(record, n + 1)!.body).value_hash, sha256Hex('x'));
  assert.equal(deliveryOf(record, n + 2), undefined);
  // a truncated column loses its partial tail, never reads past it
  const cut = readSegment({ ...stored, facts: (stored.facts as Uint8Array).subarray(0, 5 * 8 * 2 + 3), targets: [['wh_a', indexBytes([1, 2]).subarray(0, 6)]] });
  assert.ok(deliveryOf(cut, 1) !== undefined);
  assert.equal(deliveryOf(cut, 2), undefined);
  assert.deepEqual(cut.targets, [['wh_a', [1]]]);
  // a segment written by an older run: facts as numbers, hashes as one string, index lists as arrays
  const old = readSegment({ at, facts: [3, 0, 1, 2, 7.5], hashes: sha256Hex('old'), strings: ['url', 'DANGER', '["x"]'], targets: [['wh_a', [0]]] });
  assert.deepEqual(old.targets, [['wh_a', [0]]]);
  assert.deepEqual(JSON.parse(deliveryOf(old, 0)!.body), { event: 'danger', timestamp: new Date(at + 3).toISOString(), action_type: 'url', value_hash: sha256Hex('old'), score: 7.5, level: 'DANGER', reasons: ['x'] });
});
