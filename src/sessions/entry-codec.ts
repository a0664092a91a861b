/**
 * History entries as LMDB holds them: back-to-back binary records, written straight into one reusable buffer.
 * Encoding an entry this way makes no garbage (no tuple array, no JSON string per entry or per session), and the
 * bytes a journal record carries are kept off the heap until the compaction writes them again as the session's page:
 * the collector neither copies nor marks them. Records and pages written as JSON text or msgpack arrays by earlier
 * versions are read by persist.ts as before.
 *
 * One entry, little-endian: seq u32, at f64, score f64, level u8 (index in LEVELS), primitive u8 (0 for none, else
 * 1 + index in PRIMITIVES), facts u8, then six strings, each a u16 byte length and its UTF-8 bytes: type, valueHash,
 * preview, threats joined by commas, agentId (length 0xFFFF when there is none), marks joined by commas; then a u16
 * count of objects and each as a u32. A string UTF-8 cannot carry as it is (a lone surrogate: a preview cut inside a
 * pair, an agent id sent with an escape) is written as UTF-16 instead, its length with the top bit set, so every entry
 * reads back exactly as it was written.
 */
import { LEVELS, PRIMITIVES, type Level, type Primitive } from '../engine/types.js';
import { internedList, internedName, NO_OBJECTS } from '../pool/interned.js';
import type { HistoryEntry } from './types.js';

const NO_AGENT = 0xffff;
const UTF16 = 0x8000;
/**
 * Longer strings are cut to this many UTF-16 units (none of the six comes near it: a preview is 60 characters), so
 * a length (at most three bytes a unit) stays below the UTF16 bit.
 */
const MAX_TEXT = 10_000;
const LEVEL_CODE = new Map<Level, number>(LEVELS.map((l, i) => [l, i]));
const PRIMITIVE_CODE = new Map<Primitive, number>(PRIMITIVES.map((p, i) => [p, i + 1]));

/**
 * The encoded field (length and bytes, as `text` writes it) of each shared (frozen, see interned.ts) id list, made
 * once: most entries carry one of a few threat and step lists, and a list of more than 16 characters would otherwise
 * take a call into the runtime per entry.
 */
const listFields = new WeakMap<readonly string[], Uint8Array>();

type Utf8Writing = Buffer & { utf8Write(s: string, offset: number): number; ucs2Write(s: string, offset: number): number };
const isWellFormed = (s: string) => (s as string & { isWellFormed(): boolean }).isWellFormed();

