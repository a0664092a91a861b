// first: V8 regex settings must be in place before the rule modules build their patterns
import './regexp-tuning.js';
import { compileAnalyzer, withRules, type CompiledAnalyzer } from './compile.js';
import { ANALYZERS } from './rules/index.js';
import { EMPTY_METADATA, resetMetaFields } from './normalize.js';
import { buildResult, findThreats, type Hit } from './score.js';
import { isOwnMessageRule, PLANTED_PARTS, type PlantedPart, QUOTED_GIT_RULE, type NestedHit, registerCodeScorer, registerCommandScorer, registerGitScorer, registerMessageScorer, registerPathScorer, registerPlantedScorer, registerQueryScorer } from './nested.js';
import { canonicalInput } from './sdk-input.js';
import { forgetParsed } from './parsed.js';
import { NESTED_PATH_METADATA } from './parse/document-classes.js';
import { validateCheckInput } from './validate-input.js';
import { actsAllDenied } from './frames/profiles.js';
import { MAX_CHARS } from './learned/features.js';
import { setPreparer } from './learned/second-opinion.js';
import { checkEnded } from './check-scope.js';
import { ACTION_TYPES, isActionType, type ActionType, type CheckInput, type CheckResult, type Metadata } from './types.js';


/**
 * Rule tables compiled once, on the first check of their type (in each worker thread, and in the library):
 * a process that checks one type (the CLI, a hook) never pays for the other 17. Workers warm every type at
 * start with compileAll().
 */
const COMPILED: Partial<Record<ActionType, CompiledAnalyzer>> = {};

function compiled(type: ActionType): CompiledAnalyzer {
  return COMPILED[type] ?? (COMPILED[type] = compileAnalyzer(ANALYZERS[type]));
}

/** The message analyzer with its own rules only (nested.ts isOwnMessageRule), compiled on first use like the others. */
let OWN_MESSAGE: CompiledAnalyzer | null = null;
function ownMessageRules(): CompiledAnalyzer {
  return OWN_MESSAGE ??= compileAnalyzer(withRules(ANALYZERS.message, isOwnMessageRule));
}

/** A nested check's findings as the nested readers take them (nested.ts): each rule's id, primitive, score and name. */
function nestedHits(analyzer: CompiledAnalyzer, value: string, metadata: Metadata): NestedHit[] {
  const hits = findThreats(analyzer, value, metadata);
  const out: NestedHit[] = new Array(hits.length);
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    out[i] = { id: h.rule.id, primitive: h.primitive, score: h.score, name: h.rule.name };
  }
  return out;
}

// commands embedded in code are judged by the command analyzer (metadata-free: the command's own words decide)
registerCommandScorer((command) => nestedHits(compiled('command'), command, EMPTY_METADATA));
// a file path passed as a URL parameter is judged by the file_read analyzer (encodings undone once, secret classes)
// (read on behalf of whoever supplied the outer value: an outside requester, so routine files such as /etc/passwd count)
registerPathScorer((path) => nestedHits(compiled('file_read'), path, NESTED_PATH_METADATA));
// a URL parameter pasted into SQL is judged by the query analyzer's injection rules
registerQueryScorer((value) => nestedHits(compiled('query'), value, EMPTY_METADATA));
// text read out of a mailbox is judged as an e-mail too (text P24), by the message analyzer's own rules alone
registerMessageScorer((value, metadata) => nestedHits(ownMessageRules(), value, metadata));

/** The text analyzer with one part of its planted-instruction rules only (nested.ts PLANTED_PARTS), compiled on first use. */
const PLANTED: Partial<Record<PlantedPart, CompiledAnalyzer>> = {};
function plantedRules(part: PlantedPart): CompiledAnalyzer {
  return PLANTED[part] ??= compileAnalyzer(withRules(ANALYZERS.text, (id) => PLANTED_PARTS[part].has(id)));
}
/**
 * The same parts without the text analyzer's scan sets and lead patterns (compiled on first use), for a long value
 * tested for aim (LEAN_FROM units or more: every file, stored page and code value that holds the aiming rules'
 * keywords). Those sets and leads serve the analyzer's other rules: listed, they made the keyword pass over the whole
 * value record occurrences the few aiming rules do not read. A detect function that asks lead-search for them reads
 * its string itself instead, with the same answers (lead-search.ts); on a short value that costs more than the
 * occurrences saved (code 4 KB about 10 % slower), from 8 KB on it costs less (64 KB: plantedOrder a fifth cheaper).
 */
