/**
 * The learned second opinion: one rule per analyzer (ids in ids.ts) that runs after all the others, and only when
 * their findings leave the action SAFE. It asks a logistic model fitted on the project's labelled actions
 * (scripts/fit-second-opinion.ts; weights.ts) whether the action resembles the attacks of that data, and flags it at
 * CAUTION when the probability passes the fitted threshold, with the primitive a softmax over the same features
 * names; DANGER when it passes DANGER_AT. Where the rules flag the action at CAUTION it is asked again, and a
 * probability over CONFIRM_AT adds a DANGER finding (two strong signals meet). Where the rules flag an action, a
 * softmax confident of a primitive no rule names makes it the dominant one (effectOf). Where the rules' CAUTION is
 * made of judgments only (veto.ts) and the model reads the action and each of its sentences as benign (under VETO_AT),
 * it lowers the action to SAFE, the rules' findings kept below CAUTION (lowersCaution).
 */
import { PRIMITIVES, type ActionType, type Analyzer, type BaseContext, type Finding, type Primitive, type ThreatRule } from '../types.js';
import { forgetAfterCheck } from '../check-scope.js';
import { claimsBlanked, featuresOf, featuresView, MAX_CHARS } from './features.js';
import { SECOND_OPINION_IDS } from './ids.js';
import { argmax, dangerOf, primitiveOf, primitiveProbabilities, probabilityOf, vetoProbabilityOf, type LearnedModel } from './model.js';
import { highestWindow, judgmentsOnly, privilegedObject } from './veto.js';
import { BIAS, CONFIRM_AT, CONFIRM_LEVEL_AT, DANGER_AT, GATED_MARGIN, VETO_AT, PRIMITIVE_AT, EXAMPLES, LEVEL_BIAS, LEVEL_SCALE, LEVEL_WEIGHTS, PRIMITIVE_BIAS, PRIMITIVE_SCALE, PRIMITIVE_WEIGHTS, SCALE, THRESHOLD, THRESHOLDS, VETO_BIAS, VETO_SCALE, VETO_WEIGHTS, WEIGHTS } from './weights.js';

let MODEL: LearnedModel | null = null;

/**
 * SECOND_OPINION=false (or 0, no, off) switches the second opinion off in this process and its workers (they share the
 * environment); the server's configuration validates the value at start.
 */
const ENABLED = !/^(0|false|no|off)$/i.test(typeof process === 'undefined' ? '' : process.env.SECOND_OPINION ?? '');

const bytes = (b64: string): Int8Array => {
  const buf = Buffer.from(b64, 'base64');
  return new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength);
};

/** The operating points the model is read at (weights.ts; swapped only by the fold harness, `useModel`). */
export interface OpinionSettings {
  readonly threshold: number;
  readonly thresholds: Readonly<Record<string, number>>;
  readonly dangerAt: number;
  readonly confirmAt: number;
  readonly confirmLevelAt: number;
  readonly primitiveAt: number;
  readonly vetoAt: number;
  /** How far over its type's threshold the probability must be where the frame gate abstains (1: it never judges there). */
  readonly gatedMargin: number;
}
const FITTED: OpinionSettings = { threshold: THRESHOLD, thresholds: THRESHOLDS, dangerAt: DANGER_AT, confirmAt: CONFIRM_AT, confirmLevelAt: CONFIRM_LEVEL_AT, primitiveAt: PRIMITIVE_AT, vetoAt: VETO_AT, gatedMargin: GATED_MARGIN };
let SETTINGS: OpinionSettings = FITTED;

/**
 * Puts another model and its operating points in place of the fitted ones in this process (null: back to weights.ts).
 * Only the fit's fold harness calls it (scripts/fit-second-opinion.ts --folds: each fold's model scored by the whole
 * engine); a check never does.
 */
export function useModel(model: LearnedModel | null, settings: OpinionSettings = FITTED): void {
  MODEL = model;
  SETTINGS = model === null ? FITTED : settings;
}

/** The fitted model, decoded on first use. */
export function learnedModel(): LearnedModel {
  return (MODEL ??= {
    weights: bytes(WEIGHTS), scale: SCALE, bias: BIAS, primitiveWeights: bytes(PRIMITIVE_WEIGHTS), primitiveScale: PRIMITIVE_SCALE, primitiveBias: PRIMITIVE_BIAS,
    levelWeights: bytes(LEVEL_WEIGHTS), levelScale: LEVEL_SCALE, levelBias: LEVEL_BIAS,
    vetoWeights: bytes(VETO_WEIGHTS), vetoScale: VETO_SCALE, vetoBias: VETO_BIAS,
  });
}

/**
 * Prepares the action as a check would and hands its context to `read` (registered by the engine, which owns the
 * compiled analyzers and the per-check caches): on a prose type the tag features are the hits of the frame layer's
 * reading of that context, as in a check.
 */
