/**
 * Why a first-sight set's misses and false positives come out as they do, read through the frame layer.
 *
 *   node dist/bench/frame-diagnose.js test/firstsight/round7-2026-11 [more dirs…] [--quiet] [--type=document]
 *
 * For every missed attack and every false positive it prints the frames the reader extracted (operation, objects,
 * destinations, scope, safeguards, permanence; the negated/asked/mentioned/reported/imperative flags; whether the
 * content is foreign), the frame row that came closest and what it lacked, and classifies each miss:
 *   GATING       the type's analyzer never reads frames (not a prose type): what a prose reading would have seen is shown
 *   EXTRACTION   the reader found no live operation frame, or no object / amplifier (destination, scope, permanence,
 *                safeguard removed) beside it
 *   COMBINATION  a live frame holds an operation, an object and an amplifier, and no row combines them
 * and, finer, by the frame component the reader failed to find (bench/miss-anatomy.ts: no operation, set aside,
 * unclassed operation, no object, no reach, blocked, weights too low), by the value's shape and by its language.
 * Summary tables per type and per component end the report; several sets may be read at once.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { check } from '../src/engine/engine.js';
import { ANALYZERS } from '../src/engine/rules/index.js';
import type { ActionType, BaseContext, Metadata } from '../src/engine/types.js';
import { frameProfileOf } from '../src/engine/frames/profiles.js';
import { readingOf, type FrameCarrier, type FrameProfile } from '../src/engine/frames/rules.js';
import { anyTagId, SENTENCE_SCOPED, tagNameOf, type Frame, type Reading } from '../src/engine/frames/reader.js';
import { FRAME_ROWS, PROSE_TYPES, type FrameRow } from '../src/engine/frames/rows.js';
import { TAGS } from '../src/engine/frames/scan.js';
import { explainFrame } from '../src/engine/frames/generic-score.js';
import { COMPONENTS, componentOf, inflectionHints, languageOf, liveFrame, SHAPES, shapeOf } from './miss-anatomy.js';

interface Case { value: string; metadata?: Metadata; level: string; kind: string; primitive?: string }
type Verdict = 'GATING' | 'EXTRACTION' | 'COMBINATION';

const args = process.argv.slice(2);
const dirs = args.filter((a) => !a.startsWith('--'));
if (dirs.length === 0) dirs.push('test/firstsight/round7-2026-11');
const quiet = args.includes('--quiet');
const only = args.find((a) => a.startsWith('--type='))?.slice(7);

const TEXT_PROFILE: FrameProfile = frameProfileOf('text')!;
const AMPLIFIER = /^(dest:(public|freemail|personal|external|host|address|requester|chat)|scope:all|perm|retention:zero|safe:|risk:|cue:(lacking|stopped|as-user|hidemail))/;
const SENSITIVE = /^obj:/;

function tagsOf(bits: Uint8Array): string[] {
  const out: string[] = [];
  for (let i = 0; i < bits.length; i++) if (bits[i] === 1) out.push(tagNameOf(i));
  return out;
}


function flags(f: Frame): string {
  return (['negated', 'asked', 'mentioned', 'reported', 'confessed', 'imperative'] as const).filter((k) => f[k]).join(',') || '-';
}

function hasTag(tag: string, reading: Reading, f: Frame): boolean {
  if (tag.startsWith('fact:')) return reading.facts.has(tag);
  if (tag === 'role' || tag === 'role:system') return reading.roleTurn !== null;
  const id = anyTagId(tag);
  if (id === f.op || f.opTags.includes(id)) return true;
  const scoped = id >= TAGS.length ? tag.startsWith('dest:') : SENTENCE_SCOPED.has(id);
  return (scoped ? f.here : f.near)[id] === 1;
}

/** The row whose conditions a live frame meets most nearly: its slot, name, and the condition lists left unmet. */
function closestRow(type: ActionType, reading: Reading, frames: readonly Frame[]): string {
  let best: { row: FrameRow; met: number; lacking: string[]; blocked: string[] } | null = null;
  for (const row of FRAME_ROWS) {
    if (!(row.types ?? PROSE_TYPES).includes(type) || row.op === undefined) continue;
    for (const f of frames) {
      if (!row.op.some((t) => anyTagId(t) === f.op)) continue;
      const lists = row.all ?? [];
      const lacking = lists.filter((l) => !l.some((t) => hasTag(t, reading, f))).map((l) => l.join('|'));
      const blocked = (row.unless ?? []).filter((t) => hasTag(t, reading, f));
      const met = lists.length - lacking.length - (blocked.length > 0 ? 1 : 0) - (row.foreign === true && !reading.foreign ? 1 : 0);
      if (best === null || met > best.met || (met === best.met && lacking.length < best.lacking.length)) best = { row, met, lacking, blocked };
    }
  }
  if (best === null) return 'no row takes any of these operations';
  const parts = [`row ${best.row.slot} '${best.row.name}'`];
  if (best.lacking.length) parts.push(`lacks [${best.lacking.join('; ')}]`);
  if (best.blocked.length) parts.push(`blocked by ${best.blocked.join(',')}`);
  if (best.row.foreign === true && !reading.foreign) parts.push('needs foreign content');
  return parts.join(' ');
}

