/**
 * Wildcard patterns (`*` = any run of characters) matched without regular expressions: a pattern is cut at its
 * stars into literal segments, and a match places the segments left to right, each at its leftmost place after the
 * previous one. For `*`-only wildcards that greedy placement is exact (a later place for a segment only leaves less
 * room for the rest), so a check never backtracks. Many patterns share one Aho–Corasick pass over the input that
 * names the patterns whose rarest literal occurs; only those are placed. Exact patterns and `*.suffix` patterns
 * (most host patterns) are map look-ups instead.
 */
import { KeywordAutomaton } from '../engine/ahocorasick.js';

/** How a pattern's ends meet the input: the very start/end, a word boundary, or anywhere (end only). */
export type Anchor = 'edge' | 'word' | 'open';

export interface GlobEntry {
  /** The pattern, already normalised like the inputs it runs on. */
  glob: string;
  /** Caller's id for the pattern (several entries may share one). */
  id: number;
  start: Anchor;
  end: Anchor;
}

interface Compiled {
  segs: string[];
  id: number;
  start: Anchor;
  end: Anchor;
}

/** Longest keyword per pattern in the prefilter: enough to be selective, and keeps the automaton small. */
const KEY_MAX = 12;

const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || (c >= 65 && c <= 90) || c > 127;

export class GlobSet {
  private readonly exact = new Map<string, number[]>();
  /** `*.example.com` and the like, by their literal tail (which starts with a dot). */
  private readonly dotSuffix = new Map<string, number[]>();
  private readonly generic: Compiled[] = [];
  private readonly automaton: KeywordAutomaton | null;
  private readonly found: Uint8Array;
  /** Codes (< 128) a wildcard may not span, or null. */
  private readonly stops: Uint8Array | null;

  constructor(entries: readonly GlobEntry[], stops?: string) {
    this.stops = stops ? codeSet(stops) : null;
    for (const e of entries) this.add(e);
    const keywords = this.generic.map((c, group) => ({ keyword: keyOf(c.segs), group }));
    this.automaton = keywords.length > 0 ? new KeywordAutomaton(keywords) : null;
    this.found = new Uint8Array(keywords.length);
  }

  get size(): number {
    return this.exact.size + this.dotSuffix.size + this.generic.length;
  }

  private add(e: GlobEntry): void {
    const segs = e.glob.split('*');
    const edges = e.start === 'edge' && e.end === 'edge';
    if (segs.length === 1 && edges) return push(this.exact, e.glob, e.id);
    if (segs.length === 2 && edges && segs[0] === '' && segs[1]!.startsWith('.') && this.stops === null) return push(this.dotSuffix, segs[1]!, e.id);
    this.generic.push({ segs, id: e.id, start: e.start, end: e.end });
  }

  /** Adds to `out` the id of every pattern that matches s (ids may repeat); returns out. */
  matchAll(s: string, out: number[]): number[] {
    const exact = this.exact.get(s);
    if (exact !== undefined) out.push(...exact);
    if (this.dotSuffix.size > 0) {
      for (let i = s.indexOf('.'); i !== -1; i = s.indexOf('.', i + 1)) {
        const hit = this.dotSuffix.get(s.slice(i));
        if (hit !== undefined && i > 0) out.push(...hit);
      }
    }
    if (this.automaton !== null) {
      const found = this.found;
      this.automaton.scan(s, found);
      for (let g = 0; g < found.length; g++) {
        if (found[g] === 0) continue;
        found[g] = 0;
        const c = this.generic[g]!;
        if (placeSegments(c, s, this.stops)) out.push(c.id);
      }
    }
    return out;
  }
}

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [id]);
  else if (!list.includes(id)) list.push(id);
}

function codeSet(chars: string): Uint8Array {
  const set = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) set[chars.charCodeAt(i) & 127] = 1;
  return set;
}

/** The prefilter keyword: a piece of the longest literal segment (every match contains it). */
function keyOf(segs: readonly string[]): string {
  let best = '';
  for (const s of segs) if (s.length > best.length) best = s;
  return best.slice(0, KEY_MAX);
}

function spans(s: string, from: number, to: number, stops: Uint8Array | null): boolean {
  if (stops === null) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && stops[c] === 1) return true;
  }
  return false;
}

function startOk(s: string, at: number, lit: string, anchor: Anchor): boolean {
  if (anchor !== 'word' || at === 0 || lit.length === 0 || !isWordCode(lit.charCodeAt(0))) return true;
  return !isWordCode(s.charCodeAt(at - 1));
}

function endOk(s: string, at: number, lit: string, anchor: Anchor): boolean {
  if (anchor !== 'word' || at >= s.length || lit.length === 0 || !isWordCode(lit.charCodeAt(lit.length - 1))) return true;
  return !isWordCode(s.charCodeAt(at));
}

/**
 * Whether the segments fit s in order. Each occurrence loop moves strictly forward, so the work is bounded by the
 * input length times the segment length; there is no backtracking over earlier segments.
 */
export function placeSegments(c: { segs: readonly string[]; start: Anchor; end: Anchor }, s: string, stops: Uint8Array | null): boolean {
  const segs = c.segs;
  const n = s.length;
  const first = segs[0]!;
  if (segs.length === 1) return placeLone(first, s, c.start, c.end);
  let pos: number;
  if (c.start === 'edge') {
    if (!s.startsWith(first)) return false;
    pos = first.length;
  } else {
    let at = s.indexOf(first);
    while (at !== -1 && !startOk(s, at, first, c.start)) at = s.indexOf(first, at + 1);
    if (at === -1) return false;
    pos = at + first.length;
  }
  for (let k = 1; k < segs.length - 1; k++) {
    const seg = segs[k]!;
    const at = s.indexOf(seg, pos);
    if (at === -1 || spans(s, pos, at, stops)) return false;
    pos = at + seg.length;
  }
  const last = segs[segs.length - 1]!;
  if (last === '') return c.end !== 'edge' || !spans(s, pos, n, stops);
  if (c.end === 'edge') {
    const at = n - last.length;
    return at >= pos && s.endsWith(last) && !spans(s, pos, at, stops);
  }
  for (let at = s.indexOf(last, pos); at !== -1; at = s.indexOf(last, at + 1)) {
    if (spans(s, pos, at, stops)) return false;
    if (endOk(s, at + last.length, last, c.end)) return true;
  }
  return false;
}

/** A pattern without a wildcard: one literal that must sit on the given anchors. */
function placeLone(lit: string, s: string, start: Anchor, end: Anchor): boolean {
  if (start === 'edge') return end === 'edge' ? s === lit : s.startsWith(lit) && endOk(s, lit.length, lit, end);
  for (let at = s.indexOf(lit); at !== -1; at = s.indexOf(lit, at + 1)) {
    if (end === 'edge' && at + lit.length !== s.length) continue;
    if (startOk(s, at, lit, start) && endOk(s, at + lit.length, lit, end)) return true;
  }
  return false;
}
