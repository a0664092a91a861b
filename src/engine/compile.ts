import { HitList, KeywordAutomaton } from './ahocorasick.js';
import type { LeadInfo, ScanSet, SetGroups } from './lead-search.js';
import { freshBytes } from './fresh-arrays.js';
import { leadsOf } from './pattern-leads.js';
import { PRIMITIVES, type Analyzer, type BaseContext, type Metadata, type Primitive, type RuleFamily, type ThreatRule } from './types.js';

const ID_SHAPE = /^[A-Z][0-9]{2}$/;
const WORD_CHAR = /^[A-Za-z0-9]/;
/** Keywords up to this length are the ones that occur inside unrelated words ('dan' in "guidance"). */
const SHORT_KEYWORD = 4;

/**
 * A rule as the scorer runs it. Every compiled rule has this one shape, whichever analyzer it came from, so
 * the scorer's property loads stay monomorphic when checks of all 18 types are interleaved (with the rule
 * tables' own object literals they were megamorphic, which cost more than many rules themselves).
 */
export class CompiledRule<C extends BaseContext = BaseContext> {
  readonly id: string;
  readonly name: string;
  readonly primitive: Primitive;
  readonly score: number;
  readonly pattern: RegExp | null;
  readonly detect: ThreatRule<C>['detect'] | null;
  readonly veto: ThreatRule<C>['veto'] | null;
  readonly reason: ((detail: string) => string) | null;
  /** Runs over the whole text even where the analyzer confirms in windows (ThreatRule.scope). */
  readonly whole: boolean;
  /** How far the `requires` words may stand from a keyword occurrence (ThreatRule.near). */
  readonly near: number;
  /**
   * 1 when the finding names only the act's carrier (ThreatRule.mechanism): it yields the lead at an equal score; -1 for
   * a second opinion (ThreatRule.afterRules), whose finding at the action's score names the effect it reads (leads).
   */
  readonly mechanism: number;
  /** The rule table's own row, for tooling that wants its examples or keywords. */
  readonly source: ThreatRule<C>;
  /** The analyzer's reading of the whole act's effect (Analyzer.effect), or null. */
  readonly effect: ((ctx: C, primitive: Primitive) => Primitive) | null;
  /**
   * For a keyword rule of an analyzer that confirms in windows: the automaton groups of its pattern's leads
   * (pattern-leads.ts) and a sticky copy of the pattern, tried only where a lead occurs; else null.
   */
  leadGroups: Int32Array | null = null;
  sticky: RegExp | null = null;
  /**
   * On the first member of a rule family that stands together in the analyzer's always-run list: the family, asked
   * once per check which members to run (ThreatRule.family), and how many members follow from here; else null and 0.
   */
  familyHead: RuleFamily<C> | null = null;
  familySize = 0;

  constructor(rule: ThreatRule<C>, effect: ((ctx: C, primitive: Primitive) => Primitive) | null = null) {
    this.id = rule.id;
    this.name = rule.name;
    this.primitive = rule.primitive;
    this.score = rule.score;
    this.pattern = rule.pattern ?? null;
    this.detect = rule.detect ?? null;
    this.veto = rule.veto ?? null;
    this.reason = rule.reason ?? null;
    this.whole = rule.scope === 'whole';
    this.near = rule.near ?? 160;
    this.mechanism = rule.mechanism === true ? 1 : rule.afterRules === true ? -1 : 0;
    this.source = rule;
    this.effect = effect;
  }
}

/** An analyzer with its keyword prefilter built: rules are split into always-run and keyword-gated. */
export interface CompiledAnalyzer<C extends BaseContext = BaseContext> {
  readonly analyzer: Analyzer<C>;
  readonly prepare: (value: string, metadata: Metadata) => C;
  readonly automaton: KeywordAutomaton | null;
  /**
   * The windowed path's automaton: the same entries and the leads of patterns (pattern-leads.ts, lead-search.ts) after
   * them; the automaton itself when there are no leads. Short checks scan without the leads, which they never read.
   */
  readonly windowAutomaton: KeywordAutomaton | null;
  /** Groups of keywords and requires words (the leads' groups come after them). */
  readonly keywordGroups: number;
  /** Rules without keywords: evaluated on every check. */
  readonly alwaysRun: readonly CompiledRule<C>[];
  /** Second opinions (ThreatRule.afterRules): evaluated last, on a top-level check the other rules leave SAFE. */
  readonly afterRules: readonly CompiledRule<C>[];
  /** Keyword-gated rules, by automaton group. */
  readonly gated: readonly CompiledRule<C>[];
  /**
   * Scratch flags for one scan, reused across checks (scoring is synchronous, so never shared mid-use): one per gated
   * rule, then one per rule with `requires`, for those words.
   */
  readonly found: Uint8Array;
  /** Per gated rule, the group of its `requires` words, or -1. */
  readonly requiresGroup: Int32Array;
  /** The analyzer's window narrowing, when its keyword rules confirm in windows on long texts (Analyzer.narrow). */
  readonly narrow: ((ctx: C, start: number, end: number) => C) | null;
  /** Per group, the length of its longest keyword (where an occurrence ending at i may have begun). */
  readonly keywordSpan: Int32Array;
  /** Where word-start keywords must begin at a word start (Analyzer.wordStartEnd), or null for the whole haystack. */
  readonly wordStartEnd: ((ctx: C) => number) | null;
  /** Analyzer.textParts: the scan may read ctx.text's parts with capitals folded instead of ctx.lower. */
  readonly textParts: ((ctx: C) => readonly [string, string]) | null;
  /** Scratch keyword positions of one scan, reused like `found`. */
  readonly hits: HitList;
  /** The lead groups of the regexes the analyzer's detect functions search through leads (Analyzer.leadPatterns), or null. */
  readonly leadInfo: ReadonlyMap<RegExp, LeadInfo> | null;
  /** The groups of the entry sets its modules read from the windowed path's pass (Analyzer.scanSets), or null. */
  readonly scanSets: ReadonlyMap<ScanSet, SetGroups> | null;
}

