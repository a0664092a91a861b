/**
 * Keyword automaton tables kept in files, for processes that score one action and exit (the CLI's check, the Claude
 * Code hook): such a process builds each automaton it needs cold, in the interpreter, where the prose types' term
 * automaton alone costs tens of milliseconds; reading the same tables back as typed arrays costs about one.
 *
 * Off unless a process asks for it (cacheAutomataIn). A file holds the tables of one automaton and, beside them, its
 * identity: the keyword entries it was built from, in full, and the tables the current build code makes of a fixed
 * probe set. A file is used only when both equal this process's exactly (for the records the command line's bundle
 * names, when the SHA-256 of the identity does: cachedRecord), so a changed keyword list, a changed table layout or a
 * changed build gives a miss, never a wrong automaton; a miss builds the tables and writes the
 * file (atomically; a directory that cannot be written is only slower). The file name is a hash of the identity,
 * which only finds the file: equality is checked on the identity itself.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTables, type AutomatonTables, type KeywordEntry } from './automaton-build.js';
import type { DenseLimits } from './automaton-layout.js';

let cacheDir: string | null = null;
let shippedDir: string | null = null;
let probeIdentity: string | null = null;

/**
 * Keeps automaton tables in `dir` from now on in this process (null: build every automaton in memory), after looking
 * in `shipped` first when given (the files `npm run build` writes beside the code; never written at run time).
 */
export function cacheAutomataIn(dir: string | null, shipped: string | null = null): void {
  cacheDir = dir;
  shippedDir = shipped;
}

/** The tables of an automaton over `entries`: read from a cache directory when a file there matches, else built. */
export function tablesFor(entries: ReadonlyArray<KeywordEntry>): AutomatonTables {
  if (cacheDir === null) return buildTables(entries);
  const identity = identityOf(entries);
  return stored(`kw-${hashHex(sampleOf(identity))}.bin`, identity, () => buildTables(entries), () => identity);
}

/**
 * A record of tables that a module derives from data in the code when it loads (frames/scan.ts's merged lexicon terms
 * and their automaton, text-injection's character classes), kept like the automata while a process asks for it:
 * `build` runs only when no file `name` (plus a short hash of the identity) holds a record of this exact identity
 * (computed only while caching is on). The identity must name everything the record depends on: the source data in full, and the output of the deriving
 * code on a probe that exercises it (tablesIdentity() for a record of automaton tables). Fields are numbers, typed
 * arrays, arrays of number lists and arrays of Maps (encodeTables).
 */
export function cachedRecord<T extends object>(name: string, identityOf: () => string, build: () => T): T {
  if (cacheDir === null) return build();
  const bundled = BUNDLED?.records[name];
  // the bundle names the file and the digest of its identity: the identity itself is computed only to write a file
  if (bundled !== undefined) return stored(bundled.file, { digest: bundled.digest }, build, identityOf);
  const identity = identityOf();
  computedRecords.set(name, identity);
  return stored(recordFile(name, identity), identity, build, () => identity);
}

const recordFile = (name: string, identity: string): string => `${name}-${hashHex(sampleOf(identity))}.bin`;

/** Identities computed by scripts/build-cli.ts for the command line's bundle (bundledIdentities()). */
export interface BundledIdentities {
  /** The Node.js and Unicode data they were computed with: some derived tables depend on them. */
  node: string;
  icu: string;
  unicode: string;
  /** tablesIdentity(). */
  probe: string;
  /**
   * Each record's (cachedRecord) file name and the SHA-256 of its identity, by name: a file is taken when the digest
   * its writer stored equals this one. Digests rather than the identities (the frame terms' are 200 KB of text) keep
   * the bundle, its code cache and the comparison small.
   */
  records: Record<string, { file: string; digest: string }>;
}

/**
 * The identities as the build computed them for the command line's bundle, which carries the code and data they were
 * computed from (esbuild defines this there; undeclared in the ES modules, which compute each once per process),
 * while this process runs the Node.js they were computed with. They spare each cold check building and encoding the
 * probe tables, merging the frame lexicon's probe and serialising the lexicon (milliseconds of a prose check).
 */
declare const SAFEGATE_BUNDLED_IDENTITIES: BundledIdentities | undefined;
const BUNDLED: BundledIdentities | null = typeof SAFEGATE_BUNDLED_IDENTITIES === 'object'
  && SAFEGATE_BUNDLED_IDENTITIES.node === process.version && SAFEGATE_BUNDLED_IDENTITIES.icu === process.versions.icu
  && SAFEGATE_BUNDLED_IDENTITIES.unicode === process.versions.unicode ? SAFEGATE_BUNDLED_IDENTITIES : null;

