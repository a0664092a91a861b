/**
 * The chain table (H ids), compiled once per thread: steps indexed by action type, so an action only evaluates the
 * steps that can apply to it. The scoring workers mark steps (see notes.ts); the front thread searches the chains.
 */
import { PRIMITIVE_BIT, type Level, type Primitive } from '../engine/types.js';
import { BUSINESS_CHAINS } from './chains-business.js';
import { SYSTEM_CHAINS } from './chains-system.js';
import { matchesList, registerPatterns, valueList, type Haystack, type ValueList } from './haystack.js';
import { FACT, type ChainSpec, type StepCondition, type ValuePattern } from './types.js';

export const CHAINS: readonly ChainSpec[] = [...SYSTEM_CHAINS, ...BUSINESS_CHAINS].sort((a, b) => (a.id < b.id ? -1 : 1));

/**
 * The data-flow rule that needs no declared chain: untrusted content taken in, sensitive data read, and then an
 * action that communicates externally or changes state. An agent should hold at most two of the three.
 */
export const FLOW_CHAIN = {
  id: 'H19',
  name: 'Untrusted content, sensitive data and an outbound action in one session',
  primitive: 'EXFILTRATION' as Primitive,
  boost: 5,
  labels: ['untrusted content', 'sensitive data read', 'outbound action'],
};

/** Added to a chain's boost when a later step reuses an earlier step's path, host or recipient. */
export const LINK_BONUS = 2;

const LEVEL_RANK: Record<Level, number> = { SAFE: 0, CAUTION: 1, DANGER: 2 };

export interface StepFacts {
  type: string;
  level: Level;
  /**
   * The primitive of the rules' strongest finding (ActionSummary.rulesPrimitive): a step reads what the rules found,
   * not the second opinion's reading of the effect, which may lead the result with another primitive.
   */
  primitive: Primitive | null;
  threats: readonly string[];
  facts: number;
  hay: () => Haystack;
}

/** One condition of a step as it applies to one action type (its `on` resolved when the table compiles). */
interface CompiledCondition {
  /** Lowest level rank accepted (0: any). */
  minRank: number;
  /** PRIMITIVE_BIT mask of the rules' leading primitives accepted (0: any, even none). */
  primitives: number;
  threats: ReadonlySet<string> | undefined;
  /** FACT mask; any of these bits (0: no requirement). */
  facts: number;
  /** The value patterns, compiled with the table (a step test then looks nothing up to find them). */
  value: ValueList | undefined;
}

interface CompiledStep {
  /** "H04.1": the chain id and the step's 1-based position. */
  key: string;
  /** The step's conditions that apply to this type; a step with none holds for every action of its types. */
  conditions: readonly CompiledCondition[];
  always: boolean;
  unless: ValueList | undefined;
}

function compileCondition(c: StepCondition): CompiledCondition {
  let primitives = 0;
  for (const p of c.primitive ?? []) primitives |= PRIMITIVE_BIT[p];
  let facts = 0;
  for (const f of c.facts ?? []) facts |= FACT[f];
  return { minRank: c.minLevel ? LEVEL_RANK[c.minLevel] : 0, primitives, threats: c.threats ? new Set(c.threats) : undefined, facts, value: c.value ? valueList(c.value) : undefined };
}

/** The cheap tests first (level, primitive, facts, threats); the value's patterns only when they all hold. */
function conditionHolds(c: CompiledCondition, a: StepFacts, rank: number, primitive: number): boolean {
  if (rank < c.minRank) return false;
  if (c.primitives !== 0 && (c.primitives & primitive) === 0) return false;
  if (c.facts !== 0 && (c.facts & a.facts) === 0) return false;
  if (c.threats !== undefined) {
    let any = false;
    for (let i = 0; !any && i < a.threats.length; i++) any = c.threats.has(a.threats[i]!);
    if (!any) return false;
  }
  return c.value === undefined || matchesList(a.hay(), c.value);
}

/** The conditions first: most actions meet none, and then the value is never scanned for the step's exclusions. */
function stepHolds(step: CompiledStep, a: StepFacts, rank: number, primitive: number): boolean {
  let holds = step.always;
  for (let i = 0; !holds && i < step.conditions.length; i++) holds = conditionHolds(step.conditions[i]!, a, rank, primitive);
  return holds && !(step.unless !== undefined && matchesList(a.hay(), step.unless));
}

/**
 * Per action type, the steps that can apply to it, each with only the conditions that apply to that type: an action
 * evaluates no step of another type and no condition meant for another type.
 */
function compile(chains: readonly ChainSpec[]): Map<string, CompiledStep[]> {
  const byType = new Map<string, CompiledStep[]>();
  for (const chain of chains) {
    chain.steps.forEach((spec, i) => {
      if (spec.unless) registerPatterns(spec.unless);
      for (const c of spec.when) if (c.value) registerPatterns(c.value);
      const unless = spec.unless ? valueList(spec.unless) : undefined;
      for (const type of spec.types) {
        const conditions = spec.when.filter((c) => !c.on || c.on.includes(type)).map(compileCondition);
        // every condition is meant for other types: the step never holds for this one
        if (spec.when.length > 0 && conditions.length === 0) continue;
        let list = byType.get(type);
        if (!list) byType.set(type, (list = []));
        list.push({ key: `${chain.id}.${i + 1}`, conditions, always: spec.when.length === 0, unless });
      }
    });
  }
  return byType;
}

