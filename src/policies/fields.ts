/** A policy request body turned into stored fields, with errors that name the field or list entry at fault. */
import { ACTION_TYPES, isActionType } from '../engine/types.js';
import { invalid } from '../http/errors.js';
import type { PolicyBodyT } from '../schemas/policies.js';
import { compilePolicy, POLICY_MODES, type PolicyMode } from './matcher.js';
import { MAX_PATTERNS, MAX_PATTERN_LENGTH, parseList, PatternError, type ListName } from './patterns.js';
import type { PolicyFields, PolicyRecord } from './policy-store.js';

function modeOf(body: PolicyBodyT): PolicyMode | undefined {
  if (body.mode !== undefined && body.level !== undefined && body.mode !== body.level) throw invalid('mode: mode and level (its synonym) disagree; send one of them');
  const raw = body.mode ?? body.level;
  if (raw === undefined) return undefined;
  const field = body.mode !== undefined ? 'mode' : 'level';
  if (!(POLICY_MODES as readonly string[]).includes(raw)) throw invalid(`${field}: unknown mode "${raw}"; allowed: ${POLICY_MODES.join(', ')}`);
  return raw as PolicyMode;
}

/** A list entry as text: a pattern string, or the SDK's `{type, pattern}` object (a typed pattern). */
function entryText(entry: unknown, field: string): string {
  if (typeof entry === 'string') return entry;
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) throw invalid(`${field}: must be a pattern string or {type, pattern}`);
  const { type, pattern, isRegex } = entry as Record<string, unknown>;
  if (isRegex === true) throw invalid(`${field}: regular expressions are not accepted (matching must stay linear-time); write the pattern with * wildcards`);
  if (typeof pattern !== 'string') throw invalid(`${field}.pattern: must be a string`);
  if (typeof type !== 'string' || !isActionType(type)) throw invalid(`${field}.type: must be one of the 18 action types`);
  return type === 'url' ? pattern : `${type}:${pattern}`;
}

function listOf(entries: unknown[] | undefined, list: ListName): string[] | undefined {
  if (entries === undefined) return undefined;
  if (entries.length > MAX_PATTERNS) throw invalid(`${list}: at most ${MAX_PATTERNS} entries (got ${entries.length})`);
  const texts = entries.map((e, i) => entryText(e, `${list}.${i}`).trim());
  texts.forEach((t, i) => {
    if (t.length > MAX_PATTERN_LENGTH) throw invalid(`${list}.${i}: longer than ${MAX_PATTERN_LENGTH} characters`);
  });
  try {
    parseList(texts, list);
  } catch (err) {
    if (err instanceof PatternError) throw invalid(err.message);
    throw err;
  }
  return texts;
}

function typesOf(types: string[] | undefined): string[] | undefined {
  if (types === undefined) return undefined;
  types.forEach((t, i) => {
    if (!isActionType(t)) throw invalid(`actionTypes.${i}: unknown action type "${t.slice(0, 40)}"`);
  });
  return ACTION_TYPES.filter((t) => types.includes(t));
}

/** The fields present in the body, validated; creation fills in the defaults and needs a name. */
export function fieldsOf(body: PolicyBodyT, creating: true): PolicyFields;
export function fieldsOf(body: PolicyBodyT, creating: false): Partial<PolicyFields>;
export function fieldsOf(body: PolicyBodyT, creating: boolean): Partial<PolicyFields> {
  const out: Partial<PolicyFields> = {};
  if (body.name !== undefined) {
    if (body.name.trim() === '') throw invalid('name: must not be blank');
    out.name = body.name.trim();
  } else if (creating) throw invalid('name: required');
  const mode = modeOf(body);
  if (mode !== undefined || creating) out.mode = mode ?? 'balanced';
  const allowlist = listOf(body.allowlist, 'allowlist');
  if (allowlist !== undefined || creating) out.allowlist = allowlist ?? [];
  const blocklist = listOf(body.blocklist, 'blocklist');
  if (blocklist !== undefined || creating) out.blocklist = blocklist ?? [];
  const actionTypes = typesOf(body.actionTypes);
  if (actionTypes !== undefined || creating) out.actionTypes = actionTypes ?? [...ACTION_TYPES];
  return out;
}

/** Compiles the policy the fields describe, as a worker will: whatever it refuses is refused here first. */
export function assertCompiles(fields: PolicyFields, current?: PolicyRecord): void {
  try {
    compilePolicy({ id: current?.id ?? 'new', ...fields });
  } catch (err) {
    throw invalid(`policy: ${(err as Error).message}`);
  }
}