/** The records' identities this process computed or used, by name (bundledIdentities()). */
const computedRecords = new Map<string, string>();

/** What the bundle carries, after this process loaded every record with caching on (build-cli.ts). */
export function bundledIdentities(): BundledIdentities {
  return {
    node: process.version, icu: process.versions.icu ?? '', unicode: process.versions.unicode ?? '',
    probe: tablesIdentity(),
    records: Object.fromEntries([...computedRecords].map(([name, identity]) => [name, { file: recordFile(name, identity), digest: digestOf(identity) }])),
  };
}

/** The identity of the automaton build code: its tables of a fixed probe set (part of every automaton file's identity). */
export function tablesIdentity(): string {
  probeIdentity ??= BUNDLED?.probe ?? probeTablesIdentity();
  return probeIdentity;
}

/**
 * tablesIdentity() computed: the SHA-256 of the probe set's tables, encoded (those in base64 without node:crypto): laid
 * out as every analyzer's (all rows) and as the frame terms' (rows for the shallow states only, PROBE_LIMITS).
 */
function probeTablesIdentity(): string {
  const encoded = Buffer.concat([encodeTables(buildTables(PROBE), ''), encodeTables(buildTables(PROBE, PROBE_LIMITS), ''), encodeTables(buildTables(PROBE, PROBE_LIMITS, { wordStates: true }), '')]);
  return digestOf(encoded.toString('latin1')) || encoded.toString('base64');
}

/** What a file's identity must be: the identity itself, or (a record the bundle names) its SHA-256 as the build computed it. */
type Expected = string | { readonly digest: string };

function stored<T extends object>(name: string, expected: Expected, build: () => T, identityOf: () => string): T {
  const dir = cacheDir!;
  const found = (shippedDir !== null ? readTables<T>(join(shippedDir, name), expected) : null) ?? readTables<T>(join(dir, name), expected);
  if (found !== null) return found;
  const record = build();
  writeTables(dir, name, identityOf(), record);
  return record;
}

/**
 * SHA-256 of an identity, stored in each file beside it (encodeTables). node:crypto is taken when a file is written
 * or the bundle's digests computed, never by a check that reads its tables: loading it is a measurable part of a cold
 * start. Node.js before 20.16 (no process.getBuiltinModule) stores no digest, and its files are then taken by their
 * full identity only.
 */
function digestOf(identity: string): string {
  const crypto = process.getBuiltinModule?.('node:crypto') as typeof import('node:crypto') | undefined;
  return crypto === undefined ? '' : crypto.createHash('sha256').update(identity).digest('hex');
}

/**
 * Up to 1 024 characters spread over a long identity, and its length: enough to tell files apart by name (equality is
 * checked in full); hashing more of it showed in a cold start, once per automaton.
 */
function sampleOf(identity: string): string {
  const step = Math.max(1, Math.floor(identity.length / 1024));
  if (step === 1) return identity;
  let out = `${identity.length}:`;
  for (let i = 0; i < identity.length; i += step) out += identity[i];
  return out;
}

/** Covers every kind of table: shared groups, word-start entries, a repeated keyword, non-ASCII first and inner units. */
const PROBE: readonly KeywordEntry[] = [
  { keyword: 'he', group: 0 }, { keyword: 'she', group: 1 }, { keyword: 'hers', group: 2, wordStart: true },
  { keyword: 'é', group: 3 }, { keyword: 'aé日b', group: 0 }, { keyword: 'dan', group: 4, wordStart: true },
  { keyword: 'an', group: 4 }, { keyword: 'she', group: 1 },
];

/** Rows for the root and the first level of PROBE only, so that its deeper states take edge lists. */
const PROBE_LIMITS: DenseLimits = { states: 4, entries: 64 };

function identityOf(entries: ReadonlyArray<KeywordEntry>): string {
  const parts = [tablesIdentity()];
  for (const { keyword, group, wordStart } of entries) parts.push(`${group}${wordStart === true ? '^' : ','}${keyword.length}:${keyword}`);
  return parts.join('\n');
}

/** 128 bits of four multiplicative lanes: names a file, no more (the identity inside is compared in full). */
function hashHex(s: string): string {
  let a = 0x811c9dc5, b = 0x01000193, c = 0x9e3779b9, d = 0x85ebca6b;
  for (let i = 0; i < s.length; i++) {
    const x = s.charCodeAt(i);
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul(b ^ x, 0x5bd1e995);
    c = Math.imul(c ^ x, 0xcc9e2d51);
    d = Math.imul(d ^ x, 0x1b873593);
  }
  return [a, b, c, d, s.length].map((v) => (v >>> 0).toString(16).padStart(8, '0')).join('');
}