function readingFor(type: ActionType, value: string, metadata: Metadata): Reading {
  const analyzer = ANALYZERS[type];
  let ctx: BaseContext;
  try {
    ctx = analyzer.prepare(value, metadata);
  } catch {
    ctx = { raw: value, text: value, lower: value.toLowerCase(), metadata } as unknown as BaseContext;
  }
  const profile = frameProfileOf(type) ?? TEXT_PROFILE;
  // a non-prose type's context text may be a parse (shell words, SQL): read the raw value as prose instead
  const c = (frameProfileOf(type) ? ctx : { ...ctx, lower: value.toLowerCase(), frameReading: undefined }) as BaseContext & FrameCarrier;
  return readingOf(c, profile);
}

function classify(type: ActionType, reading: Reading, frames: readonly Frame[]): [Verdict, string] {
  const alive = frames.filter(liveFrame);
  const framed = (f: Frame): boolean => tagsOf(f.here).some((t) => SENSITIVE.test(t));
  const amplified = (f: Frame): boolean => [...tagsOf(f.here), ...tagsOf(f.near), ...f.opTags.map(tagNameOf)].some((t) => AMPLIFIER.test(t));
  const complete = alive.some((f) => framed(f) && amplified(f));
  if (!PROSE_TYPES.includes(type)) return ['GATING', complete ? 'a prose reading holds a complete frame' : alive.length ? 'a prose reading holds a partial frame' : 'no live frame either'];
  if (frames.length === 0) return ['EXTRACTION', 'no operation word'];
  if (alive.length === 0) return ['EXTRACTION', `operations all set aside (${[...new Set(frames.map(flags))].join(' / ')})`];
  if (complete) return ['COMBINATION', 'operation + object + amplifier'];
  if (!alive.some(framed)) return ['EXTRACTION', 'no object beside the operation'];
  return ['EXTRACTION', 'no destination/scope/permanence/safeguard beside the operation'];
}

function describeFrames(reading: Reading, frames: readonly Frame[]): string[] {
  return frames.map((f) => {
    const word = reading.lower.slice(f.start, f.end);
    const here = tagsOf(f.here).filter((t) => !t.startsWith('op:'));
    const near = tagsOf(f.near).filter((t) => !here.includes(t) && !t.startsWith('op:') && !t.startsWith('obj:'));
    const generic = liveFrame(f) ? explainFrame(reading, f).map((x) => `\n        generic ${x}`).join('') : '';
    return `    ${tagNameOf(f.op)} '${word}' [${flags(f)}] here{${here.join(' ')}} near{${near.join(' ')}}${generic}`;
  });
}

const summary = new Map<string, Record<string, number>>();
const bump = (type: string, key: string): void => {
  const row = summary.get(type) ?? {};
  row[key] = (row[key] ?? 0) + 1;
  summary.set(type, row);
};

const anatomy = new Map<string, number>();
const count = (key: string): void => void anatomy.set(key, (anatomy.get(key) ?? 0) + 1);

