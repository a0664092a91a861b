/**
 * A segment's actions as facts (see SegmentRecord): written by the collector at flush time, turned into delivery
 * bodies by the outbox when an attempt is made. Types, levels and reasons recur from check to check, so each distinct
 * one is stored once per segment and referred to by index.
 */
import { buildPayload } from './payload.js';
import { FACT_WIDTH, type SegmentRecord } from './outbox-records.js';

const HASH_LENGTH = 64;

/** Gathers the facts of one segment. */
export class FactsWriter {
  readonly facts: number[] = [];
  readonly strings: string[] = [];
  private readonly indexes = new Map<string, number>();
  private hashes = '';

  /** `at`: the segment's time; the actions' times are stored relative to it. */
  constructor(readonly at: number) {}

  /** Adds an action; answers its index in the segment. */
  add(at: number, actionType: string, level: string, score: number, valueHash: string, reasonsJson: string): number {
    const index = this.facts.length / FACT_WIDTH;
    this.facts.push(at - this.at, this.intern(actionType), this.intern(level), this.intern(reasonsJson), score);
    // A hash that is not 64 characters would shift every later one: pad or cut (a worker's SHA-256 hex is always 64).
    this.hashes += valueHash.length === HASH_LENGTH ? valueHash : valueHash.padEnd(HASH_LENGTH, '0').slice(0, HASH_LENGTH);
    return index;
  }

  get size(): number {
    return this.facts.length / FACT_WIDTH;
  }

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

/** The event and the exact body of action `i` of a stored segment (undefined for an index it does not hold). */
export function deliveryOf(record: SegmentRecord, i: number): { event: string; body: string } | undefined {
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
