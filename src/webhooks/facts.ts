/**
 * A segment's actions as facts (see SegmentRecord): gathered by the collector as checks are observed, written at flush
 * time, turned into delivery bodies by the outbox when an attempt is made. Types, levels and reasons recur from check
 * to check, so each distinct one is stored once per segment and referred to by index.
 */
import { buildPayload } from './payload.js';
import { FACT_WIDTH, type ReadSegment, type SegmentRecord } from './outbox-records.js';

const HASH_LENGTH = 64;

/**
 * Gathers the facts of one segment; at flush time the numbers are handed over in the byte form they are stored in (see
 * SegmentRecord), which msgpack copies in one go instead of walking an array of numbers. They are gathered as plain
 * numbers and converted once per segment: typed writes per check cost the observer more than the copy costs the flush.
 * The hashes stay text: writing each into bytes as it comes took as much CPU per check as it saved the flush.
 */
export class FactsWriter {
  readonly strings: string[] = [];
  private readonly indexes = new Map<string, number>();
  private readonly values: number[] = [];
  private hashes = '';

  /** `at`: the segment's time; the actions' times are stored relative to it. */
  constructor(readonly at: number) {}

  /** Adds an action; answers its index in the segment. */
  add(at: number, actionType: string, level: string, score: number, valueHash: string, reasonsJson: string): number {
    const index = this.values.length / FACT_WIDTH;
    this.values.push(at - this.at, this.intern(actionType), this.intern(level), this.intern(reasonsJson), score);
    // A hash that is not 64 characters would shift every later one: pad or cut (a worker's SHA-256 hex is always 64).
    this.hashes += valueHash.length === HASH_LENGTH ? valueHash : valueHash.padEnd(HASH_LENGTH, '0').slice(0, HASH_LENGTH);
    return index;
  }

  get size(): number {
    return this.values.length / FACT_WIDTH;
  }

  /** The stored facts: FACT_WIDTH float64 per action. */
  factBytes(): Uint8Array {
    return new Uint8Array(new Float64Array(this.values).buffer);
  }

  /** The stored hashes: 64 hex digits per action, concatenated. */
  concatenatedHashes(): string {
    return this.hashes;
  }

  private intern(s: string): number {
    let i = this.indexes.get(s);
    if (i === undefined) {
      i = this.strings.push(s) - 1;
      this.indexes.set(s, i);
    }
    return i;
  }
}

/** A webhook's list of action indexes in its stored form (see SegmentRecord.targets). */
export function indexBytes(list: readonly number[]): Uint8Array {
  return new Uint8Array(new Uint32Array(list).buffer);
}

/** A copy of stored bytes on an ArrayBuffer of its own (a decoded byte array may sit at any offset of a shared one). */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  return Uint8Array.prototype.slice.call(bytes).buffer as ArrayBuffer;
}

/** Stored bytes as 32-bit entries, copied only when their offset is not 4-aligned (the caller copies them out anyway). */
function uint32View(bytes: Uint8Array): Uint32Array {
  const length = Math.floor(bytes.byteLength / 4);
  return bytes.byteOffset % 4 === 0 ? new Uint32Array(bytes.buffer, bytes.byteOffset, length) : new Uint32Array(ownBuffer(bytes), 0, length);
}

/**
 * A stored segment with its byte columns read back (facts, targets); older runs' arrays and strings pass
 * through as they are. Byte columns of a length that is no whole number of entries lose their partial tail.
 */
export function readSegment(record: SegmentRecord): ReadSegment {
  const { facts } = record;
  return {
    at: record.at,
    strings: record.strings,
    bodies: record.bodies,
    events: record.events,
    facts: facts instanceof Uint8Array ? new Float64Array(ownBuffer(facts), 0, Math.floor(facts.byteLength / 8)) : facts,
    hashes: record.hashes,
    targets: record.targets.map(([id, list]) => [id, list instanceof Uint8Array ? Array.from(uint32View(list)) : list]),
  };
}

/** The event and the exact body of action `i` of a stored segment (undefined for an index it does not hold). */
export function deliveryOf(record: ReadSegment, i: number): { event: string; body: string } | undefined {
  if (record.bodies !== undefined) {
    const body = record.bodies[i];
    const event = record.events?.[i];
    return body === undefined || event === undefined ? undefined : { event, body };
  }
  const { facts, strings, hashes } = record;
  if (facts === undefined || strings === undefined || hashes === undefined || i < 0 || (i + 1) * FACT_WIDTH > facts.length) return undefined;
  const f = i * FACT_WIDTH;
  const level = strings[facts[f + 2]!]!;
  const event = level.toLowerCase();
  const body = buildPayload({
    event, at: record.at + facts[f]!, actionType: strings[facts[f + 1]!]!, valueHash: hashes.slice(i * HASH_LENGTH, (i + 1) * HASH_LENGTH),
    score: facts[f + 4]!, level, reasonsJson: strings[facts[f + 3]!]!,
  });
  return { event, body };
}
