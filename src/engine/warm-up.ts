/**
 * Warming a scoring thread up before it takes real checks. A fresh thread's first checks of a type run cold: the
 * type's phrase families and term tables are built on first use, V8 compiles each function on its first call and runs
 * it in the interpreter until it is hot, and its optimised code is made from the type feedback of those first calls. A
 * 4 KB prose check cost up to ten times its steady cost over its first ~150 checks, and the first check of `text` half
 * a second. The warm-up runs a fixed set of checks through the engine once the rule tables are compiled: for every
 * action type some of its rules' own examples (each rule's code and lazily built tables) and a few KB of benign prose
 * (prose-sample.ts, the generator the speed figures measure with),
 * as requests send them, with one of the type's attack examples in its middle (the windows' confirming paths). Nothing
 * it does changes a later result: the per-thread caches hold facts that depend only on their key.
 *
 * The scoring workers call it at start, before they answer their first probe (workers/score.ts); the library's
 * `check` never does.
 */
import { check } from './engine.js';
import { benignProse } from './prose-sample.js';
import { ANALYZERS } from './rules/index.js';
import { ACTION_TYPES, type CheckInput, type ActionType } from './types.js';

/** How many rounds of the prose and the short inputs it runs (each later round is cheaper than the first). */
const ROUNDS = 3;
/** Examples taken per type: the first flag and pass example of this many rules, spread over the type's table. */
const RULES_PER_TYPE = 8;
/** The prose's length: requests' documents and messages are mostly a few KB. */
const PROSE_CHARS = 3072;

const inputOf = (type: ActionType, e: string | { value: string; metadata?: Record<string, unknown> }): CheckInput =>
  typeof e === 'string' ? { type, value: e } : { type, value: e.value, metadata: e.metadata };

/**
 * The warm-up's checks in the order they run. First a breadth pass, so that a budget cut short on a loaded machine
 * still leaves no type cold: for every type its prose with the attack sentence and two of its examples (the type's
 * lazily built tables and first compiles); then the rest of every type's examples and its benign prose; then ROUNDS - 1
 * more rounds of all of them, type by type (what V8 needs to optimise the hot paths with the feedback of every type).
 */
export function warmUpInputs(): CheckInput[] {
  const perType: CheckInput[][] = [];
  ACTION_TYPES.forEach((type, t) => {
    const rules = ANALYZERS[type].rules;
    const step = Math.max(1, Math.floor(rules.length / RULES_PER_TYPE));
    const examples: CheckInput[] = [];
    let attack: string | undefined;
    for (let r = 0; r < rules.length; r += step) {
      const { flag, pass } = rules[r]!.examples;
      if (flag[0] !== undefined) examples.push(inputOf(type, flag[0]));
      if (pass[0] !== undefined) examples.push(inputOf(type, pass[0]));
      const f = flag[0];
      if (attack === undefined && typeof f === 'string' && f.length <= 300) attack = f;
    }
    const prose = benignProse(PROSE_CHARS, t + 1);
    const mid = prose.indexOf(' ', prose.length >> 1) + 1;
    const attacked: CheckInput = { type, value: attack === undefined ? prose : `${prose.slice(0, mid)}${attack} ${prose.slice(mid)}` };
    perType.push([attacked, ...examples, { type, value: prose }]);
  });
  const BREADTH = 3;
  const order: CheckInput[] = [];
  for (const inputs of perType) order.push(...inputs.slice(0, BREADTH));
  for (const inputs of perType) order.push(...inputs.slice(BREADTH));
  for (let round = 1; round < ROUNDS; round++) for (const inputs of perType) order.push(...inputs);
  // each value as a string of its own, as JSON.parse of a request body gives it (a slice or a concatenation is read
  // through one more indirection, and code warmed on those would meet a flat string later)
  return order.map((i) => JSON.parse(JSON.stringify(i)) as CheckInput);
}

export interface WarmUpReport {
  /** Checks run. */
  checks: number;
  /** Wall-clock milliseconds it took. */
  ms: number;
  /** False when the budget ran out before the last round. */
  complete: boolean;
}

/**
 * Runs the warm-up's checks, stopping early after `budgetMs` of wall clock (a loaded machine must not hold the start
 * back for long). A check that throws is skipped: the warm-up never fails a start.
 */
export function warmUp(budgetMs: number): WarmUpReport {
  const started = performance.now();
  if (budgetMs <= 0) return { checks: 0, ms: 0, complete: false };
  const inputs = warmUpInputs();
  let checks = 0;
  for (const input of inputs) {
    if (performance.now() - started > budgetMs) return { checks, ms: performance.now() - started, complete: false };
    try {
      check(input);
    } catch {
      /* an example the engine refuses warms nothing; the start goes on */
    }
    checks++;
  }
  return { checks, ms: performance.now() - started, complete: true };
}
