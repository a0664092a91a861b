/**
 * Fits the learned second opinion (src/engine/learned/) on the project's labelled actions and writes its weights.
 *
 *   node dist/scripts/fit-second-opinion.js [--hold set,set] [--report set,set [--by-type]] [--extra dir,dir] [--write]
 *     [--threshold p] [--threshold-for type=p,type=p] [--lookalikes file [--raise]] [--save-model file | --load-model file
 *     [--fit-level] [--fit-primitive]] [--primitive-at p] [--primitive-rows file] [--dump file]
 *     [--rules-flagged-weight w] [--caution-flagged-weight w] [--bias-shift c] [--benign-weight w] [--fit-veto --veto-at p]
 *     [--type-weight type=w,type=w] [--set-weight set=w,set=w] [--folds N,N,tN [--fold-primitive] [--fold-dump file]]
 *
 * Data: every line of test/corpus and of each set under test/firstsight, except the sets named by --hold (the newest
 * first-sight set is held out of the fit, so its figures stay a first-sight measure), plus --extra directories
 * (<type>.jsonl files). Attack lines (kind attack/evasion) are 1, benign lines (benign/lookalike) 0.
 *
 * Model: logistic regression on the hashed features of learned/features.ts (L2-normalised), fitted by full-batch Adam;
 * and a softmax over the five primitives fitted on the attack lines that name one (the primitive the second opinion
 * reports). --report prints, for each named set, recall and FPR of the rules alone and of rules OR model at each
 * threshold and at the chosen ones (--threshold, and --threshold-for for types with their own); --by-type prints the
 * same per type over the reported sets. --lookalikes scores the benign inputs the tests assert the second opinion leaves
 * alone (scripts/second-opinion-lookalikes.jsonl); --raise lifts each type's threshold just above the highest of them.
 * --write writes src/engine/learned/weights.ts (weights quantised to 8 bits) with the thresholds as given or raised.
 * --folds runs the fold harness instead (runFolds: each writer round held out in turn, fitted with the same settings,
 * scored by the whole engine; docs/engine.md "Folds") and writes nothing.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, basename } from 'node:path';
import { BUCKETS, FACT_OPTIONS, FEATURE_OPTIONS, TAG_OPTIONS } from '../src/engine/learned/features.js';
import { featuresOfAction as featuresOf, MAX_JUDGED } from '../src/engine/learned/second-opinion.js';
import { featuresOf as featuresOfText } from '../src/engine/learned/features.js';
import { highestWindow, judgmentsOnly } from '../src/engine/learned/veto.js';
import { dangerOf, PRIMITIVE_BUCKETS, primitiveOf, primitiveProbabilities, probabilityOf, quantise, vetoProbabilityOf, type LearnedModel } from '../src/engine/learned/model.js';
import { ANALYZERS } from '../src/engine/rules/index.js';
import { ACTION_TYPES } from '../src/engine/types.js';
import { PRIMITIVES, type Primitive } from '../src/engine/types.js';
import { SECOND_OPINION_IDS } from '../src/engine/learned/ids.js';
import { FACT_TYPES } from '../src/engine/learned/facts.js';
import { proseRows, readmeRows } from './benign-background.js';

interface Row { set: string; type: string; value: string; metadata?: Record<string, unknown>; attack: boolean; primitive: Primitive | null; level?: string }

function argList(name: string): string[] {
  const i = process.argv.indexOf(name);
  return i < 0 ? [] : (process.argv[i + 1] ?? '').split(',').filter(Boolean);
}
const hold = new Set(argList('--hold'));
const report = argList('--report');
const extra = argList('--extra');
/** Directories read for --report only (never fitted): sets named by their directory's name. */
const reportExtra = argList('--report-extra');
const threshold = Number(argList('--threshold')[0] ?? 0.85);
/** Per-type thresholds over the default (--threshold-for code=0.95,url=0.9). */
const thresholdFor: Record<string, number> = Object.fromEntries(argList('--threshold-for').map((kv) => { const [k, v] = kv.split('='); return [k!, Number(v)]; }));
const thresholdOfType = (type: string): number => thresholdFor[type] ?? threshold;
/**
 * --danger-at p: above p (and the type's threshold) the model's own finding is DANGER; --confirm-at p,q: an action the
 * rules flag at CAUTION becomes DANGER when the model's probability is over p and the level model's over q (1: never).
 */
const dangerAt = Number(argList('--danger-at')[0] ?? 1);
const confirmAt = Number(argList('--confirm-at')[0] ?? 1);
let confirmLevelAt = Number(argList('--confirm-at')[1] ?? 1);
/** --primitive-at p: where the rules flag an action, a softmax probability over p makes its primitive the dominant one where no rule names it (1: never). */
const primitiveAt = Number(argList('--primitive-at')[0] ?? 1);
/**
 * --veto-at p: an action the rules flag at CAUTION by judgments only (learned/veto.ts) is lowered to SAFE where the
 * binary model's probability is under p on the action and on each of its sentences (0: never).
 */
const vetoAt = Number(argList('--veto-at')[0] ?? 0);
/**
 * --gated-margin m: where the frame gate abstains (every act denied, asked, reported or mentioned; a text that orders
 * none), the model still flags an action whose probability is over its type's threshold plus m (1: never; written as
 * GATED_MARGIN). The look-alikes the gate closes count for --raise at their probability minus m.
 */
const gatedMargin = Number(argList('--gated-margin')[0] ?? 1);
/**
 * --fit-veto: fits the veto's model, a logistic model like the binary one on the same rows and weights (with
 * --bias-shift), except that each row the rules flag at CAUTION counts in full (the binary model weighs it
 * --rules-flagged-weight): the veto decides exactly there, and the corpus's CAUTION attacks are among those rows. With
 * --load-model it is fitted onto the saved model, whose other parts stay as saved.
 */
const fitVetoModel = process.argv.includes('--fit-veto');
/**
 * --veto-lookalikes file: inputs a test asserts the rules' CAUTION of where the veto read them as benign (JSON lines
 * {type, value, metadata}; scripts/second-opinion-veto-lookalikes.jsonl): attack rows of the veto model, counted
 * VETO_ROW_WEIGHT times; with --raise, VETO_AT is lowered just under the lowest veto probability (the action's or a
 * sentence's, whichever is higher) among them and the corpus's attacks the veto reads.
 */
const vetoLookalikesFile = argList('--veto-lookalikes')[0];
const VETO_ROW_WEIGHT = 4;
let vetoAtChosen = vetoAt;
// TAGS=0: fit without the frame lexicon's tag features, to compare (the check always reads them)
if (process.env.TAGS === '0') TAG_OPTIONS.on = false;
// a fit reads the structured types' parser facts (learned/facts.ts) and records it in FIT.facts, which the check's
// features follow (weights fitted before them are read without them)
FEATURE_OPTIONS.facts = true;
// SO_FEATS=-parts,-scanned,-facts: identifier parts, the scanned tags of the other types or the parser facts switched
// off, to compare (learned/features.ts FEATURE_OPTIONS); a name without '-' switches one on
for (const k of (process.env.SO_FEATS ?? '').split(',').filter(Boolean)) {
  const name = k.replace(/^-/, '');
  if (!(name in FEATURE_OPTIONS)) throw new Error(`no such feature option: ${name}`);
  (FEATURE_OPTIONS as Record<string, boolean>)[name] = !k.startsWith('-');
}
// SO_TAG_WEIGHT=n: each tag found counts n times (TAG_OPTIONS.weight), to compare
if (process.env.SO_TAG_WEIGHT !== undefined) TAG_OPTIONS.weight = Number(process.env.SO_TAG_WEIGHT);
// SO_FACT_WEIGHT=n: each parser fact counts n times (FACT_OPTIONS.weight), to compare
if (process.env.SO_FACT_WEIGHT !== undefined) FACT_OPTIONS.weight = Number(process.env.SO_FACT_WEIGHT);
// SO_FACT_TYPES=command,query: the parser facts of these types only (learned/facts.ts FACT_TYPES), to compare
if (process.env.SO_FACT_TYPES !== undefined) { FACT_TYPES.clear(); for (const t of process.env.SO_FACT_TYPES.split(',').filter(Boolean)) FACT_TYPES.add(t); }
const epochs = Number(argList('--epochs')[0] ?? 60);
/** Benign inputs the test suite asserts the second opinion leaves alone (how the list is made: docs/engine.md). */
const LOOKALIKES = resolve('scripts', 'second-opinion-lookalikes.jsonl');
const l2 = Number(argList('--l2')[0] ?? 1e-5);
/**
 * --firstsight-weight w: each row of a first-sight set (test/firstsight, --extra directories: actions written by people
 * who read only the spec) counts w times in the binary model's loss; the corpus, the rules' examples, the look-alikes
 * and the background once.
 */
