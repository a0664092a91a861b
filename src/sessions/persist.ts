/**
 * How sessions sit in LMDB: a header per session in `sessions` (key "<ns> <id>"); the history in `sessionHistory` as
 * pages (key "<ns> <id> <first seq, ten digits>"), one page per session per flush holding the actions recorded since
 * the last one as compact tuples, so a flush appends instead of rewriting a history and costs one write per active
 * session rather than one per action; the chains found in `sessionChains` (key "<ns> <id>"), written only when they
 * change. Neither namespaces nor session ids contain a space.
 */
import type { Database } from 'lmdb';
import type { Store } from '../store/store.js';
import type { Level, Primitive } from '../engine/types.js';
import { HISTORY_CAP } from './record.js';
import type { ChainRecord, HistoryEntry, Session } from './types.js';

/** What the header record holds: the session without its history and the in-memory bookkeeping. */
type SessionHeader = Omit<Session, 'history' | 'chains' | 'chainsDirty' | 'lastSeen' | 'persistedSeq' | 'pages'>;

export const headerKey = (ns: string, id: string) => `${ns} ${id}`;
const pageKey = (ns: string, id: string, seq: number) => `${ns} ${id} ${String(seq).padStart(10, '0')}`;
const pageRange = (ns: string, id: string) => ({ start: `${ns} ${id} `, end: `${ns} ${id} ~` });

/** A history entry as stored: a tuple, so the field names are not packed with every action. */
type EntryTuple = [number, string, string, string, number, Level, Primitive | null, string[], string | null, number, string[], number[], number];

function toTuple(e: HistoryEntry): EntryTuple {
  return [e.seq, e.type, e.valueHash, e.preview, e.score, e.level, e.primitive, e.threats, e.agentId ?? null, e.at, e.marks, e.objects, e.facts];
}

function fromTuple(t: EntryTuple): HistoryEntry {
  const [seq, type, valueHash, preview, score, level, primitive, threats, agentId, at, marks, objects, facts] = t;
  return { seq, type, valueHash, preview, score, level, primitive, threats, ...(agentId !== null ? { agentId } : {}), at, marks, objects, facts };
}

export class SessionDb {
  private readonly headers: Database<SessionHeader, string>;
  private readonly pages: Database<EntryTuple[], string>;
  private readonly chains: Database<ChainRecord[], string>;

  constructor(private readonly store: Store) {
    this.headers = store.db<SessionHeader>('sessions');
    this.pages = store.db<EntryTuple[]>('sessionHistory');
    this.chains = store.db<ChainRecord[]>('sessionChains');
  }

  /** Every stored session with its history; sessions idle since before `expiredBefore` are dropped from the store. */
  loadAll(expiredBefore: number): Session[] {
    const sessions = new Map<string, Session>();
    const stale: string[] = [];
    for (const { key, value } of this.headers.getRange()) {
      if (value.lastActivityAt < expiredBefore) { stale.push(key); continue; }
      sessions.set(key, {
        ns: value.ns, id: value.id, ...(value.agentId !== undefined ? { agentId: value.agentId } : {}), createdAt: value.createdAt,
        lastActivityAt: value.lastActivityAt, actionCount: value.actionCount, peakScore: value.peakScore, history: [], chains: this.chains.get(key) ?? [],
        untrustedSeq: value.untrustedSeq ?? 0, sensitiveSeq: value.sensitiveSeq ?? 0, chainsDirty: false, lastSeen: new Map(), persistedSeq: value.actionCount, pages: [],
      });
    }
    const orphans: string[] = [];
    for (const { key, value } of this.pages.getRange()) {
      const session = sessions.get(key.slice(0, key.lastIndexOf(' ')));
      if (!session) { orphans.push(key); continue; }
      session.pages.push(Number(key.slice(key.lastIndexOf(' ') + 1)));
      // a page written after the header's last write may hold actions past its count: the header is the truth
      for (const t of value) if (t[0] <= session.actionCount) session.history.push(fromTuple(t));
    }
    for (const s of sessions.values()) {
      if (s.history.length > HISTORY_CAP) s.history.splice(0, s.history.length - HISTORY_CAP);
      for (const e of s.history) for (const key of e.marks) s.lastSeen.set(key, e.seq);
    }
    if (stale.length > 0 || orphans.length > 0) {
      void this.store.root.transaction(() => {
        for (const key of stale) { this.headers.remove(key); this.chains.remove(key); }
        for (const key of orphans) this.pages.remove(key);
      });
    }
    return [...sessions.values()];
  }

  /** Writes what changed since the last write: the header, a page of new actions, the chains if they changed, and removes pages wholly past the cap. */
  private writeChanges(s: Session): void {
    const header: SessionHeader = {
      ns: s.ns, id: s.id, ...(s.agentId !== undefined ? { agentId: s.agentId } : {}), createdAt: s.createdAt, lastActivityAt: s.lastActivityAt,
      actionCount: s.actionCount, peakScore: s.peakScore, untrustedSeq: s.untrustedSeq, sensitiveSeq: s.sensitiveSeq,
    };
    const key = headerKey(s.ns, s.id);
    this.headers.put(key, header);
    if (s.chainsDirty) {
      if (s.chains.length > 0) this.chains.put(key, s.chains);
      else this.chains.remove(key);
      s.chainsDirty = false;
    }
    let i = s.history.length;
    while (i > 0 && s.history[i - 1]!.seq > s.persistedSeq) i--;
    if (i < s.history.length) {
      const fresh = s.history.slice(i);
      this.pages.put(pageKey(s.ns, s.id, fresh[0]!.seq), fresh.map(toTuple));
      s.pages.push(fresh[0]!.seq);
    }
    const first = s.history[0]?.seq ?? Infinity;
    while (s.pages.length > 0 && (s.pages.length > 1 ? s.pages[1]! <= first : first === Infinity)) {
      this.pages.remove(pageKey(s.ns, s.id, s.pages.shift()!));
    }
    s.persistedSeq = s.actionCount;
  }

  private removePages(ns: string, id: string): void {
    for (const key of this.pages.getKeys(pageRange(ns, id))) this.pages.remove(key);
  }

  /**
   * One transaction for a flush: removed sessions first, then the changes of the dirty ones. A batch, not a
   * transaction callback: the writes are encoded here and applied by LMDB's writer thread, whereas the puts of a
   * `transaction()` callback run their B-tree work and commit on the serving thread (most of a flush's cost there).
   */
  write(dirty: Iterable<Session>, removed: Iterable<{ ns: string; id: string }>): Promise<unknown> {
    return this.store.root.batch(() => {
      for (const { ns, id } of removed) {
        this.headers.remove(headerKey(ns, id));
        this.chains.remove(headerKey(ns, id));
        this.removePages(ns, id);
      }
      for (const s of dirty) this.writeChanges(s);
    });
  }

  /** Replaces a session's stored history with what it holds now (creation and reset commit this before replying). */
  rewrite(s: Session): Promise<unknown> {
    return this.store.root.batch(() => {
      this.removePages(s.ns, s.id);
      s.persistedSeq = 0;
      s.pages = [];
      s.chainsDirty = true;
      this.writeChanges(s);
    });
  }
}
