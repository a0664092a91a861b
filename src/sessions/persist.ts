/**
 * How sessions sit in LMDB. Two layers:
 * - the JOURNAL (`sessionJournal`, key: a ten-digit record number): each flush appends ONE record holding, for every
 *   session changed since the last record, its counters and the actions recorded since, and the sessions removed.
 *   One put per flush, written sequentially: a flush costs the encoding of what changed, not one B-tree update per
 *   active session (with 1 000 active sessions that was 2 000 scattered puts a second, and most of sessions' cost).
 * - the COMPACTED state, rewritten from memory at most every COMPACT_AFTER_MS: a header per session in `sessions`
 *   (key "<ns> <id>"); the history in `sessionHistory` as pages (key "<ns> <id> <first seq, ten digits>"), one page per
 *   session per compaction holding the actions recorded since the last one; the chains found in
 *   `sessionChains` (key "<ns> <id>"). A compaction deletes the journal records it covers in the same transaction.
 * Actions travel in both layers as binary records (entry-codec.ts), encoded once: the bytes a journal record carries
 * for a session are kept with it (off the heap) until the next compaction, which writes them back to back as the
 * session's page (see Session.unpaged). Records and pages written by earlier versions, as the JSON text of an array
 * of tuples or as a msgpack array of them, load as before.
 * Loading reads the compacted state, then replays the journal in order (every step is idempotent: actions are
 * applied by seq, counters are overwritten), then compacts. Neither namespaces nor session ids contain a space.
 */
import type { Database } from 'lmdb';
import { internedList, internedName } from '../pool/interned.js';
import type { Store } from '../store/store.js';
import type { Level, Primitive } from '../engine/types.js';
import { marksInfo, StepSeen } from './chains.js';
import { CHAINS_CAP, HISTORY_CAP } from './record.js';
import { EntryWriter, readEntries } from './entry-codec.js';
import type { ChainRecord, HistoryEntry, Session } from './types.js';

/** What the header record holds: the session without its history and the in-memory bookkeeping. */
type SessionHeader = Pick<Session, 'ns' | 'id' | 'agentId' | 'createdAt' | 'lastActivityAt' | 'actionCount' | 'peakScore' | 'untrustedSeq' | 'sensitiveSeq'>;

const headerKey = (ns: string, id: string) => `${ns} ${id}`;
const pageKey = (ns: string, id: string, seq: number) => `${ns} ${id} ${String(seq).padStart(10, '0')}`;
const pageRange = (ns: string, id: string) => ({ start: `${ns} ${id} `, end: `${ns} ${id} ~` });
const journalKey = (n: number) => String(n).padStart(10, '0');

/** A history entry as earlier versions stored it: a tuple, so the field names were not packed with every action. */
type EntryTuple = [number, string, string, string, number, Level, Primitive | null, readonly string[], string | null, number, readonly string[], number[], number];
/** Actions as a record or page holds them: binary entries, or (earlier versions) the JSON text of an array of tuples or the array. */
type StoredEntries = Uint8Array | string | EntryTuple[];

/**
 * One session's change in a journal record: ns, id, createdAt, agentId, lastActivityAt, actionCount, peakScore,
 * untrustedSeq, sensitiveSeq, its chains when they changed (else null), the actions recorded since its last record,
 * 1 when the record carries the whole session (its history replaces the stored one) else 0, and 1 when the chains are
 * only those found since its last record (appended on replay) else 0 or absent (they replace the stored ones; records
 * written before chains were appended have no such element).
 */
type Delta = [string, string, number, string | null, number, number, number, number, number, ChainRecord[] | null, StoredEntries, 0 | 1, (0 | 1)?];
/** A session removed (expired, evicted): ns, id. */
type Removal = [string, string];
type JournalRecord = Array<Delta | Removal>;

/** One writer for every encoding on this thread: its buffer grows to the largest record once and is reused. */
const writer = new EntryWriter();

/** history[from…] encoded (an empty buffer when from is past the end). */
function encodeFrom(history: readonly HistoryEntry[], from: number): Buffer {
  for (let k = from; k < history.length; k++) writer.write(history[k]!);
  return writer.take();
}

/** The entries a record or page holds, whatever version wrote it. */
function entriesOf(stored: StoredEntries): HistoryEntry[] {
  if (stored instanceof Uint8Array) return readEntries(stored);
  const tuples = typeof stored === 'string' ? (JSON.parse(stored) as EntryTuple[]) : stored;
  return tuples.map(fromTuple);
}

function fromTuple(t: EntryTuple): HistoryEntry {
  const [seq, type, valueHash, preview, score, level, primitive, threats, agentId, at, marks, objects, facts] = t;
  // the lists shared like those of live checks (see interned.ts)
  return {
    seq, type, valueHash, preview, score, level, primitive, threats: internedList(threats.join(',')), ...(agentId !== null ? { agentId: internedName(agentId) } : {}),
    at, marks: internedList(marks.join(',')), objects, facts,
  };
}

