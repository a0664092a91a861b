/**
 * Session records and the chain table's shape. A session lives in memory on the front thread and is mirrored to
 * LMDB by a periodic journal write and a rarer compaction (see persist.ts); nothing here imports the engine.
 */
import type { Level, Primitive } from '../engine/types.js';
import type { StepSeen } from './chains.js';

/** Data-flow facts of one action, as bits (an action may carry several). */
export const FACT = { untrusted: 1, sensitive: 2, outbound: 4 } as const;
export type FactName = keyof typeof FACT;

/** One recorded action. Never the value itself: its SHA-256 and a short redacted preview. */
export interface HistoryEntry {
  /** 1-based number of the action in the session since it was created or last reset. */
  seq: number;
  type: string;
  valueHash: string;
  preview: string;
  score: number;
  level: Level;
  primitive: Primitive | null;
  threats: readonly string[];
  agentId?: string;
  /** Epoch milliseconds. */
  at: number;
  /** Step keys ("H04.2") this action satisfies; internal, kept so a restart keeps chain progress. */
  marks: readonly string[];
  /** 32-bit hashes of the objects the action names (paths, hosts, recipients); internal, for data-flow links. */
  objects: number[];
  /** FACT bits; internal. */
  facts: number;
}

/** A chain pattern found in the session. */
export interface ChainRecord {
  chainId: string;
  name: string;
  /** Labels of the matched steps, in order. */
  matchedSteps: string[];
  /** seq of the history entry that satisfied each step, parallel to matchedSteps. */
  steps: number[];
  /** Points added to the chain's primitive on the completing action. */
  scoreBoost: number;
  reason: string;
  /** Whether a later step reused an earlier step's object (a path, host or recipient). */
  linked: boolean;
  at: number;
}

export interface Session {
  /** Owner namespace: `a:<accountId>` for keyed callers, `ip:<address>` for anonymous ones. */
  ns: string;
  id: string;
  agentId?: string;
  createdAt: number;
  lastActivityAt: number;
  actionCount: number;
  peakScore: number;
  history: HistoryEntry[];
  chains: ChainRecord[];
  /** seq of the first action that took in untrusted content / read sensitive data (0: not yet). */
  untrustedSeq: number;
  sensitiveSeq: number;
  /**
   * How many of the newest chain records no journal record has carried yet: a record carries only those, appended on
   * replay (a whole record carries every chain, replacing). Chains repeat across flushes otherwise: a session whose
   * chains fire on every action would write its fifty records again every second.
   */
  chainsUnjournaled: number;
  /** Per step, the seq of the latest action that satisfied it: lets the matcher skip chains that cannot fit. Derived from history. */
  lastSeen: StepSeen;
  /**
   * The session store's flush and compaction generations in which this session was last marked changed (-1: not in
   * the current one): a session already marked is not added to the store's sets again on its next check.
   */
  dirtyGen: number;
  changedGen: number;
  /** Highest seq already in the journal (see persist.ts): the next journal record carries the actions after it. */
  journaledSeq: number;
  /** The next journal record carries the whole session, replacing what is stored (new, reset, or a write failed). */
  journalWhole: boolean;
  /**
   * The encoded actions the journal carried since the last compaction (one buffer per journal record, as the record
   * holds it, see entry-codec.ts), so the next compaction writes them as its page and an action is encoded once for
   * the journal and the compacted history alike. They run without a gap from the seq after `unpagedFrom` up to
   * `unpagedTo`; `unpagedEnds` holds the last seq each covers. Those wholly older than the newest HISTORY_CAP
   * actions are dropped from the front (no page needs them), so a session keeps at most a cap's worth plus one
   * record's. Usable for a page while they start right after `persistedSeq`, or cover a whole cap's worth (the
   * actions skipped are then past the cap); `unpagedFrom` is -1 when they cannot be used (a whole record, a replay).
   */
  unpaged: Uint8Array[];
  unpagedEnds: number[];
  unpagedFrom: number;
  unpagedTo: number;
  /** Highest seq already in the compacted history pages, and the first seq of each such page, ascending. */
  persistedSeq: number;
  pages: number[];
  /** Chains changed since the last compaction. */
  chainsBase: boolean;
  /** The compacted pages no longer describe the session (reset, or a compaction failed): the next one rewrites them. */
  rewriteBase: boolean;
  /**
   * The session store's bookkeeping (see session-store.ts): the owner's space this session is held in (undefined when
   * it is held in none), and its neighbours in that space's order of last activity.
   */
  space: SessionSpace | undefined;
  older: Session | undefined;
  newer: Session | undefined;
}

/**
 * One owner namespace's sessions: a map by id for look-ups, and a list in order of last activity (oldest first, linked
 * through the sessions themselves) for eviction at the cap and the idle sweep. Moving a session to the newest end is a
 * few pointer writes, not a removal and re-insertion in the map.
 */
export interface SessionSpace {
  readonly byId: Map<string, Session>;
  oldest: Session | undefined;
  newest: Session | undefined;
}

/**
 * A linear-time value test: the value is lower-cased, whitespace and shell punctuation become single spaces and a
 * space is added at each end, so a pattern's leading or trailing space is a word boundary. A string must occur; an
 * array of strings must all occur.
 */
export type ValuePattern = string | readonly string[];

/** One way a step can be satisfied; every field given must hold. */
export interface StepCondition {
  /** Only for these action types (default: every type of the step). */
  on?: readonly string[];
  /** The action's dominant primitive is one of these. */
  primitive?: readonly Primitive[];
  minLevel?: Level;
  /** Any of these threat ids was found. */
  threats?: readonly string[];
  /** Any of these patterns occurs in the value. */
  value?: readonly ValuePattern[];
  /** The action carries any of these data-flow facts. */
  facts?: readonly FactName[];
}

export interface StepSpec {
  label: string;
  /** Action types the step applies to. */
  types: readonly string[];
  /** Any one condition suffices. */
  when: readonly StepCondition[];
  /** Patterns that rule the action out of this step (a look-alike that is not this step). */
  unless?: readonly ValuePattern[];
  /** This many distinct matching actions are needed (e.g. "many file reads"); default 1. */
  count?: number;
}

/** A labelled example: an action as the engine would receive it. */
export interface ChainExampleAction {
  type: string;
  value: string;
  metadata?: Record<string, unknown>;
}

export interface ChainSpec {
  /** H and two digits. */
  id: string;
  name: string;
  primitive: Primitive;
  /** Points added to `primitive` on the action that completes the chain. */
  boost: number;
  steps: readonly StepSpec[];
  /** The whole chain must fit in this many consecutive actions and this many seconds. */
  within: { actions: number; seconds: number };
  /** Sequences that must complete the chain on their last action. */
  examples: readonly (readonly ChainExampleAction[])[];
  /** Similar sequences that must not complete it. */
  lookalikes: readonly (readonly ChainExampleAction[])[];
}
