/**
 * Delivery bodies (spec 6.3). The checked value never leaves: only its SHA-256 does. A body is built once per
 * checked action and shared by every webhook it goes to; it is stored in the outbox as the exact bytes that are
 * signed and sent on every attempt.
 */
import { sha256Hex } from '../checks/value-hash.js';
import { randomUUID } from 'node:crypto';

export interface PayloadFacts {
  event: string;
  at: number;
  actionType: string;
  valueHash: string;
  score: number;
  level: string;
  /** The reasons array as JSON text. */
  reasonsJson: string;
}

/** A delivery id in the Standard Webhooks style (`msg_` + 128 random bits as hex). */
export function newMessageId(): string {
  return `msg_${randomUUID().replace(/-/g, '')}`;
}

/** Event, action type and level come from fixed vocabularies of plain words; anything else is JSON-escaped. */
const quote = (s: string): string => (isPlainWord(s) ? `"${s}"` : JSON.stringify(s));

function isPlainWord(s: string): boolean {
  if (s.length === 0 || s.length > 32) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 32; // ASCII letters fold to lower case; '_' (95) becomes 127
    if ((c < 97 || c > 122) && s.charCodeAt(i) !== 95) return false;
  }
  return true;
}

let lastAt = -1;
let lastIso = '';

/** ISO 8601 with milliseconds, memoised: the actions of one flush mostly share a millisecond. */
function isoAt(at: number): string {
  if (at !== lastAt) {
    lastAt = at;
    lastIso = new Date(at).toISOString();
  }
  return lastIso;
}

export function buildPayload(f: PayloadFacts): string {
  return `{"event":${quote(f.event)},"timestamp":"${isoAt(f.at)}","action_type":${quote(f.actionType)},"value_hash":"${f.valueHash}","score":${f.score},"level":${quote(f.level)},"reasons":${f.reasonsJson}}`;
}

const REASONS_KEY = '"reasons":[';

/**
 * The `reasons` array of an encoded CheckResult, as JSON text, without parsing the whole result. Inside a JSON
 * string every quote is escaped, so the first unescaped `"reasons":[` is the key; the array holds only strings and
 * ends at the first `]` outside one. Falls back to a full parse for any other shape.
 */
export function reasonsJson(resultJson: string): string {
  const start = resultJson.indexOf(REASONS_KEY);
  if (start >= 0) {
    let i = start + REASONS_KEY.length;
    let inString = false;
    for (; i < resultJson.length; i++) {
      const c = resultJson.charCodeAt(i);
      if (inString) {
        if (c === 92 /* \ */) i++;
        else if (c === 34 /* " */) inString = false;
      } else if (c === 34) inString = true;
      else if (c === 93 /* ] */) return resultJson.slice(start + REASONS_KEY.length - 1, i + 1);
    }
  }
  try {
    const reasons = (JSON.parse(resultJson) as { reasons?: unknown }).reasons;
    return Array.isArray(reasons) ? JSON.stringify(reasons.filter((r) => typeof r === 'string')) : '[]';
  } catch {
    return '[]';
  }
}

/** What `POST /v2/webhooks/:id/test` sends: the shape of a real delivery, event `test`, a SAFE sample. */
export function testPayload(at: number): string {
  return buildPayload({ event: 'test', at, actionType: 'text', valueHash: sha256Hex('SafeGate webhook test'), score: 0, level: 'SAFE', reasonsJson: '[]' });
}