/** A session as loaded: nothing of it is in the journal yet, and its compacted pages are the stored ones. */
function loaded(h: SessionHeader, chains: ChainRecord[]): Session {
  return {
    ns: h.ns, id: h.id, ...(h.agentId !== undefined && h.agentId !== null ? { agentId: h.agentId } : {}), createdAt: h.createdAt,
    lastActivityAt: h.lastActivityAt, actionCount: h.actionCount, peakScore: h.peakScore, history: [], chains,
    untrustedSeq: h.untrustedSeq ?? 0, sensitiveSeq: h.sensitiveSeq ?? 0, chainsUnjournaled: 0, lastSeen: new StepSeen(),
    dirtyGen: -1, changedGen: -1, journaledSeq: h.actionCount, journalWhole: false, unpaged: [], unpagedEnds: [], unpagedFrom: h.actionCount, unpagedTo: h.actionCount, persistedSeq: h.actionCount,
    pages: [], chainsBase: false, rewriteBase: false, space: undefined, older: undefined, newer: undefined,
  };
}

/** A journal delta applied to the sessions loaded so far (a whole delta replaces the session). */
function applyDelta(sessions: Map<string, Session>, d: Delta): Session {
  const [ns, id, createdAt, agentId, lastActivityAt, actionCount, peakScore, untrustedSeq, sensitiveSeq, chains, stored, whole, appended] = d;
  const key = headerKey(ns, id);
  let s = sessions.get(key);
  if (s === undefined || whole === 1) {
    s = loaded({ ns, id, createdAt, lastActivityAt, actionCount, peakScore, untrustedSeq, sensitiveSeq }, []);
    sessions.set(key, s);
  }
  if (agentId !== null) s.agentId = agentId;
  let last = s.history.length > 0 ? s.history[s.history.length - 1]!.seq : 0;
  for (const e of entriesOf(stored)) {
    if (e.seq <= last) continue;
    s.history.push(e);
    last = e.seq;
  }
  if (s.history.length > HISTORY_CAP) s.history.splice(0, s.history.length - HISTORY_CAP);
  Object.assign(s, { lastActivityAt, actionCount, peakScore, untrustedSeq, sensitiveSeq });
  if (chains !== null) s.chains = appended === 1 ? appendChains(s.chains, chains) : chains;
  s.journaledSeq = actionCount;
  // the compacted pages lag behind the journal: the startup compaction rewrites this session's pages
  s.rewriteBase = true;
  s.unpagedFrom = -1;
  return s;
}

/**
 * Chains found since a session's previous journal record, after those it has: a chain the stored state holds already
 * (the same chain completed by the same action, replayed over a compaction that wrote it) is not added twice.
 */
function appendChains(held: ChainRecord[], found: readonly ChainRecord[]): ChainRecord[] {
  const key = (c: ChainRecord) => `${c.chainId} ${c.steps[c.steps.length - 1] ?? 0} ${c.at}`;
  const seen = new Set(held.map(key));
  const out = [...held];
  for (const c of found) if (!seen.has(key(c))) out.push(c);
  return out.length > CHAINS_CAP ? out.slice(out.length - CHAINS_CAP) : out;
}

export interface LoadedSessions {
  sessions: Session[];
  /** Whether the journal held records: the caller compacts them into the stored state. */
  replayed: boolean;
}

export class SessionDb {
  private readonly headers: Database<SessionHeader, string>;
  private readonly pages: Database<StoredEntries, string>;
  private readonly chains: Database<ChainRecord[], string>;
  private readonly journal: Database<JournalRecord, string>;
  /** Number of the next journal record, and the keys of those written since the last compaction. */
  private nextRecord = 1;
  private journalKeys: string[] = [];
  /** Actions in the journal since the last compaction. */
  journaledActions = 0;

  /** Whether journal records await a compaction. */
  get hasJournal(): boolean {
    return this.journalKeys.length > 0;
  }

  constructor(private readonly store: Store) {
    this.headers = store.db<SessionHeader>('sessions');
    this.pages = store.db<StoredEntries>('sessionHistory');
    this.chains = store.db<ChainRecord[]>('sessionChains');
    this.journal = store.db<JournalRecord>('sessionJournal');
  }

