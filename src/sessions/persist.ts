/**
 * How sessions sit in LMDB: a header per session in `sessions` (key "<ns> <id>") and one record per history entry in
 * `sessionHistory` (key "<ns> <id> <seq, ten digits>"), so a flush appends the new entries of a session instead of
 * rewriting its whole history. Neither namespaces nor session ids contain a space.
 */
import type { Database } from 'lmdb';
import type { Store } from '../store/store.js';
import type { ChainRecord, HistoryEntry, Session } from './types.js';

/** What the header record holds: the session without its history and the in-memory bookkeeping. */
interface SessionHeader {
  ns: string;
  id: string;
  agentId?: string;
  createdAt: number;
  lastActivityAt: number;
  actionCount: number;
  peakScore: number;
  chains: ChainRecord[];
  untrustedSeq: number;
  sensitiveSeq: number;
}

export const headerKey = (ns: string, id: string) => `${ns} ${id}`;
const entryKey = (ns: string, id: string, seq: number) => `${ns} ${id} ${String(seq).padStart(10, '0')}`;
const entryRange = (ns: string, id: string) => ({ start: `${ns} ${id} `, end: `${ns} ${id} ~` });

export class SessionDb {
  private readonly headers: Database<SessionHeader, string>;
  private readonly entries: Database<HistoryEntry, string>;

  constructor(private readonly store: Store) {
    this.headers = store.db<SessionHeader>('sessions');
    this.entries = store.db<HistoryEntry>('sessionHistory');
  }

  /** Every stored session with its history; sessions idle since before `expiredBefore` are dropped from the store. */
  loadAll(expiredBefore: number): Session[] {
    const sessions = new Map<string, Session>();
    const stale: string[] = [];
    for (const { key, value } of this.headers.getRange()) {
      if (value.lastActivityAt < expiredBefore) { stale.push(key); continue; }
      sessions.set(key, {
        ns: value.ns, id: value.id, ...(value.agentId !== undefined ? { agentId: value.agentId } : {}), createdAt: value.createdAt,
        lastActivityAt: value.lastActivityAt, actionCount: value.actionCount, peakScore: value.peakScore, history: [], chains: value.chains ?? [],
        untrustedSeq: value.untrustedSeq ?? 0, sensitiveSeq: value.sensitiveSeq ?? 0, persistedSeq: value.actionCount, persistedFrom: 1,
      });
    }
    const orphans: string[] = [];
    for (const { key, value } of this.entries.getRange()) {
      const session = sessions.get(key.slice(0, key.lastIndexOf(' ')));
      if (session && value.seq <= session.actionCount) session.history.push(value);
      else orphans.push(key);
    }
    for (const s of sessions.values()) s.persistedFrom = s.history[0]?.seq ?? s.actionCount + 1;
    if (stale.length > 0 || orphans.length > 0) {
      void this.store.root.transaction(() => {
        for (const key of stale) this.headers.remove(key);
        for (const key of orphans) this.entries.remove(key);
      });
    }
    return [...sessions.values()];
  }

  /** Writes what changed since the last write: the header, new entries, and removal of entries that left the cap. */
  private writeChanges(s: Session): void {
    const header: SessionHeader = {
      ns: s.ns, id: s.id, ...(s.agentId !== undefined ? { agentId: s.agentId } : {}), createdAt: s.createdAt, lastActivityAt: s.lastActivityAt,
      actionCount: s.actionCount, peakScore: s.peakScore, chains: s.chains, untrustedSeq: s.untrustedSeq, sensitiveSeq: s.sensitiveSeq,
    };
    this.headers.put(headerKey(s.ns, s.id), header);
    for (let i = s.history.length - 1; i >= 0 && s.history[i]!.seq > s.persistedSeq; i--) this.entries.put(entryKey(s.ns, s.id, s.history[i]!.seq), s.history[i]!);
    const from = s.history[0]?.seq ?? s.actionCount + 1;
    for (let seq = s.persistedFrom; seq < from && seq <= s.persistedSeq; seq++) this.entries.remove(entryKey(s.ns, s.id, seq));
    s.persistedSeq = s.actionCount;
    s.persistedFrom = from;
  }

  private removeEntries(ns: string, id: string): void {
    for (const key of this.entries.getKeys(entryRange(ns, id))) this.entries.remove(key);
  }

  /** One transaction for a flush: removed sessions first, then the changes of the dirty ones (read at commit time). */
  write(dirty: Iterable<Session>, removed: Iterable<{ ns: string; id: string }>): Promise<unknown> {
    return this.store.root.transaction(() => {
      for (const { ns, id } of removed) {
        this.headers.remove(headerKey(ns, id));
        this.removeEntries(ns, id);
      }
      for (const s of dirty) this.writeChanges(s);
    });
  }

  /** Replaces a session's stored history with what it holds now (creation and reset commit this before replying). */
  rewrite(s: Session): Promise<unknown> {
    return this.store.root.transaction(() => {
      this.removeEntries(s.ns, s.id);
      s.persistedSeq = 0;
      s.persistedFrom = 1;
      this.writeChanges(s);
    });
  }
}
