/**
 * Finds the chains a new action completes. Only chains whose last step the action satisfies are searched, and the
 * search walks back over at most the chain's window of history, so the cost per action is bounded by the window
 * sizes, not by the session's length.
 */
import type { Primitive } from '../engine/types.js';
import { FLOW_CHAIN, LINK_BONUS, type ChainSteps } from './chains.js';
import { FACT, type ChainSpec, type HistoryEntry, type Session } from './types.js';

/** A chain completed by one action: what the result and the session record need. */
export interface FiredChain {
  chainId: string;
  name: string;
  primitive: Primitive;
  matchedSteps: string[];
  steps: number[];
  scoreBoost: number;
  linked: boolean;
  reason: string;
}

function shares(a: HistoryEntry, b: HistoryEntry): boolean {
  if (a.objects.length === 0 || b.objects.length === 0) return false;
  return sharesAny(a, b.objects);
}


function sharesAny(e: HistoryEntry, objects: readonly number[]): boolean {
  for (const o of e.objects) if (objects.includes(o)) return true;
  return false;
}

/**
 * Walks back from the action for each earlier step. By default each step takes its latest match, which leaves the
 * most room for the steps before it: if this finds nothing, no choice does. With preferLinked, a single-action step
 * takes the latest candidate that shares an object with a later matched step when there is one.
 */
function matchBackwards({ chain, keys }: ChainSteps, history: readonly HistoryEntry[], last: HistoryEntry, preferLinked: boolean): HistoryEntry[][] | undefined {
  const n = chain.steps.length;
  const minSeq = last.seq - chain.within.actions + 1;
  const minAt = last.at - chain.within.seconds * 1000;
  const matched: HistoryEntry[][] = new Array(n);
  matched[n - 1] = [last];
  const laterObjects: number[] = preferLinked ? [...last.objects] : [];
  let cursor = history.length - 1;
  for (let k = n - 2; k >= 0; k--) {
    const key = keys[k]!;
    const need = chain.steps[k]!.count ?? 1;
    const pickLinked = need === 1 && preferLinked && laterObjects.length > 0;
    const found: HistoryEntry[] = [];
    let lowest = -1;
    for (let i = cursor; i >= 0; i--) {
      const e = history[i]!;
      if (e.seq < minSeq || e.at < minAt) break;
      if (!e.marks.includes(key)) continue;
      if (!pickLinked) {
        found.push(e);
        lowest = i;
        if (found.length === need) break;
        continue;
      }
      if (found.length === 0) { found.push(e); lowest = i; }
      if (sharesAny(e, laterObjects)) { found[0] = e; lowest = i; break; }
    }
    if (found.length < need) return undefined;
    matched[k] = found.reverse();
    if (preferLinked) for (const e of found) for (const o of e.objects) laterObjects.push(o);
    cursor = lowest - 1;
  }
  return matched;
}

function isLinked(matched: HistoryEntry[][]): boolean {
  for (let k = 0; k < matched.length - 1; k++) {
    for (const e of matched[k]!) for (let j = k + 1; j < matched.length; j++) if (matched[j]!.some((l) => shares(e, l))) return true;
  }
  return false;
}

function describe(name: string, labels: readonly string[], seqs: readonly number[][], linked: boolean): string {
  const parts = labels.map((label, i) => `${label} (#${seqs[i]!.join(', #')})`);
  return `Session chain: ${name}: ${parts.join(' → ')}${linked ? '; a later step reuses an earlier step\'s path, host or recipient' : ''}`;
}

function fire(chain: ChainSpec, matched: HistoryEntry[][]): FiredChain {
  const linked = isLinked(matched);
  const labels = chain.steps.map((s) => s.label);
  const seqs = matched.map((m) => m.map((e) => e.seq));
  return {
    chainId: chain.id, name: chain.name, primitive: chain.primitive, matchedSteps: labels, steps: seqs.flat(),
    scoreBoost: chain.boost + (linked ? LINK_BONUS : 0), linked, reason: describe(chain.name, labels, seqs, linked),
  };
}

/** False when some earlier step has not occurred within the chain's window at all (most actions end here). */
function mayFit({ chain, slots }: ChainSteps, seen: Float64Array, entry: HistoryEntry): boolean {
  const minSeq = entry.seq - chain.within.actions + 1;
  for (let k = 0; k < slots.length - 1; k++) if (seen[slots[k]!]! < minSeq) return false;
  return true;
}

const NONE_FIRED: readonly FiredChain[] = Object.freeze([]);

/**
 * Declared chains completed by `entry` (not yet in the session's history), found among `ending` (the chains whose
 * last step it satisfies, see marksInfo); a shared empty list when none (most actions).
 */
export function declaredChainsOf(session: Session, entry: HistoryEntry, ending: readonly ChainSteps[]): readonly FiredChain[] {
  let out: FiredChain[] | undefined;
  const seen = session.lastSeen.seqs;
  for (let c = 0; c < ending.length; c++) {
    const steps = ending[c]!;
    if (!mayFit(steps, seen, entry)) continue;
    let matched = matchBackwards(steps, session.history, entry, false);
    if (!matched) continue;
    // the latest matches fit; a linked choice, when one exists, is the stronger reading of the same chain
    if (!isLinked(matched) && entry.objects.length > 0) matched = matchBackwards(steps, session.history, entry, true) ?? matched;
    (out ??= []).push(fire(steps.chain, matched));
  }
  return out ?? NONE_FIRED;
}

/** The three-fact flow rule: `entry` acts outward in a session that has taken in untrusted content and read sensitive data. */
export function flowChain(session: Session, entry: HistoryEntry): FiredChain | undefined {
  if ((entry.facts & FACT.outbound) === 0) return undefined;
  const untrusted = session.untrustedSeq || ((entry.facts & FACT.untrusted) !== 0 ? entry.seq : 0);
  const sensitive = session.sensitiveSeq || ((entry.facts & FACT.sensitive) !== 0 ? entry.seq : 0);
  if (untrusted === 0 || sensitive === 0) return undefined;
  const seqs = [[untrusted], [sensitive], [entry.seq]];
  return {
    chainId: FLOW_CHAIN.id, name: FLOW_CHAIN.name, primitive: FLOW_CHAIN.primitive, matchedSteps: FLOW_CHAIN.labels,
    steps: [untrusted, sensitive, entry.seq], scoreBoost: FLOW_CHAIN.boost, linked: false,
    reason: describe(FLOW_CHAIN.name, FLOW_CHAIN.labels, seqs, false),
  };
}