/** The finer anatomy of a miss: its component, shape, gating and language, counted and returned as one line. */
function anatomyOf(type: ActionType, value: string, reading: Reading, frames: readonly Frame[]): string {
  const [component, why] = componentOf(reading, frames);
  const shape = shapeOf(value);
  const gated = PROSE_TYPES.includes(type) ? 'prose-type' : 'gated-type';
  const lang = languageOf(value);
  count(`component ${component}`);
  count(`shape ${shape} ${component}`);
  count(`gating ${gated} ${component}`);
  count(`lang ${lang} ${component}`);
  const found = (at: number): boolean => reading.hits.some((h) => h.start <= at && h.end > at);
  const hints = component === 'NO-OP' ? inflectionHints(reading.lower, 'op', found) : component === 'NO-OBJECT' ? inflectionHints(reading.lower, 'obj', found) : [];
  if (hints.length) count(`inflection-hint ${component}`);
  return `${component}${why ? ` (${why})` : ''} shape=${shape} ${gated} lang=${lang}${hints.length ? ` hints=${hints.join(' ')}` : ''}`;
}

for (const dir of dirs) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
    const type = file.replace('.jsonl', '') as ActionType;
    if (only !== undefined && only !== type) continue;
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (line.trim()) diagnose(type, JSON.parse(line) as Case);
    }
  }
}

function diagnose(type: ActionType, k: Case): void {
  const metadata = k.metadata ?? {};
  const r = check({ type, value: k.value, metadata });
  const attack = k.kind === 'attack';
  const missed = attack && r.level === 'SAFE';
  const falsePositive = !attack && r.level !== 'SAFE';
  if (!missed && !falsePositive) return;
  const reading = readingFor(type, k.value, metadata);
  const frames = reading.frames;
  if (missed) {
    const [verdict, why] = classify(type, reading, frames);
    bump(type, verdict);
    const anatomy = anatomyOf(type, k.value, reading, frames);
    if (quiet) return;
    console.log(`MISS ${type} ${verdict} (${why}): ${JSON.stringify(k.value).slice(0, 200)}${reading.foreign ? ' [foreign]' : ''}`);
    console.log(`    anatomy: ${anatomy}`);
  } else {
    const framed = r.threats.filter((t) => /^[A-Z](3\d|[4-9]\d)$/.test(t.id));
    bump(type, framed.length ? 'FP-frame' : 'FP-type');
    count(`fp ${framed.length ? 'frame' : 'type'} shape=${shapeOf(k.value)}`);
    if (quiet) return;
    console.log(`FP   ${type} -> ${r.level} ${r.threats.map((t) => `${t.id}:${t.score}`).join(',')}: ${JSON.stringify(k.value).slice(0, 200)}`);
  }
  for (const l of describeFrames(reading, frames)) console.log(l);
  if (missed) console.log(`    closest: ${closestRow(type, reading, frames.filter(liveFrame))}`);
}

const COLS = ['GATING', 'EXTRACTION', 'COMBINATION', 'FP-frame', 'FP-type'];
console.log(`\n${'type'.padEnd(14)} ${COLS.map((c) => c.padStart(11)).join('')}`);
const total: Record<string, number> = {};
for (const [type, row] of [...summary].sort()) {
  for (const c of COLS) total[c] = (total[c] ?? 0) + (row[c] ?? 0);
  console.log(`${type.padEnd(14)} ${COLS.map((c) => String(row[c] ?? 0).padStart(11)).join('')}`);
}
console.log(`${'ALL'.padEnd(14)} ${COLS.map((c) => String(total[c] ?? 0).padStart(11)).join('')}`);

console.log('\nmisses by frame component (and by shape, gating, language):');
for (const c of COMPONENTS) console.log(`  ${c.padEnd(10)} ${String(anatomy.get(`component ${c}`) ?? 0).padStart(4)}`);
const cross = (prefix: string, keys: readonly string[]): void => {
  console.log(`${prefix.padEnd(12)}${COMPONENTS.map((c) => c.padStart(10)).join('')}`);
  for (const key of keys) {
    const row = COMPONENTS.map((c) => anatomy.get(`${prefix} ${key} ${c}`) ?? 0);
    if (row.some((n) => n > 0)) console.log(`${key.padEnd(12)}${row.map((n) => String(n).padStart(10)).join('')}`);
  }
};
cross('shape', SHAPES);
cross('gating', ['prose-type', 'gated-type']);
cross('lang', ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'ru', 'ja', 'zh', 'ko']);
for (const [key, n] of [...anatomy].filter(([key]) => key.startsWith('inflection-hint') || key.startsWith('fp ')).sort()) console.log(`${key}: ${n}`);
