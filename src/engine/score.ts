import type { CompiledAnalyzer, CompiledRule } from './compile.js';
import { checkEnded } from './check-scope.js';
import { confirmInWindows, confirmsInWindows } from './windows.js';
import { PRIMITIVE_BIT, PRIMITIVES, type BaseContext, type CheckResult, type Finding, type Level, type Metadata, type Primitive, type ThreatMatch } from './types.js';

const MAX_DETAIL = 120;

export function levelOf(score: number): Level {
  if (score >= 7) return 'DANGER';
  if (score >= 3) return 'CAUTION';
  return 'SAFE';
}

export interface Hit {
  rule: CompiledRule<any>;
  score: number;
  detail: string;
  /** The primitive its finding named (Finding.primitive), else the rule's. */
  primitive: Primitive;
  /** The threat's name where it is not the rule's (a second opinion's veto: VETO_NAME). */
  name?: string;
}

/**
 * Runs one compiled analyzer over a value: prefilter, confirming patterns, detect functions. On long texts of an
 * analyzer that can narrow its context, keyword rules confirm in windows around their keywords (windows.ts).
 */
export function findThreats<C extends BaseContext>(compiled: CompiledAnalyzer<C>, value: string, metadata: Metadata, topLevel = false): Hit[] {
  try {
    const hits: Hit[] = [];
    const ctx = threatsOf(compiled, value, metadata, hits);
    // second opinions (ThreatRule.afterRules): on the action itself, when the rules leave it SAFE; asked again
    // (ThreatRule.onCaution) when they flag it at CAUTION
    const after = compiled.afterRules;
    if (topLevel && after.length > 0) {
      const level = levelOf(topSum(hits));
      if (level === 'SAFE') for (let i = 0; i < after.length; i++) evaluate(after[i]!, ctx, ctx.text, hits);
      else {
        const n = hits.length;
        if (level === 'CAUTION') {
          for (let i = 0; i < after.length; i++) onCaution(after[i]!, ctx, hits);
          // not confirmed: the second opinion may read the action as benign and lower it
          for (let i = 0; i < after.length && hits.length === n; i++) lowerCaution(after[i]!, ctx, hits);
        }
        // a confirmation names its own primitive, a veto leaves the action SAFE; otherwise the second opinion may name
        // the effect
        if (hits.length === n) for (let i = 0; i < after.length; i++) leadWithEffect(after[i]!, ctx, hits);
      }
    }
    return hits;
  } finally {
    // nothing of this check stays reachable from a module memo (check-scope.ts), even when a rule throws; a nested
    // check (a command in code, a message in a text) clears them too, which costs the outer check one fresh lookup
    checkEnded();
  }
}

/** The highest sum of these findings' scores in one primitive (buildResult's score before its cap of 10). */
function topSum(hits: readonly Hit[]): number {
  if (hits.length === 0) return 0;
  const sums = emptyPrimitives();
  let top = 0;
  for (const h of hits) top = Math.max(top, (sums[h.primitive] += h.score));
  return top;
}

/** Every primitive's bit (PRIMITIVE_BIT): the rules' findings name them all. */
const ALL_PRIMITIVES = PRIMITIVES.reduce((bits, p) => bits | PRIMITIVE_BIT[p], 0);

/** A second opinion's finding on an action the rules flag at CAUTION (ThreatRule.onCaution), added as its own. */
function onCaution<C extends BaseContext>(rule: CompiledRule<C>, ctx: C, hits: Hit[]): void {
  const read = rule.source.onCaution;
  if (read === undefined) return;
  const finding = read(ctx);
  if (finding !== null) addHit(rule, ctx, finding.detail, finding.score, finding.primitive, hits);
}

/**
 * A second opinion's veto of an action the rules flag at CAUTION (ThreatRule.lowersCaution). When it reads the action as
 * benign, every finding of the rules stays, with its reason, at a score that leaves its primitive below CAUTION (the
 * strongest at 2 where it is its primitive's only finding, every other at 1), and the veto's own finding is added at
 * score 0 with the primitive of the rules' strongest finding: the five primitive scores stay the sums of their threats,
 * whatever later rebuilds the result from them (a policy). Not asked where a primitive has more than two findings
 * (their sum cannot stay below CAUTION with each kept at a score of at least 1).
 */