const STEPS_BY_TYPE = compile(CHAINS);
const NO_STEPS: readonly CompiledStep[] = [];

/** Keys of every chain step this action satisfies. */
export function marksOf(a: StepFacts): string[] {
  const steps = STEPS_BY_TYPE.get(a.type) ?? NO_STEPS;
  const rank = LEVEL_RANK[a.level];
  const primitive = a.primitive === null ? 0 : PRIMITIVE_BIT[a.primitive];
  const marks: string[] = [];
  for (const s of steps) if (stepHolds(s, a, rank, primitive)) marks.push(s.key);
  return marks;
}

/** A chain with its step keys ("H04.1", …, in order) and their slots (see STEP_SLOTS), as the matcher walks it. */
export interface ChainSteps {
  chain: ChainSpec;
  keys: readonly string[];
  slots: readonly number[];
}

/** Every step key of the table ("H01.1", …), each with its slot: a session's latest seq per step is an array by slot. */
export const STEP_KEYS: readonly string[] = CHAINS.flatMap((chain) => chain.steps.map((_, i) => `${chain.id}.${i + 1}`));
const STEP_SLOTS = new Map<string, number>(STEP_KEYS.map((key, slot) => [key, slot]));

/** The slot of a step key, or -1 for a key the table does not have (a stored entry of a chain since removed). */
export function stepSlot(key: string): number {
  return STEP_SLOTS.get(key) ?? -1;
}

/** Each chain and its step keys by the key of its last step ("H04.3"), built once. */
const CHAIN_BY_LAST_STEP = new Map<string, ChainSteps>(CHAINS.map((chain) => {
  const keys = chain.steps.map((_, i) => `${chain.id}.${i + 1}`);
  return [keys[keys.length - 1]!, { chain, keys, slots: keys.map((k) => STEP_SLOTS.get(k)!) }];
}));

const NO_CHAINS: readonly ChainSteps[] = Object.freeze([]);
const NO_SLOTS: readonly number[] = Object.freeze([]);

/** What a marks list means to a session: the chains it may complete, and the slots of the steps it satisfies. */
export interface MarksInfo {
  /** Chains whose last step the action satisfies (only these can complete on it). */
  ending: readonly ChainSteps[];
  /** The slot of each mark the table knows, in the list's order. */
  slots: readonly number[];
}

const NO_MARKS: MarksInfo = Object.freeze({ ending: NO_CHAINS, slots: NO_SLOTS });

/**
 * The meaning of each shared marks list (frozen, see interned.ts: the worker's notes and the stored entries carry one
 * of a few), found once per list: the session side of a check then makes one look-up by identity instead of string
 * look-ups per mark (the chains a mark ends, the step's latest seq).
 */
const infoOfList = new WeakMap<readonly string[], MarksInfo>();

function infoOf(marks: readonly string[]): MarksInfo {
  let ending: ChainSteps[] | undefined;
  const slots: number[] = [];
  for (const key of marks) {
    const chain = CHAIN_BY_LAST_STEP.get(key);
    if (chain) (ending ??= []).push(chain);
    const slot = STEP_SLOTS.get(key);
    if (slot !== undefined) slots.push(slot);
  }
  return { ending: ending ?? NO_CHAINS, slots };
}

export function marksInfo(marks: readonly string[]): MarksInfo {
  if (marks.length === 0) return NO_MARKS;
  let found = infoOfList.get(marks);
  if (found !== undefined) return found;
  found = infoOf(marks);
  if (Object.isFrozen(marks)) infoOfList.set(marks, found);
  return found;
}

/** Chains whose last step this action satisfies (only these can complete on it), with their step keys. */
export function chainsEndingIn(marks: readonly string[]): readonly ChainSteps[] {
  return marksInfo(marks).ending;
}

/**
 * Per step of the table, the seq of a session's latest action that satisfied it (0: none): one array slot per step
 * instead of a map keyed by step name. Reads like the map it replaced (`get`, iteration over the steps seen).
 */
export class StepSeen implements Iterable<[string, number]> {
  readonly seqs = new Float64Array(STEP_KEYS.length);

  /** Marks an action's steps (its marksInfo slots) as seen at seq. */
  mark(slots: readonly number[], seq: number): void {
    for (let i = 0; i < slots.length; i++) this.seqs[slots[i]!] = seq;
  }

  get(key: string): number | undefined {
    const slot = STEP_SLOTS.get(key);
    return slot === undefined || this.seqs[slot] === 0 ? undefined : this.seqs[slot];
  }

  *[Symbol.iterator](): Iterator<[string, number]> {
    for (let slot = 0; slot < STEP_KEYS.length; slot++) if (this.seqs[slot] !== 0) yield [STEP_KEYS[slot]!, this.seqs[slot]!];
  }
}

export function levelOf(score: number): Level {
  return score >= 7 ? 'DANGER' : score >= 3 ? 'CAUTION' : 'SAFE';
}