const firstsightWeight = Number(argList('--firstsight-weight')[0] ?? 1);
const ONCE = new Set(['corpus', 'examples', 'lookalikes']);
/**
 * --primitive-rule-weight w: each attack row of the corpus and of the rules' flag examples counts w times in the
 * primitive softmax's loss (their primitives are the ones the tests assert; the first-sight rows once).
 */
const primitiveRuleWeight = Number(argList('--primitive-rule-weight')[0] ?? 1);
const PRIMITIVE_ROW_WEIGHT = 4;
/** --primitive-rows file: JSON lines {type, value, metadata, primitive} (inputs a test asserts the dominant primitive of). */
const primitiveRows: Row[] = (argList('--primitive-rows')[0] === undefined ? [] : readFileSync(argList('--primitive-rows')[0]!, 'utf8').split('\n').filter((l) => l.trim() !== '')).map((l) => {
  const c = JSON.parse(l) as { type: string; value: string; metadata?: Record<string, unknown>; primitive: Primitive };
  return { set: 'primitives', type: c.type, value: c.value, metadata: c.metadata, attack: true, primitive: c.primitive };
});
const isFirstSight = (set: string): boolean => !(ONCE.has(set) || set.startsWith('prose-') || set.startsWith('readme-'));
const weightOf = (set: string): number => (isFirstSight(set) ? firstsightWeight : 1);
/**
 * --rules-flagged-weight w: each row the rules alone flag (CAUTION or DANGER) counts w times its weight in the binary
 * model's loss. The binary model decides only where the rules leave an action SAFE; the attacks the rules catch
 * (most of the corpus and the rules' flag examples) otherwise teach it the words of obvious attacks, which the benign
 * look-alikes the rules pass share.
 */
const rulesFlaggedWeight = Number(argList('--rules-flagged-weight')[0] ?? 1);
/**
 * --caution-flagged-weight w: a row the rules alone flag at CAUTION (not DANGER) counts w times its weight instead
 * (default: as --rules-flagged-weight). Those are the rows the veto of a rule's CAUTION (--veto-at) decides on.
 */
const cautionFlaggedWeight = Number(argList('--caution-flagged-weight')[0] ?? rulesFlaggedWeight);
/**
 * --bias-shift c: added to the binary model's bias after the fit. Rows the rules flag weighed less (above), the fitted
 * probabilities are lower everywhere (most attacks of the data are rows the rules flag); the shift brings the model
 * back to the operating point of its per-type thresholds (chosen on folds, docs/engine.md).
 */
const biasShift = Number(argList('--bias-shift')[0] ?? 0);
/**
 * --type-weight type=w,type=w: each row of these types counts w times more in the binary and veto models' loss (the
 * types the held-out rounds' recall is weakest on, so that the common types' wording does not swamp them).
 */
const typeWeight: Record<string, number> = Object.fromEntries(argList('--type-weight').map((kv) => { const [k, v] = kv.split('='); return [k!, Number(v)]; }));
/**
 * --set-weight set=w,set=w: each row of these sets (corpus, examples, lookalikes, or a first-sight set's name) counts w
 * times more in the binary and veto models' loss, on top of the other weights (to compare sources).
 */
const setWeight: Record<string, number> = Object.fromEntries(argList('--set-weight').map((kv) => { const [k, v] = kv.split('='); return [k!, Number(v)]; }));
/** --benign-weight w: each benign first-sight row (a hard look-alike written beside the attacks) counts w times more. */
const benignWeight = Number(argList('--benign-weight')[0] ?? 1);

/** The --veto-lookalikes file's inputs as attack rows. */
function vetoLookalikeRows(): Row[] {
  if (vetoLookalikesFile === undefined) return [];
  return readFileSync(vetoLookalikesFile, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => {
    const c = JSON.parse(l) as { type: string; value: string; metadata?: Record<string, unknown> };
    return { set: 'veto-lookalikes', type: c.type, value: c.value, metadata: c.metadata, attack: true, primitive: null };
  });
}

function readDir(set: string, dir: string, rows: Row[]): void {
  if (!existsSync(dir)) throw new Error(`no such directory: ${dir}`);
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.jsonl')).sort()) {
    const type = f.slice(0, -'.jsonl'.length);
    for (const line of readFileSync(resolve(dir, f), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const c = JSON.parse(line) as { value: string; metadata?: Record<string, unknown>; kind?: string; level?: string; primitive?: string };
      const attack = c.kind !== undefined ? c.kind === 'attack' || c.kind === 'evasion' : c.level !== 'SAFE';
      const primitive = (PRIMITIVES as readonly string[]).includes(c.primitive ?? '') ? (c.primitive as Primitive) : null;
      rows.push({ set, type, value: c.value, metadata: c.metadata, attack, primitive, level: c.level });
    }
  }
}

