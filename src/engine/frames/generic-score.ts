import type { ActionType, BaseContext, Finding, Primitive, ThreatRule } from '../types.js';
import { anyTagId, tagNameOf, type Frame, type Reading } from './reader.js';
import { CLAIMED_APPROVAL_SCORE, readingOf, type FrameCarrier, type FrameProfile } from './rules.js';
import { GENERIC_EXAMPLES, GENERIC_TABLES, type OpClass } from './generic-tables.js';

/**
 * The generic scorer: one threat per prose type that judges any frame by what it does, not by a row written for its
 * combination. A frame's operation falls in a class (move data, destroy, grant, alter, disable); each of its facts adds
 * the weight the class gives it (generic-tables.ts): the object's sensitivity, the reach of its destination, its scope,
 * its permanence, the safeguards it removes, production. A frame whose object matters to its class and whose
 * amplifiers add up scores their sum, and names the effect of its class as the primitive. Blocks (an approval, a dry
 * run, an internal or own destination, a test environment…) stop the class outright, and the reader's negated, asked,
 * mentioned and reported frames never count.
 *
 * It reads the reading the frame rows already made (rules.ts readingOf): nothing is scanned again. A check whose text
 * holds no operation, object and amplifier of one class never lays out sentences for it.
 */

interface Weighted { readonly id: number; readonly w: number }
interface CompiledClass {
  readonly name: OpClass;
  readonly ops: readonly number[];
  readonly objects: readonly Weighted[];
  /** Amplifiers read in the operation's sentence (destinations, scope) and in its neighbourhood (permanence, safeguards). */
  readonly reach: readonly Weighted[];
  readonly here: readonly Weighted[];
  readonly near: readonly Weighted[];
  readonly blocks: readonly number[];
  readonly blockFacts: readonly string[];
  /** Blocks that a stronger reach overrides ("my personal gmail" is own and personal: personal wins). */
  readonly softBlocks: readonly number[];
  readonly primitive: Primitive;
  readonly byObject: readonly { id: number; primitive: Primitive }[];
  readonly minObject: number;
  readonly minAmplifier: number;
  /** Other operations (or plain imperatives) that count for the class when their clause holds `need`. */
  readonly via: { readonly ops: readonly number[]; readonly need: number } | null;
}

const weighted = (m: Readonly<Record<string, number>>): Weighted[] => Object.entries(m).map(([tag, w]) => ({ id: anyTagId(tag), w }));

const CLASSES: readonly CompiledClass[] = GENERIC_TABLES.classes.map((c) => ({
  name: c.name,
  ops: c.ops.map(anyTagId),
  objects: weighted(c.objects),
  reach: weighted(c.here).filter((x) => GENERIC_TABLES.reachTags.has(x.id)),
  here: weighted(c.here).filter((x) => !GENERIC_TABLES.reachTags.has(x.id)),
  near: weighted(c.near),
  blocks: c.blocks.filter((t) => !t.startsWith('fact:')).map(anyTagId),
  blockFacts: c.blocks.filter((t) => t.startsWith('fact:')),
  softBlocks: (c.softBlocks ?? []).map(anyTagId),
  primitive: c.primitive,
  byObject: Object.entries(c.primitiveByObject ?? {}).map(([tag, primitive]) => ({ id: anyTagId(tag), primitive })),
  minObject: c.minObject,
  minAmplifier: c.minAmplifier,
  via: c.via ? { ops: c.via.ops.map(anyTagId), need: anyTagId(c.via.need) } : null,
}));
const IMP = anyTagId('imp');
const APPROVED = anyTagId('mit:approved');
const CLAIMED = anyTagId('mit:claimed');
const { fire: FIRE, cap: CAP } = GENERIC_TABLES;
/** Each class without its blocks, for the whole-text test (possible). */
const UNBLOCKED = new Map(CLASSES.map((c) => [c, { ...c, blocks: [], softBlocks: [] }]));
/** A complete harmful frame (at `complete` or more) is DANGER, as a row's complete frame is; one a weight short is CAUTION. */
const levelScore = (sum: number): number => (sum >= GENERIC_TABLES.complete ? Math.min(CAP, sum + GENERIC_TABLES.completeLift) : sum);
/** Blocks a weaker fact voids: an approval given by text message or verbally is no approval. */
const VOIDED = new Map(Object.entries(GENERIC_TABLES.voidedBy).map(([tag, by]) => [anyTagId(tag), by.map(anyTagId)]));
/** Reach weight at which a soft block (own, internal) no longer holds. */
const OVERRIDE = GENERIC_TABLES.overrideReach;
/** Candidate frames the scorer builds per check at most (hostile repetition stays cheap; see rules.ts MAX_FRAMES). */
const MAX_FRAMES = 64;

