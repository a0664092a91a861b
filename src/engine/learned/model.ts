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
  /**
   * The veto's model (benign against attack where the rules answer CAUTION: fitted like the binary model, the rows the
   * rules flag at CAUTION counted in full), BUCKETS signed bytes times `vetoScale`; empty when the fit made none.
   */
  readonly vetoWeights: Int8Array;
  readonly vetoScale: number;
  readonly vetoBias: number;
}

/** The probability that an action with these features resembles the labelled attacks. */
export function probabilityOf(model: LearnedModel, features: Int32Array): number {
  return logistic(model.weights, BUCKETS - 1, model.scale, model.bias, features);
}

/** The veto model's probability that an action the rules flag at CAUTION is an attack (1 where the fit made no veto model). */
export function vetoProbabilityOf(model: LearnedModel, features: Int32Array): number {
  return model.vetoWeights.length === 0 ? 1 : logistic(model.vetoWeights, BUCKETS - 1, model.vetoScale, model.vetoBias, features);
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

/**
 * The softmax's weights bucket-major (a bucket's five weights side by side), made once per model from its
 * primitive-major table: one pass over the features reads each feature's five weights from one place instead of five
 * passes reading one table each. The sums are of integers, so the logits are the same to the bit.
 */
const BY_BUCKET = new WeakMap<LearnedModel, Int8Array>();
if (PRIMITIVES.length !== 5) throw new Error('primitiveLogits reads five primitives');
function byBucket(model: LearnedModel): Int8Array {
  let t = BY_BUCKET.get(model);
  if (t === undefined) {
    const w = model.primitiveWeights;
    const k = PRIMITIVES.length;
    t = new Int8Array(k * PRIMITIVE_BUCKETS);
    for (let c = 0; c < k; c++) for (let b = 0; b < PRIMITIVE_BUCKETS; b++) t[b * k + c] = w[c * PRIMITIVE_BUCKETS + b]!;
    BY_BUCKET.set(model, t);
  }
  return t;
}

/** The softmax's logits for these features (PRIMITIVES order), written into `out`. */
function primitiveLogits(model: LearnedModel, features: Int32Array, out: Float64Array): Float64Array {
  const t = byBucket(model);
  const norm = model.primitiveScale / Math.sqrt(Math.max(1, features.length));
  // five primitives (PRIMITIVES), unrolled
  let z0 = 0, z1 = 0, z2 = 0, z3 = 0, z4 = 0;
  for (let i = 0; i < features.length; i++) {
    const o = (features[i]! & (PRIMITIVE_BUCKETS - 1)) * 5;
    z0 += t[o]!;
    z1 += t[o + 1]!;
    z2 += t[o + 2]!;
    z3 += t[o + 3]!;
    z4 += t[o + 4]!;
  }
  const bias = model.primitiveBias;
  out[0] = bias[0]! + z0 * norm;
  out[1] = bias[1]! + z1 * norm;
  out[2] = bias[2]! + z2 * norm;
  out[3] = bias[3]! + z3 * norm;
  out[4] = bias[4]! + z4 * norm;
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