const PLANTED_LEAN: Partial<Record<PlantedPart, CompiledAnalyzer>> = {};
const LEAN_FROM = 8192;
function leanPlantedRules(part: PlantedPart): CompiledAnalyzer {
  return PLANTED_LEAN[part] ??= compileAnalyzer({ ...withRules(ANALYZERS.text, (id) => PLANTED_PARTS[part].has(id)), scanSets: undefined, leadPatterns: undefined });
}
function plantedRulesFor(part: PlantedPart, value: string): CompiledAnalyzer {
  return part === 'harm' || value.length < LEAN_FROM ? plantedRules(part) : leanPlantedRules(part);
}
/** Words written for a later reader are content, not the user's own request. */
const PLANTED_METADATA = Object.freeze({ source: 'file' });
// a file's text, page content stored by code and a link's query are judged by the text analyzer's planted-instruction rules
registerPlantedScorer((value, part) => nestedHits(plantedRulesFor(part, value), value, PLANTED_METADATA));

/** The git analyzer without its quoted-command rule, for git commands quoted inside a git value's words. */
let NESTED_GIT: CompiledAnalyzer | null = null;
function nestedGitRules(): CompiledAnalyzer {
  return NESTED_GIT ??= compileAnalyzer(withRules(ANALYZERS.git, (id) => id !== QUOTED_GIT_RULE));
}
registerGitScorer((value) => nestedHits(nestedGitRules(), value, EMPTY_METADATA));

// code a commit adds is judged by the code analyzer (its own table: git never runs inside code)
registerCodeScorer((value) => nestedHits(compiled('code'), value, EMPTY_METADATA));

/** Compiles every rule table now (workers call it at start, so no check pays for a first compile). */
export function compileAll(): void {
  for (const t of ACTION_TYPES) compiled(t);
  ownMessageRules();
  for (const part of Object.keys(PLANTED_PARTS) as PlantedPart[]) {
    plantedRules(part);
    if (part !== 'harm') leanPlantedRules(part);
  }
  nestedGitRules();
}

export { isActionType, validateCheckInput };
export { parsedUrlOf } from './parsed.js';

/** Module state of the previous check (metadata fields read, parses) forgotten before a new one. */
function freshCheck(): void {
  resetMetaFields();
  forgetParsed();
}

/** The raw findings of one action (sessions and policies add their own before building a result). */
export function analyzeAction(type: ActionType, value: string, metadata: Metadata | undefined): Hit[] {
  freshCheck();
  return findThreats(compiled(type), value, metadata ?? EMPTY_METADATA, true);
}

/** Scores one action. Pure and synchronous; deterministic for the same input. SDK type names are accepted. */
export function check(input: CheckInput): CheckResult {
  const canonical = canonicalInput(input);
  validateCheckInput(canonical);
  return buildResult(analyzeAction(canonical.type as ActionType, canonical.value, canonical.metadata));
}

/** Analyzers that carry at least one rule (what health reports as `analyzers`). */
export function analyzerCount(): number {
  return ACTION_TYPES.filter((t) => ANALYZERS[t].rules.length > 0).length;
}

export function ruleCount(): number {
  return ACTION_TYPES.reduce((n, t) => n + ANALYZERS[t].rules.length, 0);
}

/** Whether the frame layer leaves an action to the learned second opinion (it abstains otherwise; the fit's examples). */
export function secondOpinionMayJudge(type: string, value: string, metadata?: Record<string, unknown>): boolean {
  freshCheck();
  try {
    return !actsAllDenied(type as ActionType, compiled(type as ActionType).prepare(value, metadata ?? EMPTY_METADATA), MAX_CHARS);
  } finally {
    checkEnded();
  }
}

// the learned second opinion's features of an action outside a check (its fit, its tests) read a prepared context
setPreparer((type, value, metadata, read) => {
  freshCheck();
  try {
    return read(compiled(type as ActionType).prepare(value, (metadata ?? EMPTY_METADATA) as Metadata));
  } finally {
    checkEnded();
  }
});

/** The level of the rules alone, without the learned second opinion (the fitting script's report). */
export function rulesLevel(type: string, value: string, metadata?: Record<string, unknown>): string {
  return rulesResult(type, value, metadata).level;
}

/** The result of the rules alone, without the learned second opinion (the fitting script's report). */
export function rulesResult(type: string, value: string, metadata?: Record<string, unknown>): CheckResult {
  freshCheck();
  return buildResult(findThreats(compiled(type as ActionType), value, metadata ?? EMPTY_METADATA));
}
