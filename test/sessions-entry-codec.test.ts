/**
 * The binary form of history entries (src/sessions/entry-codec.ts): every field comes back exactly as written, for
 * ASCII and non-ASCII text, a lone surrogate, no agent, no primitive, fractional scores and 32-bit object hashes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PRIMITIVES } from '../src/engine/types.js';
import { internedList } from '../src/pool/interned.js';
import { EntryWriter, readEntries } from '../src/sessions/entry-codec.js';
import type { HistoryEntry } from '../src/sessions/types.js';

function entry(seq: number, over: Partial<HistoryEntry>): HistoryEntry {
  return {
    seq, type: 'command', valueHash: 'ab'.repeat(32), preview: 'ls -la', score: 0, level: 'SAFE', primitive: null,
    threats: [], agentId: undefined, at: 1_795_000_000_000 + seq, marks: [], objects: [], facts: 0, ...over,
  };
}

const plain = (e: HistoryEntry) => ({ ...e, threats: [...e.threats], marks: [...e.marks], objects: [...e.objects] });

describe('history entry codec', () => {
  it('reads back every field of every entry, in order', () => {
    const entries: HistoryEntry[] = [
      entry(1, {}),
      entry(2, { type: 'url', preview: 'https://exämple.com/ünïcode 日本語 😀', score: 7.5, level: 'DANGER', primitive: 'MANIPULATION', threats: internedList('U19,U14'), agentId: 'agent-ü', facts: 7, objects: [0, 1, 4294967295] }),
      entry(3, { preview: `cut inside a pair ${'\ud83d'}`, agentId: `lone ${'\udc00'} surrogate`, marks: ['H03.1', 'H11.2'], level: 'CAUTION' }),
      entry(4294967295, { preview: '', agentId: '', threats: ['X01'], primitive: 'PERSISTENCE' }),
      ...PRIMITIVES.map((primitive, i) => entry(10 + i, { primitive, preview: 'x'.repeat(17 + i) })),
    ];
    const writer = new EntryWriter();
    for (const e of entries) writer.write(e);
    const bytes = writer.take();
    assert.deepEqual(readEntries(bytes).map(plain), entries.map(plain));
    // the writer starts over after a take: the next buffer holds only what came after
    writer.write(entries[1]!);
    assert.deepEqual(readEntries(writer.take()).map(plain), [plain(entries[1]!)]);
    assert.deepEqual(readEntries(new Uint8Array(0)), []);
  });

  it('concatenated buffers read as one (a page is the journal records\' buffers back to back)', () => {
    const writer = new EntryWriter();
    writer.write(entry(1, { agentId: 'a' }));
    const first = writer.take();
    writer.write(entry(2, { preview: 'ü'.repeat(60) }));
    writer.write(entry(3, {}));
    const second = writer.take();
    assert.deepEqual(readEntries(Buffer.concat([first, second])).map((e) => e.seq), [1, 2, 3]);
  });

  it('a shared list\'s field is copied from the writer\'s encoding of it: the same bytes as encoding it again', () => {
    const lists = ['H02.3,H03.2,H06.2,H11.2,H13.2', 'C05', 'U19,U14,ü', ''].map(internedList);
    const entries = Array.from({ length: 12 }, (_, i) => entry(i + 1, { threats: lists[i % 4]!, marks: lists[(i + 1) % 4]! }));
    const unshared = entries.map((e) => ({ ...e, threats: [...e.threats], marks: [...e.marks] }));
    const writer = new EntryWriter();
    for (const e of unshared) writer.write(e);
    const expected = writer.take();
    for (let pass = 0; pass < 2; pass++) {
      for (const e of entries) writer.write(e);
      assert.ok(writer.take().equals(expected));
    }
  });

  it('grows past its first buffer for a long record', () => {
    const writer = new EntryWriter();
    const many = Array.from({ length: 2000 }, (_, i) => entry(i + 1, { preview: `preview ${i} ${'é'.repeat(40)}`, objects: [i, i + 1] }));
    for (const e of many) writer.write(e);
    assert.deepEqual(readEntries(writer.take()).map(plain), many.map(plain));
  });
});
