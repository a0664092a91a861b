import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileAnalyzer } from '../src/engine/compile.js';
import { beginLeadScan, endLeadScan, leadExec } from '../src/engine/lead-search.js';
import { firstMatchAt, leadsOf } from '../src/engine/pattern-leads.js';
import { ANALYZERS } from '../src/engine/rules/index.js';
import { ACTION_TYPES } from '../src/engine/types.js';
import { benignProse } from './support/prose.js';

test('leads are read off literals, groups, optional parts and repeats; anything else leaves the pattern alone', () => {
  assert.deepEqual(leadsOf(/\b(?:delete|remove) (?:this )?account\b/)?.sort(), ['delete acc', 'delete thi', 'remove acc', 'remove thi']);
  assert.deepEqual(leadsOf(/ab+c|de{2,3}f|g?hi/)?.sort(), ['ab', 'dee', 'ghi', 'hi']);
  assert.deepEqual(leadsOf(/x(?:yz)?w/)?.sort(), ['xw', 'xyzw']);
  assert.deepEqual(leadsOf(/(?<![a-z])(?<word>wipe)\s(?=the)/)?.sort(), ['wipe']);
  assert.deepEqual(leadsOf(/\bSYSTEM:/), ['system:']);
  assert.deepEqual(leadsOf(/\bdo\.not\b/i), ['do.not']);
  // a match may begin with a class, a single character, a run of spaces or an empty alternative
  assert.deepEqual(leadsOf(/(?:ab|)cd/)?.sort(), ['abcd', 'cd']);
  for (const re of [/[ab]cd/, /(?:^|\s)foo/, /x/, /(?:ab)?[cd]/, /\s*abc/, /(?:ab|)c/, /a|bc/, /.bc/]) assert.equal(leadsOf(re), null, String(re));
  // case folding outside ASCII is not lower-casing, and a capital outside ASCII lower-cases by context
  assert.equal(leadsOf(/\bçalış/i), null);
  assert.equal(leadsOf(/\bΣΟΦΙΑ/), null);
  assert.deepEqual(leadsOf(/\blöschen/), ['löschen']);
  assert.equal(leadsOf(/\bstop/iu), null);
});

/** Where the pattern may match by its leads, found by brute force in the lower-cased text (what the automaton lists). */
function leadStarts(lower: string, leads: readonly string[]): Int32Array {
  const out: number[] = [];
  for (const lead of leads) for (let i = lower.indexOf(lead); i >= 0; i = lower.indexOf(lead, i + 1)) out.push(i);
  return Int32Array.from(out.sort((a, b) => a - b));
}

const shown = (m: RegExpExecArray | null): unknown => (m === null ? null : [m.index, ...m]);

test('a pattern tried only where its leads occur finds the match an unanchored search finds, on every rule pattern with leads', () => {
  const prose = benignProse(3000, 5);
  // every example of every type alone (a sample of the others'), and the type's own also in the middle of prose,
  // upper-cased and glued to the word before it
  const own = new Map<string, string[]>();
  const others: string[] = [];
  for (const type of ACTION_TYPES) {
    const list: string[] = [];
    ANALYZERS[type].rules.forEach((rule, r) => {
      for (const e of [...rule.examples.flag, ...rule.examples.pass]) {
        const v = typeof e === 'string' ? e : e.value;
        list.push(v, `${prose.slice(0, 1500)} ${v} ${prose.slice(1500)}`, v.toUpperCase(), `x${v}`);
        if (r % 3 === 0) others.push(v);
      }
    });
    own.set(type, list);
  }
  let rules = 0;
  let matched = 0;
  for (const type of ACTION_TYPES) {
    if (ANALYZERS[type].narrow === undefined) continue;
    const compiled = compileAnalyzer(ANALYZERS[type]);
    const texts = [...own.get(type)!, ...others].map((t) => [t, t.toLowerCase()] as const);
    for (const rule of compiled.gated) {
      if (rule.leadGroups === null) continue;
      rules++;
      const leads = leadsOf(rule.pattern!)!;
      assert.equal(rule.leadGroups.length, leads.length, rule.id);
      for (const [t, lower] of texts) {
        const want = rule.pattern!.exec(t);
        if (want !== null) matched++;
        if (lower.length !== t.length) continue;
        const starts = leadStarts(lower, leads);
        assert.deepEqual(shown(firstMatchAt(rule.sticky!, t, starts, 0, starts.length, 0)), shown(want), `${rule.id} on ${JSON.stringify(t.slice(0, 200))}`);
        // in a window cut from the text: the starts inside it, shifted
        if (t.length > 200) {
          const a = 97;
          const w = t.slice(a, t.length - 50);
          let lo = 0;
          while (lo < starts.length && starts[lo]! < a) lo++;
          let hi = lo;
          while (hi < starts.length && starts[hi]! < a + w.length) hi++;
          assert.deepEqual(shown(firstMatchAt(rule.sticky!, w, starts, lo, hi, a)), shown(rule.pattern!.exec(w)), `${rule.id} window of ${JSON.stringify(t.slice(0, 200))}`);
        }
      }
    }
  }
  assert.ok(rules > 40 && matched > 200, `rules ${rules}, matches ${matched}`);
});

