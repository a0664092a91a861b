/**
 * Small context helpers shared by the api_call, query, auth and transaction analyzers.
 * Everything here is linear and tolerant of hostile metadata.
 */
import { EMPTY_METADATA, metaField, metaString } from '../normalize.js';
import type { Metadata } from '../types.js';

export type Env = 'prod' | 'nonprod' | 'unknown';

const PROD_WORD = /\b(?:prod|production|prd|live|primary)\b/;
const NONPROD_WORD = /\b(?:staging|stage|stg|dev|develop|development|test|testing|qa|sandbox|local|localhost|preview|demo|uat|ci)\b/;

/** Environment from metadata first, then (optionally) from words of the action itself. */
export function envOf(metadata: Metadata, lowerText?: string): Env {
  const m = metaString(metadata, 'environment', 'env', 'stage', 'tier', 'database', 'db', 'cluster', 'project');
  if (m !== undefined) {
    const v = m.toLowerCase().slice(0, 200).replace(SEPARATORS, ' ');
    if (PROD_WORD.test(v)) return 'prod';
    if (NONPROD_WORD.test(v)) return 'nonprod';
  }
  if (lowerText !== undefined) {
    // free text only counts when it names an environment ("in staging", "dev-api.", "production cluster"):
    // a stray "test" or "dev" must not talk a dangerous action down
    const head = lowerText.slice(0, 4096);
    if (PROD_PHRASE.test(head)) return 'prod';
    if (NONPROD_PHRASE.test(head)) return 'nonprod';
  }
  return 'unknown';
}

// Every PROD_PHRASE / NONPROD_PHRASE match contains one of these: without them the text cannot name an environment
// and the two phrase regexes need not run.
const ENV_WORDS = ['prod', 'live', 'stag', 'stg', 'dev', 'test', 'qa', 'sandbox', 'local', 'uat', 'preview', 'demo'];

/** envOf(metadata, lowerText), skipping the text regexes when no environment word occurs (api_call, auth). */
export function envOfText(metadata: Metadata, lowerText: string): Env {
  const fromMeta = envOf(metadata);
  if (fromMeta !== 'unknown') return fromMeta;
  for (const w of ENV_WORDS) if (lowerText.includes(w)) return envOf(metadata, lowerText);
  return 'unknown';
}

const SEPARATORS = /[_.\-/:]/g;
const PROD_PHRASE = /\b(?:in|on|to|against|into|from) (?:the )?(?:prod|production|live)\b|\b(?:prod|production|live) (?:env|environment|project|tenant|cluster|server|db|database|subscription|account|org|data|system|site|instance|stack|workspace)\b|\bprod[-_.]|[-_.]prod\b/;
const NONPROD_PHRASE = /\b(?:in|on|to|against|into|from) (?:the |a |our )?(?:staging|stage|dev|development|test|testing|qa|sandbox|local|uat|preview)\b|\b(?:staging|dev|development|test|testing|qa|sandbox|local|uat|preview|demo) (?:env|environment|project|tenant|cluster|server|db|database|subscription|account|org|instance|stack|workspace)\b|\b(?:staging|stg|dev|sandbox|test|qa|uat)[-_.]|[-_.](?:staging|stg|dev|sandbox|qa|uat)\b/;

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

export const COMMON_PATTERNS: readonly RegExp[] = [PROD_WORD, NONPROD_WORD, SEPARATORS, PROD_PHRASE, NONPROD_PHRASE];
