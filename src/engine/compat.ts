/**
 * The result fields the Surfinguard SDK's CheckResult type declares beside the spec's: derived from a spec
 * CheckResult alone (threats and reasons are parallel, strongest first), so the front thread can add them
 * without the engine. Pure; imports only data.
 */
import { ALTERNATIVES } from './alternatives.js';
import { PRIMITIVES, type CheckResult, type Primitive } from './types.js';

export interface PrimitiveScore {
  primitive: Primitive;
  score: number;
  reasons: string[];
}

export interface SurfinguardFields {
  /** false only for DANGER: the SDK's default (moderate) policy blocks DANGER and lets CAUTION through. */
  allow: boolean;
  /** The primitive with the highest score; null when nothing was found. */
  primitive: Primitive | null;
  /** Primitives with a score above 0, highest first, each with the reasons of its threats. */
  primitiveScores: PrimitiveScore[];
  /** Safer alternatives of the threats found, strongest threat first, without repeats. */
  alternatives: string[];
  /** Milliseconds the service spent on the check. */
  latencyMs: number;
}

export type ExtendedCheckResult = CheckResult & SurfinguardFields;

export function alternativesOf(result: Pick<CheckResult, 'threats'>): string[] {
  const out: string[] = [];
  for (const t of result.threats) {
    const alt = ALTERNATIVES[t.id];
    if (alt !== undefined && !out.includes(alt)) out.push(alt);
  }
  return out;
}

export function primitiveScoresOf(result: CheckResult): PrimitiveScore[] {
  const scores: PrimitiveScore[] = [];
  for (const p of PRIMITIVES) {
    const score = result.primitives[p];
    if (score > 0) scores.push({ primitive: p, score, reasons: [] });
  }
  result.threats.forEach((t, i) => {
    const reason = result.reasons[i];
    const entry = scores.find((s) => s.primitive === t.primitive);
    if (entry && reason !== undefined) entry.reasons.push(reason);
  });
  // stable sort keeps the spec's primitive order among equal scores
  return scores.sort((a, b) => b.score - a.score);
}

export function surfinguardFields(result: CheckResult, latencyMs: number): SurfinguardFields {
  const primitiveScores = primitiveScoresOf(result);
  return {
    allow: result.level !== 'DANGER',
    primitive: primitiveScores.length > 0 ? primitiveScores[0]!.primitive : null,
    primitiveScores,
    alternatives: alternativesOf(result),
    latencyMs: Math.round(latencyMs * 1000) / 1000,
  };
}

/** The spec's fields first, unchanged, then the SDK's. */
export function extendResult(result: CheckResult, latencyMs: number): ExtendedCheckResult {
  return { ...result, ...surfinguardFields(result, latencyMs) };
}