function lowerCaution<C extends BaseContext>(rule: CompiledRule<C>, ctx: C, hits: Hit[]): void {
  const read = rule.source.lowersCaution;
  if (read === undefined || hits.length === 0) return;
  const count = emptyPrimitives();
  let strongest = hits[0]!;
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    if (++count[h.primitive] > 2) return;
    if (h.score > strongest.score) strongest = h;
  }
  const detail = read(ctx, hits.map((h) => h.rule.id));
  if (detail === null) return;
  const primitive = strongest.primitive;
  // the strongest keeps the lead: 2 where it is its primitive's only finding; every other finding 1
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    h.score = Math.min(h.score, h === strongest && count[h.primitive] === 1 ? 2 : 1);
  }
  hits.push({ rule, score: 0, detail: clip(detail), primitive, name: VETO_NAME });
}

/** The name of a veto's finding (its rule's name says what a finding of its own means: resembles attacks). */
export const VETO_NAME = 'Read as benign by the learned second opinion (the rules\' CAUTION lowered)';

/**
 * A second opinion's reading of the effect of an action the rules flag (ThreatRule.effectOf). When it names a primitive
 * no finding names, the rule's finding with that primitive is added at the action's score (the highest primitive sum,
 * capped at 10): that primitive's score becomes the action's, the action's score and level stay, every finding of the
 * rules stays as it is, and at its equal score the second opinion's finding leads (CompiledRule.mechanism -1), so the
 * dominant primitive is the effect it reads. Where a rule's finding names that primitive already, nothing changes:
 * another finding at the action's score would raise that primitive's sum past it.
 */
function leadWithEffect<C extends BaseContext>(rule: CompiledRule<C>, ctx: C, hits: Hit[]): void {
  const read = rule.source.effectOf;
  if (read === undefined) return;
  // where the rules' findings name every primitive there is nothing it could add: the model is not asked
  let named = 0;
  for (let i = 0; i < hits.length; i++) named |= PRIMITIVE_BIT[hits[i]!.primitive];
  if (named === ALL_PRIMITIVES) return;
  const effect = read(ctx);
  if (effect === null) return;
  const primitive = rule.effect !== null ? rule.effect(ctx, effect) : effect;
  if ((named & PRIMITIVE_BIT[primitive]) !== 0) return;
  const score = Math.min(10, topSum(hits));
  hits.push({ rule, score, detail: clip(`the effect it reads: ${primitive}, beside the rules' findings`), primitive });
}

/** Runs the rules of one check into `hits`; returns the prepared context. */
function threatsOf<C extends BaseContext>(compiled: CompiledAnalyzer<C>, value: string, metadata: Metadata, hits: Hit[]): C {
  const ctx = compiled.prepare(value, metadata);
  // Read once here: contexts have one shape per analyzer, so these loads are the megamorphic ones.
  const text = ctx.text;
  const always = compiled.alwaysRun;
  for (let i = 0; i < always.length; i++) {
    const rule = always[i]!;
    const family = rule.familyHead;
    if (family === null) {
      evaluate(rule, ctx, text, hits);
      continue;
    }
    // a family's members (the frame rows) are asked about once: only those it admits run, in table order
    const admitted = family.admitted(ctx);
    const n = rule.familySize;
    for (let k = 0; k < n; k++) if (admitted[k] === 1) evaluate(always[i + k]!, ctx, text, hits);
    i += n - 1;
  }
  if (compiled.automaton !== null) {
    if (confirmsInWindows(compiled, ctx, text)) {
      try {
        confirmInWindows(compiled, ctx, text, hits);
      } catch (err) {
        compiled.found.fill(0);
        throw err;
      }
      return ctx;
    }
    const found = compiled.found;
    const gated = compiled.gated;
    try {
      const automaton = compiled.automaton;
      const parts = compiled.textParts === null ? null : compiled.textParts(ctx);
      if (parts === null || !automaton.scanAsciiCaseless(parts[0], parts[1], found, compiled.wordStartEnd === null ? text.length : compiled.wordStartEnd(ctx))) {
        const lower = ctx.lower;
        automaton.scan(lower, found, compiled.wordStartEnd === null ? lower.length : compiled.wordStartEnd(ctx));
      }
      // each flag is cleared as it is read (TypedArray fill is a call into C++ on every check)
      const requiresGroup = compiled.requiresGroup;
      for (let g = 0; g < gated.length; g++) {
        if (found[g] === 1) {
          found[g] = 0;
          const q = requiresGroup[g]!;
          if (q < 0 || found[q] === 1) evaluate(gated[g]!, ctx, text, hits);
        }
      }
      for (let q = gated.length; q < compiled.keywordGroups; q++) found[q] = 0;
    } catch (err) {
      // Even when a rule throws, the next check must start from clean flags.
      found.fill(0);
      throw err;
    }
  }
  return ctx;
}

export function evaluate<C extends BaseContext>(rule: CompiledRule<C>, ctx: C, text: string, hits: Hit[]): void {
  let match: RegExpExecArray | null = null;
  if (rule.pattern !== null) {
    match = rule.pattern.exec(text);
    if (match === null) return;
  }
  conclude(rule, ctx, match, hits);
}