function readTables<T extends object>(file: string, expected: Expected): T | null {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch {
    return null;
  }
  try {
    return decodeTables<T>(bytes, expected);
  } catch {
    return null;
  }
}

function writeTables(dir: string, name: string, identity: string, tables: object): void {
  const file = join(dir, name);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(temp, encodeTables(tables, identity));
    renameSync(temp, file);
  } catch {
    // a read-only or full directory: this process keeps the tables it built
  }
}

const MAGIC = 0x354b4753; // 'SGK5': rows for shallow states, edge lists for deeper ones (automaton-build.ts)
/**
 * Magic, the header's length, the identity's length, 0; then the header (JSON: the fields, their size, the identity's
 * SHA-256), the identity (UTF-8), the blobs.
 */
const HEAD = 16;
const TYPED = { Uint8Array, Int8Array, Uint16Array, Int16Array, Uint32Array, Int32Array, Float64Array } as const;
type TypedName = keyof typeof TYPED;
type TypedArray = InstanceType<(typeof TYPED)[TypedName]>;

/** How each field of the tables is stored: numbers in the header, arrays as 8-aligned blobs after it. */
type Field =
  | { kind: 'number'; value: number }
  | { kind: 'typed'; type: TypedName; at: number; length: number }
  /**
   * An array of number lists or undefined: (slot, start, length) for each slot that holds a list (`slots` such
   * triples), then the values. A list that several slots share (a state and its failure target, as the build makes
   * them) is stored once and read back as one list; slots without a triple are undefined (holes when `holey`).
   */
  | { kind: 'lists'; length: number; holey: boolean; spans: number; slots: number; values: number; count: number }
  /** An array of Map<number, number> or undefined: (slot, key, value) triples in slot and insertion order. */
  | { kind: 'maps'; length: number; holey: boolean; at: number; count: number };

/** The tables (or any record of such fields) as one file's bytes, the identity beside the header. Throws on a field of a kind it does not know. */
export function encodeTables(tables: object, identity: string): Uint8Array {
  const blobs: TypedArray[] = [];
  let offset = 0;
  const place = (blob: TypedArray): number => {
    const at = offset;
    blobs.push(blob);
    offset += Math.ceil(blob.byteLength / 8) * 8;
    return at;
  };
  const fields: Record<string, Field> = {};
  for (const [name, value] of Object.entries(tables)) fields[name] = encodeField(name, value, place);
  const header = new TextEncoder().encode(JSON.stringify({ fields, size: offset, digest: digestOf(identity) }));
  // the identity apart from the header, so a reader compares it as bytes instead of decoding and parsing it
  const id = new TextEncoder().encode(identity);
  const start = Math.ceil((HEAD + header.length + id.length) / 8) * 8;
  const out = new Uint8Array(start + offset);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, header.length, true);
  view.setUint32(8, id.length, true);
  out.set(header, HEAD);
  out.set(id, HEAD + header.length);
  let at = start;
  for (const blob of blobs) {
    out.set(new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength), at);
    at += Math.ceil(blob.byteLength / 8) * 8;
  }
  return out;
}

function encodeField(name: string, value: unknown, place: (blob: TypedArray) => number): Field {
  if (typeof value === 'number') return { kind: 'number', value };
  if (ArrayBuffer.isView(value)) {
    const type = value.constructor.name as TypedName;
    if (!(type in TYPED)) throw new Error(`automaton field ${name}: ${type} is not stored`);
    return { kind: 'typed', type, at: place(value as TypedArray), length: (value as TypedArray).length };
  }
  if (!Array.isArray(value)) throw new Error(`automaton field ${name} is not stored`);
  const holey = Object.keys(value).length < value.length;
  if (value.some((v) => v instanceof Map)) {
    const triples: number[] = [];
    value.forEach((m: Map<number, number> | undefined, slot) => m?.forEach((v, k) => triples.push(slot, k, v)));
    return { kind: 'maps', length: value.length, holey, at: place(Int32Array.from(triples)), count: triples.length };
  }
  // only the slots that hold a list: a large automaton's states mostly report nothing, and reading every slot back
  // was most of its decoding
  const spans: number[] = [];
  const values: number[] = [];
  const startOf = new Map<unknown, number>();
  for (let i = 0; i < value.length; i++) {
    const list: unknown = value[i];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new Error(`automaton field ${name}: slot ${i} is not stored`);
    let start = startOf.get(list);
    if (start === undefined) {
      start = values.length;
      startOf.set(list, start);
      values.push(...(list as number[]));
    }
    spans.push(i, start, list.length);
  }
  return { kind: 'lists', length: value.length, holey, spans: place(Int32Array.from(spans)), slots: spans.length / 3, values: place(Int32Array.from(values)), count: values.length };
}