  /** Every stored session with its history, journal replayed; sessions idle since before `expiredBefore` are left out. */
  loadAll(expiredBefore: number): LoadedSessions {
    const sessions = new Map<string, Session>();
    for (const { value } of this.headers.getRange()) sessions.set(headerKey(value.ns, value.id), loaded(value, []));
    for (const [key, s] of sessions) s.chains = this.chains.get(key) ?? [];
    const orphans: string[] = [];
    for (const { key, value } of this.pages.getRange()) {
      const session = sessions.get(key.slice(0, key.lastIndexOf(' ')));
      if (!session) { orphans.push(key); continue; }
      session.pages.push(Number(key.slice(key.lastIndexOf(' ') + 1)));
      // a page written after the header's last write may hold actions past its count: the header is the truth
      for (const e of entriesOf(value)) if (e.seq <= session.actionCount) session.history.push(e);
    }
    for (const s of sessions.values()) if (s.history.length > HISTORY_CAP) s.history.splice(0, s.history.length - HISTORY_CAP);
    const removedByJournal: string[] = [];
    for (const { key, value } of this.journal.getRange()) {
      this.journalKeys.push(key);
      this.nextRecord = Math.max(this.nextRecord, Number(key) + 1);
      for (const change of value) {
        if (change.length === 2) {
          sessions.delete(headerKey(change[0], change[1]));
          removedByJournal.push(headerKey(change[0], change[1]));
        } else applyDelta(sessions, change);
      }
    }
    const live: Session[] = [];
    const stale: string[] = [...removedByJournal];
    for (const [key, s] of sessions) {
      if (s.lastActivityAt < expiredBefore) { stale.push(key); continue; }
      for (const e of s.history) s.lastSeen.mark(marksInfo(e.marks).slots, e.seq);
      live.push(s);
    }
    if (stale.length > 0 || orphans.length > 0) {
      void this.store.root.batch(() => {
        for (const key of stale) { this.headers.remove(key); this.chains.remove(key); this.removePagesOf(key); }
        for (const key of orphans) this.pages.remove(key);
      });
    }
    return { sessions: live, replayed: this.journalKeys.length > 0 };
  }

  /** The session's change since its last journal record (everything when it is new, reset, or a write failed). */
  private deltaOf(s: Session): Delta {
    const whole = s.journalWhole;
    let i = s.history.length;
    if (!whole) while (i > 0 && s.history[i - 1]!.seq > s.journaledSeq) i--;
    else i = 0;
    const bytes = encodeFrom(s.history, i);
    this.keepUnpaged(s, whole, bytes);
    // a whole record carries every chain; otherwise only those found since the last record, if any
    const fresh = Math.min(s.chainsUnjournaled, s.chains.length);
    const chains = whole ? s.chains : fresh > 0 ? s.chains.slice(s.chains.length - fresh) : null;
    if (whole || s.chainsUnjournaled > 0) { s.chainsUnjournaled = 0; s.chainsBase = true; }
    s.journaledSeq = s.actionCount;
    s.journalWhole = false;
    this.journaledActions += s.history.length - i;
    return [s.ns, s.id, s.createdAt, s.agentId ?? null, s.lastActivityAt, s.actionCount, s.peakScore, s.untrustedSeq, s.sensitiveSeq, chains, bytes, whole ? 1 : 0, whole ? 0 : 1];
  }

  /**
   * Keeps the bytes of the actions a journal record carries for the next compaction's page, while the kept bytes run on
   * without a gap from the last compaction's end; a whole record (every action, whatever the pages hold) ends that.
   * Those wholly older than the newest HISTORY_CAP actions go from the front: the page then starts later, past actions
   * no history holds any more, and a session holds at most a cap's worth and one record's of them, however long the
   * journal runs between compactions.
   */
  private keepUnpaged(s: Session, whole: boolean, bytes: Uint8Array): void {
    const end = s.unpaged.length > 0 ? s.unpagedTo : s.unpagedFrom;
    if (whole || s.unpagedFrom < 0 || end !== s.journaledSeq) {
      s.unpaged = [];
      s.unpagedEnds = [];
      s.unpagedFrom = -1;
      return;
    }
    if (bytes.length === 0) return;
    s.unpaged.push(bytes);
    s.unpagedEnds.push(s.actionCount);
    s.unpagedTo = s.actionCount;
    while (s.unpaged.length > 1 && s.unpagedTo - s.unpagedEnds[0]! >= HISTORY_CAP) {
      s.unpagedFrom = s.unpagedEnds.shift()!;
      s.unpaged.shift();
    }
  }

  /**
   * Appends one journal record: the removals first, then each changed session's delta. Built synchronously, so its
   * place in the journal (its key) matches the moment it describes. On failure the sessions are marked to be written
   * whole by the next record.
   */
  append(changed: Iterable<Session>, removed: ReadonlyArray<{ ns: string; id: string }>): Promise<unknown> {
    const record: JournalRecord = removed.map((r): Removal => [r.ns, r.id]);
    const sessions: Session[] = [];
    for (const s of changed) { record.push(this.deltaOf(s)); sessions.push(s); }
    const key = journalKey(this.nextRecord++);
    this.journalKeys.push(key);
    const failed = (err: unknown) => {
      for (const s of sessions) s.journalWhole = true;
      throw err;
    };
    try {
      return this.journal.put(key, record).catch(failed);
    } catch (err) {
      return Promise.reject(err).catch(failed);
    }
  }

