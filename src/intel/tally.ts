/**
 * Counters of what the checks found, kept per time bucket: checks by type and level, threats by level, the dominant
 * primitive of flagged results and (per account) telemetry reports. Indexed arrays instead of string keys keep the
 * per-check cost to a few increments.
 */
import { ACTION_TYPES, LEVELS, PRIMITIVES, type Level, type Primitive } from '../engine/types.js';
import type { ActionSummary } from '../pool/wire.js';

const TYPE_INDEX: ReadonlyMap<string, number> = new Map(ACTION_TYPES.map((t, i) => [t, i]));
const LEVEL_INDEX: Readonly<Record<Level, number>> = { SAFE: 0, CAUTION: 1, DANGER: 2 };
const PRIMITIVE_INDEX: ReadonlyMap<string, number> = new Map(PRIMITIVES.map((p, i) => [p, i]));
const CELLS = ACTION_TYPES.length * LEVELS.length;

export interface Tally {
  /** Checks per type × level: index type * 3 + level. */
  checks: number[];
  /** Threat id → [CAUTION results, DANGER results] that named it. */
  threats: Map<string, [number, number]>;
  /** Dominant primitive of CAUTION and DANGER results, in PRIMITIVES order. */
  primitives: number[];
  /** Telemetry reports per type × level (account tallies only; null until the first report). */
  telemetry: number[] | null;
}

export function emptyTally(): Tally {
  return { checks: new Array<number>(CELLS).fill(0), threats: new Map(), primitives: [0, 0, 0, 0, 0], telemetry: null };
}

export function typeIndex(type: string): number | undefined {
  return TYPE_INDEX.get(type);
}

/** Counts one scored action. */
export function countCheck(tally: Tally, type: number, summary: ActionSummary): void {
  const level = LEVEL_INDEX[summary.level];
  tally.checks[type * 3 + level]++;
  if (level === 0) return;
  if (summary.primitive !== null) {
    const p = PRIMITIVE_INDEX.get(summary.primitive);
    if (p !== undefined) tally.primitives[p]++;
  }
  const ids = summary.threats;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const cell = tally.threats.get(id);
    if (cell === undefined) tally.threats.set(id, level === 1 ? [1, 0] : [0, 1]);
    else cell[level - 1]++;
  }
}

export function countTelemetry(tally: Tally, type: number, level: Level): void {
  tally.telemetry ??= new Array<number>(CELLS).fill(0);
  tally.telemetry[type * 3 + LEVEL_INDEX[level]]++;
}

export function addTally(into: Tally, add: Tally): void {
  for (let i = 0; i < CELLS; i++) into.checks[i] += add.checks[i]!;
  for (let i = 0; i < 5; i++) into.primitives[i] += add.primitives[i]!;
  for (const [id, [c, d]] of add.threats) {
    const cell = into.threats.get(id);
    if (cell === undefined) into.threats.set(id, [c, d]);
    else { cell[0] += c; cell[1] += d; }
  }
  if (add.telemetry !== null) {
    into.telemetry ??= new Array<number>(CELLS).fill(0);
    for (let i = 0; i < CELLS; i++) into.telemetry[i] += add.telemetry[i]!;
  }
}

/** The stored form (msgpack in LMDB): plain arrays. */
export interface StoredTally {
  c: number[];
  t: Array<[string, number, number]>;
  p: number[];
  m: number[] | null;
}

export function storeTally(t: Tally): StoredTally {
  return { c: t.checks, t: [...t.threats].map(([id, [c, d]]) => [id, c, d]), p: t.primitives, m: t.telemetry };
}

/** Rebuilds a tally from its stored form; malformed parts are dropped rather than trusted. */
export function loadTally(s: StoredTally): Tally {
  const t = emptyTally();
  const nums = (a: unknown, n: number) => (Array.isArray(a) && a.length === n && a.every((x) => typeof x === 'number') ? (a as number[]) : null);
  t.checks = nums(s.c, CELLS) ?? t.checks;
  t.primitives = nums(s.p, 5) ?? t.primitives;
  t.telemetry = nums(s.m, CELLS);
  if (Array.isArray(s.t)) for (const row of s.t) if (Array.isArray(row) && typeof row[0] === 'string') t.threats.set(row[0], [Number(row[1]) || 0, Number(row[2]) || 0]);
  return t;
}

export interface LevelCounts { SAFE: number; CAUTION: number; DANGER: number }

/** A tally as the stats endpoint shows it. */
export function describeChecks(cells: number[]): { total: number; by_level: LevelCounts; by_type: Record<string, LevelCounts> } {
  const by_level: LevelCounts = { SAFE: 0, CAUTION: 0, DANGER: 0 };
  const by_type: Record<string, LevelCounts> = {};
  ACTION_TYPES.forEach((type, i) => {
    const [s, c, d] = [cells[i * 3]!, cells[i * 3 + 1]!, cells[i * 3 + 2]!];
    by_level.SAFE += s;
    by_level.CAUTION += c;
    by_level.DANGER += d;
    if (s + c + d > 0) by_type[type] = { SAFE: s, CAUTION: c, DANGER: d };
  });
  return { total: by_level.SAFE + by_level.CAUTION + by_level.DANGER, by_level, by_type };
}

export function topPrimitives(primitives: number[]): Array<{ primitive: Primitive; count: number }> {
  return PRIMITIVES.map((primitive, i) => ({ primitive, count: primitives[i]! })).filter((p) => p.count > 0).sort((a, b) => b.count - a.count);
}
