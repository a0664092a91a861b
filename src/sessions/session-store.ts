/**
 * Every session, in memory on the front thread, grouped by owner namespace. Each namespace keeps its sessions in order
 * of last activity (a touched session moves to the newest end of a list linked through the sessions), so the oldest
 * idle session is the first one: eviction at the cap and the idle sweep never scan the whole namespace. Changes reach LMDB every flush interval as one journal record, and
 * the journal is folded into the per-session records every COMPACT_AFTER_MS (see persist.ts); creation and reset
 * commit before their reply. A crash loses at most one flush interval of recorded actions.
 */
import type { Logger } from '../log.js';
import type { Store } from '../store/store.js';
import { SessionDb } from './persist.js';
import { newSession, resetSession, trimHistory } from './record.js';
import type { Session, SessionSpace } from './types.js';

export interface SessionLimits {
  /** Idle time after which a session is gone. */
  ttlMs: number;
  /** Sessions per owner namespace; creating one more evicts the one idle longest. */
  perAccount: number;
  flushMs: number;
  /** How often the journal is folded into the per-session records (default COMPACT_AFTER_MS). */
  compactMs?: number;
}

/**
 * How long the journal grows before it is folded into the per-session records: COMPACT_AFTER_MS, or sooner once it
 * holds more actions than JOURNAL_PER_HELD times the actions the sessions' histories hold (at least
 * COMPACT_AFTER_ACTIONS). The journal then never outweighs the stored state by more than that factor (what a restart
 * replays, and the journal's space in LMDB), and a compaction, which writes each changed session's newest actions
 * once whatever the journal carried, comes less often the busier the sessions are, instead of every 50 000 actions
 * (every three seconds at 17 000 checks a second).
 */
const COMPACT_AFTER_MS = 30_000;
const COMPACT_AFTER_ACTIONS = 50_000;
const JOURNAL_PER_HELD = 2;

type Removed = { ns: string; id: string };

export class SessionStore {
  private readonly spaces = new Map<string, SessionSpace>();
  /** Changed or removed since the last journal record. */
  private dirty = new Set<Session>();
  /** Counts the dirty sets: a session whose dirtyGen is this one is in the current set (see markChanged). */
  private dirtyGen = 0;
  private removed: Removed[] = [];
  /** Changed or removed since the last compaction. */
  private changedSinceCompaction = new Set<Session>();
  private changedGen = 0;
  private removedSinceCompaction: Removed[] = [];
  private lastCompaction: number;
  /** Journal actions that make a compaction due before COMPACT_AFTER_MS (set at each compaction). */
  private compactAfterActions = COMPACT_AFTER_ACTIONS;
  private readonly db: SessionDb;
  private readonly flushTimer: NodeJS.Timeout;
  private readonly sweepTimer: NodeJS.Timeout;
  private flushing: Promise<unknown> = Promise.resolve();
  private total = 0;

  constructor(store: Store, readonly limits: SessionLimits, private readonly log: Logger, private readonly now: () => number = Date.now) {
    this.db = new SessionDb(store);
    const { sessions, replayed } = this.db.loadAll(this.now() - limits.ttlMs);
    sessions.sort((a, b) => a.lastActivityAt - b.lastActivityAt);
    for (const s of sessions) {
      this.insert(s);
      if (s.rewriteBase) this.markCompactable(s);
    }
    // a replayed journal is folded into the stored records at once, so it never outgrows one compaction's worth
    this.lastCompaction = replayed ? -Infinity : this.now();
    if (replayed) void this.flush();
    this.flushTimer = setInterval(() => void this.flush(), limits.flushMs);
    this.flushTimer.unref();
    this.sweepTimer = setInterval(() => this.sweep(), Math.min(60_000, limits.ttlMs));
    this.sweepTimer.unref();
  }

  /** Sessions held, across every namespace. */
  get size(): number {
    return this.total;
  }

