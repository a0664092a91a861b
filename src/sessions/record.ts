/**
 * Records one scored action in a session: builds its history entry, finds the chains it completes, raises its result
 * when one did, and updates the session's counters. Pure over the session object (the store persists it).
 */
import type { CheckInput } from '../engine/types.js';
import type { ScoredAction } from '../pool/wire.js';
import { valueHashOf } from '../checks/value-hash.js';
import { internedName } from '../pool/interned.js';
import { marksInfo, StepSeen } from './chains.js';
import { declaredChainsOf, flowChain, type FiredChain } from './matcher.js';
import { sessionNotes } from './notes.js';
import { raiseScored } from './result.js';
import { FACT, type ChainRecord, type HistoryEntry, type Session } from './types.js';

/** History entries kept per session (the oldest goes first); every chain window fits inside it. */
export const HISTORY_CAP = 100;
/**
 * How many entries past HISTORY_CAP a session may hold between two flushes. The oldest go in one splice when the
 * session is next written (or once this many more have come), not one shift per recorded action: at the cap, a shift
 * per action moved or re-allocated the hundred-slot array on every check (about 0.4 µs each, loaded machine).
 */
export const HISTORY_SLACK = 50;
/** Chain records kept per session (the oldest goes first). */
export const CHAINS_CAP = 50;

export interface RecordedAction {
  scored: ScoredAction;
  fired: FiredChain[];
}

/** The history entry of an action: the worker's notes of its value when it took them, else computed here. */
function entryFor(session: Session, input: CheckInput, scored: ScoredAction, agentId: string | undefined, now: number): HistoryEntry {
  const { summary } = scored;
  const notes = scored.notes?.session ?? sessionNotes(input, summary);
  return {
    seq: session.actionCount + 1,
    type: input.type,
    valueHash: valueHashOf(input.value, scored),
    preview: notes.preview,
    score: summary.score,
    level: summary.level,
    primitive: summary.primitive,
    threats: summary.threats,
    // always present (undefined when none), so every entry has one shape; one copy per agent id, not one per check
    // (the session's own when it is the same: no look-up)
    agentId: agentId === undefined ? undefined : agentId === session.agentId ? session.agentId : internedName(agentId),
    at: now,
    marks: notes.marks,
    objects: notes.objects,
    facts: notes.facts,
  };
}

function remember(session: Session, entry: HistoryEntry, slots: readonly number[], fired: readonly FiredChain[]): void {
  session.actionCount = entry.seq;
  session.lastActivityAt = entry.at;
  if (entry.agentId !== undefined) session.agentId = entry.agentId;
  if (entry.score > session.peakScore) session.peakScore = entry.score;
  if (session.untrustedSeq === 0 && (entry.facts & FACT.untrusted) !== 0) session.untrustedSeq = entry.seq;
  if (session.sensitiveSeq === 0 && (entry.facts & FACT.sensitive) !== 0) session.sensitiveSeq = entry.seq;
  session.history.push(entry);
  session.lastSeen.mark(slots, entry.seq);
  if (session.history.length >= HISTORY_CAP + HISTORY_SLACK) trimHistory(session);
  if (fired.length === 0) return;
  for (const f of fired) {
    const record: ChainRecord = { chainId: f.chainId, name: f.name, matchedSteps: f.matchedSteps, steps: f.steps, scoreBoost: f.scoreBoost, reason: f.reason, linked: f.linked, at: entry.at };
    session.chains.push(record);
  }
  while (session.chains.length > CHAINS_CAP) session.chains.shift();
  session.chainsUnjournaled += fired.length;
}

/** Records one action; the returned scored action is the one to answer (raised when a chain completed). */
export function recordAction(session: Session, input: CheckInput, scored: ScoredAction, agentId: string | undefined, now: number): RecordedAction {
  const fired: FiredChain[] = [];
  return { scored: recordInto(session, input, scored, agentId, now, fired), fired };
}

