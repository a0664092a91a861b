/**
 * The learned second opinion's arithmetic, shared by the check (second-opinion.ts) and the fitting script: a logistic
 * score over hashed features (features.ts) for "resembles the labelled attacks", and a softmax over the five
 * primitives for what such an attack would do. Weights are 8-bit integers with one scale per vector.
 */
import { PRIMITIVES, type Primitive } from '../types.js';
import { BUCKETS } from './features.js';

/** Buckets of the primitive softmax: a feature's bucket folded into this smaller table. */
export const PRIMITIVE_BUCKETS = 1 << 14;

export interface LearnedModel {
  /** Logistic weights, one per feature bucket (features.ts BUCKETS), times `scale`. */
  readonly weights: Int8Array;
  readonly scale: number;
  readonly bias: number;
  /** Softmax weights, PRIMITIVE_BUCKETS per primitive in PRIMITIVES order, times `primitiveScale`. */
  readonly primitiveWeights: Int8Array;
  readonly primitiveScale: number;
  readonly primitiveBias: readonly number[];
  /** Level weights (DANGER against CAUTION among attacks), PRIMITIVE_BUCKETS of them, times `levelScale`. */
  readonly levelWeights: Int8Array;
  readonly levelScale: number;
  readonly levelBias: number;
}

/** The probability that an action with these features resembles the labelled attacks. */
export function probabilityOf(model: LearnedModel, features: Int32Array): number {
  return logistic(model.weights, BUCKETS - 1, model.scale, model.bias, features);
}

/** The probability that an attack with these features is one its writers call DANGER rather than CAUTION. */
export function dangerOf(model: LearnedModel, features: Int32Array): number {
  return logistic(model.levelWeights, PRIMITIVE_BUCKETS - 1, model.levelScale, model.levelBias, features);
}

/** A logistic model over hashed features: each feature's bucket (masked to the table) weighs in, normalised by count. */
function logistic(w: Int8Array, mask: number, scale: number, bias: number, features: Int32Array): number {
  let z = 0;
  for (let i = 0; i < features.length; i++) z += w[features[i]! & mask]!;
  const s = bias + (z * scale) / Math.sqrt(Math.max(1, features.length));
  return 1 / (1 + Math.exp(-s));
}

/** The softmax's logits for these features (PRIMITIVES order), written into `out`. */
function primitiveLogits(model: LearnedModel, features: Int32Array, out: Float64Array): Float64Array {
  const w = model.primitiveWeights;
  const norm = model.primitiveScale / Math.sqrt(Math.max(1, features.length));
  for (let c = 0; c < PRIMITIVES.length; c++) {
    const off = c * PRIMITIVE_BUCKETS;
    let z = 0;
    for (let i = 0; i < features.length; i++) z += w[off + (features[i]! & (PRIMITIVE_BUCKETS - 1))]!;
    out[c] = model.primitiveBias[c]! + z * norm;
  }
  return out;
}

/** The index of the largest value (the first, at a tie). */
export function argmax(v: Float64Array): number {
  let best = 0;
  for (let c = 1; c < v.length; c++) if (v[c]! > v[best]!) best = c;
  return best;
}

const LOGITS = new Float64Array(PRIMITIVES.length);

/** The primitive the softmax ranks first for these features. */
export function primitiveOf(model: LearnedModel, features: Int32Array): Primitive {
  return PRIMITIVES[argmax(primitiveLogits(model, features, LOGITS))]!;
}

/** The softmax's probability of each primitive for these features (PRIMITIVES order), written into `out`. */
export function primitiveProbabilities(model: LearnedModel, features: Int32Array, out: Float64Array = new Float64Array(PRIMITIVES.length)): Float64Array {
  primitiveLogits(model, features, out);
  const max = out[argmax(out)]!;
  let sum = 0;
  for (let c = 0; c < PRIMITIVES.length; c++) sum += (out[c] = Math.exp(out[c]! - max));
  for (let c = 0; c < PRIMITIVES.length; c++) out[c]! /= sum;
  return out;
}

/** 8-bit weights with one scale: the largest magnitude maps to 127. */
export function quantise(values: Float64Array, start: number, end: number): { q: Int8Array; scale: number } {
  let max = 0;
  for (let i = start; i < end; i++) max = Math.max(max, Math.abs(values[i]!));
  const scale = max > 0 ? max / 127 : 1;
  const q = new Int8Array(end - start);
  const inverse = 1 / scale;
  for (let i = start; i < end; i++) q[i - start] = Math.round((values[i] ?? 0) * inverse);
  return { q, scale };
}