  private space(ns: string): SessionSpace {
    let space = this.spaces.get(ns);
    if (!space) this.spaces.set(ns, (space = { byId: new Map(), oldest: undefined, newest: undefined }));
    return space;
  }

  /** Holds a session in its namespace, as the newest. */
  private insert(s: Session): void {
    const space = this.space(s.ns);
    space.byId.set(s.id, s);
    s.space = space;
    append(space, s);
    this.total++;
  }

  private expired(s: Session, now: number): boolean {
    return now - s.lastActivityAt > this.limits.ttlMs;
  }

  private drop(s: Session): void {
    const space = s.space!;
    space.byId.delete(s.id);
    unlink(space, s);
    s.space = undefined;
    this.dirty.delete(s);
    this.changedSinceCompaction.delete(s);
    s.dirtyGen = s.changedGen = -1;
    this.removed.push({ ns: s.ns, id: s.id });
    this.removedSinceCompaction.push({ ns: s.ns, id: s.id });
    this.total--;
    if (space.byId.size === 0) this.spaces.delete(s.ns);
  }

  /** A live session of this namespace, or undefined (an idle-expired one is dropped on the way). */
  get(ns: string, id: string): Session | undefined {
    const s = this.spaces.get(ns)?.byId.get(id);
    if (!s) return undefined;
    if (this.expired(s, this.now())) {
      this.drop(s);
      return undefined;
    }
    return s;
  }

  /** Moves a session to the newest end of its namespace's order and marks it for the next flush. */
  touch(s: Session): void {
    const space = s.space;
    if (space === undefined) {
      // dropped since it was obtained: held again (in place of a session of the same id created meanwhile)
      const other = this.spaces.get(s.ns)?.byId.get(s.id);
      if (other !== undefined) this.drop(other);
      this.insert(s);
    } else if (space.newest !== s) {
      unlink(space, s);
      append(space, s);
    }
    this.markChanged(s);
  }

  private markChanged(s: Session): void {
    // a session checked again before the next flush is in both sets already: two hash look-ups saved per check
    if (s.dirtyGen !== this.dirtyGen) {
      this.dirty.add(s);
      s.dirtyGen = this.dirtyGen;
    }
    this.markCompactable(s);
  }

  private markCompactable(s: Session): void {
    if (s.changedGen !== this.changedGen) {
      this.changedSinceCompaction.add(s);
      s.changedGen = this.changedGen;
    }
  }

  /** A new, empty dirty set: every session's mark in the old one is stale at once. */
  private freshDirty(): void {
    this.dirty = new Set();
    this.dirtyGen++;
  }

  /** The session, created (and the namespace's idlest evicted at the cap) when it does not exist. */
  obtain(ns: string, id: string, agentId: string | undefined): { session: Session; created: boolean } {
    const existing = this.get(ns, id);
    if (existing) return { session: existing, created: false };
    return { session: this.create(ns, id, agentId), created: true };
  }

  /** The session, created when it does not exist (obtain without saying which). */
  session(ns: string, id: string, agentId: string | undefined): Session {
    return this.get(ns, id) ?? this.create(ns, id, agentId);
  }

  private create(ns: string, id: string, agentId: string | undefined): Session {
    const space = this.spaces.get(ns);
    while (space !== undefined && space.byId.size >= this.limits.perAccount) {
      const oldest = space.oldest!;
      this.log.info('session evicted at the per-account cap', { ns: ns.startsWith('a:') ? ns : 'ip', session: oldest.id.slice(0, 64) });
      this.drop(oldest);
    }
    // a removal of an earlier session with this id stays pending: removals are written before changes, and the new
    // session's first record carries it whole, so the removal clears what the earlier one left and nothing of the new
    const session = newSession(ns, id, agentId, this.now());
    this.insert(session);
    this.markChanged(session);
    return session;
  }