/** The highest weight among the present tags (objects: the most sensitive one counts). */
function maxOf(list: readonly Weighted[], has: (id: number) => boolean): number {
  let m = 0;
  for (const x of list) if (x.w > m && has(x.id)) m = x.w;
  return m;
}

/** The sum of the present weights (amplifiers add). */
function sumOf(list: readonly Weighted[], has: (id: number) => boolean): number {
  let s = 0;
  for (const x of list) if (has(x.id)) s += x.w;
  return s;
}

interface Score { object: number; amplifier: number; reach: number }

function scoreWith(c: CompiledClass, here: (id: number) => boolean, near: (id: number) => boolean, sentence: (id: number) => boolean = here): Score | null {
  // the object may stand in a clause of its own ("On the legal-hold folder, give Editor to all guests"): read it in the sentence
  const object = maxOf(c.objects, sentence);
  if (object < c.minObject) return null;
  const reach = maxOf(c.reach, here);
  const amplifier = reach + sumOf(c.here, here) + sumOf(c.near, near);
  // a more sensitive object needs fewer amplifiers (generic-tables.ts): each weight above 2 stands in for one
  if (amplifier < c.minAmplifier - Math.max(0, object - 2) || object + amplifier < FIRE) return null;
  if (c.blocks.some((id) => near(id) && !VOIDED.get(id)?.some(near))) return null;
  if (reach < OVERRIDE && c.softBlocks.some(here)) return null;
  return { object, amplifier, reach };
}

/** Every condition of the class somewhere in the reading: without that no frame of the class can score. */
function possible(c: CompiledClass, r: Reading): boolean {
  const any = (id: number): boolean => r.anywhere[id] === 1;
  if (!c.ops.some(any) && !(c.via !== null && any(c.via.need) && c.via.ops.some(any))) return false;
  // blocks are not tested here: one anywhere in the text does not block a frame whose neighbourhood lacks it
  return scoreWith(UNBLOCKED.get(c)!, any, any) !== null;
}

function judge(c: CompiledClass, r: Reading): Finding | null {
  if (!possible(c, r) || c.blockFacts.some((x) => r.facts.has(x))) return null;
  const budget = { built: 0 };
  for (const op of c.ops) {
    const ks = r.byOp.get(op);
    if (ks === undefined) continue;
    const f = judgeHits(c, r, op, ks, -1, budget);
    if (f !== undefined) return f;
  }
  // "make the repo public", "change its visibility to public": an order whose clause makes a place public publishes
  if (c.via !== null && r.anywhere[c.via.need] === 1) {
    for (const op of c.via.ops) {
      const f = judgeHits(c, r, op, op === IMP ? impHits(r) : r.byOp.get(op) ?? [], c.via.need, budget);
      if (f !== undefined) return f;
    }
  }
  return null;
}

/** The class's verdict on the hits ks of operation op (undefined: none fired; null: the frame budget ran out). */
function judgeHits(c: CompiledClass, r: Reading, op: number, ks: readonly number[], need: number, budget: { built: number }): Finding | null | undefined {
  for (const k of ks) {
    const si = r.sentenceOfHit(k);
    const opTags = r.hits[k]!.tags;
    if (need >= 0 && !r.sentenceHas(si, need)) continue;
    const roughHere = (id: number): boolean => opTags.includes(id) || r.objectHas(k, si, id);
    const roughNear = (id: number): boolean => opTags.includes(id) || r.nearHas(si, id);
    // sentence-level tags are a superset of the frame's: a hit that cannot score roughly cannot score at all
    if (scoreWith(c, roughHere, roughNear) === null) continue;
    if (++budget.built > MAX_FRAMES) return null;
    const f = r.frameAt(k, op);
    if (f === null || !live(f)) continue;
    // the state is said in the order's own words, not in the metadata (a document's visibility: public describes it)
    if (need >= 0 && (f.here[need] !== 1 || !otherTags(r, k, si).has(need))) continue;
    // the object is read from the other words of the sentence: an operation term that names its own object
    // ("Empty trash", "delete all clips") is a button its type's rules already judge
    let others: Set<number> | null = null;
    let after: Set<number> | null = null;
    const object = (id: number): boolean => (f.here[id] === 1 || (after ??= tagsAfter(r, k, si)).has(id)) && (others ??= otherTags(r, k, si)).has(id);
    const s = scoreWith(c, (id) => inFrame(f, id, true), (id) => inFrame(f, id, false), object);
    if (s === null) continue;
    const primitive = c.byObject.find((x) => inFrame(f, x.id, true))?.primitive ?? c.primitive;
    const detail = `${c.name}: '${r.lower.slice(f.start, f.end)}' (object ${s.object}, reach and amplifiers ${s.amplifier})`;
    // an approval the text only claims ("approved by Maria", nothing recorded) holds the act at CAUTION where a recorded
    // one would block it: not for a private or public reach, and not when the channel voids any approval (rules.ts)
    if (c.blocks.includes(APPROVED) && s.reach < OVERRIDE && inFrame(f, CLAIMED, false) && !VOIDED.get(APPROVED)!.some((id) => inFrame(f, id, false))) {
      return { detail: `${detail} (approval claimed, not recorded)`, score: Math.min(levelScore(s.object + s.amplifier), CLAIMED_APPROVAL_SCORE), primitive };
    }
    return { detail, score: levelScore(s.object + s.amplifier), primitive };
  }
  return undefined;
}