/** evaluate with the pattern's match already found (non-null) by the caller, e.g. at the occurrences of its leads. */
export function evaluateMatched<C extends BaseContext>(rule: CompiledRule<C>, ctx: C, match: RegExpExecArray, hits: Hit[]): void {
  conclude(rule, ctx, match, hits);
}

function conclude<C extends BaseContext>(rule: CompiledRule<C>, ctx: C, match: RegExpExecArray | null, hits: Hit[]): void {
  let finding: Finding | string | boolean | null | undefined = true;
  if (rule.detect !== null) finding = rule.detect!(ctx, match);
  if (!finding || (rule.veto !== null && rule.veto!(ctx, finding))) return;
  if (finding === true) addHit(rule, ctx, match ? match[0] : rule.name, undefined, undefined, hits);
  else if (typeof finding === 'string') addHit(rule, ctx, finding, undefined, undefined, hits);
  else addHit(rule, ctx, finding.detail, finding.score, finding.primitive, hits);
}

/** A rule's finding as a hit: its score (the rule's unless the finding names one, rounded into 0–10; none at 0), its primitive through the analyzer's effect. */
function addHit<C extends BaseContext>(rule: CompiledRule<C>, ctx: C, detail: string, findingScore: number | undefined, findingPrimitive: Primitive | undefined, hits: Hit[]): void {
  const score = findingScore === undefined ? rule.score : Math.max(0, Math.min(10, Math.round(findingScore)));
  if (score <= 0) return;
  const primitive = findingPrimitive ?? rule.primitive;
  hits.push({ rule, score, detail: clip(detail), primitive: rule.effect !== null ? rule.effect(ctx, primitive) : primitive });
}

const NEEDS_FOLDING = /[^\S ]| {2}|^ | $/;
const WHITESPACE_RUN = /\s+/g;

/** NEEDS_FOLDING without a regex call for the usual short ASCII detail; anything else asks the regex. */
function needsFolding(s: string): boolean {
  const n = s.length;
  if (n === 0) return false;
  if (s.charCodeAt(0) === 32 || s.charCodeAt(n - 1) === 32) return true;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 32) {
      if (c > 126) return NEEDS_FOLDING.test(s);
    } else if (c !== 32 || s.charCodeAt(i + 1) === 32) return true;
  }
  return false;
}

function clip(detail: string): string {
  const oneLine = needsFolding(detail) ? detail.replace(WHITESPACE_RUN, ' ').trim() : detail;
  return oneLine.length > MAX_DETAIL ? `${oneLine.slice(0, MAX_DETAIL - 1)}…` : oneLine;
}

/**
 * Threats add up within their primitive (capped at 10); the composite is the highest primitive. The first threat is
 * the dominant one: the highest score, and at an equal score the effect before the mechanism (a second opinion's
 * reading of the effect first: leadWithEffect).
 */
export function buildResult(hits: readonly Hit[]): CheckResult {
  // most checks find nothing: no copy, sort or mapping for them
  if (hits.length === 0) return { score: 0, level: 'SAFE', primitives: emptyPrimitives(), reasons: [], threats: [] };
  const primitives = emptyPrimitives();
  // at an equal score the finding naming the effect leads one naming only how the act is carried (ThreatRule.mechanism)
  const sorted = [...hits].sort((a, b) => b.score - a.score || a.rule.mechanism - b.rule.mechanism || (a.rule.id < b.rule.id ? -1 : a.rule.id > b.rule.id ? 1 : 0));
  for (const h of sorted) {
    const p: Primitive = h.primitive;
    primitives[p] = Math.min(10, primitives[p] + h.score);
  }
  let score = 0;
  for (const p of PRIMITIVES) score = Math.max(score, primitives[p]);
  const threats: ThreatMatch[] = sorted.map((h) => ({ id: h.rule.id, name: h.name ?? h.rule.name, score: h.score, primitive: h.primitive }));
  const reasons = sorted.map((h) => (h.name !== undefined ? `${h.name}: ${h.detail}` : h.rule.reason !== null ? h.rule.reason(h.detail) : `${h.rule.name}: ${h.detail}`));
  return { score, level: levelOf(score), primitives, reasons, threats };
}

export function emptyPrimitives(): Record<Primitive, number> {
  return { DESTRUCTION: 0, EXFILTRATION: 0, ESCALATION: 0, PERSISTENCE: 0, MANIPULATION: 0 };
}

/** The scorer's own regexes, for the ReDoS audit. */
export const SCORE_PATTERNS: readonly RegExp[] = [NEEDS_FOLDING, WHITESPACE_RUN];
