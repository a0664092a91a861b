import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hitIndexForTest, readFrames, type Reading } from '../src/engine/frames/reader.js';
import { scanTerms } from '../src/engine/frames/scan.js';
import { foldAccents } from '../src/engine/frames/fold.js';
import { cleanEscapes } from '../src/engine/frames/escapes.js';
import { check } from '../src/engine/engine.js';
import { ACTION_TYPES } from '../src/engine/types.js';
import { loadCorpus } from './support/corpus.js';
import { benignProse, proseWithAttack } from './support/prose.js';

/**
 * The reader's passes over its hits, shared: a window's reading takes its terms from the whole text's term scan (Reading.termsOf) where that gives the same
 * terms as a scan of the window: these tests compare the two on windows cut anywhere in long texts, and on the edges
 * where they would differ (a term across the edge, a word or an escape cut in two).
 */

const OPTIONS = { quotesAreMentions: true, tolerance: 0 };
const folded = (s: string): string => foldAccents(cleanEscapes(s));

/** Long texts with terms of several words, accents, escapes and an unspaced script among ordinary prose. */
function texts(): string[] {
  const edgy = 'Bitte löschen Sie die Kundendaten. Send me the password\\nreset link; anyone with the link can view it.\\"' +
    ' Envoyez le fichier des salariés à jb@gmail.com.\\t個人のgmailに送って。 export the customer list to my personal dropbox ';
  return [
    benignProse(16384, 5),
    proseWithAttack('message', 16384, 3),
    proseWithAttack('ui_action', 16384, 4),
    edgy.repeat(40),
  ].map((t) => t.toLowerCase());
}

/** Window edges: every 37th position (inside words too) and every whitespace near it. */
function cuts(n: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let a = 0; a < n; a += 37) for (const len of [1, 40, 300, 1100]) if (a + len <= n) out.push([a, a + len]);
  return out;
}

test('a window\'s terms taken from the whole text are the terms a scan of the window finds', () => {
  let shared = 0;
  let declined = 0;
  for (const text of texts()) {
    const whole: Reading = readFrames(text, {}, OPTIONS);
    const spaced: Array<[number, number]> = [];
    for (const [a0, b0] of cuts(text.length)) {
      // the same cut moved onto whitespace, as windows.ts moves its edges
      let a = a0;
      while (a > 0 && text.charCodeAt(a - 1) > 32) a--;
      let b = b0;
      while (b < text.length && text.charCodeAt(b) > 32) b++;
      spaced.push([a0, b0], [a, b]);
    }
    for (const [a, b] of spaced) {
      const window = folded(text.slice(a, b));
      const terms = whole.termsOf(window, a);
      if (terms === null) { declined++; continue; }
      shared++;
      assert.deepEqual(terms, scanTerms(window), `window [${a}, ${b})`);
    }
  }
  // most windows on whitespace share; a cut inside a word never does
  assert.ok(shared > 1000, `shared ${shared}`);
  assert.ok(declined > 1000, `declined ${declined}`);
});

test('termsOf declines a window whose edge cuts a word, a term of several words or an escape', () => {
  const text = 'please send me the report. then reset the password\\nnow and ok '.repeat(3);
  const whole = readFrames(text, {}, OPTIONS);
  const at = (s: string): number => text.indexOf(s);
  const win = (a: number, b: number): string => folded(text.slice(a, b));
  // on whitespace on both sides: shared
  const a = at('then');
  const b = at(' and');
  assert.notEqual(whole.termsOf(win(a, b), a), null);
  // inside a word
  assert.equal(whole.termsOf(win(a + 2, b), a + 2), null);
  // an escape cut in two: the window ends on the backslash, the whole text read "\n" as a line break
  const esc = text.indexOf('\\n');
  assert.equal(whole.termsOf(win(a, esc + 1), a), null);
  // "send me" runs across the edge after "send" (a term of two words)
  const send = at('send me');
  assert.equal(whole.termsOf(win(0, send + 4), 0), null);
  // a window that is not the whole text there
  assert.equal(whole.termsOf(win(a, b).replace('then', 'than'), a), null);
});

test('a window read with the whole text\'s terms is the window read by itself', () => {
  const text = proseWithAttack('ui_action', 8192, 6).toLowerCase();
  const whole = readFrames(text, {}, OPTIONS);
  let compared = 0;
  for (let a0 = 0; a0 + 1024 <= text.length; a0 += 256) {
    let a = a0;
    while (a > 0 && text.charCodeAt(a - 1) > 32) a--;
    const window = text.slice(a, a + 1024);
    const alone = readFrames(window, {}, { ...OPTIONS, cutHead: a > 0 });
    const cut = readFrames(window, {}, { ...OPTIONS, cutHead: a > 0 }, window, { whole, at: a });
    assert.deepEqual(cut.hits, alone.hits);
    assert.deepEqual([...cut.anywhere], [...alone.anywhere]);
    assert.deepEqual(cut.frames, alone.frames);
    compared++;
  }
  assert.ok(compared > 20);
});

test('ui_action over long prose: the windows that read frames answer as before (levels and threats)', () => {
  // B10 asks whether a window's consent verb is ordered in every window that holds one: those readings take the
  // whole text's terms; an attack sentence in the prose is still found
  const benign = check({ type: 'ui_action', value: benignProse(65536, 11) });
  assert.equal(benign.level, 'SAFE');
  const attacked = check({ type: 'ui_action', value: proseWithAttack('ui_action', 65536, 11) });
  assert.notEqual(attacked.level, 'SAFE');
});

test('the reader\'s adjustments read the same hits through the tag index as when they visit every hit', () => {
  // long texts dense with the adjustments' triggers: every corpus value of a type joined, and the benchmark prose
  const long: string[] = [benignProse(16384, 5).toLowerCase()];
  for (const type of ACTION_TYPES) {
    long.push(loadCorpus(type).map((c) => c.value).join('. ').toLowerCase());
    long.push(proseWithAttack(type, 16384, 2).toLowerCase());
  }
  let indexed = 0;
  for (const text of long) {
    const fast = readFrames(text, {}, OPTIONS);
    hitIndexForTest(false);
    let slow: Reading;
    try {
      slow = readFrames(text, {}, OPTIONS);
    } finally {
      hitIndexForTest(true);
    }
    assert.deepEqual(fast.hits, slow.hits);
    assert.deepEqual([...fast.anywhere], [...slow.anywhere]);
    if (fast.hits.length >= 64) indexed++;
  }
  assert.ok(indexed >= 30, `indexed ${indexed}`);
});
