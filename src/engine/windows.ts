import type { CompiledAnalyzer } from './compile.js';
import { evaluate, type Hit } from './score.js';
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
  compiled.automaton!.scanHits(lower, found, list, compiled.wordStartEnd === null ? lower.length : compiled.wordStartEnd(ctx));
  const n = text.length;
  const blocks = blocksByGroup(list.data, list.length, found.length, n);
  const requiresGroup = compiled.requiresGroup;
  const windows: Array<C | undefined> = [];
  for (let g = 0; g < gated.length; g++) {
    if (found[g] !== 1) continue;
    found[g] = 0;
    const rule = gated[g]!;
    const q = requiresGroup[g]!;
    if (q >= 0 && found[q] !== 1) continue;
    const ids = q < 0 || blocks.ids[blocks.starts[q]!] === PAST_TEXT ? ownBlocks(blocks, g) : blocksNear(blocks, g, q);
    if (ids.length === 0) continue;
    if (rule.whole || ids[0] === PAST_TEXT || ids.length * (BLOCK + 2 * MARGIN) > WHOLE_SHARE * n) {
      evaluate(rule, ctx, text, hits);
      continue;
    }
    const before = hits.length;
    for (let j = 0; j < ids.length && hits.length === before; j++) {
      const k = ids[j]!;
      let narrowed = windows[k];
      if (narrowed === undefined) {
        narrowed = compiled.narrow!(ctx, edge(lower, k * BLOCK - MARGIN, -1), edge(lower, (k + 1) * BLOCK + MARGIN, 1));
        windows[k] = narrowed;
      }
      evaluate(rule, narrowed, narrowed.text, hits);
    }
  }
  for (let q = gated.length; q < found.length; q++) found[q] = 0;
}

/** Group g's blocks. */
function ownBlocks(blocks: GroupBlocks, g: number): Int32Array {
  return blocks.ids.subarray(blocks.starts[g]!, blocks.starts[g + 1]!);
}

/**
 * Group g's blocks whose window may hold an occurrence of group q as well: q occurs in the block itself or in one of
 * its neighbours (the window takes MARGIN characters of each). Both lists are in text order: one merge.
 */
function blocksNear(blocks: GroupBlocks, g: number, q: number): Int32Array {
  const ids = blocks.ids;
  const out: number[] = [];
  let j = blocks.starts[q]!;
  const qEnd = blocks.starts[q + 1]!;
  for (let i = blocks.starts[g]!; i < blocks.starts[g + 1]!; i++) {
    const k = ids[i]!;
    if (k === PAST_TEXT) { out.push(k); continue; }
    while (j < qEnd && ids[j]! < k - 1) j++;
    if (j < qEnd && ids[j]! <= k + 1) out.push(k);
  }
  return Int32Array.from(out);
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

interface GroupBlocks { starts: Int32Array; ids: Int32Array }

/** The block id of an occurrence past the end of the text (in what the haystack appends to it). */
const PAST_TEXT = -2;

/**
 * For every group, the distinct blocks holding its occurrences, in text order (a counting sort by group; the
 * occurrences of a group come in text order, so equal neighbours are the only repeats). An occurrence past the text
 * puts PAST_TEXT first in its group's list.
 */
function blocksByGroup(data: Int32Array, length: number, groups: number, n: number): GroupBlocks {
  const count = new Int32Array(groups + 1);
  const last = new Int32Array(groups).fill(-1);
  const past = new Uint8Array(groups);
  for (let i = 0; i < length; i += 2) {
    const g = data[i]!;
    const end = data[i + 1]!;
    if (end > n) {
      if (past[g] === 0) { past[g] = 1; count[g + 1]!++; }
      continue;
    }
    const k = ((end - 1) / BLOCK) | 0;
    if (k !== last[g]) { last[g] = k; count[g + 1]!++; }
  }
  for (let g = 0; g < groups; g++) count[g + 1]! += count[g]!;
  const fill = count.slice(0, groups);
  const ids = new Int32Array(count[groups]!);
  for (let g = 0; g < groups; g++) if (past[g] === 1) ids[fill[g]!++] = PAST_TEXT;
  last.fill(-1);
  for (let i = 0; i < length; i += 2) {
    const g = data[i]!;
    const end = data[i + 1]!;
    if (end > n) continue;
    const k = ((end - 1) / BLOCK) | 0;
    if (k !== last[g]) { last[g] = k; ids[fill[g]!++] = k; }
  }
  return { starts: count, ids };
}
