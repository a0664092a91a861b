import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../src/engine/engine.js';
import { MEMBER_SET, memberStartsForTest } from '../src/engine/parse/text-injection.js';
import { compileAnalyzer } from '../src/engine/compile.js';
import { ANALYZERS } from '../src/engine/rules/index.js';
import { HitList } from '../src/engine/ahocorasick.js';
import { beginLeadScan, endLeadScan, heldOccurrences } from '../src/engine/lead-search.js';
import { benignProse } from './support/prose.js';

// What the candidate search must find (it replaced a trie regex `(?:^|[^a-z0-9_-])(heads with a word-end test | stems)`):
// every position after the start or a character outside [a-z0-9_-] where a stem begins, or a first word that ends at
// a word end (no [a-z0-9_-] after it, nor an apostrophe and a word character), either apostrophe standing for "'".
const inWord = (c: string | undefined): boolean => c !== undefined && /[a-z0-9_-]/.test(c);
function bruteForce(t: string, heads: readonly string[], stems: readonly string[]): number[] {
  const norm = t.replace(/\u2019/g, "'");
  const out: number[] = [];
  for (let p = 0; p < t.length; p++) {
    if (p > 0 && inWord(t[p - 1])) continue;
    const stem = stems.some((w) => norm.startsWith(w.replace(/\u2019/g, "'"), p));
    const head = heads.some((w0) => {
      const w = w0.replace(/\u2019/g, "'");
      if (!norm.startsWith(w, p)) return false;
      const e = p + w.length;
      return !inWord(t[e]) && !((t[e] === "'" || t[e] === '\u2019') && /[a-z0-9_]/.test(t[e + 1] ?? ''));
    });
    if (stem || head) out.push(p);
  }
  return out;
}

test('family members are found where the brute-force search finds them (random texts of family words, separators, apostrophes, non-ASCII)', () => {
  const { heads, stems } = memberStartsForTest('');
  assert.ok(heads.length > 100 && stems.length > 0, 'the analyzers register their families when the engine loads');
  const words = [...heads.slice(0, 60), ...stems.slice(0, 20), 'the', 'x', 'a_b', 'é', 'naïve', 'sender', 'don’t', "don't"];
  const seps = [' ', ' ', '.', ', ', '\n', "'", '’', '-', '_', '', '"', '(', '/', 'é'];
  let seed = 4242;
  const rnd = (n: number): number => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
  for (let i = 0; i < 400; i++) {
    let t = '';
    const len = 20 + rnd(300);
    while (t.length < len) t += words[rnd(words.length)]! + seps[rnd(seps.length)]!;
    t = t.toLowerCase();
    assert.deepEqual(memberStartsForTest(t).starts.filter((p, k, a) => k === 0 || p !== a[k - 1]), bruteForce(t, heads, stems), t);
  }
  const prose = benignProse(4096, 7).toLowerCase();
  assert.deepEqual(memberStartsForTest(prose).starts.filter((p, k, a) => k === 0 || p !== a[k - 1]), bruteForce(prose, heads, stems));
});

test('member starts read from the keyword pass (text on the windowed path) equal a scan of the string itself', () => {
  const compiled = compileAnalyzer(ANALYZERS.text);
  assert.ok(compiled.scanSets !== null && compiled.scanSets.has(MEMBER_SET), 'text lists the member words as an entry set');
  const { heads } = memberStartsForTest('');
  let seed = 777;
  const rnd = (n: number): number => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
  const prose = benignProse(16 * 1024, 3).toLowerCase();
  const hay: string[] = [prose];
  // member words glued to letters, digits, capitals, underscores and hyphens, curly apostrophes, accents
  const glue = ['x', '9', 'Q', '_', '-', '’', "'", ' ', 'é', '.'];
  for (let i = 0; i < 6; i++) {
    let t = '';
    while (t.length < 3000) t += (rnd(3) === 0 ? glue[rnd(glue.length)]! : ' ') + heads[rnd(heads.length)]! + glue[rnd(glue.length)]!;
    hay.push(t);
  }
  let compared = 0;
  let gluedStarts = 0;
  for (const lower of hay) {
    const list = new HitList();
    for (const strictEnd of [lower.length, lower.length >> 1]) {
      list.length = 0;
      compiled.windowAutomaton!.scanHitsInParts(lower, compiled.found, list, strictEnd, true);
      compiled.found.fill(0);
      // each group's occurrence ends in text order, as the windowed path holds them
      const groups = compiled.found.length;
      const byGroup: number[][] = Array.from({ length: groups }, () => []);
      for (let i = 0; i < list.length; i += 2) byGroup[list.data[i]!]!.push(list.data[i + 1]!);
      const starts = new Int32Array(groups + 1);
      const ends: number[] = [];
      for (let g = 0; g < groups; g++) { starts[g] = ends.length; ends.push(...byGroup[g]!); }
      starts[groups] = ends.length;
      const windows = new Map<string, number>();
      const cuts: Array<[number, number]> = [[0, lower.length]];
      for (let k = 0; k < 40; k++) {
        const a = rnd(lower.length - 1100);
        cuts.push([a, a + 1024 + rnd(60)]);
      }
      // and windows that begin exactly where a member word's spelling begins, whatever stands before it (a letter or
      // digit there: the pass's word-start test left it out, the window's own scan finds it at its first character)
      for (let k = 0; k < 40; k++) {
        const a = lower.indexOf(heads[rnd(heads.length)]!, rnd(lower.length - 1100));
        if (a > 0 && a + 1084 <= lower.length) cuts.push([a, a + 1024 + rnd(60)]);
      }
      for (const [a, b] of cuts) if (a > 0) windows.set(lower.slice(a, b), a);
      const outer = beginLeadScan({
        info: new Map(), lower, text: lower, starts, ends: Int32Array.from(ends), span: compiled.keywordSpan, strictEnd,
        windows, made: new Map(), sets: compiled.scanSets, held: new Map(),
      });
      let got: number[][];
      try {
        got = cuts.map(([a, b]) => {
          const s = lower.slice(a, b);
          assert.ok(heldOccurrences(MEMBER_SET, s) !== null, `window at ${a} is read from the pass`);
          return memberStartsForTest(s).starts;
        });
      } finally {
        endLeadScan(outer);
      }
      cuts.forEach(([a, b], k) => {
        const s = lower.slice(a, b);
        const dedupe = (xs: number[]): number[] => xs.filter((p, j, all) => j === 0 || p !== all[j - 1]);
        assert.deepEqual(dedupe(got[k]!), dedupe(memberStartsForTest(s).starts), `window at ${a}: ${JSON.stringify(s.slice(0, 60))}`);
        compared++;
        if (a > 0 && /[a-z0-9]/i.test(lower[a - 1]!) && got[k]![0] === 0) gluedStarts++;
      });
    }
  }
  assert.ok(compared > 500);
  assert.ok(gluedStarts >= 5, `windows beginning at a member glued to a letter or digit: ${gluedStarts}`);
});
