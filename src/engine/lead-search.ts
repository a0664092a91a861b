import { firstMatchAt } from './pattern-leads.js';

/**
 * Pattern leads (pattern-leads.ts) for the regexes detect functions run themselves. An analyzer lists such regexes
 * (Analyzer.leadPatterns); their leads join its keyword automaton, so the one pass that finds the keywords of a long
 * text also lists where each of them may match. While the windowed path confirms the rules of one check, `leadExec` and
 * `leadTest` answer for those regexes on the check's text, or on one of its windows, from that list: the regex is tried
 * only at its leads' occurrences, and gives the same answer (match, index, groups, and for a global regex the same
 * lastIndex) as its own exec. Any other string, regex or moment (a short text, another analyzer's check, a string cut
 * by the rule itself) is answered by the regex itself.
 */

/** A regex's lead groups in its analyzer's automaton and its sticky copy (compile.ts). */
export interface LeadInfo { readonly groups: Int32Array; readonly sticky: RegExp }

/** What the windowed path knows of the check it confirms: where each group's occurrences end, in text order. */
export interface LeadScan {
  readonly info: ReadonlyMap<RegExp, LeadInfo>;
  /** The haystack the leads were found in. */
  readonly lower: string;
  /** The check's text when the haystack holds it lower-cased at its own positions, else null. */
  readonly text: string | null;
  /** Group g's occurrence ends are ends[starts[g]] to ends[starts[g + 1] - 1]. */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** Per group, its keyword's length (a lead group has one keyword). */
  readonly span: Int32Array;
  /** Where the pass stopped testing word-start entries (Analyzer.wordStartEnd; the haystack's length without it). */
  readonly strictEnd: number;
  /** Strings known to stand at a place of the haystack (windows' text and haystack), by where they begin. */
  readonly windows: PlaceBook;
  /** Each regex's lead starts, ascending, made on first use. */
  readonly made: Map<RegExp, Int32Array>;
  /** The analyzer's entry sets (ScanSet) found by the same pass, with their first group; null when it has none. */
  readonly sets: ReadonlyMap<ScanSet, SetGroups> | null;
  /** Each set's occurrences in order of their starts, made on first use. */
  readonly held: Map<ScanSet, SetOccurrences>;
}

/**
 * Keywords a module searches for itself (a finder's candidate words), made entries of the automaton of each analyzer
 * that lists the set (Analyzer.scanSets): on the windowed path the one pass that finds the rules' keywords lists their
 * occurrences too, and `heldOccurrences` hands them to the module for the check's haystack and its windows instead of a
 * pass of its own over each. Every entry is a group of its own, in the order `entries` gives them.
 */
export interface ScanSet {
  entries(): ReadonlyArray<{ readonly keyword: string; readonly wordStart: boolean }>;
}

/** Where a set's entries stand in an analyzer's automaton: entry j is group first + j. */
export interface SetGroups {
  readonly first: number;
  /** The list entries() gave when the automaton was built (a module compares it with its own). */
  readonly entries: ReadonlyArray<{ readonly keyword: string; readonly wordStart: boolean }>;
}

/** A set's occurrences in the haystack, in order of their starts (equal starts in entry order). */
export interface SetOccurrences {
  readonly entries: SetGroups['entries'];
  readonly starts: Int32Array;
  /** Entry index of each occurrence. */
  readonly entry: Int32Array;
}

/** What heldOccurrences answers: the set's occurrences in the haystack, and where the string asked about begins in it. */
export interface Held extends SetOccurrences {
  readonly haystack: string;
  readonly offset: number;
  /** Whether word-start entries were tested at `offset` (so the haystack may lack an occurrence that begins there). */
  readonly strictAt: boolean;
}

/**
 * The occurrences of `set` found by the current check's pass, when `s` is that check's haystack or one of its windows
 * (as leadExec knows them), else null: the caller then scans `s` itself. Word-start entries were tested against the
 * haystack's characters up to the analyzer's wordStartEnd and not after it; the caller applies its own edge tests.
 */
export function heldOccurrences(set: ScanSet, s: string): Held | null {
  const scan = current;
  const groups = scan === null || scan.sets === null ? undefined : scan.sets.get(set);
  if (groups === undefined) return null;
  const offset = s === scan!.lower ? 0 : scan!.windows.get(s) ?? placeOf(scan!, s);
  if (offset < 0) return null;
  let occ = scan!.held.get(set);
  if (occ === undefined) {
    occ = occurrencesOf(scan!, groups);
    scan!.held.set(set, occ);
  }
  // the fields written out rather than spread: a spread of `occ` was most of this call's cost
  return { entries: occ.entries, starts: occ.starts, entry: occ.entry, haystack: scan!.lower, offset, strictAt: offset < scan!.strictEnd };
}

