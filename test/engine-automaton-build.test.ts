import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HitList, KeywordAutomaton } from '../src/engine/ahocorasick.js';
import { buildTables, type KeywordEntry } from '../src/engine/automaton-build.js';

/** Every (group, end) where a keyword of that group ends, word-start keywords only after no ASCII letter or digit. */
function naiveHits(entries: readonly KeywordEntry[], text: string): string[] {
  const out = new Set<string>();
  for (const { keyword, group, wordStart } of entries) {
    for (let i = text.indexOf(keyword); i >= 0; i = text.indexOf(keyword, i + 1)) {
      if (wordStart === true && i > 0 && /[A-Za-z0-9]/.test(text[i - 1]!)) continue;
      out.add(`${group}:${i + keyword.length}`);
    }
  }
  return [...out].sort();
}

test('the flat-array build: scanHits agrees with a naive search (shared groups, word-start entries, repeated keywords, non-ASCII)', () => {
  let seed = 4242;
  const rnd = (n: number): number => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
  const kwChars = 'ab-é日';
  const textChars = `${kwChars}xy 1\u0436`;
  for (let round = 0; round < 300; round++) {
    const entries: KeywordEntry[] = [];
    for (let k = 0; k < 1 + rnd(12); k++) {
      let keyword = '';
      for (let i = 0, len = 1 + rnd(5); i < len; i++) keyword += kwChars[rnd(kwChars.length)];
      // few groups, so groups share keywords and one keyword may come twice
      entries.push({ keyword, group: rnd(4), wordStart: rnd(3) === 0 });
    }
    const ac = new KeywordAutomaton(entries);
    for (let t = 0; t < 6; t++) {
      let text = '';
      for (let i = 0, len = rnd(80); i < len; i++) text += rnd(5) === 0 ? entries[rnd(entries.length)]!.keyword : textChars[rnd(textChars.length)];
      const found = new Uint8Array(ac.groupCount);
      const hits = new HitList();
      ac.scanHits(text, found, hits);
      const got = new Set<string>();
      for (let i = 0; i < hits.length; i += 2) got.add(`${hits.data[i]}:${hits.data[i + 1]}`);
      const want = naiveHits(entries, text);
      assert.deepEqual([...got].sort(), want, `entries ${JSON.stringify(entries)} text ${JSON.stringify(text)}`);
      const groups = new Set(want.map((h) => Number(h.split(':')[0])));
      assert.deepEqual([...found], [...found].map((_, g) => (groups.has(g) ? 1 : 0)));
    }
  }
});

test('the build rejects an empty keyword and one over 65 535 characters', () => {
  assert.throws(() => new KeywordAutomaton([{ keyword: '', group: 0 }]), /empty keyword/);
  assert.throws(() => new KeywordAutomaton([{ keyword: 'x'.repeat(0x10000), group: 0 }]), /65 535/);
});

test('an automaton over 32 767 states (rows for its shallow states only) finds what a naive search finds', () => {
  // 3 000 distinct 16-letter keywords make about 40 000 states, past what 16-bit rows for every state can number
  const entries: KeywordEntry[] = [];
  let seed = 77;
  const rnd = (n: number): number => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
  for (let k = 0; k < 3000; k++) {
    let keyword = '';
    for (let i = 0; i < 16; i++) keyword += 'abcdefghij'[rnd(10)];
    entries.push({ keyword, group: k % 40, wordStart: k % 3 === 0 });
  }
  const tables = buildTables(entries);
  assert.ok(tables.depth.length > 0x7fff && tables.dense < tables.depth.length, `${tables.dense} rows of ${tables.depth.length} states`);
  const ac = new KeywordAutomaton(tables);
  let text = '';
  for (let i = 0; i < 200; i++) text += rnd(4) === 0 ? `${entries[rnd(entries.length)]!.keyword} ` : 'abcdefghij xy'[rnd(13)];
  const hits = new HitList();
  ac.scanHits(text, new Uint8Array(ac.groupCount), hits);
  const got = new Set<string>();
  for (let i = 0; i < hits.length; i += 2) got.add(`${hits.data[i]}:${hits.data[i + 1]}`);
  const want = naiveHits(entries, text);
  assert.ok(want.length > 20, `only ${want.length} hits planted`);
  assert.deepEqual([...got].sort(), want);
});

test('Latin-1 text on the byte paths: scan and scanHitsInParts find what the one-chain scanHits finds', () => {
  let seed = 9090;
  const rnd = (n: number): number => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
  // keywords with no unit past ASCII, with one ('µ', like the frame terms), and with many (left to the code-unit paths)
  const sets = ['abc', 'abµ', 'abéèàç'];
  const textChars = 'abcxy .µéèàçß¿ÿ\u4e2d';
  for (const kwChars of sets) {
    for (let round = 0; round < 120; round++) {
      const entries: KeywordEntry[] = [];
      for (let k = 0; k < 1 + rnd(10); k++) {
        let keyword = '';
        for (let i = 0, len = 1 + rnd(4); i < len; i++) keyword += kwChars[rnd(kwChars.length)];
        entries.push({ keyword, group: rnd(5), wordStart: rnd(3) === 0 });
      }
      const ac = new KeywordAutomaton(entries);
      for (let t = 0; t < 4; t++) {
        // mostly without the units past Latin-1, so the Latin-1 byte path is taken often
        const chars = rnd(3) === 0 ? textChars : textChars.slice(0, -1);
        let text = '';
        for (let i = 0, len = 48 + rnd(200); i < len; i++) text += rnd(6) === 0 ? entries[rnd(entries.length)]!.keyword : chars[rnd(chars.length)];
        const one = new HitList();
        const oneFound = new Uint8Array(ac.groupCount);
        ac.scanHits(text, oneFound, one);
        const parts = new HitList();
        const partsFound = new Uint8Array(ac.groupCount);
        ac.scanHitsInParts(text, partsFound, parts, text.length, true);
        const pairs = (h: HitList): string[] => Array.from({ length: h.length / 2 }, (_, i) => `${h.data[2 * i]}:${h.data[2 * i + 1]}`).sort();
        assert.deepEqual(pairs(parts), pairs(one), `keywords ${JSON.stringify(entries)} text ${JSON.stringify(text)}`);
        assert.deepEqual([...partsFound], [...oneFound]);
        const flags = new Uint8Array(ac.groupCount);
        ac.scan(text, flags);
        assert.deepEqual([...flags], [...oneFound], `scan: keywords ${JSON.stringify(entries)} text ${JSON.stringify(text)}`);
      }
    }
  }
});