  /** Writes what changed since the last compaction: the header, a page of new actions, the chains if they changed, and removes pages wholly past the cap. */
  private writeChanges(s: Session): void {
    const header: SessionHeader = {
      ns: s.ns, id: s.id, ...(s.agentId !== undefined ? { agentId: s.agentId } : {}), createdAt: s.createdAt, lastActivityAt: s.lastActivityAt,
      actionCount: s.actionCount, peakScore: s.peakScore, untrustedSeq: s.untrustedSeq, sensitiveSeq: s.sensitiveSeq,
    };
    const key = headerKey(s.ns, s.id);
    if (s.rewriteBase) {
      this.removePagesOf(key);
      s.pages = [];
      s.persistedSeq = 0;
      s.chainsBase = true;
      s.rewriteBase = false;
    }
    this.headers.put(key, header);
    if (s.chainsBase || s.chainsUnjournaled > 0) {
      if (s.chains.length > 0) this.chains.put(key, s.chains);
      else this.chains.remove(key);
      s.chainsBase = false;
    }
    let i = s.history.length;
    while (i > 0 && s.history[i - 1]!.seq > s.persistedSeq) i--;
    if (i < s.history.length) {
      const page = this.pageOf(s, i);
      this.pages.put(pageKey(s.ns, s.id, page.first), page.bytes);
      s.pages.push(page.first);
    }
    s.unpaged = [];
    s.unpagedEnds = [];
    s.unpagedFrom = s.unpagedTo = s.actionCount;
    const first = s.history[0]?.seq ?? Infinity;
    while (s.pages.length > 0 && (s.pages.length > 1 ? s.pages[1]! <= first : first === Infinity)) {
      this.pages.remove(pageKey(s.ns, s.id, s.pages.shift()!));
    }
    s.persistedSeq = s.actionCount;
  }

  /**
   * The page of a session's actions from history[i] on (those after persistedSeq): the journal's bytes of them where it
   * carried them all since the last compaction, or carried at least the newest HISTORY_CAP (the page's key is then the
   * first seq they cover, and the actions skipped are past the cap: loading keeps the newest HISTORY_CAP of the pages),
   * and the actions after them encoded now; else all encoded now.
   */
  private pageOf(s: Session, i: number): { first: number; bytes: Uint8Array } {
    const history = s.history;
    const contiguous = s.unpagedFrom === s.persistedSeq || (s.unpagedFrom > s.persistedSeq && s.unpagedTo - s.unpagedFrom >= HISTORY_CAP);
    const kept = s.unpaged.length > 0 && contiguous && s.unpagedTo <= s.actionCount;
    if (!kept) return { first: history[i]!.seq, bytes: encodeFrom(history, i) };
    let j = history.length;
    while (j > i && history[j - 1]!.seq > s.unpagedTo) j--;
    const parts = j < history.length ? [...s.unpaged, encodeFrom(history, j)] : s.unpaged;
    return { first: s.unpagedFrom + 1, bytes: parts.length === 1 ? parts[0]! : Buffer.concat(parts) };
  }

  private removePagesOf(sessionKey: string): void {
    const space = sessionKey.indexOf(' ');
    for (const key of this.pages.getKeys(pageRange(sessionKey.slice(0, space), sessionKey.slice(space + 1)))) this.pages.remove(key);
  }

  /**
   * One transaction: the removed sessions and the changed ones written to the compacted state, and every journal
   * record written so far deleted (what they hold is now in the compacted state or superseded by it). Sessions whose
   * write fails are rewritten whole by the next compaction.
   */
  compact(changed: Iterable<Session>, removed: ReadonlyArray<{ ns: string; id: string }>): Promise<unknown> {
    const written: Session[] = [];
    const covered = this.journalKeys;
    this.journalKeys = [];
    const actions = this.journaledActions;
    this.journaledActions = 0;
    return this.store.root.batch(() => {
      for (const { ns, id } of removed) {
        this.headers.remove(headerKey(ns, id));
        this.chains.remove(headerKey(ns, id));
        this.removePagesOf(headerKey(ns, id));
      }
      for (const s of changed) { this.writeChanges(s); written.push(s); }
      for (const key of covered) this.journal.remove(key);
    }).catch((err: unknown) => {
      for (const s of written) s.rewriteBase = true;
      this.journalKeys = [...covered, ...this.journalKeys];
      this.journaledActions += actions;
      throw err;
    });
  }
}
