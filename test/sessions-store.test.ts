/**
 * The session store's order of last activity (src/sessions/session-store.ts): a check moves its session to the newest
 * end, the cap evicts the session idle longest, the sweep drops the idle-expired ones from the oldest end, and each
 * owner namespace keeps its own order and its own cap.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { createLogger } from '../src/log.js';
import { SessionStore } from '../src/sessions/session-store.js';
import { openStore } from '../src/store/store.js';

describe('session store order', () => {
  it('evicts the idlest at the cap and sweeps from the oldest end, per namespace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'safegate-store-order-'));
    const store = openStore(dir);
    let now = 1_000_000;
    const sessions = new SessionStore(store, { ttlMs: 10_000, perAccount: 3, flushMs: 3_600_000 }, createLogger('error'), () => now);
    // as a check does: the session (created on first use), its activity, then the move to the newest end
    const use = (ns: string, id: string) => {
      now += 100;
      const s = sessions.session(ns, id, undefined);
      s.lastActivityAt = now;
      sessions.touch(s);
    };
    const held = (ns: string, ids: string[]) => ids.filter((id) => sessions.get(ns, id) !== undefined);
    try {
      for (const id of ['a', 'b', 'c']) use('a:one', id);
      use('a:one', 'a'); // b, c, a
      use('a:one', 'd'); // the cap: b goes
      assert.deepEqual(held('a:one', ['a', 'b', 'c', 'd']), ['a', 'c', 'd']);
      use('a:one', 'c'); // a, d, c: the middle one moved
      use('a:one', 'c'); // already the newest
      use('a:two', 'x'); // another namespace: its own order and cap
      use('a:one', 'e'); // a goes
      assert.deepEqual(held('a:one', ['a', 'c', 'd', 'e']), ['c', 'd', 'e']);
      assert.deepEqual(held('a:two', ['x']), ['x']);
      assert.equal(sessions.size, 4);
      // d is idle longest: past the TTL it goes, and the sweep stops at c, which is not
      now = sessions.get('a:one', 'd')!.lastActivityAt + 10_001;
      sessions.sweep();
      assert.deepEqual(held('a:one', ['c', 'd', 'e']), ['c', 'e']);
      assert.equal(sessions.size, 3);
      use('a:one', 'f');
      use('a:one', 'g'); // c goes (the oldest left), then nothing else
      assert.deepEqual(held('a:one', ['c', 'e', 'f', 'g']), ['e', 'f', 'g']);
      now += 20_000;
      sessions.sweep();
      assert.equal(sessions.size, 0);
      use('a:one', 'h'); // a namespace emptied by the sweep starts again
      assert.deepEqual(held('a:one', ['h']), ['h']);
    } finally {
      await sessions.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