/** Validates a rule table once (ids, scores, patterns) and builds its prefilter. Throws on a malformed table. */
export function compileAnalyzer<C extends BaseContext>(analyzer: Analyzer<C>): CompiledAnalyzer<C> {
  const seen = new Set<string>();
  const entries: Array<{ keyword: string; group: number; wordStart: boolean }> = [];
  const wordStart = analyzer.keywordsAtWordStart === true;
  const alwaysRun: CompiledRule<C>[] = [];
  const afterRules: CompiledRule<C>[] = [];
  const gated: CompiledRule<C>[] = [];
  const add = (words: readonly string[], group: number): void => {
    for (const k of words) {
      // '*' marks a short keyword meant to match inside words too ('*roll' for "payroll")
      const anywhere = k.length > 1 && k[0] === '*';
      const keyword = (anywhere ? k.slice(1) : k).toLowerCase();
      entries.push({ keyword, group, wordStart: wordStart && !anywhere && keyword.length <= SHORT_KEYWORD && WORD_CHAR.test(keyword) });
    }
  };
  const effect = analyzer.effect !== undefined ? analyzer.effect.bind(analyzer) : null;
  for (const rule of analyzer.rules) {
    validateRule(analyzer, rule, seen);
    if (rule.afterRules === true) {
      afterRules.push(new CompiledRule(rule, effect));
    } else if (rule.keywords && rule.keywords.length > 0) {
      add(rule.keywords, gated.length);
      gated.push(new CompiledRule(rule, effect));
    } else {
      alwaysRun.push(new CompiledRule(rule, effect));
    }
  }
  markFamilies(alwaysRun);
  // the requires words of gated rules take the groups after the rules'
  const requiresGroup = new Int32Array(gated.length).fill(-1);
  let groups = gated.length;
  gated.forEach((rule, g) => {
    const words = rule.source.requires;
    if (words && words.length > 0) {
      requiresGroup[g] = groups;
      add(words, groups++);
    }
  });
  // on long texts a rule's pattern is tried only where one of its leads occurs: each distinct lead is a group of its own
  // after those (not a word-start entry, so every occurrence is listed), found by the same pass as the keywords
  const keywordGroups = groups;
  const keywordEntries = entries.length;
  let leadInfo: Map<RegExp, LeadInfo> | null = null;
  let scanSets: Map<ScanSet, SetGroups> | null = null;
  if (analyzer.narrow) {
    const leadGroup = new Map<string, number>();
    const groupsOf = (leads: readonly string[]): Int32Array => Int32Array.from(leads, (lead) => {
      let g = leadGroup.get(lead);
      if (g === undefined) {
        g = groups++;
        leadGroup.set(lead, g);
        entries.push({ keyword: lead, group: g, wordStart: false });
      }
      return g;
    });
    for (const rule of gated) {
      const leads = rule.pattern === null ? null : leadsOf(rule.pattern);
      if (leads === null) continue;
      rule.leadGroups = groupsOf(leads);
      rule.sticky = new RegExp(rule.pattern!.source, `${rule.pattern!.flags}y`);
    }
    // the regexes detect functions search through leads (lead-search.ts)
    for (const re of analyzer.leadPatterns ?? []) {
      const leads = leadsOf(re);
      if (leads === null) continue;
      if (!re.sticky) (leadInfo ??= new Map()).set(re, { groups: groupsOf(leads), sticky: new RegExp(re.source, `${re.flags}y`) });
    }
    // entry sets (lead-search.ts ScanSet): one group per entry, after the leads
    for (const set of analyzer.scanSets ?? []) {
      const list = set.entries();
      if (list.length === 0 || list.length >= 65536) continue;
      (scanSets ??= new Map()).set(set, { first: groups, entries: list });
      for (const e of list) entries.push({ keyword: e.keyword, group: groups++, wordStart: e.wordStart });
    }
  }
  const keywordSpan = new Int32Array(groups);
  for (const { keyword, group } of entries) keywordSpan[group] = Math.max(keywordSpan[group]!, keyword.length);
  const automaton = keywordEntries > 0 ? new KeywordAutomaton(entries.slice(0, keywordEntries)) : null;
  return {
    analyzer,
    prepare: analyzer.prepare.bind(analyzer),
    automaton,
    windowAutomaton: entries.length === keywordEntries ? automaton : new KeywordAutomaton(entries),
    keywordGroups,
    alwaysRun,
    afterRules,
    gated,
    found: new Uint8Array(groups),
    requiresGroup,
    narrow: analyzer.narrow ? analyzer.narrow.bind(analyzer) : null,
    wordStartEnd: analyzer.wordStartEnd ? analyzer.wordStartEnd.bind(analyzer) : null,
    keywordSpan,
    textParts: analyzer.textParts ? analyzer.textParts.bind(analyzer) : null,
    hits: new HitList(),
    leadInfo,
    scanSets,
  };
}

