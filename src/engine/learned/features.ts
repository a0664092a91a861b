/**
 * The features of the learned second opinion (learned/second-opinion.ts): hashed words, word pairs, the action type
 * joined to each word, the parts of identifiers (snake_case, camelCase) as words, character 5-grams of the word
 * stream, the frame lexicon's tags, and metadata words. The fitting script
 * (scripts/fit-second-opinion.ts) and the check read the same list, so the weights mean the same thing in both.
 *
 * One forward pass over at most MAX_CHARS characters: the cost of a check is bounded whatever the input's length.
 */

import { factsOf } from './facts.js';
import { FIT } from './weights.js';

/** Hash buckets (a power of two). */
export const BUCKETS = 1 << 16;
const MASK = BUCKETS - 1;
/** Characters of the value read (the labelled actions are shorter than this; a long text is read from its start). */
export const MAX_CHARS = 2048;
/** Characters of one metadata value read. */
const MAX_META = 200;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

// feature kinds: each starts its hash from its own seed, so a word and a 5-gram with the same letters differ
const SEED_WORD = 0x1b873593;
const SEED_PAIR = 0x2c1b3c6d;
const SEED_TYPED = 0x297a2d39;
const SEED_GRAM = 0x6b43a9b5;
const SEED_META = 0x5bd1e995;
const SEED_TYPE = 0x68e31da4;
const GRAM_OFFSET = (FNV_OFFSET ^ SEED_GRAM) >>> 0;
const SEED_TAG = 0x3c6ef372;
const SEED_TAG_TYPED = 0x510e527f;
const SEED_TAG_PAIR = 0x1f83d9ab;

/** Whether the tag features are read (on; the fit's `TAGS=0` and a test switch them off to compare), and how often each tag counts. */
export const TAG_OPTIONS = { on: true, weight: 2 };
/**
 * Whether an identifier's parts are read as words (`parts`), whether the types the frame layer does not read take
 * the lexicon's tags from a term scan of their word stream (`scanned`), whether the word stream's character 5-grams
 * are read (`grams`), and whether each word is also joined to the type (`typed`) and paired with the word before it
 * (`pairs`). All on; the fit's `SO_FEATS=-parts,-scanned,-grams,-typed,-pairs` and tests switch them off to compare.
 * Whether the structured types' parser facts are read (`facts`, learned/facts.ts) follows the weights: on when the
 * fit that wrote them read the facts (`FIT.facts`), so a model fitted without them is read as it was fitted.
 */
export const FEATURE_OPTIONS = { parts: true, scanned: true, grams: true, typed: true, pairs: true, facts: (FIT as { facts?: boolean }).facts === true };
/** How often each parser fact counts (learned/facts.ts). */
export const FACT_OPTIONS = { weight: 2 };
const SEED_FACT = 0x7f4a7c15;
/** How far (characters) from an operation term another term's tags pair with it. */
const TAG_REACH = 120;

/** A lexicon occurrence as the frame layer's term scan reports it. */
export interface TagHit { readonly start: number; readonly end: number; readonly tags: readonly number[] }
type TagScanner = (lower: string) => readonly TagHit[];
let tagScanner: TagScanner | null = null;
/** The same scan for a text that accent folding leaves as it is (ASCII: a word stream of ASCII words), which it skips. */
let asciiScanner: TagScanner | null = null;
/**
 * The term hits of the frame layer's reading of a prose check (frames/profiles.ts, registered when it loads): the
 * frame rows made that reading already, so the tags cost no second scan. `ctx` is the check's prepared context.
 */
type HitReader = (type: string, ctx: unknown) => readonly TagHit[];
let hitReader: HitReader | null = null;
export function setReadingHits(read: HitReader): void {
  hitReader = read;
}
let isOp: readonly boolean[] = [];
/**
 * Each tag's hash, of its name (`op:delete`): a lexicon group inserted before another renumbers the tags after it,
 * and a feature keyed by the tag's number would then mean another tag.
 */
let tagHash = new Uint32Array(0);
let tagSeen = new Uint8Array(0);
/** The lexicon's tags in id order, as the frame layer registered them (none before it loads). */
let registeredTags: readonly string[] = [];
/**
 * A tag's id as the frame layer numbers it, or -1 before the frame layer has loaded: for the learned modules, which
 * must not import the frame layer themselves (importing it builds its term tables at load, before the command line's
 * build can point the automaton cache at the tables it ships).
 */
