/**
 * Which component of the frame the reader failed to find for a missed attack (bench/frame-diagnose.ts prints it):
 * the reader's own reading is taken apart step by step, the way the generic scorer (frames/generic-score.ts) walks it.
 *
 *   NO-OP        no operation term at all
 *   SET-ASIDE    operation terms, every one dropped as negated / asked / mentioned / reported / not an order
 *   UNCLASSED    a live operation, but of a kind no generic class judges (execute, pay, approve, create)
 *   NO-OBJECT    a live operation of a class, no object of that class's sensitivity in its sentence
 *   NO-REACH     operation and object, no destination / scope / permanence / removed safeguard beside them
 *   BLOCKED      a complete frame stopped by a block (approval, test environment, internal destination, …)
 *   WEIGHTS      a complete frame (operation, object, at least one amplifier) the weights leave below firing
 *   FIRES        the generic class would fire on the frame (the check is SAFE for another reason: a finer test of the scorer)
 *
 * The value's shape (prose, JSON, key: value, markup, code, a path or URL, a diff) is read beside it, and so is the
 * type's gating: a type outside PROSE_TYPES never runs the reader at all.
 */
import type { Frame, Reading } from '../src/engine/frames/reader.js';
import { classViews, type ClassView } from '../src/engine/frames/generic-score.js';
import { LEXICON } from '../src/engine/frames/lexicon.js';
import { tagNameOf } from '../src/engine/frames/reader.js';

export type Component = 'NO-OP' | 'SET-ASIDE' | 'UNCLASSED' | 'NO-OBJECT' | 'NO-REACH' | 'BLOCKED' | 'WEIGHTS' | 'FIRES';
export const COMPONENTS: readonly Component[] = ['NO-OP', 'SET-ASIDE', 'UNCLASSED', 'NO-OBJECT', 'NO-REACH', 'BLOCKED', 'WEIGHTS', 'FIRES'];
export type Shape = 'prose' | 'json' | 'kv' | 'markup' | 'code' | 'token' | 'diff';
export const SHAPES: readonly Shape[] = ['prose', 'json', 'kv', 'markup', 'code', 'token', 'diff'];

const RANK: Record<Component, number> = { 'NO-OP': 0, 'SET-ASIDE': 1, UNCLASSED: 2, 'NO-OBJECT': 3, 'NO-REACH': 4, WEIGHTS: 5, BLOCKED: 6, FIRES: 7 };

export const liveFrame = (f: Frame): boolean => !f.negated && !f.asked && !f.mentioned && (!f.reported || f.confessed) && (f.imperative || f.confessed);

function viewComponent(v: ClassView): Component {
  if (v.fires) return 'FIRES';
  if (v.object < v.minObject) return 'NO-OBJECT';
  if (v.blocked.length) return 'BLOCKED';
  if (v.amplifier === 0) return 'NO-REACH';
  return 'WEIGHTS';
}

/** The furthest component any live frame reaches, with what it lacked. */
export function componentOf(reading: Reading, frames: readonly Frame[]): [Component, string] {
  if (frames.length === 0) return ['NO-OP', ''];
  const alive = frames.filter(liveFrame);
  if (alive.length === 0) {
    const why = new Set(frames.map((f) => (['negated', 'asked', 'mentioned', 'reported'] as const).filter((k) => f[k]).join('+') || 'not-an-order'));
    return ['SET-ASIDE', [...why].join(' / ')];
  }
  let best: [Component, string] = ['UNCLASSED', [...new Set(alive.map((f) => tagNameOf(f.op)))].join(',')];
  for (const f of alive) {
    for (const v of classViews(reading, f)) {
      const c = viewComponent(v);
      if (RANK[c] > RANK[best[0]]) best = [c, `${v.cls} ${v.object}/${v.minObject}+${v.amplifier}/${v.minAmplifier}${v.blocked.length ? ' ' + v.blocked.join(',') : ''}`];
    }
  }
  return best;
}

