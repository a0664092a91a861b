import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../src/store/store.js';
import { UsageCounter } from '../src/usage/usage.js';

const DAY = Date.UTC(2026, 10, 27, 12);

test('usage read while a flush is committing counts every recorded check, once', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'usage-'));
  const store = openStore(dir);
  const usage = new UsageCounter(store, 60_000, () => DAY);
  try {
    usage.record('key_a', 'url', 3);
    const inFlight = usage.flush();
    // let the flush take its batch and open its write transaction, without waiting for the commit
    for (let i = 0; i < 5; i++) await Promise.resolve();
    usage.record('key_a', 'query');
    // the flush's transaction has not committed yet: its counts must still be visible, and the new one too
    assert.deepEqual(usage.today('key_a'), { total: 4, by_type: { url: 3, query: 1 } });
    await inFlight;
    assert.deepEqual(usage.today('key_a'), { total: 4, by_type: { url: 3, query: 1 } });
    await usage.flush();
    assert.deepEqual(store.db('usage').get(`key_a:2026-11-27`), { total: 4, by_type: { url: 3, query: 1 } });
  } finally {
    await usage.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('usage counted by an earlier process is read from the store and added to, not replaced', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'usage-'));
  try {
    const first = openStore(dir);
    const a = new UsageCounter(first, 60_000, () => DAY);
    a.record('key_b', 'command', 2);
    await a.close();
    await first.close();
    const second = openStore(dir);
    const b = new UsageCounter(second, 60_000, () => DAY);
    assert.deepEqual(b.today('key_b'), { total: 2, by_type: { command: 2 } });
    b.record('key_b', 'url');
    await b.close();
    assert.deepEqual(second.db('usage').get('key_b:2026-11-27'), { total: 3, by_type: { command: 2, url: 1 } });
    assert.deepEqual(b.today('key_unknown'), { total: 0, by_type: {} });
    await second.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