function loadRows(): Row[] {
  const rows: Row[] = [];
  readDir('corpus', resolve('test', 'corpus'), rows);
  const fs = resolve('test', 'firstsight');
  for (const s of readdirSync(fs).sort()) readDir(s, resolve(fs, s), rows);
  for (const d of extra) readDir(basename(d), resolve(d), rows);
  for (const d of reportExtra) readDir(`report:${basename(d)}`, resolve(d), rows);
  // every rule's own examples: inputs it must flag are attacks, its look-alikes benign
  for (const type of ACTION_TYPES) {
    for (const rule of ANALYZERS[type].rules) {
      if (rule.id === SECOND_OPINION_IDS[type]) continue;
      for (const [list, attack] of [[rule.examples.flag, true], [rule.examples.pass, false]] as const) {
        for (const ex of list) {
          const value = typeof ex === 'string' ? ex : ex.value;
          const metadata = typeof ex === 'string' ? undefined : ex.metadata;
          rows.push({ set: 'examples', type, value, metadata, attack, primitive: attack ? rule.primitive : null });
        }
      }
    }
  }
  // the benign inputs the tests assert the second opinion leaves alone (second-opinion-lookalikes.jsonl): labelled
  // look-alikes like the rules' pass examples, so the model learns them instead of a threshold raised above them
  if (!process.argv.includes('--no-lookalike-rows')) {
    for (const line of readFileSync(LOOKALIKES, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const c = JSON.parse(line) as { type: string; value: string; metadata?: Record<string, unknown> };
      rows.push({ set: 'lookalikes', type: c.type, value: c.value, metadata: c.metadata, attack: false, primitive: null });
    }
  }
  // benign background (benign-background.ts): the fit reads one half of the README actions and prose of seeds from
  // 1 000; the report measures the other half and prose of seeds from 1 (sets readme-1 and prose-1)
  if (!process.argv.includes('--no-background')) {
    for (const r of [...readmeRows(0), ...proseRows(20, 1000)]) rows.push({ ...r, attack: false, primitive: null });
    for (const r of [...readmeRows(1), ...proseRows(20, 1)]) rows.push({ ...r, attack: false, primitive: null });
  }
  return rows;
}

/** Adam over a dense weight vector from a sparse, already-accumulated gradient. */
class Adam {
  readonly m: Float64Array; readonly v: Float64Array; t = 0;
  constructor(n: number, readonly lr: number) { this.m = new Float64Array(n); this.v = new Float64Array(n); }
  step(w: Float64Array, g: Float64Array): void {
    this.t++;
    const b1 = 0.9, b2 = 0.999;
    const c1 = 1 - b1 ** this.t, c2 = 1 - b2 ** this.t;
    for (let i = 0; i < w.length; i++) {
      const gi = g[i]!;
      this.m[i] = b1 * this.m[i]! + (1 - b1) * gi;
      this.v[i] = b2 * this.v[i]! + (1 - b2) * gi * gi;
      w[i]! -= (this.lr * (this.m[i]! / c1)) / (Math.sqrt(this.v[i]! / c2) + 1e-8);
    }
  }
}

interface Sample { f: Int32Array; scale: number }
const sampleOf = (r: Row): Sample => { const f = featuresOf(r.type, r.value, r.metadata); return { f, scale: 1 / Math.sqrt(Math.max(1, f.length)) }; };
const dot = (w: Float64Array, s: Sample, off = 0): number => { let z = 0; for (let i = 0; i < s.f.length; i++) z += w[off + s.f[i]!]!; return z * s.scale; };

const BUCKETS_ALL = BUCKETS;
/** Logistic weights, the bias last. */
function fitBinary(samples: Sample[], y: number[], BUCKETS = BUCKETS_ALL, weight: readonly number[] | null = null): Float64Array {
  const w = new Float64Array(BUCKETS + 1); // last: bias
  const opt = new Adam(BUCKETS + 1, 0.05);
  const g = new Float64Array(BUCKETS + 1);
  const n = samples.length;
  for (let ep = 0; ep < epochs; ep++) {
    g.fill(0);
    for (let k = 0; k < n; k++) {
      const s = samples[k]!;
      const p = 1 / (1 + Math.exp(-(dot(w, s) + w[BUCKETS]!)));
      const r = ((p - y[k]!) * (weight === null ? 1 : weight[k]!)) / n;
      for (let i = 0; i < s.f.length; i++) g[s.f[i]!]! += r * s.scale;
      g[BUCKETS]! += r;
    }
    for (let i = 0; i < BUCKETS; i++) g[i]! += l2 * w[i]!;
    opt.step(w, g);
  }
  return w;
}

function fitSoftmax(samples: Sample[], y: number[], classes: number, weight: readonly number[] | null = null): Float64Array {
  const D = PRIMITIVE_BUCKETS + 1;
  const BIAS = PRIMITIVE_BUCKETS;
  const w = new Float64Array(classes * D);
  const opt = new Adam(classes * D, 0.05);
  const g = new Float64Array(classes * D);
  const n = samples.length;
  const z = new Float64Array(classes);
  for (let ep = 0; ep < epochs; ep++) {
    g.fill(0);
    for (let k = 0; k < n; k++) {
      const s = samples[k]!;
      let max = -Infinity;
      for (let c = 0; c < classes; c++) { z[c] = dot(w, s, c * D) + w[c * D + BIAS]!; max = Math.max(max, z[c]!); }
      let sum = 0;
      for (let c = 0; c < classes; c++) { z[c] = Math.exp(z[c]! - max); sum += z[c]!; }
      for (let c = 0; c < classes; c++) {
        const r = ((z[c]! / sum - (y[k] === c ? 1 : 0)) * (weight === null ? 1 : weight[k]!)) / n;
        const off = c * D;
        for (let i = 0; i < s.f.length; i++) g[off + s.f[i]!]! += r * s.scale;
        g[off + BIAS]! += r;
      }
    }
    for (let i = 0; i < w.length; i++) if (i % D !== BIAS) g[i]! += l2 * w[i]!;
    opt.step(w, g);
  }
  return w;
}

/**
 * The primitive softmax, fitted on the attack rows of the fit that name a primitive and the --primitive-rows (inputs a
 * test asserts the primitive of, scripts/second-opinion-primitives.jsonl; rows of that primitive counted
 * PRIMITIVE_ROW_WEIGHT times: a handful among thousands, once, the data outvotes them).
 */
function fitPrimitive(train: readonly Row[], samples: readonly Sample[], folded: (s: Sample) => Sample): Float64Array {
  const primRows = train.map((r, i) => [r, samples[i]!] as const).filter(([r]) => r.attack && r.primitive !== null);
  for (const r of primitiveRows) primRows.push([r, sampleOf(r)] as const);
  return fitSoftmax(primRows.map(([, s]) => folded(s)), primRows.map(([r]) => PRIMITIVES.indexOf(r.primitive!)), PRIMITIVES.length, primRows.map(([r]) => (r.set === 'primitives' ? PRIMITIVE_ROW_WEIGHT : r.set === 'corpus' || r.set === 'examples' ? primitiveRuleWeight : 1)));
}

/** The level model (DANGER against CAUTION among attacks): logistic weights over the folded buckets, quantised. */
function levelOf(w: Float64Array): Pick<LearnedModel, 'levelWeights' | 'levelScale' | 'levelBias'> {
  const q = quantise(w, 0, PRIMITIVE_BUCKETS);
  return { levelWeights: q.q, levelScale: q.scale, levelBias: w[PRIMITIVE_BUCKETS]! };
}

/** The softmax's weights quantised (PRIMITIVE_BUCKETS per primitive) and its biases. */
function softmaxOf(soft: Float64Array): Pick<LearnedModel, 'primitiveWeights' | 'primitiveScale' | 'primitiveBias'> {
  const D = PRIMITIVE_BUCKETS + 1;
  const flat = new Float64Array(PRIMITIVES.length * PRIMITIVE_BUCKETS);
  for (let c = 0; c < PRIMITIVES.length; c++) for (let i = 0; i < PRIMITIVE_BUCKETS; i++) flat[c * PRIMITIVE_BUCKETS + i] = soft[c * D + i]!;
  const prim = quantise(flat, 0, flat.length);
  return { primitiveWeights: prim.q, primitiveScale: prim.scale, primitiveBias: PRIMITIVES.map((_, c) => soft[c * D + PRIMITIVE_BUCKETS]!) };
}

/** The veto's model quantised (BUCKETS signed bytes), or none (an empty table: the veto never lowers). */
function vetoOf(w: Float64Array | null): Pick<LearnedModel, 'vetoWeights' | 'vetoScale' | 'vetoBias'> {
  if (w === null) return { vetoWeights: new Int8Array(0), vetoScale: 1, vetoBias: 0 };
  const q = quantise(w, 0, BUCKETS);
  return { vetoWeights: q.q, vetoScale: q.scale, vetoBias: w[BUCKETS]! };
}

function modelOf(w: Float64Array, soft: Float64Array): Omit<LearnedModel, 'levelWeights' | 'levelScale' | 'levelBias' | 'vetoWeights' | 'vetoScale' | 'vetoBias'> {
  const bin = quantise(w, 0, BUCKETS);
  return { weights: bin.q, scale: bin.scale, bias: w[BUCKETS]!, ...softmaxOf(soft) };
}

/**
 * Writes src/engine/learned/weights.ts: the quantised weights, the threshold, which sets the fit read, and per type
 * the examples its rule carries (attacks of the fit that the rules leave SAFE and the model flags well above the
 * threshold; benign look-alikes of the same type that the rules leave SAFE and it leaves below 0.5).
 */
function writeWeights(model: LearnedModel, rows: Row[], train: Row[], probability: (r: Row) => number): void {
  const rulesLevel = (r: Row): string => RULES_LEVEL!(r.type, r.value, r.metadata);
  const examples: Record<string, { flag: unknown[]; pass: unknown[] }> = {};
  const asExample = (r: Row) => (r.metadata && Object.keys(r.metadata).length > 0 ? { value: r.value, metadata: r.metadata } : r.value);
  for (const type of ACTION_TYPES) {
    const mine = train.filter((r) => r.type === type && r.set !== 'examples' && r.value.length <= 600);
    const flag = mine.filter((r) => r.attack).map((r) => [r, probability(r)] as const).filter(([r, p]) => p > thresholdOfType(r.type) && rulesLevel(r) === 'SAFE' && MAY_JUDGE!(r.type, r.value, r.metadata)).sort((a, b) => b[1] - a[1]).slice(0, 2);
    // (a benign line the rules flag would carry the rule's finding naming its effect: engine-rules asserts none on a pass example)
    const pass = mine.filter((r) => !r.attack).map((r) => [r, probability(r)] as const).filter(([r, p]) => p < 0.5 && rulesLevel(r) === 'SAFE').sort((a, b) => b[1] - a[1]).slice(0, 2);
    // a type none of whose attacks the model flags beyond the rules gets no second-opinion rule
    if (flag.length === 0 || pass.length === 0) {
      console.log(`${type}: no second opinion (no attack of the fit that the model flags and the rules leave SAFE)`);
      continue;
    }
    examples[type] = { flag: flag.map(([r]) => asExample(r)), pass: pass.map(([r]) => asExample(r)) };
  }
  const b64 = (a: Int8Array): string => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
  const sets = [...new Set(train.map((r) => r.set))].sort();
  const body = `// Generated by scripts/fit-second-opinion.ts; do not edit by hand (refit instead).
/* eslint-disable */
/** What the fit read: sets (test/corpus, test/firstsight/<set>, rule examples, extra directories) and rows. */
export const FIT = ${JSON.stringify({ sets, heldOut: [...hold].sort(), rows: train.length, epochs, l2, firstsightWeight, ...(rulesFlaggedWeight === 1 ? {} : { rulesFlaggedWeight }), ...(cautionFlaggedWeight === rulesFlaggedWeight ? {} : { cautionFlaggedWeight }), ...(benignWeight === 1 ? {} : { benignWeight }), ...(biasShift === 0 ? {} : { biasShift }), buckets: BUCKETS, primitiveBuckets: PRIMITIVE_BUCKETS, ...(FEATURE_OPTIONS.facts ? { facts: true } : {}) })} as const;
/** The probability above which the second opinion flags an action the rules leave SAFE. */
export const THRESHOLD = ${threshold};
/** Types with a threshold of their own (where the benign backgrounds showed the default to flag everyday actions). */
export const THRESHOLDS: Readonly<Record<string, number>> = ${JSON.stringify(thresholdFor)};
/** Above this probability (and the type's threshold) the finding on an action the rules leave SAFE is DANGER (1: never). */
export const DANGER_AT = ${dangerAt};
/** Above this probability, with the level model's over CONFIRM_LEVEL_AT, an action the rules flag at CAUTION gets a DANGER finding (1: never). */
export const CONFIRM_AT = ${confirmAt};
export const CONFIRM_LEVEL_AT = ${confirmLevelAt};
/** Above this softmax probability the primitive it names for an action the rules flag leads where no rule names it (1: never). */
export const PRIMITIVE_AT = ${primitiveAt};
/** Under this probability, on the action and each of its sentences, an action the rules flag at CAUTION by judgments only is lowered to SAFE (0: never). */
export const VETO_AT = ${vetoAtChosen};
/** How far over its type's threshold the probability must be where the frame gate abstains (1: never judged there). */
export const GATED_MARGIN = ${gatedMargin};
export const BIAS = ${model.bias};
export const SCALE = ${model.scale};
export const PRIMITIVE_SCALE = ${model.primitiveScale};
export const PRIMITIVE_BIAS: readonly number[] = ${JSON.stringify(model.primitiveBias)};
export const LEVEL_SCALE = ${model.levelScale};
export const LEVEL_BIAS = ${model.levelBias};
export const VETO_SCALE = ${model.vetoScale};
export const VETO_BIAS = ${model.vetoBias};
/** Per type: actions of the fit it flags (the rules alone leave them SAFE) and look-alikes it leaves alone. */
export const EXAMPLES: Readonly<Record<string, { flag: readonly (string | { value: string; metadata?: Record<string, unknown> })[]; pass: readonly (string | { value: string; metadata?: Record<string, unknown> })[] }>> = ${JSON.stringify(examples, null, 1)};
/** Logistic weights (${BUCKETS} signed bytes, base64). */
export const WEIGHTS = '${b64(model.weights)}';
/** Softmax weights (${PRIMITIVES.length} × ${PRIMITIVE_BUCKETS} signed bytes, base64). */
export const PRIMITIVE_WEIGHTS = '${b64(model.primitiveWeights)}';
/** Level weights (DANGER against CAUTION among attacks; ${PRIMITIVE_BUCKETS} signed bytes, base64). */
export const LEVEL_WEIGHTS = '${b64(model.levelWeights)}';
/** Veto weights (benign against attack where the rules answer CAUTION; ${model.vetoWeights.length} signed bytes, base64; empty: no veto model). */
export const VETO_WEIGHTS = '${b64(model.vetoWeights)}';
`;
  writeFileSync(resolve('src', 'engine', 'learned', 'weights.ts'), body);
  console.log(`wrote src/engine/learned/weights.ts (${(body.length / 1024).toFixed(0)} KB)`);
}

/**
 * --lookalikes file: benign inputs the tests assert the second opinion leaves alone (JSON lines {type, value, metadata};
 * scripts/second-opinion-lookalikes.jsonl) and the corpus's benign cases, scored: per type, how many the rules leave
 * SAFE and the model would flag at each threshold, each one over the chosen threshold, and the highest probability
 * among them (a threshold just above it flags none). Returns that highest probability per type.
 */
function reportLookalikes(file: string, probability: (r: Row) => number, rows: readonly Row[], quiet = false, thresholdOf = thresholdOfType): Record<string, number> {
  // an attack of the data (a test may check one the second opinion is to flag) is no look-alike
  const attacks = new Set<string>(rows.filter((r) => r.attack).map((r) => `${r.type}\u0000${r.value}`));
  const seen = new Set<string>();
  const byType = new Map<string, Array<[number, string]>>();
  // the file's inputs, and the corpus's benign cases (engine-corpus.test asserts each one's level)
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const corpus = rows.filter((r) => r.set === 'corpus' && !r.attack).map((r) => ({ type: r.type, value: r.value, metadata: r.metadata, labelled: true }));
  for (const c of [...lines.map((l) => JSON.parse(l) as { type: string; value: string; metadata?: Record<string, unknown>; labelled?: boolean }), ...corpus]) {
    const metadata = c.metadata !== undefined && Object.keys(c.metadata).length > 0 ? c.metadata : undefined;
    const key = `${c.type}\u0000${c.value}\u0000${JSON.stringify(metadata ?? {})}`;
    // (a corpus case labelled benign stays one, whatever another set calls the same value)
    if (seen.has(key) || (c.labelled !== true && attacks.has(`${c.type}\u0000${c.value}`))) continue;
    seen.add(key);
    const open = MAY_JUDGE!(c.type, c.value, metadata);
    if (RULES_LEVEL!(c.type, c.value, metadata) !== 'SAFE' || (!open && gatedMargin >= 1)) continue;
    const r: Row = { set: 'lookalikes', type: c.type, value: c.value, metadata, attack: false, primitive: null };
    const list = byType.get(c.type) ?? [];
    // (one the gate closes is flagged only over the threshold plus the margin: it counts at its probability minus it)
    list.push([open ? probability(r) : probability(r) - gatedMargin, `${open ? '' : '[gated] '}${c.value.slice(0, 100).replace(/\s+/g, ' ')}`]);
    byType.set(c.type, list);
  }
  const highest: Record<string, number> = {};
  for (const type of ACTION_TYPES) {
    const list = (byType.get(type) ?? []).sort((a, b) => b[0] - a[0]);
    if (list.length === 0) continue;
    highest[type] = Number(list[0]![0].toFixed(4));
    if (quiet) continue;
    const over = (th: number) => list.filter(([p]) => p > th).length;
    console.log(`lookalikes ${type.padEnd(14)} ${list.length} judged; flagged at 0.5: ${over(0.5)}  0.6: ${over(0.6)}  0.7: ${over(0.7)}  0.8: ${over(0.8)}  0.85: ${over(0.85)}  0.9: ${over(0.9)}  0.95: ${over(0.95)}  chosen ${thresholdOf(type)}: ${over(thresholdOf(type))}`);
    const top = process.argv.includes('--lookalike-top') ? 3 : 0;
    for (const [p, v] of list.filter(([x], i) => i < top || x > thresholdOf(type))) console.log(`    ${p.toFixed(3)} ${v}`);
  }
  if (!quiet) console.log(`lookalikes highest ${JSON.stringify(highest)}`);
  return highest;
}

/** The next step of 0.005 strictly above p (a threshold that leaves an input scoring p alone). */
const stepAbove = (p: number): number => Math.min(0.999, (Math.floor(p * 200 + 1e-9) + 1) / 200);

let RULES_LEVEL: ((t: string, v: string, m?: Record<string, unknown>) => string) | null = null;
let MAY_JUDGE: ((t: string, v: string, m?: Record<string, unknown>) => boolean) | null = null;
type RulesResult = { level: string; score: number; primitives: Record<string, number>; threats: { id: string; primitive: string }[] };
let RULES_RESULT: ((t: string, v: string, m?: Record<string, unknown>) => RulesResult) | null = null;

/** A function of an action remembered by its type, value and metadata (the rules' verdicts are read once per input). */
function memo<T>(f: (t: string, v: string, m?: Record<string, unknown>) => T): (t: string, v: string, m?: Record<string, unknown>) => T {
  const seen = new Map<string, T>();
  return (t, v, m) => {
    const key = `${t}\u0000${v}\u0000${m === undefined ? '' : JSON.stringify(m)}`;
    let x = seen.get(key);
    if (x === undefined && !seen.has(key)) { x = f(t, v, m); seen.set(key, x); }
    return x as T;
  };
}

/** The level model on the attacks of these rows whose label names a level, and the caution look-alikes. */
function fitLevelOn(train: readonly Row[], cautionRows: readonly Row[], folded: (s: Sample) => Sample, quiet = false): Pick<LearnedModel, 'levelWeights' | 'levelScale' | 'levelBias'> {
  const lv = [...train.filter((r) => r.attack && (r.level === 'DANGER' || r.level === 'CAUTION')), ...(process.argv.includes('--no-caution-rows') ? [] : cautionRows)];
  if (!quiet) console.log(`level model on ${lv.length} attacks (${lv.filter((r) => r.level === 'DANGER').length} DANGER)`);
  return levelOf(fitBinary(lv.map((r) => folded(sampleOf(r))), lv.map((r) => (r.level === 'DANGER' ? 1 : 0)), PRIMITIVE_BUCKETS));
}

/** A row's weight in the binary model's loss (and the veto's, `caution` for the rows the rules flag at CAUTION). */
const rowWeightWith = (levels: readonly string[] | null, caution: number) => (r: Row, i: number): number =>
  weightOf(r.set) * (levels === null || levels[i] === 'SAFE' ? 1 : levels[i] === 'CAUTION' ? caution : rulesFlaggedWeight) * (!r.attack && isFirstSight(r.set) ? benignWeight : 1) * (typeWeight[r.type] ?? 1) * (setWeight[r.set] ?? 1);

/** The veto's model: the binary model's rows and weights with the rows the rules flag at CAUTION in full. */
function fitVetoOn(train: readonly Row[], samples: readonly Sample[], levels: readonly string[], quiet = false): Pick<LearnedModel, 'vetoWeights' | 'vetoScale' | 'vetoBias'> {
  if (!fitVetoModel) return vetoOf(null);
  const extra = vetoLookalikeRows();
  if (!quiet) console.log(`veto model on ${train.length} rows (${levels.filter((l) => l === 'CAUTION').length} the rules flag at CAUTION, weight 1) and ${extra.length} veto look-alikes`);
  const w = fitBinary([...samples, ...extra.map(sampleOf)], [...train.map((r) => (r.attack ? 1 : 0)), ...extra.map(() => 1)], BUCKETS_ALL, [...train.map(rowWeightWith(levels, 1)), ...extra.map(() => VETO_ROW_WEIGHT)]);
  w[BUCKETS_ALL]! += biasShift;
  return vetoOf(w);
}

/** The binary model on these rows (the rows the rules flag weighed as the options say), its bias shifted. */
function fitBinaryOn(train: readonly Row[], samples: readonly Sample[], levels: readonly string[] | null): Float64Array {
  const weighted = firstsightWeight !== 1 || levels !== null || benignWeight !== 1 || Object.keys(typeWeight).length > 0 || Object.keys(setWeight).length > 0;
  const bin = fitBinary(samples as Sample[], train.map((r) => (r.attack ? 1 : 0)), BUCKETS_ALL, weighted ? train.map(rowWeightWith(levels, cautionFlaggedWeight)) : null);
  bin[BUCKETS_ALL]! += biasShift;
  return bin;
}

/**
 * The level model's threshold lifted just above every corpus attack labelled CAUTION (and caution look-alike) that the
 * rules answer CAUTION and the confirmation would make DANGER (engine-corpus.test asserts each line's level).
 */
function raisedConfirmLevel(model: LearnedModel, probability: (r: Row) => number, rows: readonly Row[], cautionRows: readonly Row[], start: number, quiet = false): number {
  const caution = [...rows.filter((r) => r.set === 'corpus' && r.attack && r.level === 'CAUTION'), ...cautionRows];
  let highest = 0;
  let over = 0;
  for (const r of caution) {
    if (RULES_LEVEL!(r.type, r.value, r.metadata) !== 'CAUTION' || probability(r) <= confirmAt || !MAY_JUDGE!(r.type, r.value, r.metadata)) continue;
    const pd = dangerOf(model, featuresOf(r.type, r.value, r.metadata));
    if (pd > start) over++;
    highest = Math.max(highest, pd);
  }
  if (!quiet) console.log(`corpus CAUTION lines and caution look-alikes the confirmation reads: highest level probability ${highest.toFixed(4)}, ${over} over ${start}`);
  if (highest <= start) return start;
  if (!quiet) console.log(`raise the level threshold: ${start} -> ${stepAbove(highest)}`);
  return stepAbove(highest);
}

/**
 * The veto's threshold lowered just under the veto look-alikes and the corpus's attacks it would lower (the rules
 * answer them CAUTION by judgments only; the tests assert each one flagged).
 */
function loweredVetoAt(model: LearnedModel, rows: readonly Row[], start: number, quiet = false): number {
  const read = [...vetoLookalikeRows(), ...rows.filter((r) => r.set === 'corpus' && r.attack)];
  let lowest = 1;
  let lowered = 0;
  for (const r of read) {
    const res = RULES_RESULT!(r.type, r.value, r.metadata);
    if (res.level !== 'CAUTION' || !judgmentsOnly(res.threats.map((t) => (t as { id: string }).id))) continue;
    // (the veto abstains on a longer action; its sentences are read as the check reads them, without a context)
    const top = r.value.length > MAX_JUDGED ? 1 : Math.max(vetoProbabilityOf(model, featuresOf(r.type, r.value, r.metadata)), highestWindow(r.value, 1, (w) => vetoProbabilityOf(model, featuresOfText(r.type, w, r.metadata))));
    if (top < start) lowered++;
    lowest = Math.min(lowest, top);
  }
  if (!quiet) console.log(`veto look-alikes and corpus attacks the veto reads: lowest probability ${lowest.toFixed(4)}, ${lowered} under ${start}`);
  if (lowest >= start) return start;
  const below = Math.max(0, Math.floor(lowest * 200 - 1e-9) / 200);
  if (!quiet) console.log(`lower the veto threshold: ${start} -> ${below}`);
  return below;
}

/**
 * The sets a fold holds out: `N` is round N with train-N (and themes-N where there is one), the sets one writer round
 * produced; `tN` is train-N alone (its round is held out of everything); parts joined by `+` (`t25+19`) hold out all of
 * them. `x` holds out nothing more: it scores the --report-extra directories (never fitted) with a model fitted on
 * every readable set.
 */
function foldSets(fold: string, present: ReadonlySet<string>): string[] {
  if (fold === 'x') {
    const sets = [...present].filter((n) => n.startsWith('report:'));
    if (sets.length === 0) throw new Error('--folds: fold x scores the --report-extra sets, and none is named');
    return sets;
  }
  const sets: string[] = [];
  for (const part of fold.split('+')) {
    const m = /^(t?)(\d+)$/.exec(part);
    if (m === null) throw new Error(`--folds: ${part} is neither N nor tN`);
    const names = m[1] === 't' ? [`train${m[2]}-2026-11`] : [`round${m[2]}-2026-11`, `train${m[2]}-2026-11`, `themes${m[2]}-2026-11`];
    const found = names.filter((n) => present.has(n));
    if (found.length === 0) throw new Error(`--folds: no set of fold ${part} in test/firstsight`);
    for (const n of found) if (hold.has(n)) throw new Error(`--folds: ${n} is held out (--hold); it is never scored`);
    sets.push(...found);
  }
  return sets;
}

/** The writing a case's value is in, for the fold dump: cjk (ideographs, kana), thai, hangul, cyrillic, accented (Latin), ascii or other. */
function scriptOf(v: string): string {
  if (/[\u3040-\u30ff\u3400-\u9fff]/.test(v)) return 'cjk';
  if (/[\u0e00-\u0e7f]/.test(v)) return 'thai';
  if (/[\uac00-\ud7af]/.test(v)) return 'hangul';
  if (/[\u0400-\u04ff]/.test(v)) return 'cyrillic';
  if (/[\u00c0-\u024f]/.test(v)) return 'accented';
  return /[^\x00-\x7f]/.test(v) ? 'other' : 'ascii';
}

interface Tally { a: number; c: number; b: number; f: number; n: number; ex: number; pn: number; pc: number; ra: number; rf: number }
const tally = (): Tally => ({ a: 0, c: 0, b: 0, f: 0, n: 0, ex: 0, pn: 0, pc: 0, ra: 0, rf: 0 });
const addTally = (t: Tally, u: Tally): void => { for (const k of Object.keys(t) as (keyof Tally)[]) t[k] += u[k]; };
const ratio = (x: number, d: number): string => (d === 0 ? '  -  ' : (x / d).toFixed(3));
const tallyLine = (t: Tally): string => `rules ${ratio(t.ra, t.a)} / ${ratio(t.rf, t.b)}   engine ${ratio(t.c, t.a)} / ${ratio(t.f, t.b)}   exact ${ratio(t.ex, t.n)}   primitive ${ratio(t.pc, t.pn)}   (${t.a} attacks, ${t.b} benign; engine ${t.c} / ${t.f})`;

/**
 * --folds N,N,tN,…: the fold harness. Each fold holds out one writer round's sets (foldSets) on top of --hold, fits the
 * binary, level and veto models (and the softmax with --fold-primitive) with the command's settings on the rest, raises
 * the thresholds as the fit does (--raise), puts that model in the engine (second-opinion.ts useModel) and scores the
 * held-out sets with the whole engine: recall, FPR, exact level and (with the softmax) primitive, per fold, summed and
 * per type, and how often the never-fitted backgrounds (readme-1, prose-1) are flagged. Writes nothing (--write and
 * --save-model are ignored); --fold-dump file writes one JSON line per scored case (and per background line the rules
 * leave SAFE).
 */
async function runFolds(rows: readonly Row[], folds: readonly string[], cautionRows: readonly Row[], folded: (s: Sample) => Sample): Promise<void> {
  const { check } = (await import('../src/engine/engine.js')) as unknown as { check: (i: { type: string; value: string; metadata?: Record<string, unknown> }) => { level: string; threats: { primitive: string }[] } };
  const { useModel } = await import('../src/engine/learned/second-opinion.js');
  const present = new Set(rows.map((r) => r.set));
  const plan = folds.map((f) => [f, foldSets(f, present)] as const);
  // (the --report-extra rows are read and scored, by fold x, but never fitted)
  const base = rows.filter((r) => !hold.has(r.set) && r.set !== 'readme-1' && r.set !== 'prose-1');
  const t0 = performance.now();
  const samples = base.map(sampleOf);
  const levels = base.map((r) => RULES_LEVEL!(r.type, r.value, r.metadata));
  console.log(`folds: ${base.length} rows read in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${epochs} epochs; the softmax ${process.argv.includes('--fold-primitive') ? 'fitted' : 'not fitted (primitive not measured)'}`);
  const dump: string[] = [];
  const total = tally();
  const background = rows.filter((r) => r.set === 'readme-1' || r.set === 'prose-1');
  const bgTotal = { n: 0, rules: 0, engine: 0 };
  const byType = new Map<string, Tally>();
  const weighDown = rulesFlaggedWeight !== 1 || cautionFlaggedWeight !== 1;
  for (const [fold, sets] of plan) {
    const t1 = performance.now();
    const held = new Set(sets);
    const idx = base.map((_, i) => i).filter((i) => !held.has(base[i]!.set) && !base[i]!.set.startsWith('report:'));
    const train = idx.map((i) => base[i]!);
    const trainSamples = idx.map((i) => samples[i]!);
    const trainLevels = idx.map((i) => levels[i]!);
    const bin = fitBinaryOn(train, trainSamples, weighDown ? trainLevels : null);
    const soft = process.argv.includes('--fold-primitive') ? fitPrimitive(train, trainSamples, folded) : fitPrimitive([], [], folded);
    const model: LearnedModel = { ...modelOf(bin, soft), ...fitLevelOn(train, cautionRows, folded, true), ...fitVetoOn(train, trainSamples, trainLevels, true) };
    const probability = (r: Row): number => probabilityOf(model, featuresOf(r.type, r.value, r.metadata));
    // the thresholds as the fit would write them for this model
    const thresholds: Record<string, number> = { ...thresholdFor };
    const lookalikes = argList('--lookalikes')[0];
    const raise = process.argv.includes('--raise');
    if (lookalikes !== undefined && raise) {
      const of = (type: string): number => thresholds[type] ?? threshold;
      for (const [type, p] of Object.entries(reportLookalikes(lookalikes, probability, rows, true, of))) if (p > of(type)) thresholds[type] = stepAbove(p);
    }
    const levelAt = raise && confirmAt < 1 ? raisedConfirmLevel(model, probability, rows, cautionRows, Number(argList('--confirm-at')[1] ?? 1), true) : confirmLevelAt;
    const vetoAtFold = raise && vetoAt > 0 && model.vetoWeights.length > 0 ? loweredVetoAt(model, rows, vetoAt, true) : vetoAt;
    useModel(model, { threshold, thresholds, dangerAt, confirmAt, confirmLevelAt: levelAt, primitiveAt, vetoAt: vetoAtFold, gatedMargin });
    const foldTally = tally();
    for (let i = 0; i < base.length; i++) {
      const r = base[i]!;
      if (!held.has(r.set)) continue;
      const res = check({ type: r.type, value: r.value, metadata: r.metadata });
      const t = tally();
      t.n = 1;
      if (res.level === r.level) t.ex = 1;
      if (r.attack) {
        t.a = 1; t.c = res.level !== 'SAFE' ? 1 : 0; t.ra = levels[i] !== 'SAFE' ? 1 : 0;
        if (r.primitive !== null && res.level !== 'SAFE') { t.pn = 1; t.pc = res.threats[0]?.primitive === r.primitive ? 1 : 0; }
      } else {
        t.b = 1; t.f = res.level !== 'SAFE' ? 1 : 0; t.rf = levels[i] !== 'SAFE' ? 1 : 0;
      }
      addTally(foldTally, t);
      const bt = byType.get(r.type) ?? tally();
      addTally(bt, t);
      byType.set(r.type, bt);
      if (argList('--fold-dump')[0] !== undefined) {
        dump.push(JSON.stringify({ fold, set: r.set, type: r.type, script: scriptOf(r.value), attack: r.attack, label: r.level ?? null, rulesLevel: levels[i], open: MAY_JUDGE!(r.type, r.value, r.metadata), p: Number(probability(r).toFixed(5)), level: res.level, threshold: thresholds[r.type] ?? threshold }));
      }
    }
    // the never-fitted backgrounds (README lines, company prose): how often the fold's engine flags ordinary text
    const bg = { n: 0, rules: 0, engine: 0 };
    for (const r of background) {
      const res = check({ type: r.type, value: r.value, metadata: r.metadata });
      const rl = RULES_LEVEL!(r.type, r.value, r.metadata);
      bg.n++;
      if (rl !== 'SAFE') bg.rules++;
      if (res.level !== 'SAFE') bg.engine++;
      if (argList('--fold-dump')[0] !== undefined && rl === 'SAFE') {
        dump.push(JSON.stringify({ fold, set: r.set, type: r.type, attack: false, label: 'SAFE', rulesLevel: rl, open: MAY_JUDGE!(r.type, r.value, r.metadata), p: Number(probability(r).toFixed(5)), level: res.level, threshold: thresholds[r.type] ?? threshold }));
      }
    }
    bgTotal.n += bg.n; bgTotal.rules += bg.rules; bgTotal.engine += bg.engine;
    useModel(null);
    addTally(total, foldTally);
    const moved = Object.entries(thresholds).filter(([k, v]) => thresholdFor[k] !== v).map(([k, v]) => `${k}=${v}`).join(',');
    console.log(`fold ${fold.padEnd(4)} ${tallyLine(foldTally)}   backgrounds ${bg.rules} / ${bg.engine} of ${bg.n}   [${((performance.now() - t1) / 1000).toFixed(0)} s; raised ${moved || 'none'}; level ${levelAt}; veto ${vetoAtFold}]`);
  }
  console.log(`folds sum ${tallyLine(total)}   backgrounds ${bgTotal.rules} / ${bgTotal.engine} of ${bgTotal.n}`);
  for (const type of ACTION_TYPES) {
    const t = byType.get(type);
    if (t !== undefined) console.log(`  ${type.padEnd(14)} ${tallyLine(t)}`);
  }
  const file = argList('--fold-dump')[0];
  if (file !== undefined) writeFileSync(file, dump.join('\n') + '\n');
}

async function main(): Promise<void> {
  const engine = (await import('../src/engine/engine.js')) as unknown as { rulesResult: (t: string, v: string, m?: Record<string, unknown>) => RulesResult; secondOpinionMayJudge: (t: string, v: string, m?: Record<string, unknown>) => boolean };
  RULES_RESULT = memo(engine.rulesResult);
  RULES_LEVEL = (t, v, m) => RULES_RESULT!(t, v, m).level;
  MAY_JUDGE = memo(engine.secondOpinionMayJudge);
  const rows = loadRows();
  const folded = (x: Sample): Sample => ({ f: x.f.map((b) => b & (PRIMITIVE_BUCKETS - 1)), scale: x.scale });
  // the level model: attacks of the fit whose label names a level (corpus, first-sight sets, extras), DANGER 1, CAUTION 0
  // --caution-lookalikes file: inputs the tests assert the confirmation of a rule's CAUTION leaves alone (JSON lines
  // {type, value, metadata}; scripts/second-opinion-caution-lookalikes.jsonl): rows of the level model labelled CAUTION,
  // and the level threshold is raised above those still confirmed (--raise)
  const cautionFile = argList('--caution-lookalikes')[0];
  const cautionRows: Row[] = cautionFile === undefined ? [] : readFileSync(cautionFile, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => {
    const c = JSON.parse(l) as { type: string; value: string; metadata?: Record<string, unknown> };
    return { set: 'caution-lookalikes', type: c.type, value: c.value, metadata: c.metadata, attack: true, primitive: null, level: 'CAUTION' };
  });
  const folds = argList('--folds');
  if (folds.length > 0) {
    if (process.argv.includes('--write') || argList('--save-model').length > 0) console.log('--folds: --write and --save-model ignored (the harness writes nothing)');
    await runFolds(rows, folds, cautionRows, folded);
    return;
  }
  const train = rows.filter((r) => !hold.has(r.set) && r.set !== 'readme-1' && r.set !== 'prose-1' && !r.set.startsWith('report:'));
  console.log(`rows ${rows.length}, fit on ${train.length} (held out: ${[...hold].join(', ') || 'none'})`);
  // a held-out name may be a round not in the repository yet (the next one): it is recorded as held out all the same
  for (const h of hold) if (!rows.some((r) => r.set === h)) console.log(`held out: ${h} is not in test/firstsight (yet); recorded as held out`);
  // --load-model file: a model an earlier run saved (--save-model file), not fitted again (its reports only)
  const load = argList('--load-model')[0];
  const t0 = performance.now();
  let model: LearnedModel;
  // the rules' level of each row of the fit (read once, for the weights of the rows they flag)
  let levelsRead: string[] | null = null;
  const rulesLevels = (): string[] => (levelsRead ??= train.map((r) => RULES_LEVEL!(r.type, r.value, r.metadata)));
  if (load !== undefined) {
    const m = JSON.parse(readFileSync(load, 'utf8')) as { weights: string; scale: number; bias: number; primitiveWeights: string; primitiveScale: number; primitiveBias: number[]; levelWeights?: string; levelScale?: number; levelBias?: number; vetoWeights?: string; vetoScale?: number; vetoBias?: number };
    const bytes = (b: string): Int8Array => { const buf = Buffer.from(b, 'base64'); return new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength); };
    // --fit-level: a model saved without its level model gets one fitted now (the rest as saved)
    const level = m.levelWeights !== undefined && !process.argv.includes('--fit-level')
      ? { levelWeights: bytes(m.levelWeights), levelScale: m.levelScale!, levelBias: m.levelBias! }
      : fitLevelOn(train, cautionRows, folded);
    const veto = m.vetoWeights !== undefined && !fitVetoModel ? { vetoWeights: bytes(m.vetoWeights), vetoScale: m.vetoScale!, vetoBias: m.vetoBias! } : fitVetoOn(train, train.map(sampleOf), fitVetoModel ? rulesLevels() : []);
    model = { ...m, weights: bytes(m.weights), primitiveWeights: bytes(m.primitiveWeights), ...level, ...veto };
    // --fit-primitive: the softmax fitted again onto a saved model (its binary and level models as saved)
    if (process.argv.includes('--fit-primitive')) model = { ...model, ...softmaxOf(fitPrimitive(train, train.map(sampleOf), folded)) };
  } else {
    const samples = train.map(sampleOf);
    const levels = rulesFlaggedWeight === 1 && cautionFlaggedWeight === 1 ? null : rulesLevels();
    if (levels !== null) console.log(`rows the rules flag: ${levels.filter((l) => l !== 'SAFE').length} of ${train.length}, weight ${rulesFlaggedWeight} (${levels.filter((l) => l === 'CAUTION').length} at CAUTION, weight ${cautionFlaggedWeight})`);
    const bin = fitBinaryOn(train, samples, levels);
    // --no-primitive: the softmax left unfitted (zeros), to compare features faster
    const soft = process.argv.includes('--no-primitive') ? fitPrimitive([], [], folded) : fitPrimitive(train, samples, folded);
    model = { ...modelOf(bin, soft), ...fitLevelOn(train, cautionRows, folded), ...fitVetoOn(train, samples, fitVetoModel ? rulesLevels() : []) };
  }
  const save = argList('--save-model')[0];
  if (save !== undefined) {
    const b64 = (a: Int8Array): string => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
    writeFileSync(save, JSON.stringify({ ...model, weights: b64(model.weights), primitiveWeights: b64(model.primitiveWeights), levelWeights: b64(model.levelWeights), vetoWeights: b64(model.vetoWeights) }));
  }
  const probability = (r: Row): number => probabilityOf(model, featuresOf(r.type, r.value, r.metadata));
  console.log(`fitted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (report.length > 0) {
    // each reported row scored once: the model's probability, the rules' verdict, whether the frame gate lets it judge
    const scored = rows.filter((r) => report.includes(r.set)).map((r) => ({
      r, p: probability(r), rules: RULES_LEVEL!(r.type, r.value, r.metadata) !== 'SAFE', open: MAY_JUDGE!(r.type, r.value, r.metadata),
    }));
    // attacks and benign rows, and how many of each rules OR model flag at threshold th (-1: the chosen ones; 2: rules alone)
    const count = (items: typeof scored, th: number) => {
      let a = 0, n = 0, ca = 0, cn = 0;
      for (const x of items) {
        const hit = x.rules || ((x.open || gatedMargin < 1) && x.p > (th < 0 ? thresholdOfType(x.r.type) : th) + (x.open ? 0 : gatedMargin));
        if (x.r.attack) { a++; if (hit) ca++; } else { n++; if (hit) cn++; }
      }
      return { a, n, ca, cn };
    };
    const f = (x: number, d: number) => (x / Math.max(1, d)).toFixed(3);
    // --dump file: each reported row's set, type, label, probability, rules' verdict and gate, as JSON lines (to compare fits)
    const dump = argList('--dump')[0];
    if (dump !== undefined) {
      writeFileSync(dump, scored.map((x) => {
        const res = RULES_RESULT!(x.r.type, x.r.value, x.r.metadata);
        const soft = primitiveOf(model, featuresOf(x.r.type, x.r.value, x.r.metadata));
        return JSON.stringify({ set: x.r.set, type: x.r.type, attack: x.r.attack, p: Number(x.p.toFixed(5)), pd: Number(dangerOf(model, featuresOf(x.r.type, x.r.value, x.r.metadata)).toFixed(5)), rules: x.rules, open: x.open, label: x.r.level ?? null, labelPrimitive: x.r.primitive, rulesLevel: res.level, rulesScore: res.score, rulesPrimitive: res.threats[0]?.primitive ?? null, rulesPrimitives: res.primitives, rulesThreats: res.threats.map((t) => [t.primitive, (t as { score?: number }).score ?? 0]), softmax: soft, softmaxP: [...primitiveProbabilities(model, featuresOf(x.r.type, x.r.value, x.r.metadata))].map((v) => Number(v.toFixed(4))) });
      }).join('\n') + '\n');
    }
    for (const set of report) {
      const items = scored.filter((x) => x.r.set === set);
      const line = [2, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, -1].map((th) => {
        const c = count(items, th);
        return `${th === 2 ? 'rules' : th < 0 ? 'chosen' : th}: ${f(c.ca, c.a)}/${f(c.cn, c.n)}`;
      });
      console.log(`${set.padEnd(18)} ${line.join('  ')}`);
    }
    if (process.argv.includes('--by-type')) {
      // per type over the reported sets together
      for (const type of ACTION_TYPES) {
        const items = scored.filter((x) => x.r.type === type);
        const line = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 2].map((th) => {
          const c = count(items, th);
          return `${th === 2 ? 'rules' : th}: ${c.ca}/${c.a} ${c.cn}/${c.n}`;
        });
        console.log(`${type.padEnd(14)} ${line.join('  ')}`);
      }
    }
    for (const set of report) {
      const attacks = rows.filter((r) => r.set === set && r.attack && r.primitive !== null);
      const right = attacks.filter((r) => primitiveOf(model, featuresOf(r.type, r.value, r.metadata)) === r.primitive).length;
      console.log(`${set.padEnd(18)} softmax primitive accuracy on attacks ${(right / Math.max(1, attacks.length)).toFixed(3)}`);
    }
  }
  const lookalikes = argList('--lookalikes')[0];
  if (lookalikes !== undefined) {
    const highest = reportLookalikes(lookalikes, probability, rows);
    // --raise: each type's threshold lifted just above its highest look-alike where that one would be flagged
    if (process.argv.includes('--raise')) {
      for (const [type, p] of Object.entries(highest)) {
        if (p <= thresholdOfType(type)) continue;
        console.log(`raise ${type}: ${thresholdOfType(type)} -> ${stepAbove(p)} (highest look-alike ${p})`);
        thresholdFor[type] = stepAbove(p);
      }
      console.log(`thresholds ${Object.entries(thresholdFor).map(([k, v]) => `${k}=${v}`).join(',')}`);
    }
  }
  // --raise with --confirm-at: the level model's threshold lifted above the corpus's CAUTION lines it would confirm
  if (process.argv.includes('--raise') && confirmAt < 1) confirmLevelAt = raisedConfirmLevel(model, probability, rows, cautionRows, confirmLevelAt);
  // --raise with --veto-at: the veto's threshold lowered under the veto look-alikes and the corpus's attacks it reads
  if (process.argv.includes('--raise') && vetoAt > 0 && model.vetoWeights.length > 0) vetoAtChosen = loweredVetoAt(model, rows, vetoAtChosen);
  if (process.argv.includes('--write')) writeWeights(model, rows, train, probability);
}
await main();
