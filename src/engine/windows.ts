import type { CompiledAnalyzer } from './compile.js';
import { freshInt32s } from './fresh-arrays.js';
import { beginLeadScan, endLeadScan, lowerBound, Places, startsOf, type LeadInfo, type LeadScan } from './lead-search.js';
import { firstMatchAt } from './pattern-leads.js';
import { evaluate, evaluateMatched, type Hit } from './score.js';
import type { BaseContext } from './types.js';

/**
 * Confirming where the evidence is. On a long text, a keyword rule of an analyzer that can narrow its context
 * (Analyzer.narrow) is confirmed only in the windows that hold its own keyword occurrences; its pattern and detect
 * function then read the window's context instead of the whole text, so the cost of a rule grows with the occurrences
 * of its keywords, not with the length of the text.
 *
 * The windows are a fixed grid, shared by every rule of the check: the text is cut into blocks of BLOCK characters,
 * and window k is block k with MARGIN characters of the neighbouring blocks on each side (edges moved outward to the
 * nearest whitespace, so no word is cut in two). A keyword occurrence in block k is confirmed in window k, which holds
 * at least MARGIN characters of context on either side of it. Each window's context is built once per check, however
 * many rules read it. A rule whose windows would cover more than WHOLE_SHARE of the text runs once over the whole
 * text instead (fewer, larger reads; and never less evidence than its windows would give). Rules marked scope 'whole'
 * always see the whole text.
 */

/** Texts shorter than this are confirmed whole: a window around any keyword would hold most of them anyway. */
export const WINDOW_MIN = 1024;
/** Characters per block of the grid. */
export const BLOCK = 512;
/** Characters of context each window takes from the neighbouring blocks on each side. */
export const MARGIN = 256;
/** How far a window edge may move outward to the nearest whitespace. */
const SNAP = 48;
const WHOLE_SHARE = 0.5;

/**
 * True when the windowed path applies to this prepared context. The haystack must begin with the text, character for
 * character (lower-cased); what follows it (a context mark, a folded reading) has no place in the text, so a keyword
 * found there has its rule confirmed over the whole text.
 */
export function confirmsInWindows<C extends BaseContext>(compiled: CompiledAnalyzer<C>, ctx: C, text: string): boolean {
  return compiled.narrow !== null && text.length >= WINDOW_MIN && ctx.lower.length >= text.length;
}

/** Scans ctx.lower with positions and confirms each admitted keyword rule in its windows (see above). */
export function confirmInWindows<C extends BaseContext>(compiled: CompiledAnalyzer<C>, ctx: C, text: string, hits: Hit[]): void {
  const found = compiled.found;
  const gated = compiled.gated;
  const list = compiled.hits;
  list.length = 0;
  const lower = ctx.lower;
  const strictEnd = compiled.wordStartEnd === null ? lower.length : compiled.wordStartEnd(ctx);
  compiled.windowAutomaton!.scanHitsInParts(lower, found, list, strictEnd, true);
  const at = endsByGroup(list.data, list.length, found.length);
  // ctx.lower holds the text lower-cased at the text's own positions: a lead found there then marks where a pattern
  // may match the text (pattern-leads.ts)
  // (a slice compared natively: see the window strings below)
  const aligned = ctx.lowerCased === true || lower === text || lower.substring(0, text.length) === text;
  const scan: LeadScan | null = compiled.leadInfo === null && compiled.scanSets === null ? null : {
    info: compiled.leadInfo ?? NO_LEADS, lower, text: aligned ? text : null, starts: at.starts, ends: at.ends, span: compiled.keywordSpan,
    strictEnd, windows: new Places(), made: new Map(), sets: compiled.scanSets, held: new Map(),
  };
  const outer = scan === null ? null : beginLeadScan(scan);
  try {
    confirmAdmitted(compiled, ctx, text, hits, at, aligned, scan);
  } finally {
    if (scan !== null) endLeadScan(outer);
  }
  for (let q = gated.length; q < found.length; q++) found[q] = 0;
}

const NO_LEADS: ReadonlyMap<RegExp, LeadInfo> = new Map();