export function registeredTagId(tag: string): number {
  return registeredTags.indexOf(tag);
}

/** The types whose features include the lexicon's tags: those the frame layer reads (frames/prose-types.ts). */
let tagTypes: ReadonlySet<string> = new Set();

/**
 * Registered by the frame layer when it loads (frames/scan.ts): its term scan (lower-cased text in, occurrences with
 * their tag ids out), which tag ids are operations, and the prose types. A process that never loads the frame layer
 * scores no prose type, so every type that reads tags has them wherever it is scored.
 */
export function setTagScanner(scan: TagScanner, tags: readonly string[], proseTypes: readonly string[], scanAscii: TagScanner = scan): void {
  registeredTags = tags;
  tagScanner = scan;
  asciiScanner = scanAscii;
  isOp = tags.map((t) => t.startsWith('op:'));
  tagHash = Uint32Array.from(tags, (t) => hashRange(SEED_TAG, t, 0, t.length));
  tagSeen = new Uint8Array(tags.length);
  tagTypes = new Set(proseTypes);
  claimTag = Uint8Array.from(tags, (t) => (CLAIM_TAG.test(t) ? 1 : 0));
}

/**
 * The tags by which a text claims a safeguard: an approval, review, window, dry run, scope or other mitigation
 * (`mit:*`), a non-production target, an identity said to be verified, a guard or clean state claimed, a safeguard cue.
 * The rules weigh these where they stand; the veto reads the action without them (claimsBlanked).
 */
const CLAIM_TAG = /^(?:mit:|env:nonprod$|claim:(?:verified|guarded|clean)$|cue:safeguard$)/;
let claimTag = new Uint8Array(0);

/**
 * The text with every term that claims a safeguard (CLAIM_TAG) blanked to spaces, or null when it claims none (or the
 * frame layer is not loaded). The veto of a rule's CAUTION reads this: the rules already weighed what the text claims
 * and still answered CAUTION, so a model that leaned on the same words ("approved, reviewed, in staging") would lower
 * an attack that merely says them.
 */
export function claimsBlanked(value: string): string | null {
  if (tagScanner === null) return null;
  const lower = value.toLowerCase();
  const base = lower.length === value.length ? value : lower;
  const hits = tagScanner(lower);
  let out = '';
  let from = 0;
  for (const h of hits) {
    let claims = false;
    for (const t of h.tags) if (claimTag[t] === 1) claims = true;
    if (!claims || h.end <= from) continue;
    const start = Math.max(h.start, from);
    out += base.slice(from, start) + ' '.repeat(h.end - start);
    from = h.end;
  }
  return from === 0 ? null : out + base.slice(from);
}