/**
 * Records one action and appends the chains it completed to `fired`; returns the scored action to answer (raised when
 * a chain completed). Most actions complete none, and then nothing is allocated beside the history entry.
 */
export function recordInto(session: Session, input: CheckInput, scored: ScoredAction, agentId: string | undefined, now: number, fired: FiredChain[]): ScoredAction {
  const entry = entryFor(session, input, scored, agentId, now);
  const info = marksInfo(entry.marks);
  const declared = declaredChainsOf(session, entry, info.ending);
  const flow = flowChain(session, entry);
  if (declared.length === 0 && flow === undefined) {
    remember(session, entry, info.slots, declared);
    return scored;
  }
  const found = flow === undefined ? declared : [...declared, flow];
  const answer = raiseScored(scored, found);
  entry.score = answer.summary.score;
  entry.level = answer.summary.level;
  entry.primitive = answer.summary.primitive;
  entry.threats = answer.summary.threats;
  remember(session, entry, info.slots, found);
  for (const f of found) fired.push(f);
  return answer;
}

/** Drops the entries older than the newest HISTORY_CAP (the session store calls it before each write). */
export function trimHistory(session: Session): void {
  const extra = session.history.length - HISTORY_CAP;
  if (extra > 0) session.history.splice(0, extra);
}

/** The newest HISTORY_CAP entries: what a session holds, whatever it has not trimmed yet. */
export function keptHistory(session: Session): readonly HistoryEntry[] {
  const extra = session.history.length - HISTORY_CAP;
  return extra > 0 ? session.history.slice(extra) : session.history;
}

/** rising / declining when the mean score of the last five actions differs by more than a point from the five before. */
export function riskTrend(history: readonly HistoryEntry[]): 'rising' | 'stable' | 'declining' {
  const n = history.length;
  if (n < 2) return 'stable';
  const recent = history.slice(Math.max(0, n - 5));
  const before = history.slice(Math.max(0, n - 10), Math.max(0, n - 5));
  if (before.length === 0) {
    const first = recent[0]!.score;
    const last = recent[recent.length - 1]!.score;
    return last - first > 1 ? 'rising' : first - last > 1 ? 'declining' : 'stable';
  }
  const mean = (xs: readonly HistoryEntry[]) => xs.reduce((a, e) => a + e.score, 0) / xs.length;
  const diff = mean(recent) - mean(before);
  return diff > 1 ? 'rising' : diff < -1 ? 'declining' : 'stable';
}

export function newSession(ns: string, id: string, agentId: string | undefined, now: number): Session {
  return {
    ns, id, ...(agentId !== undefined ? { agentId: internedName(agentId) } : {}), createdAt: now, lastActivityAt: now, actionCount: 0, peakScore: 0,
    history: [], chains: [], untrustedSeq: 0, sensitiveSeq: 0, chainsUnjournaled: 0, lastSeen: new StepSeen(),
    dirtyGen: -1, changedGen: -1, journaledSeq: 0, journalWhole: true, unpaged: [], unpagedEnds: [], unpagedFrom: -1, unpagedTo: -1, persistedSeq: 0, pages: [], chainsBase: false, rewriteBase: true, space: undefined, older: undefined, newer: undefined,
  };
}

/** DELETE /v2/sessions/:id: the session stays, with nothing recorded. */
export function resetSession(session: Session, now: number): void {
  session.history = [];
  session.chains = [];
  // the next record carries the session whole: its chains (none) replace the stored ones
  session.chainsUnjournaled = 0;
  session.chainsBase = true;
  session.journalWhole = true;
  session.rewriteBase = true;
  session.unpaged = [];
  session.unpagedEnds = [];
  session.unpagedFrom = -1;
  session.lastSeen = new StepSeen();
  session.actionCount = 0;
  session.peakScore = 0;
  session.untrustedSeq = 0;
  session.sensitiveSeq = 0;
  session.lastActivityAt = now;
}
