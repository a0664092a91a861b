/**
 * Small context helpers shared by the api_call, query, auth and transaction analyzers.
 * Everything here is linear and tolerant of hostile metadata.
 */
import { EMPTY_METADATA, metaField, metaString } from '../normalize.js';
import type { Metadata } from '../types.js';
import { ENVIRONMENT_PATTERNS, envOfName, envOfPhrase } from './environment.js';
import { scanTerms, tagId } from '../frames/scan.js';
import { foldAccents } from '../frames/fold.js';

export type Env = 'prod' | 'nonprod' | 'unknown';

/** Environment from metadata first (every word of it counts), then from a phrase of the action's own text. */
export function envOf(metadata: Metadata, lowerText?: string): Env {
  const m = metaString(metadata, 'environment', 'env', 'stage', 'tier', 'database', 'db', 'cluster', 'project');
  if (m !== undefined) {
    const e = envOfName(m.slice(0, 200));
    if (e !== '') return e;
  }
  if (lowerText !== undefined) {
    const e = envOfPhrase(lowerText);
    if (e !== '') return e;
  }
  return 'unknown';
}

/** A metadata value that may be a string, a string array or an object, flattened to bounded text. */
export function metaText(metadata: Metadata, ...keys: string[]): string | undefined {
  if (metadata === EMPTY_METADATA) return undefined;
  for (const k of keys) {
    const v = metaField(metadata, k);
    if (v === undefined || v === null) continue;
    if (typeof v === 'string') return v.slice(0, 65536);
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (typeof v === 'object') {
      try {
        const s = JSON.stringify(v);
        if (typeof s === 'string') return s.slice(0, 65536);
      } catch {
        /* cyclic or exotic: ignore */
      }
    }
  }
  return undefined;
}

/** True for boolean-ish metadata values (true, "true", "yes", 1). */
export function metaFlag(metadata: Metadata, ...keys: string[]): boolean | undefined {
  if (metadata === EMPTY_METADATA) return undefined;
  for (const k of keys) {
    const v = metaField(metadata, k);
    if (typeof v === 'boolean') return v;
    if (typeof v === 'number') return v !== 0;
    if (typeof v === 'string') {
      const s = v.trim().toLowerCase();
      if (s === 'true' || s === 'yes' || s === '1' || s === 'y') return true;
      if (s === 'false' || s === 'no' || s === '0' || s === 'n') return false;
    }
  }
  return undefined;
}

/**
 * Head and tail of a huge value: structure is read from the first `head` characters, and the last `tail`
 * characters are kept so a payload appended after padding is still seen. Identity for ordinary inputs.
 */
export function bounded(value: string, head = 16384, tail = 4096): string {
  if (value.length <= head + tail) return value;
  return `${value.slice(0, head)}\n${value.slice(value.length - tail)}`;
}

/**
 * Whether the action opens with `lead` (an anchored verb read on its first 2,000 characters, leading blanks
 * dropped) and no `later` action follows ("cancel the wire", not "cancel the hold and then pay"). With
 * `afterLead` the later action is looked for only after the opening `lead` match.
 */
export function leadOnly(lower: string, lead: RegExp, later: RegExp, afterLead = false): boolean {
  const head = lower.slice(0, 2000).trimStart();
  return lead.test(head) && !later.test(afterLead ? head.replace(lead, '') : head);
}

const SCOPE_ALL = tagId('scope:all');
const JOINERS = /[-_]/g;
const PERM = tagId('perm');

/**
 * What a word of a path or query names in the frame lexicon, in any language it knows: 'all' ("alle", "todos",
 * "tous", "everything"), 'permanent' ("endgültig", "definitivamente", "permanent") or ''. Words joined by - or _
 * are read as one phrase ("delete_all" reads "delete all").
 */
export function pathWordScope(word: string): 'all' | 'permanent' | '' {
  if (word.length === 0 || word.length > 40) return '';
  const phrase = foldAccents(word.toLowerCase().replace(JOINERS, ' '));
  let scope: 'all' | 'permanent' | '' = '';
  // the term must be the whole word ("alle"), not a part of a name ("full-name", "all-hands")
  for (const h of scanTerms(phrase)) {
    if (h.start !== 0 || h.end !== phrase.length) continue;
    if (h.tags.includes(PERM)) return 'permanent';
    if (h.tags.includes(SCOPE_ALL)) scope = 'all';
  }
  return scope;
}

/** The patterns these helpers run (the environment phrases), for the ReDoS audit. */
export const COMMON_PATTERNS: readonly RegExp[] = [...ENVIRONMENT_PATTERNS, JOINERS];