/** A word character: ASCII letters, digits and `_`, and any character above U+00BF that is not punctuation or a space. */
function isWordUnit(c: number): boolean {
  return WORD_UNIT[c] === 1;
}
/** isWordUnit's answer for every code unit, filled by ranges (one load per character in the word loops). */
const WORD_UNIT = new Uint8Array(65536);
WORD_UNIT.fill(1, 48, 58);
WORD_UNIT.fill(1, 65, 91);
WORD_UNIT[95] = 1;
WORD_UNIT.fill(1, 97, 123);
WORD_UNIT.fill(1, 0xc0, 65536);
WORD_UNIT[0xd7] = 0;
WORD_UNIT[0xf7] = 0;
WORD_UNIT.fill(0, 0x2000, 0x2c00); // general punctuation, arrows, symbols, box drawing
WORD_UNIT.fill(0, 0x3000, 0x3040); // CJK punctuation
WORD_UNIT.fill(0, 0xfe30, 0xfe50);
WORD_UNIT.fill(0, 0xff00, 0xff10); // full-width punctuation
WORD_UNIT.fill(0, 0xff1a, 0xff21);

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hashRange(seed: number, s: string, start: number, end: number): number {
  let h = (FNV_OFFSET ^ seed) >>> 0;
  for (let i = start; i < end; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return mix(h);
}

function hashPair(seed: number, a: number, b: number): number {
  return mix((Math.imul(a, 31) ^ b ^ seed) >>> 0);
}

/**
 * The lexicon's view of the text (frames/lexicon*.ts): each tag its terms carry (an operation, an object class, a
 * destination, a safeguard, a stance), alone and joined to the action type, and each operation paired with every other
 * tag found within REACH characters of it. The words of an unseen phrasing differ; its tags are the same ones.
 */
function tagFeatures(hits: readonly TagHit[], typeHash: number, out: Int32Array, o: number): number {
  const IS_OP = isOp;
  const TAG_HASH = tagHash;
  const TAG_SEEN = tagSeen;
  // the reading's hits run past the first MAX_CHARS characters (in order of their starts): only the first n count
  let n = hits.length;
  while (n > 0 && hits[n - 1]!.start >= MAX_CHARS) n--;
  if (n === 0) return o;
  const reach = TAG_REACH;
  const room = out.length - 8;
  for (let k = 0; k < n && o < room; k++) {
    const h = hits[k]!;
    for (const t of h.tags) {
      if (TAG_SEEN[t] === 0) {
        TAG_SEEN[t] = 1;
        const th = TAG_HASH[t]!;
        for (let w = 0; w < TAG_OPTIONS.weight; w++) {
          out[o++] = th & MASK;
          out[o++] = hashPair(SEED_TAG_TYPED, typeHash, th) & MASK;
        }
      }
      if (!IS_OP[t]) continue;
      const ot = TAG_HASH[t]!;
      for (let j = k - 1; j >= 0 && h.start - hits[j]!.end <= reach && o < room; j--) for (const u of hits[j]!.tags) if (!IS_OP[u]) out[o++] = hashPair(SEED_TAG_PAIR, ot, TAG_HASH[u]!) & MASK;
      for (let j = k + 1; j < n && hits[j]!.start - h.end <= reach && o < room; j++) for (const u of hits[j]!.tags) if (!IS_OP[u]) out[o++] = hashPair(SEED_TAG_PAIR, ot, TAG_HASH[u]!) & MASK;
    }
  }
  for (let k = 0; k < n; k++) for (const t of hits[k]!.tags) TAG_SEEN[t] = 0;
  return o;
}

/** Scratch: the hashes of one identifier's parts. */
const PARTS = new Int32Array(8);
/** More parts than this mark a random token rather than an identifier. */
const MAX_PARTS = 5;

// scratch of one extraction (checks are synchronous): the word stream's code units and the features
let STREAM = new Uint16Array(MAX_CHARS + 2);
let OUT = new Int32Array(12 * MAX_CHARS + 256);

/**
 * Scratch code units, each with a Buffer over its memory: the lower-cased head (LOWER) and the head as written (HEAD,
 * read for camelCase), which the word loop reads instead of calling charCodeAt per character (its per-call checks cost
 * about as much as the loop's own work), and the word stream as a string (streamText).
 */
interface Units { units: Uint16Array; buffer: Buffer }
const unitsScratch = (n: number): Units => {
  const units = new Uint16Array(n);
  return { units, buffer: Buffer.from(units.buffer, units.byteOffset, units.byteLength) };
};
let LOWER = unitsScratch(MAX_CHARS + 2);
let HEAD = unitsScratch(MAX_CHARS + 2);
let STREAM_BUFFER: Buffer = Buffer.from(STREAM.buffer, STREAM.byteOffset, STREAM.byteLength);
/** From this length a string's code units are copied natively (a Buffer write) rather than one charCodeAt at a time. */
const NATIVE_COPY_MIN = 128;

/** s's code units in the scratch `into` (grown to fit), valid until the next extraction. */
function unitsInto(s: string, into: Units): Units {
  const n = s.length;
  if (into.units.length < n) into = unitsScratch(n);
  if (n >= NATIVE_COPY_MIN) into.buffer.write(s, 0, n * 2, 'utf16le');
  else for (let i = 0; i < n; i++) into.units[i] = s.charCodeAt(i);
  return into;
}

/** The word stream's first `len` code units as a string (one native decode of the scratch). */
function streamText(stream: Uint16Array, len: number): string {
  if (stream !== STREAM_BUFFER_OF) {
    STREAM_BUFFER = Buffer.from(stream.buffer, stream.byteOffset, stream.byteLength);
    STREAM_BUFFER_OF = stream;
  }
  return STREAM_BUFFER.toString('utf16le', 0, len * 2);
}
let STREAM_BUFFER_OF: Uint16Array = STREAM;

/** Writes the features of one action into OUT and returns their count. */
function extract(type: string, value: string, metadata: Readonly<Record<string, unknown>> | undefined, ctx: unknown): number {
  const head = value.length > MAX_CHARS ? value.slice(0, MAX_CHARS) : value;
  const lower = head.toLowerCase();
  const n = lower.length;
  // lower-casing may lengthen a text (a few letters become two code units): camelCase is read from the original only
  // where it did not
  const parts = FEATURE_OPTIONS.parts;
  // (a head with no capital, the same string as its lower case, has no camelCase to read: its copy is skipped)
  const camel = parts && head.length === n && head !== lower;
  if (STREAM.length < n + 2) STREAM = new Uint16Array(n + 2);
  if (OUT.length < 12 * n + 256) OUT = new Int32Array(12 * n + 256);
  const stream = STREAM;
  const out = OUT;
  LOWER = unitsInto(lower, LOWER);
  const low = LOWER.units;
  // the head as written, where camelCase is read (the value's first n code units: head is its prefix)
  let orig = low;
  if (camel) {
    HEAD = unitsInto(head, HEAD);
    orig = HEAD.units;
  }
  let o = 0;
  const typeHash = hashRange(SEED_TYPE, type, 0, type.length);
  out[o++] = typeHash & MASK;
  // one pass: each word's hash, its typed and pair features, and the word stream (words joined by one space, with a
  // space either side) for the 5-grams
  let len = 0;
  stream[len++] = 32;
  let prev = 0;
  let words = 0;
  // every unit of the stream or-ed together: below 128, the stream is ASCII (folding leaves it as it is)
  let units = 0;
  let i = 0;
  while (i < n) {
    let c = low[i]!;
    if (!isWordUnit(c)) {
      i++;
      continue;
    }
    let h = (FNV_OFFSET ^ SEED_WORD) >>> 0;
    if (!parts) {
      do {
        h = Math.imul(h ^ c, FNV_PRIME);
        stream[len++] = c;
        units |= c;
        if (++i >= n) break;
        c = low[i]!;
      } while (isWordUnit(c));
    } else {
      // the word's parts (cut at '_' and where a lower-case letter meets a capital), each hashed as a word of its own
      let count = 0;
      let ph = (FNV_OFFSET ^ SEED_WORD) >>> 0;
      let partLen = 0;
      let digits = 0;
      let prevLower = false;
      // a part of one character, or of letters and digits mixed, marks a random token (a key, an id): no parts then
      let token = false;
      do {
        h = Math.imul(h ^ c, FNV_PRIME);
        stream[len++] = c;
        units |= c;
        const capital = camel && prevLower ? orig[i]! : 0;
        if (c === 95 || (capital >= 65 && capital <= 90)) {
          if (partLen > 0) {
            if (partLen === 1 || (digits > 0 && digits < partLen)) token = true;
            if (count < PARTS.length) PARTS[count] = mix(ph);
            count++;
          }
          ph = (FNV_OFFSET ^ SEED_WORD) >>> 0;
          partLen = 0;
          digits = 0;
        }
        if (c !== 95) {
          ph = Math.imul(ph ^ c, FNV_PRIME);
          partLen++;
          if (c >= 48 && c <= 57) digits++;
        }
        prevLower = c >= 97 && c <= 122;
        if (++i >= n) break;
        c = low[i]!;
      } while (isWordUnit(c));
      if (count > 0 && partLen > 0) {
        if (partLen === 1 || (digits > 0 && digits < partLen)) token = true;
        if (count < PARTS.length) PARTS[count] = mix(ph);
        count++;
      }
      // each part as a word, joined to the type, and paired with the part before it
      if (count >= 2 && count <= MAX_PARTS && !token) {
        for (let q = 0; q < count; q++) {
          const p = PARTS[q]!;
          out[o++] = p & MASK;
          out[o++] = hashPair(SEED_TYPED, typeHash, p) & MASK;
          if (q > 0) out[o++] = hashPair(SEED_PAIR, PARTS[q - 1]!, p) & MASK;
        }
      }
    }
    stream[len++] = 32;
    h = mix(h);
    out[o++] = h & MASK;
    if (FEATURE_OPTIONS.typed) out[o++] = hashPair(SEED_TYPED, typeHash, h) & MASK;
    if (words > 0 && FEATURE_OPTIONS.pairs) out[o++] = hashPair(SEED_PAIR, prev, h) & MASK;
    prev = h;
    words++;
  }
  if (words === 0) len = 1;
  // each 5-gram's FNV-1a hash, with the five units kept in locals as the window slides (one load per gram, not five)
  if (len >= 5 && FEATURE_OPTIONS.grams) {
    let c0 = stream[0]!;
    let c1 = stream[1]!;
    let c2 = stream[2]!;
    let c3 = stream[3]!;
    for (let g = 0; g + 5 <= len; g++) {
      const c4 = stream[g + 4]!;
      let h = Math.imul(GRAM_OFFSET ^ c0, FNV_PRIME);
      h = Math.imul(h ^ c1, FNV_PRIME);
      h = Math.imul(h ^ c2, FNV_PRIME);
      h = Math.imul(h ^ c3, FNV_PRIME);
      h = Math.imul(h ^ c4, FNV_PRIME);
      out[o++] = mix(h) & MASK;
      c0 = c1;
      c1 = c2;
      c2 = c3;
      c3 = c4;
    }
  }
  if (TAG_OPTIONS.on && tagScanner !== null) {
    if (tagTypes.has(type)) {
      const hits = ctx !== undefined && hitReader !== null ? hitReader(type, ctx) : tagScanner(lower);
      o = tagFeatures(hits, typeHash, out, o);
    } else if (FEATURE_OPTIONS.scanned && words > 0) {
      // a type the frame layer does not read (a command, code, a path, a query…): the lexicon's terms in its word
      // stream, where punctuation between words is one space (so `export_all` and `/tmp/dump` read as words too)
      o = tagFeatures((units < 128 ? asciiScanner! : tagScanner)(streamText(stream, len)), typeHash, out, o);
    }
  }
  if (FEATURE_OPTIONS.facts && ctx !== undefined) {
    const facts = factsOf(type, ctx);
    if (OUT.length < o + FACT_OPTIONS.weight * facts.length + 1) {
      const grown = new Int32Array(2 * (o + FACT_OPTIONS.weight * facts.length + 1));
      grown.set(OUT.subarray(0, o));
      OUT = grown;
    }
    for (const f of facts) {
      const h = hashRange(SEED_FACT, f, 0, f.length) & MASK;
      for (let w = 0; w < FACT_OPTIONS.weight; w++) OUT[o++] = h;
    }
  }
  if (metadata === undefined) return o;
  // each word of `key value` of each scalar field, hashed where it stands (no copy of the words)
  for (const key in metadata) {
    const v = metadata[key];
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') continue;
    const text = `${key} ${String(v).slice(0, MAX_META)}`.toLowerCase();
    const m = text.length;
    if (OUT.length < o + m + 1) {
      const grown = new Int32Array(2 * (o + m + 1));
      grown.set(OUT.subarray(0, o));
      OUT = grown;
    }
    const into = OUT;
    let i = 0;
    while (i < m) {
      while (i < m && !isWordUnit(text.charCodeAt(i))) i++;
      if (i >= m) break;
      const start = i;
      while (i < m && isWordUnit(text.charCodeAt(i))) i++;
      into[o++] = hashRange(SEED_META, text, start, i) & MASK;
    }
  }
  return o;
}

/**
 * The bucket of every feature of one action, with repeats (a feature that occurs twice counts twice), as a new array.
 * The check weights each by 1/sqrt(count of features). `ctx` is the check's prepared context: on a prose type the
 * lexicon's tags come from the frame layer's reading of it (the hits its term scan found, after the reader's own
 * corrections: vetoed terms and operation words inside object names dropped); without it, from a term scan of the text
 * (the fit and the check always pass it).
 */
export function featuresOf(type: string, value: string, metadata: Readonly<Record<string, unknown>> | undefined, ctx?: unknown): Int32Array {
  const o = extract(type, value, metadata, ctx);
  return OUT.slice(0, o);
}

/** featuresOf without the copy: a view of the scratch array, valid until the next extraction (the check's own use). */
export function featuresView(type: string, value: string, metadata: Readonly<Record<string, unknown>> | undefined, ctx: unknown): Int32Array {
  const o = extract(type, value, metadata, ctx);
  return OUT.subarray(0, o);
}