/** The value's shape, by its first characters and lines (a rough reading, for counting). */
export function shapeOf(value: string): Shape {
  const t = value.trim();
  if (/^[{[]/.test(t) || /^\w+\(\{/.test(t)) return 'json';
  if (/^(---|diff |@@|\+\+\+)/m.test(t) && /^[+-][^+-]/m.test(t)) return 'diff';
  if (/^<[a-zA-Z?!]/.test(t)) return 'markup';
  if (!/\s/.test(t)) return 'token';
  const lines = t.split('\n');
  const kv = lines.filter((l) => /^\s*-?\s*["']?[\w.\-]+["']?\s*[:=]\s*\S/.test(l)).length;
  if (lines.length >= 2 && kv * 2 >= lines.length) return 'kv';
  if (/(^|\n)\s*(def |function |import |from \S+ import|const |let |class |#include|pragma |SELECT |UPDATE |GRANT )/i.test(t) || /;\s*\n/.test(t)) return 'code';
  return 'prose';
}

/** One-word terms of the lexicon by kind (op / obj), by their first four letters (accents folded). */
const fold = (w: string): string => w.normalize('NFD').replace(/\p{M}/gu, '');
const WORDS: Record<'op' | 'obj', Map<string, string[]>> = { op: new Map(), obj: new Map() };
for (const g of LEXICON) {
  const kind = g.tag.startsWith('op:') ? 'op' : g.tag.startsWith('obj:') ? 'obj' : null;
  if (kind === null) continue;
  for (const list of Object.values(g.terms)) {
    for (const term of list ?? []) {
      const w = fold(term.replace(/\*$/, ''));
      if (w.length < 4 || !/^\p{L}+$/u.test(w)) continue;
      const key = w.slice(0, 4);
      WORDS[kind].set(key, [...(WORDS[kind].get(key) ?? []), w]);
    }
  }
}

/** The two words differ only by an ending of up to three letters after a shared start of four or more (an inflection). */
function inflected(a: string, b: string): boolean {
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  return p >= 4 && a !== b && a.length - p <= 3 && b.length - p <= 3 && p >= Math.min(a.length, b.length) - 2;
}

/** Words of the text an inflection away from a lexicon term of the kind, not found as one (morphology candidates). */
export function inflectionHints(lower: string, kind: 'op' | 'obj', found: (start: number) => boolean): string[] {
  const out = new Set<string>();
  for (const m of lower.matchAll(/\p{L}{4,}/gu)) {
    const w = fold(m[0]);
    const near = (WORDS[kind].get(w.slice(0, 4)) ?? []).find((t) => inflected(w, t));
    if (near !== undefined && !found(m.index!)) out.add(`${m[0]}~${near}`);
  }
  return [...out].slice(0, 4);
}

/** The text's script or language, roughly (for counting which lexicon languages the misses fall in). */
export function languageOf(value: string): string {
  if (/[\u3040-\u30ff]/.test(value)) return 'ja';
  if (/[\u4e00-\u9fff]/.test(value)) return 'zh';
  if (/[\uac00-\ud7af]/.test(value)) return 'ko';
  if (/[\u0400-\u04ff]/.test(value)) return 'ru';
  const w = ` ${value.toLowerCase().replace(/[^\p{L}]+/gu, ' ')} `;
  const score = (words: string[]): number => words.filter((x) => w.includes(` ${x} `)).length;
  const langs: [string, string[]][] = [
    ['en', ['the', 'and', 'to', 'of', 'with', 'for', 'all', 'from']], ['de', ['der', 'die', 'das', 'und', 'mit', 'für', 'bitte', 'auf']],
    ['fr', ['le', 'la', 'les', 'et', 'des', 'pour', 'avec', 'du']], ['es', ['el', 'los', 'las', 'y', 'del', 'para', 'con', 'por']],
    ['pt', ['o', 'os', 'as', 'do', 'da', 'para', 'com', 'não']], ['it', ['il', 'gli', 'della', 'per', 'con', 'che', 'di', 'non']],
    ['nl', ['de', 'het', 'een', 'en', 'van', 'voor', 'met', 'naar']], ['pl', ['się', 'nie', 'na', 'do', 'dla', 'oraz', 'wszystkie', 'z']],
  ];
  let best = 'en';
  let top = 0;
  for (const [lang, words] of langs) {
    const s = score(words);
    if (s > top) [best, top] = [lang, s];
  }
  return best;
}