/** Appends entries to one growing buffer; `take` copies out what was written since the last take. */
export class EntryWriter {
  private buf: Utf8Writing = Buffer.allocUnsafe(64 * 1024) as Utf8Writing;
  /** The numbers go through a DataView (compiled to plain stores) rather than Buffer's checked writers. */
  private view = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.byteLength);
  private pos = 0;

  private ensure(bytes: number): void {
    if (this.pos + bytes <= this.buf.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + bytes)) as Utf8Writing;
    this.buf.copy(grown, 0, 0, this.pos);
    this.buf = grown;
    this.view = new DataView(grown.buffer, grown.byteOffset, grown.byteLength);
  }

  /** Short ASCII text byte by byte (no call into the runtime), anything else through the UTF-8 writer. */
  private text(s: string): void {
    const len = Math.min(s.length, MAX_TEXT);
    this.ensure(2 + len * 3);
    const buf = this.buf;
    const at = this.pos + 2;
    let bytes = -1;
    if (len <= 16) {
      let i = 0;
      for (; i < len; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x80) break;
        buf[at + i] = c;
      }
      if (i === len) bytes = len;
    }
    let flag = 0;
    if (bytes < 0) {
      const whole = len < s.length ? s.slice(0, len) : s;
      bytes = buf.utf8Write(whole, at);
      // as many bytes as units: ASCII, which is well formed; otherwise a lone surrogate would come back as U+FFFD
      if (bytes !== len && !isWellFormed(whole)) {
        bytes = buf.ucs2Write(whole, at);
        flag = UTF16;
      }
    }
    const field = bytes | flag;
    buf[this.pos] = field & 0xff;
    buf[this.pos + 1] = field >>> 8;
    this.pos = at + bytes;
  }

  write(e: HistoryEntry): void {
    this.head(e);
    this.text(e.type);
    this.text(e.valueHash);
    this.text(e.preview);
    this.tail(e);
  }

  /** seq, at, score, level, primitive, facts. */
  private head(e: HistoryEntry): void {
    this.ensure(23);
    const buf = this.buf;
    const view = this.view;
    view.setUint32(this.pos, e.seq >>> 0, true);
    view.setFloat64(this.pos + 4, e.at, true);
    view.setFloat64(this.pos + 12, e.score, true);
    buf[this.pos + 20] = LEVEL_CODE.get(e.level) ?? 0;
    buf[this.pos + 21] = e.primitive === null ? 0 : (PRIMITIVE_CODE.get(e.primitive) ?? 0);
    buf[this.pos + 22] = e.facts & 0xff;
    this.pos += 23;
  }

  /** threats, agentId, marks, objects. */
  private tail(e: HistoryEntry): void {
    this.list(e.threats);
    if (e.agentId === undefined) {
      this.ensure(2);
      this.buf[this.pos] = 0xff;
      this.buf[this.pos + 1] = 0xff;
      this.pos += 2;
    } else this.text(e.agentId);
    this.list(e.marks);
    const objects = e.objects;
    const count = Math.min(objects.length, 0xffff);
    this.ensure(2 + count * 4);
    this.view.setUint16(this.pos, count, true);
    this.pos += 2;
    for (let i = 0; i < count; i++, this.pos += 4) this.view.setUint32(this.pos, objects[i]! >>> 0, true);
  }

  /** A list as the text of its items joined by commas; a shared list's field is encoded once and copied after. */
  private list(list: readonly string[]): void {
    if (list.length === 0) {
      this.ensure(2);
      this.buf[this.pos] = 0;
      this.buf[this.pos + 1] = 0;
      this.pos += 2;
      return;
    }
    const field = listFields.get(list);
    if (field !== undefined) {
      // one copy (a byte loop or a UTF-8 write costs more, on the short lists of every entry)
      this.ensure(field.length);
      this.buf.set(field, this.pos);
      this.pos += field.length;
      return;
    }
    const start = this.pos;
    this.text(list.length === 1 ? list[0]! : list.join(','));
    if (Object.isFrozen(list)) listFields.set(list, new Uint8Array(this.buf.subarray(start, this.pos)));
  }

  /** A copy of the entries written since the last take (a buffer of its own: it may be kept until a compaction). */
  take(): Buffer {
    const out = Buffer.from(this.buf.subarray(0, this.pos));
    this.pos = 0;
    return out;
  }
}

/** The entries of a binary record or page, in order. */
export function readEntries(bytes: Uint8Array): HistoryEntry[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: HistoryEntry[] = [];
  let pos = 0;
  const text = (): string | undefined => {
    const n = buf.readUInt16LE(pos);
    pos += 2;
    if (n === NO_AGENT) return undefined;
    const bytes = n & ~UTF16;
    const s = buf.toString(n === bytes ? 'utf8' : 'utf16le', pos, pos + bytes);
    pos += bytes;
    return s;
  };
  while (pos < buf.length) {
    const seq = buf.readUInt32LE(pos);
    const at = buf.readDoubleLE(pos + 4);
    const score = buf.readDoubleLE(pos + 12);
    const level = LEVELS[buf[pos + 20]!] ?? 'SAFE';
    const p = buf[pos + 21]!;
    const primitive = p === 0 ? null : (PRIMITIVES[p - 1] ?? null);
    const facts = buf[pos + 22]!;
    pos += 23;
    const type = text() ?? '';
    const valueHash = text() ?? '';
    const preview = text() ?? '';
    const threats = internedList(text() ?? '');
    const agentId = text();
    const marks = internedList(text() ?? '');
    const count = buf.readUInt16LE(pos);
    pos += 2;
    const objects: number[] = count === 0 ? NO_OBJECTS : new Array<number>(count);
    for (let i = 0; i < count; i++, pos += 4) objects[i] = buf.readUInt32LE(pos);
    // agentId always present (undefined when none), as record.ts builds entries: one shape
    out.push({ seq, type, valueHash, preview, score, level, primitive, threats, agentId: agentId === undefined ? undefined : internedName(agentId), at, marks, objects, facts });
  }
  return out;
}
