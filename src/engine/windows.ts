import type { CompiledAnalyzer } from './compile.js';
import { evaluate, type Hit } from './score.js';
import type { BaseContext } from './types.js';

/**
 * Confirming where the evidence is. On a long text, a keyword rule of an analyzer that can narrow its context
 * (Analyzer.narrow) is confirmed only in windows around its own keyword occurrences: WINDOW_RADIUS characters either
 * side, widened to the nearest word edge, overlapping windows merged. Its pattern and detect function then read the
 * window's context instead of the whole text, so the cost of a rule grows with the occurrences of its keywords, not
 * with the length of the text. A rule whose windows would cover more than WHOLE_SHARE of the text runs once over the
 * whole text instead (fewer, larger reads than many windows; and never less evidence than its windows would give).
 * Rules marked scope 'whole' always see the whole text.
 */

/** Texts shorter than this are confirmed whole: a window around any keyword would hold most of them anyway. */
export const WINDOW_MIN = 1024;
/** Characters of context on each side of a keyword occurrence. */
export const WINDOW_RADIUS = 256;
/** How far a window edge may move outward to the nearest whitespace, so no word is cut in two. */
const SNAP = 48;
const WHOLE_SHARE = 0.5;

/** True when the windowed path applies to this prepared context. */
export function confirmsInWindows<C extends BaseContext>(compiled: CompiledAnalyzer<C>, ctx: C, text: string): boolean {
  return compiled.narrow !== null && text.length >= WINDOW_MIN && ctx.lower.length === text.length;
}

/** Scans ctx.lower with positions and confirms each admitted keyword rule in its windows (see above). */
export function confirmInWindows<C extends BaseContext>(compiled: CompiledAnalyzer<C>, ctx: C, text: string, hits: Hit[]): void {
  const found = compiled.found;
  const gated = compiled.gated;
  const list = compiled.hits;
  list.length = 0;
  compiled.automaton!.scanHits(ctx.lower, found, list, compiled.wordStartEnd === null ? ctx.lower.length : compiled.wordStartEnd(ctx));
  const ends = byGroup(list.data, list.length, gated.length);
  const cache = new Map<number, C>();
  const n = text.length;
  const lower = ctx.lower;
  for (let g = 0; g < gated.length; g++) {
    if (found[g] !== 1) continue;
    found[g] = 0;
    const rule = gated[g]!;
    if (rule.whole) {
      evaluate(rule, ctx, text, hits);
      continue;
    }
    const windows = windowsOf(ends, g, compiled.keywordSpan[g]!, lower, n);
    let covered = 0;
    for (let w = 0; w < windows.length; w += 2) covered += windows[w + 1]! - windows[w]!;
    if (covered > WHOLE_SHARE * n) {
      evaluate(rule, ctx, text, hits);
      continue;
    }
    const before = hits.length;
    for (let w = 0; w < windows.length && hits.length === before; w += 2) {
      const start = windows[w]!;
      const end = windows[w + 1]!;
      const key = start * 0x1000000 + end;
      let narrowed = cache.get(key);
      if (narrowed === undefined) {
        narrowed = compiled.narrow!(ctx, start, end);
        cache.set(key, narrowed);
      }
      evaluate(rule, narrowed, narrowed.text, hits);
    }
  }
}

interface GroupEnds { starts: Int32Array; ends: Int32Array }

/** The occurrence ends of every group, grouped by a counting sort (each group's ends stay in text order). */
function byGroup(data: Int32Array, length: number, groups: number): GroupEnds {
  const starts = new Int32Array(groups + 1);
  for (let i = 0; i < length; i += 2) starts[data[i]! + 1]!++;
  for (let g = 0; g < groups; g++) starts[g + 1]! += starts[g]!;
  const fill = starts.slice(0, groups);
  const ends = new Int32Array(length >> 1);
  for (let i = 0; i < length; i += 2) ends[fill[data[i]!]!++] = data[i + 1]!;
  return { starts, ends };
}

const isSpace = (c: number): boolean => c <= 32;

/** Group g's merged windows as flat [start, end) pairs, in text order. */
function windowsOf(at: GroupEnds, g: number, span: number, lower: string, n: number): number[] {
  const out: number[] = [];
  for (let k = at.starts[g]!; k < at.starts[g + 1]!; k++) {
    const end = at.ends[k]!;
    let s = Math.max(0, end - span - WINDOW_RADIUS);
    let e = Math.min(n, end + WINDOW_RADIUS);
    for (const limit = Math.max(0, s - SNAP); s > limit && !isSpace(lower.charCodeAt(s - 1));) s--;
    for (const limit = Math.min(n, e + SNAP); e < limit && !isSpace(lower.charCodeAt(e));) e++;
    if (out.length > 0 && s <= out[out.length - 1]!) out[out.length - 1] = Math.max(out[out.length - 1]!, e);
    else out.push(s, e);
  }
  return out;
}