  /** Commits a session as it is now, whole (creation and reset reply only after this). */
  persist(s: Session): Promise<unknown> {
    trimHistory(s);
    this.dirty.delete(s);
    s.dirtyGen = -1;
    this.markCompactable(s);
    s.journalWhole = true;
    const removed = this.removed;
    this.removed = [];
    return this.db.append([s], removed).catch((err: unknown) => {
      this.markChanged(s);
      this.removed.push(...removed);
      throw err;
    });
  }

  async reset(s: Session): Promise<void> {
    resetSession(s, this.now());
    this.touch(s);
    await this.persist(s);
  }

  /** Drops every session idle past the TTL: each namespace is in activity order, so the scan stops at the first live one. */
  sweep(): void {
    const now = this.now();
    for (const space of [...this.spaces.values()]) {
      for (let s = space.oldest; s !== undefined && this.expired(s, now); s = space.oldest) this.drop(s);
    }
  }

  private compactionDue(): boolean {
    return this.now() - this.lastCompaction >= (this.limits.compactMs ?? COMPACT_AFTER_MS) || this.db.journaledActions >= this.compactAfterActions;
  }

  /** Writes what changed since the last flush: a journal record, or when one is due, a compaction instead. */
  flush(): Promise<unknown> {
    this.flushing = this.flushing.then(() => {
      // what is written holds the newest HISTORY_CAP actions of each session (the rest waited here to go in one splice);
      // only a dirty session has new actions: the others were trimmed when last written (here or in persist)
      for (const s of this.dirty) trimHistory(s);
      if (this.compactionDue() && (this.changedSinceCompaction.size > 0 || this.removedSinceCompaction.length > 0 || this.db.hasJournal)) return this.compact();
      if (this.dirty.size === 0 && this.removed.length === 0) return undefined;
      const dirty = this.dirty;
      const removed = this.removed;
      this.freshDirty();
      this.removed = [];
      return this.db.append(dirty, removed).catch((err: unknown) => {
        this.log.error('session flush failed', { error: String(err) });
        for (const s of dirty) this.markChanged(s);
        this.removed.push(...removed);
      });
    });
    return this.flushing;
  }

  /** Folds everything changed since the last compaction into the per-session records, the journal with it. */
  private compact(): Promise<unknown> {
    const changed = this.changedSinceCompaction;
    const removed = this.removedSinceCompaction;
    // what the journal has not carried yet is in the compacted records now; the next record starts from here
    const pending = this.dirty;
    this.changedSinceCompaction = new Set();
    this.changedGen++;
    this.removedSinceCompaction = [];
    this.freshDirty();
    this.removed = [];
    this.lastCompaction = this.now();
    this.compactAfterActions = Math.max(COMPACT_AFTER_ACTIONS, JOURNAL_PER_HELD * this.heldActions());
    for (const s of pending) s.journaledSeq = s.actionCount;
    return this.db.compact(changed, removed).catch((err: unknown) => {
      this.log.error('session compaction failed', { error: String(err) });
      for (const s of changed) { this.markChanged(s); s.journalWhole = true; }
      this.removedSinceCompaction.push(...removed);
      this.removed.push(...removed);
    });
  }

  /** Actions the sessions' histories hold, across every namespace (once per compaction: one pass over the sessions). */
  private heldActions(): number {
    let held = 0;
    for (const space of this.spaces.values()) for (const s of space.byId.values()) held += s.history.length;
    return held;
  }

  async close(): Promise<void> {
    clearInterval(this.flushTimer);
    clearInterval(this.sweepTimer);
    await this.flush();
  }
}

/** Links a session in as its space's newest. */
function append(space: SessionSpace, s: Session): void {
  s.older = space.newest;
  s.newer = undefined;
  if (space.newest !== undefined) space.newest.newer = s;
  else space.oldest = s;
  space.newest = s;
}

function unlink(space: SessionSpace, s: Session): void {
  if (s.older !== undefined) s.older.newer = s.newer;
  else space.oldest = s.newer;
  if (s.newer !== undefined) s.newer.older = s.older;
  else space.newest = s.older;
  s.older = s.newer = undefined;
}
