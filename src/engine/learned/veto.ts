/**
 * What the learned second opinion's veto of a rule's CAUTION may lower, and where it reads the action
 * (second-opinion.ts `lowersCaution`; chosen on folds, docs/engine.md "The veto of a rule's CAUTION").
 *
 * The veto lowers judgments, never facts. A rule's CAUTION is often a reading of what an act does (a production
 * rollout, a history rewrite, a large transfer, the frame layer's generic finding): a benign look-alike does the same
 * act for a good reason the rules cannot weigh, and that is what a model fitted on look-alikes can weigh. A structural
 * fact stays true whatever the action says around it, and no probability of the surrounding words makes it benign:
 * an action with any finding of the ids below keeps its CAUTION.
 */

import { sentenceBounds } from '../frames/sentences.js';
import { registeredTagId } from './features.js';

/** obj:privilege's id, read from the frame layer's registration the first time a reading is there (-1 until then). */
let privilege = -1;
/**
 * The frame layer read a privileged account or right as an object of the action (an admin, root, the owner role: obj:privilege).
 * The veto's benign look-alikes remove, reset or change one ordinary account for a stated reason ("the contract ended");
 * the same words around an act on the accounts that hold the keys ("remove all admins … and delete their accounts — the
 * contract ended") are no evidence that the act is harmless, so the veto abstains and the rules' CAUTION stands.
 */
export function privilegedObject(ctx: unknown): boolean {
  const reading = (ctx as { frameReading?: { readonly frames: ReadonlyArray<{ readonly here: ArrayLike<number> }> } }).frameReading;
  if (reading === undefined) return false;
  // a reading exists only once the frame layer has loaded, and with it registered its tags
  if (privilege < 0) privilege = registeredTagId('obj:privilege');
  if (privilege < 0) return false;
  for (const f of reading.frames) if (f.here[privilege] === 1) return true;
  return false;
}

/** Findings that report what the input holds, not what the act is judged to do (never lowered). */
export const STRUCTURAL_IDS: ReadonlySet<string> = new Set([
  // a secret's shape in the input, or a secret's own file read or sent
  'U23', 'U38', 'A07', 'A08', 'W18', 'G14', 'G75', 'M07', 'P10', 'P22', 'P50', 'B05', 'B06', 'C20', 'C22', 'C23', 'Q09',
  'G58', 'G63', 'R01', 'R02', 'R03', 'R04', 'R05', 'R06', 'R08', 'R09', 'R12', 'R14', 'R17', 'R20',
  // a host known for callbacks, drops, pastes, tunnels or lures, and the URL's own deception
  'U09', 'U10', 'U11', 'U12', 'U13', 'U14', 'U15', 'U19', 'U21', 'U22', 'U32', 'U33', 'U34', 'U40', 'U43', 'A10', 'A49',
  'G24', 'L22', 'V07', 'V22', 'V34', 'W20', 'B12',
  // a program's capability: a socket wired to a shell, a shell escape, root by capability, a served or planted shell,
  // code run from bytes off the network
  'C05', 'C06', 'C09', 'C11', 'C39', 'C47', 'C49', 'C55', 'C58', 'W12', 'W14', 'W35', 'G03', 'G04', 'G52',
  // a typo-squatted package
  'C50',
  // a request aimed at the instance metadata or a user-supplied address (SSRF)
  'U06', 'A01', 'C43', 'G18',
  // an injection payload
  'U28', 'U30', 'A23', 'Q05', 'Q06', 'Q07', 'Q12', 'Q17', 'Q18', 'Q33', 'P03', 'P16', 'P21',
  // a traversal out of the working directory
  'U27', 'R15', 'R16', 'A17',
  // encoding or obfuscation that hides the act
  'U08', 'U24', 'C07', 'C08', 'P15', 'W16', 'N16',
  // attack tooling named as such
  'C51', 'C54', 'G60',
]);

/** Whether every one of these findings may be lowered (none is a structural fact). */
export function judgmentsOnly(ids: readonly string[]): boolean {
  for (let i = 0; i < ids.length; i++) if (STRUCTURAL_IDS.has(ids[i]!)) return false;
  return true;
}

/** More sentences than this and the veto abstains (its windows' cost grows with them; long texts stay the rules'). */
export const MAX_SENTENCES = 64;

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * The sentences of a text as [start, end) pairs (flat), cut where the frame layer cuts a reading into sentences
 * (frames/sentences.ts: an end mark followed by a space or a line break, a line break, an ideographic stop; not an
 * abbreviation's dot; a run-on sentence every SENTENCE_MAX characters), each trimmed of white space, empty ones
 * skipped. Null when there are more than MAX_SENTENCES.
 */
export function sentenceSpans(text: string): number[] | null {
  const starts = sentenceBounds(text);
  const out: number[] = [];
  for (let i = 0; i < starts.length; i++) {
    if (push(text, starts[i]!, i + 1 < starts.length ? starts[i + 1]! : text.length, out) && out.length > 2 * MAX_SENTENCES) return null;
  }
  return out;
}

function push(text: string, start: number, end: number, out: number[]): boolean {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (end <= start) return false;
  out.push(start, end);
  return true;
}

/**
 * The highest of `score` over the windows the veto reads beside the whole action: each sentence alone, and each with
 * the sentences either side of it; none for a text of one sentence (the whole is its only window). Stops at the first
 * window at or over `limit`. Padding an attack with benign text dilutes the whole action's features, not the attack's
 * own sentence, which is one of these windows. Returns Infinity when the text has too many sentences to read.
 */
export function highestWindow(text: string, limit: number, score: (window: string) => number): number {
  const b = sentenceSpans(text);
  if (b === null) return Infinity;
  const k = b.length / 2;
  if (k <= 1) return 0;
  let top = 0;
  for (let s = 0; s < k; s++) {
    top = Math.max(top, score(text.slice(b[2 * s]!, b[2 * s + 1]!)));
    if (top >= limit) return top;
    const from = b[2 * Math.max(0, s - 1)]!;
    const to = b[2 * Math.min(k - 1, s + 1) + 1]!;
    // (with two sentences, a sentence and its neighbour are the whole action, already read)
    if (k > 2) top = Math.max(top, score(text.slice(from, to)));
    if (top >= limit) return top;
  }
  return top;
}
