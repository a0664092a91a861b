/**
 * The registry's counter writes: the delivery loop's updates are gathered and written together (not one LMDB
 * transaction per delivery); what was written survives a reopen, and a webhook deleted meanwhile is not written back.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { openStore } from '../src/store/store.js';
import { WebhookRegistry } from '../src/webhooks/registry.js';

test('counter updates reach LMDB together; a deleted webhook stays deleted', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-registry-'));
  try {
    let store = openStore(dir);
    let registry = new WebhookRegistry(store);
    const kept = await registry.create('acct', { url: 'https://example.com/a', events: ['all'] });
    const gone = await registry.create('acct', { url: 'https://example.com/b', events: ['all'] });
    registry.recordFailure(kept.id);
    registry.recordFailure(kept.id);
    registry.recordSuccess(gone.id, Date.UTC(2026, 0, 2, 3, 4, 5));
    registry.addDropped(kept.id, 3);
    await registry.remove(gone.id);
    await registry.writeCounters();
    await store.close();

    store = openStore(dir);
    registry = new WebhookRegistry(store);
    assert.equal(registry.get(gone.id), undefined, 'the pending counter write did not bring the deleted webhook back');
    const reread = registry.get(kept.id)!;
    assert.equal(reread.failure_count, 2);
    assert.equal(reread.dropped_deliveries, 3);
    assert.equal(reread.active, true);
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the tenth consecutive failure deactivates and is written at once, without waiting for the counter write', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'safegate-registry-'));
  try {
    let store = openStore(dir);
    let registry = new WebhookRegistry(store);
    const w = await registry.create('acct', { url: 'https://example.com/a', events: ['all'] });
    let effect;
    for (let i = 0; i < 10; i++) effect = registry.recordFailure(w.id);
    assert.equal(effect, 'deactivated');
    assert.equal(registry.activeFor('acct'), undefined);
    await store.close(); // no writeCounters: the deactivation must already be queued
    store = openStore(dir);
    registry = new WebhookRegistry(store);
    assert.equal(registry.get(w.id)!.active, false);
    assert.equal(registry.get(w.id)!.failure_count, 10);
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
