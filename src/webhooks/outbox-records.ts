/**
 * The outbox's records (as stored in LMDB) and its in-memory shapes. A segment holds the facts of the actions checked
 * in one flush and, per webhook, which of them it gets; a state record notes what happened to one delivery after it
 * was queued.
 */
/**
 * A segment as stored. An action is stored as its facts, not as its delivery body: a body is built from them, byte
 * for byte the same every time, only when an attempt is made. Under a receiver slower than the checks, most
 * deliveries are dropped by the bound without ever being attempted, and their bodies are then never built; the facts
 * are also far fewer bytes to encode, write and free (on the bench mix 78 bytes per action instead of 275).
 */
export interface SegmentRecord {
  at: number;
  /**
   * Per action, FACT_WIDTH numbers: ms after `at`, then type, level and reasons as indexes into `strings`, then the
   * score. Written as the bytes of a Float64Array (the platform's byte order, little-endian wherever this runs); segments of older runs hold a plain array.
   */
  facts?: number[] | Uint8Array;
  /** The actions' value hashes (SHA-256 hex), concatenated in action order. */
  hashes?: string;
  /** Action types, levels and reasons arrays (JSON) of the segment, each once. */
  strings?: string[];
  /** Segments written before facts replaced bodies: the bodies as sent, and their events. */
  bodies?: string[];
  events?: string[];
  /** Per webhook, the indexes of the actions it gets: the bytes of a Uint32Array (byte order as facts), or older runs' array. */
  targets: Array<[webhookId: string, bodies: number[] | Uint8Array]>;
}

/**
 * A segment as read back, with its byte columns turned into the arrays and text they hold. The byte forms exist
 * because encoding a segment runs on the serving thread at each flush: msgpack writes a byte array with one copy, where
 * an array of numbers costs it a pass over every element (several times as much CPU).
 */
export interface ReadSegment {
  at: number;
  facts?: ArrayLike<number>;
  hashes?: string;
  strings?: string[];
  bodies?: string[];
  events?: string[];
  targets: Array<[webhookId: string, bodies: readonly number[]]>;
}

export const FACT_WIDTH = 5;

/** A delivery's state as stored once it changed after queuing. */
export type StateRecord = { done: true } | { done?: false; attempts: number; nextAt: number; counted: boolean };

export interface Segment {
  key: string;
  seq: number;
  at: number;
  /** Deliveries of this segment still pending. */
  live: number;
  stateKeys: Set<string>;
  /** The decoded record, kept once a delivery of the segment has been attempted. */
  record?: ReadSegment;
}

/** One pending delivery: an action of a segment, for one webhook. */
export interface Pending {
  segment: Segment;
  /** Position of the webhook in the segment's targets, and of the action among the segment's actions. */
  target: number;
  body: number;
  webhookId: string;
  attempts: number;
  nextAt: number;
  /** Whether its failure has been added to failure_count (once, at its first failed attempt). */
  counted: boolean;
  inFlight: boolean;
  gone: boolean;
}

/** A delivery as an attempt needs it. */
export interface OutboxEntry {
  /** The delivery's id (webhook-id header), the same on every attempt and after a restart. */
  id: string;
  webhookId: string;
  event: string;
  body: string;
  queuedAt: number;
  attempts: number;
  nextAt: number;
  counted: boolean;
}

/** A webhook's share of a segment: the bodies it gets, and how far its queue has got through them. */
export interface Chunk {
  segment: Segment;
  target: number;
  bodies: readonly number[];
  /** The first of `bodies` (action positions) not yet taken for an attempt or dropped. */
  next: number;
  /** Deliveries become ready once their segment has committed. */
  committed: boolean;
}

/**
 * A webhook's queue. Deliveries never attempted stay as positions in chunks (no object per delivery, so a flood of
 * checks allocates nothing long-lived); a delivery becomes a Pending object when it is taken for an attempt.
 */
export interface Lane {
  chunks: Chunk[];
  chunkHead: number;
  untaken: number;
  /** Taken deliveries (in flight or waiting for a retry), oldest first; `gone` ones are skipped. */
  taken: Pending[];
  takenHead: number;
  takenLive: number;
  /** Retries that have fallen due. */
  due: Pending[];
  dueHead: number;
  inFlight: number;
}

/** What one flush appends: each action's facts once, and per webhook the indexes of the actions it gets, oldest first. */
export interface NewSegment {
  /** When the segment was cut; the facts' times are relative to it. */
  at: number;
  /** See SegmentRecord: the facts already in their stored byte form. */
  facts: Uint8Array;
  hashes: string;
  strings: string[];
  targets: Map<string, number[]>;
}

export const SEGMENT_PREFIX = 'seg/';
export const STATE_PREFIX = 'st/';

export const segmentKey = (seq: number) => `${SEGMENT_PREFIX}${seq.toString().padStart(17, '0')}`;
export const stateKey = (p: Pending) => `${STATE_PREFIX}${p.segment.seq}.${p.target}.${p.body}`;