test('leadExec answers as exec does for every regex an analyzer searches through leads (global ones match by match)', () => {
  const prose = benignProse(3000, 6);
  let regexes = 0;
  let matched = 0;
  for (const type of ACTION_TYPES) {
    const analyzer = ANALYZERS[type];
    if (analyzer.narrow === undefined || !analyzer.leadPatterns) continue;
    const compiled = compileAnalyzer(analyzer);
    const texts: string[] = [];
    for (const rule of analyzer.rules) {
      for (const e of [...rule.examples.flag, ...rule.examples.pass]) {
        const v = (typeof e === 'string' ? e : e.value).toLowerCase();
        texts.push(`${prose.slice(0, 1500)} ${v} ${prose.slice(1500)} ${v}`.toLowerCase());
      }
    }
    for (const [re, info] of compiled.leadInfo ?? []) {
      regexes++;
      const leads = leadsOf(re)!;
      for (const t of texts) {
        // the scan as the windowed path would hold it: each lead group's occurrence ends, in text order
        const byGroup = new Map<number, number[]>();
        leads.forEach((lead, j) => {
          const ends: number[] = [];
          for (let i = t.indexOf(lead); i >= 0; i = t.indexOf(lead, i + 1)) ends.push(i + lead.length);
          byGroup.set(info.groups[j]!, ends);
        });
        const groups = Math.max(...info.groups) + 1;
        const starts = new Int32Array(groups + 1);
        const all: number[] = [];
        for (let g = 0; g < groups; g++) {
          starts[g] = all.length;
          all.push(...(byGroup.get(g) ?? []));
        }
        starts[groups] = all.length;
        const span = new Int32Array(groups);
        leads.forEach((lead, j) => { span[info.groups[j]!] = lead.length; });
        const window = t.slice(800, 2600);
        const outer = beginLeadScan({ info: compiled.leadInfo!, lower: t, text: t, starts, ends: Int32Array.from(all), span, windows: new Map([[window, 800]]), made: new Map(), strictEnd: t.length, sets: null, held: new Map() });
        try {
          for (const s of [t, window]) {
            re.lastIndex = 0;
            const want: unknown[] = [];
            for (let m = re.exec(s), n = 0; m !== null && n < 50; m = re.global ? re.exec(s) : null, n++) want.push(shown(m), re.lastIndex);
            re.lastIndex = 0;
            const got: unknown[] = [];
            for (let m = leadExec(re, s), n = 0; m !== null && n < 50; m = re.global ? leadExec(re, s) : null, n++) got.push(shown(m), re.lastIndex);
            re.lastIndex = 0;
            matched += want.length / 2;
            assert.deepEqual(got, want, `${type} ${re.source.slice(0, 60)} on ${JSON.stringify(s.slice(1400, 1600))}`);
          }
        } finally {
          endLeadScan(outer);
        }
      }
    }
  }
  assert.ok(regexes > 30 && matched > 100, `regexes ${regexes}, matches ${matched}`);
});