/**
 * The tables of a file made by encodeTables, when its identity is `expected` (or has that digest); throws on any other
 * file.
 */
export function decodeTables<T extends object = AutomatonTables>(file: Uint8Array, expected: Expected): T {
  // typed arrays are views into the file's bytes, which must then start 8-aligned
  const bytes = file.byteOffset % 8 === 0 ? file : file.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < HEAD || view.getUint32(0, true) !== MAGIC) throw new Error('not an automaton file');
  const headerLength = view.getUint32(4, true);
  const identityLength = view.getUint32(8, true);
  const start = Math.ceil((HEAD + headerLength + identityLength) / 8) * 8;
  if (start > bytes.length) throw new Error('automaton file of the wrong size');
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(HEAD, HEAD + headerLength))) as { fields: Record<string, Field>; size: number; digest: string };
  if (typeof expected === 'string') {
    // compared as bytes: decoding and parsing an identity of 100 KB (the frame terms') showed in a cold start
    const stored = Buffer.from(bytes.buffer, bytes.byteOffset + HEAD + headerLength, identityLength);
    if (!stored.equals(Buffer.from(expected, 'utf8'))) throw new Error('automaton file of other keywords or another build');
  } else if (expected.digest === '' || header.digest !== expected.digest) {
    throw new Error('automaton file of other keywords or another build');
  }
  if (bytes.length !== start + header.size) throw new Error('automaton file of the wrong size');
  const buffer = bytes.buffer as ArrayBuffer;
  const typed = <T extends TypedName>(type: T, at: number, length: number): InstanceType<(typeof TYPED)[T]> =>
    new TYPED[type](buffer, bytes.byteOffset + start + at, length) as InstanceType<(typeof TYPED)[T]>;
  const tables: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(header.fields)) {
    if (field.kind === 'number') tables[name] = field.value;
    else if (field.kind === 'typed') tables[name] = typed(field.type, field.at, field.length);
    else if (field.kind === 'maps') tables[name] = decodeMaps(typed('Int32Array', field.at, field.count), field.length, field.holey);
    else tables[name] = decodeLists(typed('Int32Array', field.spans, field.slots * 3), typed('Int32Array', field.values, field.count), field.length, field.holey);
  }
  return tables as T;
}

function decodeMaps(triples: Int32Array, length: number, holey: boolean): Array<Map<number, number> | undefined> {
  const out: Array<Map<number, number> | undefined> = new Array(length);
  if (!holey) out.fill(undefined);
  for (let i = 0; i < triples.length; i += 3) {
    const slot = triples[i]!;
    (out[slot] ??= new Map()).set(triples[i + 1]!, triples[i + 2]!);
  }
  return out;
}

const NO_OUTPUTS: readonly number[] = [];

function decodeLists(spans: Int32Array, values: Int32Array, length: number, holey: boolean): Array<readonly number[] | undefined> {
  const out: Array<readonly number[] | undefined> = new Array(length);
  if (!holey) out.fill(undefined);
  // the list already read for a start: slots that shared a list when it was built share it again
  const byStart: Array<readonly number[] | undefined> = new Array(values.length);
  for (let i = 0; i < spans.length; i += 3) {
    const n = spans[i + 2]!;
    // one empty list for every state that has none, as the build shares one (a large automaton has thousands)
    if (n === 0) {
      out[spans[i]!] = NO_OUTPUTS;
      continue;
    }
    const at = spans[i + 1]!;
    let list = byStart[at];
    if (list === undefined) {
      list = readList(values, at, n);
      byStart[at] = list;
    }
    out[spans[i]!] = list;
  }
  return out;
}

function readList(values: Int32Array, at: number, n: number): readonly number[] {
  // a pair (a word-start entry's group and length, most lists of a large automaton) as a literal: half the time of
  // pushing into an empty array, which first allocates room for more
  if (n === 2) return [values[at]!, values[at + 1]!];
  // pushed, not sized: packed arrays, like the ones the build makes (the scan's loads stay of one elements kind)
  const list: number[] = [];
  for (let k = at, end = k + n; k < end; k++) list.push(values[k]!);
  return list;
}