type Preparer = <T>(type: string, value: string, metadata: Readonly<Record<string, unknown>> | undefined, read: (ctx: BaseContext) => T) => T;
let preparer: Preparer | null = null;
export function setPreparer(prepare: Preparer): void {
  preparer = prepare;
}

/** The features of one action as its check reads them (a copy; the fitting script and tests). */
export function featuresOfAction(type: string, value: string, metadata: Readonly<Record<string, unknown>> | undefined): Int32Array {
  if (preparer === null) return featuresOf(type, value, metadata);
  return preparer(type, value, metadata, (ctx) => featuresOf(type, value, metadata, ctx));
}

/** The model's probability for one action (features of its first 2 048 characters and its metadata). */
export function opinionOf(type: string, value: string, metadata: Readonly<Record<string, unknown>> | undefined): number {
  return probabilityOf(learnedModel(), featuresOfAction(type, value, metadata));
}

/** The frame layer's test that every act the action names is denied, asked, reported or mentioned (frames/profiles.ts). */
let actsAllDenied: ((type: ActionType, ctx: BaseContext, limit: number) => boolean) | null = null;

/** Registered by the frame layer when it loads (it is not loaded for a one-type check of a type it does not read). */
export function setActGate(gate: (type: ActionType, ctx: BaseContext, limit: number) => boolean): void {
  actsAllDenied = gate;
}

/**
 * The longest action it judges: the fit's actions are at most about 1 800 characters, and beyond this it would judge a
 * long document by its first 2 048 characters; it abstains and leaves long texts to the rules (whose windows read all
 * of them), which also keeps its cost off the long checks.
 */
export const MAX_JUDGED = 2 * MAX_CHARS;

/** The probability above which the second opinion flags an action of this type (the fit's default, or the type's own). */
export function thresholdOf(type: string): number {
  return SETTINGS.thresholds[type] ?? SETTINGS.threshold;
}

/** Score of the finding: the lowest CAUTION score. */
const SCORE = 3;
/** Score of a confident finding (over DANGER_AT, or CONFIRM_AT where the rules flag CAUTION): the lowest DANGER score. */
const DANGER_SCORE = 7;

/** The probability above which the model's own finding on an action the rules leave SAFE is DANGER (never below the type's threshold). */
export function dangerAt(type: string): number {
  return Math.max(SETTINGS.dangerAt, thresholdOf(type));
}

/**
 * The features the confirmation read of a check's context (a view of the scratch array), kept for the effect's reading
 * of the same check when it adds no finding (score.ts asks the effect right after it, with no extraction between):
 * one extraction instead of two on a CAUTION check. Forgotten when the check ends.
 */
let confirmedCtx: BaseContext | null = null;
let confirmedView: Int32Array | null = null;
forgetAfterCheck(() => {
  confirmedCtx = null;
  confirmedView = null;
});

/** The softmax's probabilities of one check (reused). */
const SOFTMAX = new Float64Array(PRIMITIVES.length);

/**
 * The primitive the softmax names for an action the rules flag, when its probability is over PRIMITIVE_AT (else null):
 * the effect as the model reads it (score.ts leadWithEffect makes it the dominant primitive where no rule names it).
 */
export function effectOf(type: ActionType, ctx: BaseContext): Primitive | null {
  if (!ENABLED || SETTINGS.primitiveAt >= 1 || ctx.raw.length > MAX_JUDGED) return null;
  const features = confirmedCtx === ctx && confirmedView !== null ? confirmedView : featuresView(type, ctx.raw, ctx.metadata, ctx);
  confirmedCtx = null;
  confirmedView = null;
  const probabilities = primitiveProbabilities(learnedModel(), features, SOFTMAX);
  const best = argmax(probabilities);
  return probabilities[best]! > SETTINGS.primitiveAt ? PRIMITIVES[best]! : null;
}

/**
 * The veto of a rule's CAUTION (score.ts lowerCaution): a detail when every finding of the rules is a judgment (veto.ts
 * STRUCTURAL_IDS), the veto model's probability is under VETO_AT on the action (its first MAX_CHARS characters and
 * metadata, as everywhere) and under it on each sentence of the action alone and with its neighbours (the whole of it,
 * up to MAX_JUDGED: benign text put before or after an attack dilutes the action's features, not its own sentence's);
 * else null. Asked only on a top-level CAUTION the confirmation left alone, so its windows cost nothing elsewhere.
 */
