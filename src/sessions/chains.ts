/**
 * The chain table (H ids) compiled once for the front thread: steps indexed by action type, so an action only
 * evaluates the steps that can apply to it.
 */
import type { Level, Primitive } from '../engine/types.js';
import { BUSINESS_CHAINS } from './chains-business.js';
import { SYSTEM_CHAINS } from './chains-system.js';
import { matchesAny, registerPatterns, type Haystack } from './haystack.js';
import { FACT, type ChainSpec, type StepCondition, type StepSpec } from './types.js';

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

export interface CompiledStep {
  /** "H04.1": the chain id and the step's 1-based position. */
  key: string;
  spec: StepSpec;
}

export interface StepFacts {
  type: string;
  level: Level;
  primitive: Primitive | null;
  threats: readonly string[];
  facts: number;
  hay: () => Haystack;
}

function conditionHolds(c: StepCondition, a: StepFacts): boolean {
  if (c.on && !c.on.includes(a.type)) return false;
  if (c.minLevel && LEVEL_RANK[a.level] < LEVEL_RANK[c.minLevel]) return false;
  if (c.primitive && (a.primitive === null || !c.primitive.includes(a.primitive))) return false;
  if (c.facts && !c.facts.some((f) => (a.facts & FACT[f]) !== 0)) return false;
  if (c.threats && !a.threats.some((t) => c.threats!.includes(t))) return false;
  if (c.value && !matchesAny(a.hay(), c.value)) return false;
  return true;
}

export function stepMatches(step: StepSpec, a: StepFacts): boolean {
  if (step.unless && matchesAny(a.hay(), step.unless)) return false;
  if (step.when.length === 0) return true;
  for (const c of step.when) if (conditionHolds(c, a)) return true;
  return false;
}

function compile(chains: readonly ChainSpec[]): Map<string, CompiledStep[]> {
  const byType = new Map<string, CompiledStep[]>();
  for (const chain of chains) {
    chain.steps.forEach((spec, i) => {
      if (spec.unless) registerPatterns(spec.unless);
      for (const c of spec.when) if (c.value) registerPatterns(c.value);
      for (const type of spec.types) {
        let list = byType.get(type);
        if (!list) byType.set(type, (list = []));
        list.push({ key: `${chain.id}.${i + 1}`, spec });
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
  const marks: string[] = [];
  for (const s of steps) if (stepMatches(s.spec, a)) marks.push(s.key);
  return marks;
}

/** Chains whose last step this action satisfies: only these can complete on it. */
export function chainsEndingIn(marks: readonly string[]): ChainSpec[] {
  const out: ChainSpec[] = [];
  for (const key of marks) {
    const chain = CHAIN_BY_ID.get(key.slice(0, 3));
    if (chain && key === `${chain.id}.${chain.steps.length}`) out.push(chain);
  }
  return out;
}

const CHAIN_BY_ID = new Map(CHAINS.map((c) => [c.id, c]));

export function levelOf(score: number): Level {
  return score >= 7 ? 'DANGER' : score >= 3 ? 'CAUTION' : 'SAFE';
}
