/**
 * The worker's notes of a value (hash, preview, facts, chain steps, objects) against the front thread's own
 * computation: a session recorded from notes holds the same history and finds the same chains; a value is hashed
 * once per check however many observers need its hash.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sha256Hex, valueHashOf } from '../src/checks/value-hash.js';
import { notesOf } from '../src/checks/value-notes.js';
import { check } from '../src/engine/engine.js';
import type { CheckInput } from '../src/engine/types.js';
import { notesAt, packNotes } from '../src/pool/packed-notes.js';
import { NOTE, type ScoredAction, type ValueNotes } from '../src/pool/wire.js';
import { CHAINS } from '../src/sessions/chains.js';
import { newSession, recordAction } from '../src/sessions/record.js';
import { summarize } from '../src/sessions/result.js';

function scored(input: CheckInput, withNotes: boolean): ScoredAction {
  const result = check(input);
  const summary = summarize(result);
  return withNotes ? { json: JSON.stringify(result), summary, notes: notesOf(input, summary, NOTE.session) } : { json: JSON.stringify(result), summary };
}

describe('worker notes', () => {
  it('a session recorded from the notes equals one recorded from the values, over every chain example and look-alike', () => {
    const sequences = CHAINS.flatMap((c) => [...c.examples, ...c.lookalikes]);
    for (const actions of sequences) {
      const fromNotes = newSession('a:t', 'n', undefined, 1_000_000);
      const fromValues = newSession('a:t', 'v', undefined, 1_000_000);
      actions.forEach((input, i) => {
        const a = recordAction(fromNotes, input, scored(input, true), 'agent', 1_000_000 + i * 1000);
        const b = recordAction(fromValues, input, scored(input, false), 'agent', 1_000_000 + i * 1000);
        assert.deepEqual(a.fired, b.fired, actions[0]!.value);
        assert.equal(a.scored.json, b.scored.json);
      });
      assert.deepEqual(fromNotes.history, fromValues.history, actions[0]!.value);
      assert.deepEqual(fromNotes.chains, fromValues.chains);
      assert.ok(fromNotes.history.length > 0);
    }
  });

  it('notes hold only what was asked: NOTE.hash the SHA-256, NOTE.session the session facts beside it', () => {
    const input: CheckInput = { type: 'command', value: 'cat ~/.aws/credentials' };
    const summary = summarize(check(input));
    assert.deepEqual(notesOf(input, summary, NOTE.hash), { valueHash: sha256Hex(input.value) });
    const both = notesOf(input, summary, NOTE.session);
    assert.equal(both.valueHash, sha256Hex(input.value));
    assert.ok(both.session!.marks.includes('H01.1'), both.session!.marks.join(','));
    assert.ok(both.session!.preview.startsWith('cat ~/.aws/credentials'));
  });

  it('valueHashOf takes the hash the worker noted, and hashes a value at most once when none was noted', () => {
    const noted: ScoredAction = { json: '{}', summary: { score: 0, level: 'SAFE', primitive: null, threats: [] }, notes: { valueHash: 'f'.repeat(64) } };
    assert.equal(valueHashOf('anything', noted), 'f'.repeat(64));
    const plain: ScoredAction = { json: '{}', summary: { score: 0, level: 'SAFE', primitive: null, threats: [] } };
    assert.equal(valueHashOf('ls -la', plain), sha256Hex('ls -la'));
    assert.equal(plain.notes?.valueHash, sha256Hex('ls -la'));
    // the second observer gets the kept hash: a different value proves nothing was hashed again
    assert.equal(valueHashOf('something else', plain), sha256Hex('ls -la'));
  });

  it('notes cross the thread boundary packed and come back as they were, actions without notes in between', () => {
    const hash = (c: string) => c.repeat(64);
    const notes: (ValueNotes | null)[] = [
      null,
      { valueHash: hash('a') },
      { valueHash: hash('b'), session: { preview: 'curl, "x" → ü [redacted]…', marks: ['H01.2', 'H12.2'], objects: [0xdeadbeef, 1, 0xffffffff], facts: 5 } },
      null,
      { valueHash: hash('c'), session: { preview: '', marks: [], objects: [], facts: 0 } },
      { valueHash: hash('d'), session: { preview: 'ls', marks: ['H02.1'], objects: [42], facts: 4 } },
    ];
    const packed = packNotes(notes);
    notes.forEach((v, k) => assert.deepEqual(notesAt(packed, k), v ?? undefined, `action ${k}`));
    // and the real thing: the worker's notes of every chain example action survive the packing
    const real = CHAINS.flatMap((c) => c.examples.flat()).map((input) => notesOf(input, summarize(check(input)), NOTE.session));
    const back = packNotes(real);
    real.forEach((v, k) => assert.deepEqual(notesAt(back, k), v));
  });
});