/** Hits of plain imperative verbs ("make", "set"), in order (bounded by the hits of the reading). */
function impHits(r: Reading): number[] {
  const out: number[] = [];
  for (let k = 0; k < r.hits.length && out.length < MAX_FRAMES; k++) {
    const h = r.hits[k]!;
    if (h.tags.includes(IMP) && MAKING.has(r.lower.slice(h.start, h.end))) out.push(k);
  }
  return out;
}

/** Imperatives that put a thing into a state ("make it public", "rends-le public"): "click" or "type" do not. */
const MAKING = new Set(GENERIC_TABLES.makingVerbs);

/** The tags of the sentence's other hits and of the metadata (bounded: a sentence is at most SENTENCE_MAX characters). */
function otherTags(r: Reading, k: number, si: number): Set<number> {
  const out = new Set<number>();
  const op = r.hits[k]!;
  // words inside the operation's own term ("trash" in "empty trash") are part of it
  const add = (j: number): void => {
    const h = r.hits[j]!;
    if (h.end <= op.start || h.start >= op.end) for (const t of h.tags) out.add(t);
  };
  for (let j = k - 1; j >= 0 && r.sentenceOfHit(j) === si; j--) add(j);
  for (let j = k + 1; j < r.hits.length && r.sentenceOfHit(j) === si; j++) add(j);
  // a pronoun's object is named in the sentence before ("Take the customer export. Then mail it to …")
  const span = r.antecedentSpan(k);
  if (span !== null) for (let j = k - 1; j >= 0 && r.hits[j]!.start >= span[0]; j--) add(j);
  return out;
}

/** The tags of the hits after the operation in its sentence: the verb's object may stand in a later clause ("…and then empty the space trash"). */
function tagsAfter(r: Reading, k: number, si: number): Set<number> {
  const out = new Set<number>();
  for (let j = k + 1; j < r.hits.length && r.sentenceOfHit(j) === si; j++) for (const t of r.hits[j]!.tags) out.add(t);
  return out;
}

const live = (f: Frame): boolean => !f.negated && !f.asked && !f.mentioned && !f.reported && f.imperative;
const inFrame = (f: Frame, id: number, sentence: boolean): boolean => id === f.op || f.opTags.includes(id) || (sentence ? f.here : f.near)[id] === 1;

/** The highest-scoring class of the check's frames (the classes are tried in table order; the first that fires wins ties). */
export function scoreReading(r: Reading): Finding | null {
  let best: Finding | null = null;
  for (const c of CLASSES) {
    const f = judge(c, r);
    if (f !== null && (best === null || f.score! > best.score!)) best = f;
  }
  return best;
}

/** The generic scorer as one threat rule of a prose type (id `<letter>30`). */
export function genericRules<C extends BaseContext>(type: ActionType, letter: string, profile: FrameProfile): ThreatRule<C>[] {
  if (GENERIC_TABLES.skipTypes.includes(type)) return [];
  return [{
    id: `${letter}${GENERIC_TABLES.slotByType[type] ?? GENERIC_TABLES.slot}`,
    name: 'Harmful action read from what it does (operation, object, reach, scope, permanence, safeguards)',
    primitive: 'EXFILTRATION',
    score: 5,
    detect: (ctx: C) => scoreReading(readingOf(ctx as C & FrameCarrier, profile)),
    examples: GENERIC_EXAMPLES[type] ?? GENERIC_EXAMPLES.text!,
  }];
}

