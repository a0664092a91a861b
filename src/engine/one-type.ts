/**
 * The engine for a short-lived process that scores one action (the CLI's check, the Claude Code hook): it
 * loads and compiles only the analyzer of the type asked for. Importing engine.ts loads all 18 rule modules and
 * their parsers, which is most of a cold start; here a check loads one. Results equal engine.ts's check() (a
 * test runs corpus cases of every type through both).
 *
 * It does not import regexp-tuning.ts: that flag makes V8 compile every regex to machine code on first use,
 * which pays off over thousands of checks and only costs time in a process that runs a handful. It changes no
 * result.
 */
import { compileAnalyzer } from './compile.js';
import { withSecondOpinion } from './learned/second-opinion.js';
import { PROSE_TYPES } from './frames/prose-types.js';
import { EMPTY_METADATA, resetMetaFields } from './normalize.js';
import { buildResult, findThreats } from './score.js';
import { canonicalInput } from './sdk-input.js';
import type { ActionType, Analyzer, BaseContext, CheckInput, CheckResult } from './types.js';
import { validateCheckInput } from './validate-input.js';

type RuleModule = Promise<{ default: Analyzer<any> }>;

/** One loader per type, each a literal import() so bundlers keep every analyzer in its own lazy module. */
const LOADERS: Readonly<Record<ActionType, () => RuleModule>> = {
  url: () => import('./rules/url.js'),
  command: () => import('./rules/command.js'),
  text: () => import('./rules/text.js'),
  file_read: () => import('./rules/file-read.js'),
  file_write: () => import('./rules/file-write.js'),
  api_call: () => import('./rules/api-call.js'),
  query: () => import('./rules/query.js'),
  code: () => import('./rules/code.js'),
  message: () => import('./rules/message.js'),
  transaction: () => import('./rules/transaction.js'),
  auth: () => import('./rules/auth.js'),
  git: () => import('./rules/git.js'),
  ui_action: () => import('./rules/ui-action.js'),
  infra: () => import('./rules/infra.js'),
  agent_comm: () => import('./rules/agent-comm.js'),
  data_pipeline: () => import('./rules/data-pipeline.js'),
  document: () => import('./rules/document.js'),
  iot: () => import('./rules/iot.js'),
};

const loaded = new Map<ActionType, ReturnType<typeof compileAnalyzer<BaseContext>>>();

async function analyzerFor(type: ActionType) {
  let compiled = loaded.get(type);
  if (!compiled) {
    const analyzer = (await LOADERS[type]()).default as Analyzer<BaseContext>;
    // the frame layer (its lexicon, reader and term automaton) is loaded only for the prose types, which carry its rows
    const framed = PROSE_TYPES.includes(type) ? (await import('./frames/profiles.js')).withFrames(type, analyzer) : analyzer;
    compiled = compileAnalyzer(withSecondOpinion(type, framed));
    loaded.set(type, compiled);
  }
  return compiled;
}

/** Loads and compiles every analyzer now (the single binary's startup snapshot holds them ready). */
export async function preloadAnalyzers(): Promise<void> {
  for (const type of Object.keys(LOADERS) as ActionType[]) await analyzerFor(type);
  // the prose types' term automaton too (built on first read otherwise), so a snapshot holds it ready
  (await import('./frames/scan.js')).termAutomaton();
}

/** Scores one action, loading its analyzer on first use. Throws like check() on an invalid input. */
export async function checkOne(input: CheckInput): Promise<CheckResult> {
  const canonical = canonicalInput(input);
  validateCheckInput(canonical);
  const compiled = await analyzerFor(canonical.type as ActionType);
  resetMetaFields();
  return buildResult(findThreats(compiled, canonical.value, canonical.metadata ?? EMPTY_METADATA, true));
}