/** Each set's entry lengths (its keywords'), made once per automaton: a check reads these, not the entry objects. */
const SPANS = new WeakMap<SetGroups, Int32Array>();
function spansOf(groups: SetGroups): Int32Array {
  let spans = SPANS.get(groups);
  if (spans === undefined) {
    spans = Int32Array.from(groups.entries, (e) => e.keyword.length);
    SPANS.set(groups, spans);
  }
  return spans;
}

/** A set's occurrences from the check's group ends, ordered by start (equal starts in entry order). */
function occurrencesOf(scan: LeadScan, groups: SetGroups): SetOccurrences {
  const list = groups.entries;
  const size = list.length;
  const first = groups.first;
  const at = scan.starts;
  const ends = scan.ends;
  // the set's groups are consecutive: their occurrence counts sum to the difference of the outer starts
  const count = at[first + size]! - at[first]!;
  if (count > 256 && count * DENSE_SHARE > scan.lower.length) return occurrencesByCount(scan, groups, count);
  const spans = spansOf(groups);
  // in entry order, each entry's in text order; a stable sort by start then leaves equal starts in entry order
  let starts = new Int32Array(count);
  let entry = new Int32Array(count);
  let o = 0;
  let max = 0;
  for (let j = 0; j < size; j++) {
    const g = first + j;
    const to = at[g + 1]!;
    let i = at[g]!;
    if (i === to) continue;
    const len = spans[j]!;
    for (; i < to; i++) {
      const start = ends[i]! - len;
      starts[o] = start;
      entry[o++] = j;
      if (start > max) max = start;
    }
  }
  if (count < 2) return { entries: list, starts, entry };
  // least significant digit first, 8 bits a pass (two passes under 64 KB): each pass places in input order, so the
  // sort is stable (a numeric sort of start * 2^16 + entry keys in a Float64Array, with a float modulo per key to
  // read the entry back, cost four times as much)
  let toStarts = new Int32Array(count);
  let toEntry = new Int32Array(count);
  const bucket = RADIX;
  for (let shift = 0; shift < 32 && max >>> shift > 0; shift += 8) {
    bucket.fill(0);
    for (let i = 0; i < count; i++) bucket[((starts[i]! >>> shift) & 255) + 1]!++;
    for (let d = 1; d <= 256; d++) bucket[d]! += bucket[d - 1]!;
    for (let i = 0; i < count; i++) {
      const v = starts[i]!;
      const p = bucket[(v >>> shift) & 255]!++;
      toStarts[p] = v;
      toEntry[p] = entry[i]!;
    }
    const s = starts;
    starts = toStarts;
    toStarts = s;
    const e = entry;
    entry = toEntry;
    toEntry = e;
  }
  return { entries: list, starts, entry };
}
/** occurrencesOf's digit counts (257: a digit's first place is the count of the digits below it). */
const RADIX = new Int32Array(257);

/** Occurrences at least one per this many haystack characters are ordered by a counting sort (occurrencesByCount). */
const DENSE_SHARE = 16;

/**
 * occurrencesOf for a haystack thick with the set's entries (a hostile repetition: one per word): a counting sort by
 * start, linear in the haystack's length, instead of the numeric sort (the sort of 14 000 keys was a tenth of such a
 * check). Entries are placed in entry order, so equal starts come in entry order, as the sort gives them.
 */
function occurrencesByCount(scan: LeadScan, groups: SetGroups, count: number): SetOccurrences {
  const list = groups.entries;
  const at = new Int32Array(scan.lower.length + 1);
  for (let j = 0; j < list.length; j++) {
    const g = groups.first + j;
    const len = list[j]!.keyword.length;
    for (let i = scan.starts[g]!; i < scan.starts[g + 1]!; i++) at[scan.ends[i]! - len + 1]!++;
  }
  for (let p = 1; p < at.length; p++) at[p]! += at[p - 1]!;
  const starts = new Int32Array(count);
  const entry = new Int32Array(count);
  for (let j = 0; j < list.length; j++) {
    const g = groups.first + j;
    const len = list[j]!.keyword.length;
    for (let i = scan.starts[g]!; i < scan.starts[g + 1]!; i++) {
      const start = scan.ends[i]! - len;
      const o = at[start]!++;
      starts[o] = start;
      entry[o] = j;
    }
  }
  return { entries: list, starts, entry };
}