/**
 * What one class makes of one frame.
 * @internal Tooling only (bench/miss-anatomy.ts, bench/frame-diagnose.ts): not part of the engine's API, no rule reads it.
 */
export interface ClassView {
  readonly cls: OpClass;
  readonly object: number;
  readonly minObject: number;
  readonly amplifier: number;
  readonly minAmplifier: number;
  readonly blocked: readonly string[];
  readonly fires: boolean;
}

/**
 * Each class's view of one frame: its object and amplifier weights, and what blocks it.
 * @internal Tooling only (bench/miss-anatomy.ts): not part of the engine's API, no rule calls it. It stays here because
 * it reads this module's class table and weighing, which a bench module could only reach if they were exported too.
 */
export function classViews(r: Reading, f: Frame): ClassView[] {
  const out: ClassView[] = [];
  for (const c of CLASSES) {
    if (!c.ops.includes(f.op)) continue;
    const here = (id: number): boolean => inFrame(f, id, true);
    const near = (id: number): boolean => inFrame(f, id, false);
    const si = r.sentenceOfHit(r.hits.findIndex((h) => h.start === f.start));
    const sentence = (id: number): boolean => here(id) || (si >= 0 && r.sentenceHas(si, id));
    const object = maxOf(c.objects, sentence);
    const amplifier = maxOf(c.reach, here) + sumOf(c.here, here) + sumOf(c.near, near);
    const blocked = [...c.blocks.filter(near).map((id) => `block:${tagNameOf(id)}`), ...c.softBlocks.filter(here).map((id) => `soft:${tagNameOf(id)}`), ...c.blockFacts.filter((x) => r.facts.has(x))];
    const fires = scoreWith(c, here, near, sentence) !== null && !c.blockFacts.some((x) => r.facts.has(x));
    out.push({ cls: c.name, object, minObject: c.minObject, amplifier, minAmplifier: c.minAmplifier, blocked, fires });
  }
  return out;
}

/**
 * Each class's view of one frame, as text.
 * @internal Tooling only (bench/frame-diagnose.ts): not part of the engine's API, no rule calls it.
 */
export function explainFrame(r: Reading, f: Frame): string[] {
  return classViews(r, f).map((v) =>
    `${v.cls} object ${v.object}/${v.minObject} amplifiers ${v.amplifier}/${v.minAmplifier} sum ${v.object + v.amplifier}/${FIRE}${v.blocked.length ? ` ${v.blocked.join(',')}` : ''} ${v.fires ? 'FIRES' : 'quiet'}`);
}

/** A structured action's verdict by the shared classes: the class, its score (levelled as a prose frame's) and its primitive. */
export interface TagVerdict { readonly cls: OpClass; readonly score: number; readonly primitive: Primitive; readonly object: number; readonly amplifier: number }

/** No fact blocks: the default of judgeTags, shared so that a call allocates no set. */
const NO_FACTS: ReadonlySet<string> = new Set();

/**
 * The shared classes' verdict on a frame read from structure rather than prose (frames/effects.ts): an API call's method,
 * path and fields, a query's statement, code's calls. Such an action is one clause, so `has` answers for the operation's
 * sentence and neighbourhood alike; `facts` holds the fact blocks (fact:dest-owned). The weights, blocks and primitives
 * are the ones prose frames are judged by: a structured reader adds facts, never weights.
 */
export function judgeTags(op: string, has: (id: number) => boolean, facts: ReadonlySet<string> = NO_FACTS): TagVerdict | null {
  const opId = anyTagId(op);
  let best: TagVerdict | null = null;
  for (const c of CLASSES) {
    if (!c.ops.includes(opId) && !(c.via !== null && c.via.ops.includes(opId) && has(c.via.need))) continue;
    if (c.blockFacts.some((x) => facts.has(x))) continue;
    const s = scoreWith(c, has, has, has);
    if (s === null) continue;
    const primitive = c.byObject.find((x) => has(x.id))?.primitive ?? c.primitive;
    const score = levelScore(s.object + s.amplifier);
    if (best === null || score > best.score) best = { cls: c.name, score, primitive, object: s.object, amplifier: s.amplifier };
  }
  return best;
}

/** Tag ids that stop some class (blocks and soft blocks): a reader's "could fire with any object" test leaves them out. */
export const BLOCKING_TAG_IDS: ReadonlySet<number> = new Set(CLASSES.flatMap((c) => [...c.blocks, ...c.softBlocks]));