/** confirmInWindows for each admitted rule, in rule order. */
function confirmAdmitted<C extends BaseContext>(compiled: CompiledAnalyzer<C>, ctx: C, text: string, hits: Hit[], at: GroupEnds, aligned: boolean, scan: LeadScan | null): void {
  const found = compiled.found;
  const gated = compiled.gated;
  const requiresGroup = compiled.requiresGroup;
  const lower = ctx.lower;
  const n = text.length;
  const windows: Array<C | undefined> = [];
  /** Where window k begins when its text is text[a, b) at aligned positions, else -1. */
  const windowStart: number[] = [];
  for (let g = 0; g < gated.length; g++) {
    if (found[g] !== 1) continue;
    found[g] = 0;
    const rule = gated[g]!;
    const q = requiresGroup[g]!;
    if (q >= 0 && found[q] !== 1) continue;
    const ids = blocksOf(at, g, q, compiled.keywordSpan, rule.near, n);
    if (ids.length === 0) continue;
    const starts = rule.leadGroups !== null && aligned ? startsOf(at, rule.leadGroups, compiled.keywordSpan) : null;
    if (rule.whole || ids[0] === PAST_TEXT || ids.length * (BLOCK + 2 * MARGIN) > WHOLE_SHARE * n) {
      if (starts === null) evaluate(rule, ctx, text, hits);
      else {
        const m = firstMatchAt(rule.sticky!, text, starts, 0, starts.length, 0);
        if (m !== null) evaluateMatched(rule, ctx, m, hits);
      }
      continue;
    }
    const before = hits.length;
    for (let j = 0; j < ids.length && hits.length === before; j++) {
      const k = ids[j]!;
      let narrowed = windows[k];
      if (narrowed === undefined) {
        const a = edge(lower, k * BLOCK - MARGIN, -1);
        const b = edge(lower, (k + 1) * BLOCK + MARGIN, 1);
        narrowed = compiled.narrow!(ctx, a, b);
        (narrowed as { cutFrom?: BaseContext['cutFrom'] }).cutFrom = { whole: ctx, at: a };
        windows[k] = narrowed;
        // a window's text is text[a, b) (every narrow cuts it so); the length is checked, not assumed
        windowStart[k] = aligned && narrowed.text.length === b - a ? a : -1;
        if (scan !== null) {
          const known = windowStart[k] === a;
          if (known) scan.windows.set(narrowed.text, a);
          // most analyzers' windows have one string for both (set just above). The window's lower-cased text is
          // compared as a slice (one native comparison; TurboFan turns a startsWith of a string that is not a
          // constant into a character loop, which on long prose cost a tenth of ui_action's check)
          if (!(known && narrowed.lower === narrowed.text) && lower.substring(a, a + narrowed.lower.length) === narrowed.lower) scan.windows.set(narrowed.lower, a);
        }
      }
      const a = windowStart[k]!;
      if (starts === null || a < 0) {
        evaluate(rule, narrowed, narrowed.text, hits);
        continue;
      }
      const m = firstMatchAt(rule.sticky!, narrowed.text, starts, lowerBound(starts, a), lowerBound(starts, a + narrowed.text.length), a);
      if (m !== null) evaluateMatched(rule, narrowed, m, hits);
    }
  }
}

/** A window edge near p, moved outward (dir -1: left, 1: right) to whitespace within SNAP, clamped to the text. */
function edge(lower: string, p: number, dir: -1 | 1): number {
  const n = lower.length;
  if (p <= 0) return 0;
  if (p >= n) return n;
  for (let k = 0; k < SNAP; k++, p += dir) {
    if (p <= 0 || p >= n) return Math.max(0, Math.min(n, p));
    if ((dir < 0 ? lower.charCodeAt(p - 1) : lower.charCodeAt(p)) <= 32) return p;
  }
  return p;
}

/** Occurrence ends by group: group g's are ends[starts[g]] to ends[starts[g + 1] - 1], in text order. */
interface GroupEnds { starts: Int32Array; ends: Int32Array }

/** The block id of an occurrence past the end of the text (in what the haystack appends to it). */
const PAST_TEXT = -2;

/** A counting sort of the (group, end) pairs by group; each group's ends keep their text order. */
function endsByGroup(data: Int32Array, length: number, groups: number): GroupEnds {
  // arrays cut from the thread's slabs (fresh-arrays.ts): a backing store of their own cost more than this sort
  const starts = freshInt32s(groups + 1);
  for (let i = 0; i < length; i += 2) starts[data[i]! + 1]!++;
  for (let g = 0; g < groups; g++) starts[g + 1]! += starts[g]!;
  const fill = freshInt32s(groups);
  fill.set(starts.subarray(0, groups));
  const ends = freshInt32s(length >> 1);
  for (let i = 0; i < length; i += 2) ends[fill[data[i]!]!++] = data[i + 1]!;
  return { starts, ends };
}

/**
 * The distinct blocks where rule group g is to be confirmed, in text order: those holding an occurrence of one of its
 * keywords — with `requires` (group q), only occurrences that have one of those words within `near` characters on
 * either side. An occurrence past the text puts PAST_TEXT first. Once the blocks found would take more than
 * WHOLE_SHARE of the text, the list ends there (the rule then runs over the whole text either way).
 */
function blocksOf(at: GroupEnds, g: number, q: number, span: Int32Array, near: number, n: number): number[] {
  const out: number[] = [];
  const ends = at.ends;
  let j = q < 0 ? 0 : at.starts[q]!;
  const qEnd = q < 0 ? 0 : at.starts[q + 1]!;
  let last = -1;
  let past = false;
  for (let i = at.starts[g]!; i < at.starts[g + 1]!; i++) {
    const end = ends[i]!;
    if (q >= 0) {
      // q's occurrences ending before this keyword began, less `near`, can pair with no later keyword either
      const from = end - span[g]! - near;
      while (j < qEnd && ends[j]! < from) j++;
      if (j >= qEnd || ends[j]! - span[q]! > end + near) continue;
    }
    if (end > n) { past = true; continue; }
    const k = ((end - 1) / BLOCK) | 0;
    if (k !== last) {
      out.push(k);
      last = k;
      // past WHOLE_SHARE of the text the rule runs once over all of it (confirmAdmitted), whatever blocks follow:
      // a keyword on every few characters (a digit in "1.1.1.…") is not read to the end
      if (out.length * (BLOCK + 2 * MARGIN) > WHOLE_SHARE * n) return out;
    }
  }
  if (past) out.unshift(PAST_TEXT);
  return out;
}
