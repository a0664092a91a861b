import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PhraseLists, PhraseSet } from '../src/engine/parse/phrase-set.js';

// PhraseSet and PhraseLists promise what one `includes` per phrase in list order answers; their scan reads the
// occurrence list (short texts in one chain, longer ones in four parts), so texts on both sides of that length and
// with units past ASCII and past Latin-1 are compared.
const LISTS: string[][] = [
  ['rm -rf', 'shutil.rmtree', 'os.remove', 'unlink', 'rm'],
  ['/etc/passwd', '/etc/shadow', 'passwd', '.ssh/id_rsa', 'id_rsa'],
  ['requests.post', 'curl', 'urllib', 'post'],
  ['café', 'naïve', 'über', 'ç'],
  ['送信', 'пароль', 'x', 'xy', 'xyz'],
];
const PIECES = [...LISTS.flat(), ' ', '\n', 'a', 'the ', 'import os; ', '"', 'É', '€', '日本', 'r', 'm', '-', '/etc/', 'sha', 'dow'];

function randomText(seed: number, pieces: number): string {
  let x = seed;
  const next = (): number => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x >>> 8;
  };
  let s = '';
  for (let i = 0; i < pieces; i++) s += PIECES[next() % PIECES.length]!;
  return s;
}

test('PhraseSet.first is the first phrase of the list that the text includes', () => {
  const sets = LISTS.map((l) => new PhraseSet(l));
  for (let seed = 1; seed <= 600; seed++) {
    const text = randomText(seed, 1 + (seed % 40));
    LISTS.forEach((list, k) => assert.equal(sets[k]!.first(text), list.find((p) => text.includes(p)), `${JSON.stringify(text)} list ${k}`));
    assert.equal(sets[0]!.any(text), LISTS[0]!.some((p) => text.includes(p)));
  }
});

test('PhraseLists.foundOfEach lists, per list, the phrases the text includes in list order', () => {
  const lists = new PhraseLists(LISTS);
  for (let seed = 1; seed <= 600; seed++) {
    const text = randomText(seed * 7 + 3, 1 + (seed % 50));
    const found = lists.foundOfEach(text);
    assert.equal(found.length, LISTS.length);
    LISTS.forEach((list, k) => assert.deepEqual(found[k], list.filter((p) => text.includes(p)), `${JSON.stringify(text)} list ${k}`));
  }
  // nothing found: every list is empty, and a following scan starts from clean flags
  assert.deepEqual(lists.foundOfEach('nothing here'), LISTS.map(() => []));
  assert.deepEqual(lists.foundOfEach('curl x')[2], ['curl']);
});

test('contentSign answers what one includes per hidden mark and an opening within two characters answer', async () => {
  const { contentSign } = await import('../src/engine/frames/parties.js');
  const hidden = ['white text', 'white font', 'hidden text', '[hidden', '(hidden', 'display:none', 'display: none', 'font-size:0', 'font-size: 0', 'visibility:hidden', '<!--', '隐藏', '非表示', 'versteckter text', 'texte masqué', 'texto oculto'];
  const openings = ['search result', 'tool result', 'tool_result', 'tool output', 'fetched page', 'fetched content', 'web page text', 'page text', 'snippet'];
  const byIncludes = (lower: string): boolean => hidden.some((m) => lower.includes(m)) || openings.some((m) => { const at = lower.slice(0, 48).indexOf(m); return at !== -1 && at <= 2; });
  const pieces = [...hidden, ...openings, ' ', 'a', '[', '(', 'é', '隐', 'search ', 'page', 'tool', '<!-', 'white ', 'hidden', 'snip'];
  let x = 7;
  let shown = 0;
  for (let i = 0; i < 20_000; i++) {
    let s = '';
    for (let j = 0; j <= i % 12; j++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      s += pieces[(x >>> 8) % pieces.length];
    }
    if (byIncludes(s)) shown++;
    assert.equal(contentSign(s), byIncludes(s), JSON.stringify(s));
  }
  assert.ok(shown > 1000 && shown < 19_000, `${shown} signs`);
});