/** What LeadScan.windows answers (a Map<string, number> does, as Places does). */
export interface PlaceBook {
  get(s: string): number | undefined;
  set(s: string, at: number): unknown;
}

/**
 * Strings and where they begin in the haystack: a Map's answers (the latest place given for equal strings) without
 * its hashing. A string key is hashed over all its characters, and a check of 64 KB registers up to 128 windows of
 * about 1 KB each, most of which no detect function ever looks up (the hashing was 4 % of a long message's check).
 * Places are kept by the string's length (a number key), and a lookup compares by `===` only the strings of its
 * length, newest first: windows differ in length by their snapped edges, so a bucket holds a few.
 */
export class Places implements PlaceBook {
  private readonly byLength = new Map<number, Array<string | number>>();
  set(s: string, at: number): void {
    const list = this.byLength.get(s.length);
    if (list === undefined) this.byLength.set(s.length, [s, at]);
    else list.push(s, at);
  }
  get(s: string): number | undefined {
    const list = this.byLength.get(s.length);
    if (list === undefined) return undefined;
    for (let i = list.length - 2; i >= 0; i -= 2) if (list[i] === s) return list[i + 1] as number;
    return undefined;
  }
}

let current: LeadScan | null = null;

/** Makes `scan` the one leadExec answers from until endLeadScan; returns the one it replaces (a nested check's). */
export function beginLeadScan(scan: LeadScan): LeadScan | null {
  const before = current;
  current = scan;
  return before;
}

export function endLeadScan(before: LeadScan | null): void {
  current = before;
}

/** re.exec(text), the same answer; found through the leads when text is the current check's text or one of its windows. */
export function leadExec(re: RegExp, text: string): RegExpExecArray | null {
  const scan = current;
  const info = scan === null ? undefined : scan.info.get(re);
  if (info === undefined) return re.exec(text);
  const offset = text === scan!.lower || text === scan!.text ? 0 : scan!.windows.get(text) ?? placeOf(scan!, text);
  if (offset < 0) return re.exec(text);
  let starts = scan!.made.get(re);
  if (starts === undefined) {
    starts = startsOf(scan!, info.groups, scan!.span);
    scan!.made.set(re, starts);
  }
  // a global regex searches from its lastIndex and leaves it after the match (0 when there is none), as exec does
  const from = re.global ? re.lastIndex : 0;
  if (from > text.length) {
    re.lastIndex = 0;
    return null;
  }
  const m = firstMatchAt(info.sticky, text, starts, lowerBound(starts, offset + from), lowerBound(starts, offset + text.length), offset);
  if (re.global) re.lastIndex = m === null ? 0 : m.index + m[0].length;
  return m;
}

/** Strings shorter than this that are not known (placeOf) are searched by the regex itself. */
const PLACE_MIN = 1024;

/**
 * Where a string not met before stands in the haystack: at its start when the haystack begins with it (a rule's copy
 * of the haystack's head, say), remembered either way; -1 when it is not known to stand anywhere.
 */
function placeOf(scan: LeadScan, s: string): number {
  if (s.length < PLACE_MIN) return -1;
  // a slice compared natively (TurboFan reads a startsWith of a string that is not a constant character by character)
  const at = scan.lower.substring(0, s.length) === s ? 0 : -1;
  scan.windows.set(s, at);
  return at;
}

/** re.test(text) through leadExec. */
export function leadTest(re: RegExp, text: string): boolean {
  return leadExec(re, text) !== null;
}

/** Where a regex's leads begin, ascending (a position may repeat). */
export function startsOf(at: { readonly starts: Int32Array; readonly ends: Int32Array }, groups: Int32Array, span: Int32Array): Int32Array {
  let count = 0;
  for (let j = 0; j < groups.length; j++) count += at.starts[groups[j]! + 1]! - at.starts[groups[j]!]!;
  const out = new Int32Array(count);
  let o = 0;
  for (let j = 0; j < groups.length; j++) {
    const g = groups[j]!;
    const len = span[g]!;
    for (let i = at.starts[g]!; i < at.starts[g + 1]!; i++) out[o++] = at.ends[i]! - len;
  }
  if (groups.length > 1) out.sort();
  return out;
}

/** The first index of the ascending `sorted` whose value is at least v. */
export function lowerBound(sorted: Int32Array, v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** occurrencesOf on a scan made by a test (only `starts`, `ends` and `lower.length` are read). */
export function occurrencesForTest(scan: Pick<LeadScan, 'starts' | 'ends' | 'lower'>, groups: SetGroups): SetOccurrences {
  return occurrencesOf(scan as LeadScan, groups);
}
