import { test } from 'node:test';
import assert from 'node:assert/strict';
import { couldHold } from '../src/engine/frames/term-presence.js';
import { readFrames, anyTagId } from '../src/engine/frames/reader.js';
import { TAGS } from '../src/engine/frames/scan.js';
import { LEXICON } from '../src/engine/frames/lexicon.js';
import { ACTION_TYPES } from '../src/engine/types.js';
import { loadCorpus } from './support/corpus.js';
import { benignProse, proseWithAttack } from './support/prose.js';

const EMPTY = {};
const OPTIONS = { quotesAreMentions: true, tolerance: 0 };

/** Texts the rules read: every corpus value and 1 KB windows of the benchmark prose, with and without an attack. */
function texts(): string[] {
  const out: string[] = [];
  for (const type of ACTION_TYPES) for (const c of loadCorpus(type)) out.push(c.value.toLowerCase());
  for (const type of ['message', 'text', 'document'] as const) {
    const prose = proseWithAttack(type, 16384, 3).toLowerCase();
    for (let a = 0; a + 1024 <= prose.length; a += 700) out.push(prose.slice(a, a + 1024));
  }
  const benign = benignProse(16384, 5).toLowerCase();
  for (let a = 0; a + 1024 <= benign.length; a += 700) out.push(benign.slice(a, a + 1024));
  return out;
}

test('couldHold never rules out a tag the reading finds (every lexicon tag, corpus values and prose windows)', () => {
  const tags = TAGS.filter((t) => !t.startsWith('op:'));
  let ruledOut = 0;
  for (const text of texts()) {
    const reading = readFrames(text, EMPTY, OPTIONS, text);
    for (const tag of tags) {
      if (couldHold(text, EMPTY, tag)) continue;
      ruledOut++;
      assert.equal(reading.anywhere[anyTagId(tag)], 0, `${tag} ruled out but read in ${JSON.stringify(text.slice(0, 120))}`);
    }
  }
  // the test must exercise the pre-test, not only the answer "could hold"
  assert.ok(ruledOut > 1000, `only ${ruledOut} tags ruled out`);
});

test('couldHold answers true with metadata, for operations, and where a term of the tag occurs', () => {
  assert.equal(couldHold('please buy the cards', { note: 'gift card' }, 'obj:giftcard'), true);
  assert.equal(couldHold('nothing here', EMPTY, 'op:send'), true);
  assert.equal(couldHold('buy five itunes cards now', EMPTY, 'obj:giftcard'), true);
  assert.equal(couldHold('kaufen sie gutscheine', EMPTY, 'obj:giftcard'), true);
  assert.equal(couldHold('the cardiology ward confirmed the follow-up', EMPTY, 'obj:giftcard'), false);
  assert.ok(LEXICON.some((g) => g.tag === 'obj:giftcard'));
});