test('code reads its phrase lists from the keyword pass on the windowed path, with the answers of a scan of each string', async () => {
  const { compileAnalyzer } = await import('../src/engine/compile.js');
  const { ANALYZERS } = await import('../src/engine/rules/index.js');
  const { HitList } = await import('../src/engine/hit-list.js');
  const { beginLeadScan, endLeadScan, heldOccurrences } = await import('../src/engine/lead-search.js');
  const { LEXICON } = await import('../src/engine/parse/code-frame.js');
  const { CALL_LISTS } = await import('../src/engine/parse/code-effects.js');
  const { benignProse } = await import('./support/prose.js');
  const compiled = compileAnalyzer(ANALYZERS.code);
  const sets = [...(compiled.scanSets ?? new Map()).keys()];
  assert.ok(sets.includes(LEXICON) && sets.includes(CALL_LISTS), 'code lists the code frame lexicon and the call lists as entry sets');
  const phraseSet = sets.find((s) => s instanceof PhraseSet) as PhraseSet | undefined;
  assert.ok(phraseSet !== undefined, 'code lists its detector words as an entry set');
  const words = [...LEXICON.entries(), ...CALL_LISTS.entries(), ...phraseSet.entries()].map((e) => e.keyword);
  let seed = 4242;
  const rnd = (n: number): number => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
  const hay: string[] = [benignProse(16 * 1024, 5).toLowerCase()];
  const glue = [' ', '.', '(', '_', 'x', '\n', '"', 'é', '9', '->'];
  for (let i = 0; i < 4; i++) {
    let t = '';
    while (t.length < 6000) t += words[rnd(words.length)]! + glue[rnd(glue.length)]! + (rnd(4) === 0 ? 'data ' : '');
    hay.push(t);
  }
  let compared = 0;
  for (const lower of hay) {
    const list = new HitList();
    compiled.windowAutomaton!.scanHitsInParts(lower, compiled.found, list, lower.length, true);
    compiled.found.fill(0);
    const groups = compiled.found.length;
    const byGroup: number[][] = Array.from({ length: groups }, () => []);
    for (let i = 0; i < list.length; i += 2) byGroup[list.data[i]!]!.push(list.data[i + 1]!);
    const starts = new Int32Array(groups + 1);
    const ends: number[] = [];
    for (let g = 0; g < groups; g++) { starts[g] = ends.length; ends.push(...byGroup[g]!); }
    starts[groups] = ends.length;
    const windows = new Map<string, number>();
    const cuts: Array<[number, number]> = [[0, lower.length]];
    for (let k = 0; k < 30; k++) {
      const a = rnd(lower.length - 1100);
      cuts.push([a, a + 1024 + rnd(60)]);
    }
    // windows that begin or end inside a phrase: an occurrence cut by the edge is not the window's
    for (let k = 0; k < 30; k++) {
      const w = words[rnd(words.length)]!;
      const at = lower.indexOf(w, rnd(lower.length - 1100));
      if (at > 1 && at + 1084 <= lower.length) cuts.push([at + (k % 2), at + 1024 + rnd(60)]);
      if (at > 1100) cuts.push([at - 1024, at + (w.length >> 1)]);
    }
    for (const [a, b] of cuts) if (a > 0) windows.set(lower.slice(a, b), a);
    const ask = (s: string) => [LEXICON.foundOfEach(s), CALL_LISTS.foundOfEach(s), phraseSet.first(s)];
    const outer = beginLeadScan({
      info: new Map(), lower, text: lower, starts, ends: Int32Array.from(ends), span: compiled.keywordSpan, strictEnd: lower.length,
      windows, made: new Map(), sets: compiled.scanSets, held: new Map(),
    });
    let got: unknown[];
    try {
      got = cuts.map(([a, b]) => {
        const s = lower.slice(a, b);
        for (const set of [LEXICON, CALL_LISTS, phraseSet]) assert.ok(heldOccurrences(set, s) !== null, `window at ${a} is read from the pass`);
        return ask(s);
      });
    } finally {
      endLeadScan(outer);
    }
    cuts.forEach(([a, b], k) => {
      const s = lower.slice(a, b);
      assert.deepEqual(got[k], ask(s), `window at ${a}: ${JSON.stringify(s.slice(0, 60))}`);
      compared++;
    });
  }
  assert.ok(compared > 150, `compared ${compared}`);
});