function lowersCaution(type: ActionType, ctx: BaseContext, ids: readonly string[]): string | null {
  const vetoAt = SETTINGS.vetoAt;
  if (!ENABLED || vetoAt <= 0 || ctx.raw.length > MAX_JUDGED || !judgmentsOnly(ids) || privilegedObject(ctx)) return null;
  const model = learnedModel();
  // claimed safeguards blanked: the rules weighed them and still flag the action
  const blanked = claimsBlanked(ctx.raw);
  const text = blanked ?? ctx.raw;
  const features = blanked !== null ? featuresView(type, blanked, ctx.metadata, undefined) : confirmedCtx === ctx && confirmedView !== null ? confirmedView : featuresView(type, ctx.raw, ctx.metadata, ctx);
  const p = vetoProbabilityOf(model, features);
  // the blanked text's features and the windows overwrite the scratch features the confirmation kept for the effect
  if (blanked !== null || p < vetoAt) {
    confirmedCtx = null;
    confirmedView = null;
  }
  if (p >= vetoAt) return null;
  const top = highestWindow(text, vetoAt, (w) => vetoProbabilityOf(model, featuresView(type, w, ctx.metadata, undefined)));
  if (top >= vetoAt) return null;
  return `probability ${p.toFixed(3)} under ${vetoAt} on the action and each of its sentences; the rules' findings kept below CAUTION`;
}

function rule<C extends BaseContext>(type: ActionType, letterId: string, examples: (typeof EXAMPLES)[string]): ThreatRule<C> {
  return {
    id: letterId,
    name: 'Resembles labelled attacks (learned second opinion)',
    primitive: 'MANIPULATION',
    score: SCORE,
    afterRules: true,
    detect: (ctx): Finding | null => {
      if (!ENABLED || ctx.raw.length > MAX_JUDGED) return null;
      const features = featuresView(type, ctx.raw, ctx.metadata, ctx);
      const model = learnedModel();
      const p = probabilityOf(model, features);
      let threshold = thresholdOf(type);
      if (p <= threshold) return null;
      // where every act is denied, asked, reported or mentioned (or a text orders none), the model must be surer by
      // GATED_MARGIN: the frame layer's reading is evidence of a mention, not proof (docs/engine.md, "The frame gate's margin")
      if (actsAllDenied !== null && actsAllDenied(type, ctx, MAX_CHARS)) {
        threshold = Math.min(1, threshold + SETTINGS.gatedMargin);
        if (p <= threshold) return null;
      }
      const danger = Math.max(dangerAt(type), threshold);
      if (p > danger) return { detail: `probability ${p.toFixed(2)} over ${danger}; the rules found nothing`, primitive: primitiveOf(model, features), score: DANGER_SCORE };
      return { detail: `probability ${p.toFixed(2)} over the threshold ${threshold}; the rules found nothing`, primitive: primitiveOf(model, features) };
    },
    // the rules flag the action at CAUTION: a model confident that it is an attack, and that its writers would call it
    // DANGER (the level model), is the second strong signal, and the action DANGER
    onCaution: (ctx): Finding | null => {
      const { confirmAt, confirmLevelAt } = SETTINGS;
      if (!ENABLED || confirmAt >= 1 || confirmLevelAt >= 1 || ctx.raw.length > MAX_JUDGED) return null;
      const features = featuresView(type, ctx.raw, ctx.metadata, ctx);
      confirmedCtx = ctx;
      confirmedView = features;
      const model = learnedModel();
      const p = probabilityOf(model, features);
      if (p <= confirmAt || dangerOf(model, features) <= confirmLevelAt) return null;
      if (actsAllDenied !== null && actsAllDenied(type, ctx, MAX_CHARS)) return null;
      return { detail: `probability ${p.toFixed(2)} over ${confirmAt} beside the rules' finding`, primitive: primitiveOf(model, features), score: DANGER_SCORE };
    },
    // the rules flag the action at CAUTION, by judgments only, and no confirmation was added: lowered when the model
    // reads the whole action and each of its sentences as benign
    lowersCaution: (ctx, ids) => lowersCaution(type, ctx, ids),
    // the rules flag the action and no confirmation was added: the effect as the softmax reads it, when confident
    effectOf: (ctx) => effectOf(type, ctx),
    examples: { flag: examples.flag, pass: examples.pass },
  };
}

/**
 * The analyzer with its second-opinion rule appended; unchanged for a type the fit gave no examples (none of its
 * attacks in the data is flagged by the model and missed by the rules: the rule would be dead weight).
 */
export function withSecondOpinion<C extends BaseContext>(type: ActionType, analyzer: Analyzer<C>): Analyzer<C> {
  const examples = EXAMPLES[type];
  if (examples === undefined) return analyzer;
  // the analyzer's own fields as they are (a spread would call getters), then the longer rule table
  const extended = Object.defineProperties({}, Object.getOwnPropertyDescriptors(analyzer)) as Analyzer<C>;
  return Object.defineProperty(extended, 'rules', { value: [...analyzer.rules, rule<C>(type, SECOND_OPINION_IDS[type], examples)], enumerable: true });
}