/**
 * Marks each rule family whose members all stand together in the always-run list, in the family's own order, on its
 * first member (CompiledRule.familyHead). A family laid out otherwise is left unmarked: its members then run one by
 * one, as any rule does, which gives the same findings.
 */
function markFamilies<C extends BaseContext>(alwaysRun: readonly CompiledRule<C>[]): void {
  for (let i = 0; i < alwaysRun.length; i++) {
    const family = alwaysRun[i]!.source.family;
    if (family === undefined) continue;
    let n = 0;
    while (i + n < alwaysRun.length && alwaysRun[i + n]!.source.family === family) n++;
    const together = n === family.size && alwaysRun.every((r, j) => (j >= i && j < i + n) || r.source.family !== family);
    if (together) {
      alwaysRun[i]!.familyHead = family;
      alwaysRun[i]!.familySize = n;
    }
    i += n - 1;
  }
}

/**
 * The analyzer with only the rules `keep` accepts (a nested reader that uses some of another analyzer's findings). A
 * rule family keeps its remaining members as a family of their own, asked through the whole family's answer, so its
 * members still run only where the family admits them.
 */
export function withRules<C extends BaseContext>(analyzer: Analyzer<C>, keep: (id: string) => boolean): Analyzer<C> {
  const kept = new Map<RuleFamily<C>, number[]>();
  const seen = new Map<RuleFamily<C>, number>();
  const rules: ThreatRule<C>[] = [];
  for (const rule of analyzer.rules) {
    const family = rule.family;
    // a member's number in its family: its place among the table's rules that name the family
    const k = family === undefined ? -1 : seen.get(family) ?? 0;
    if (family !== undefined) seen.set(family, k + 1);
    if (!keep(rule.id)) continue;
    if (family !== undefined) (kept.get(family) ?? kept.set(family, []).get(family)!).push(k);
    rules.push(rule);
  }
  const narrowed = new Map<RuleFamily<C>, RuleFamily<C>>();
  for (const [family, members] of kept) {
    const picks = Int32Array.from(members);
    narrowed.set(family, {
      size: picks.length,
      admitted(ctx: C): Uint8Array {
        const all = family.admitted(ctx);
        const out = freshBytes(picks.length);
        for (let i = 0; i < picks.length; i++) out[i] = all[picks[i]!]!;
        return out;
      },
    });
  }
  return { ...analyzer, rules: rules.map((r) => (r.family === undefined ? r : { ...r, family: narrowed.get(r.family)! })) };
}

function validateRule<C extends BaseContext>(analyzer: Analyzer<C>, rule: ThreatRule<C>, seen: Set<string>): void {
  const where = `${analyzer.type} rule ${rule.id}`;
  if (!ID_SHAPE.test(rule.id) || rule.id[0] !== analyzer.letter) throw new Error(`${where}: id must be ${analyzer.letter} + two digits`);
  if (seen.has(rule.id)) throw new Error(`${where}: duplicate id`);
  seen.add(rule.id);
  if (!PRIMITIVES.includes(rule.primitive)) throw new Error(`${where}: unknown primitive ${rule.primitive}`);
  if (!Number.isInteger(rule.score) || rule.score < 1 || rule.score > 10) throw new Error(`${where}: score must be an integer 1-10`);
  if (rule.pattern && (rule.pattern.global || rule.pattern.sticky)) throw new Error(`${where}: pattern must not be global or sticky`);
  if (!rule.pattern && !rule.detect) throw new Error(`${where}: needs a pattern or a detect function`);
  if (rule.keywords?.some((k) => k.length === 0) || rule.requires?.some((k) => k.length === 0)) throw new Error(`${where}: empty keyword`);
  if (rule.requires && !(rule.keywords && rule.keywords.length > 0)) throw new Error(`${where}: requires needs keywords`);
}
