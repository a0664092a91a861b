/** `safegate check <type> <value>`: one action, scored locally (one analyzer loaded) or by a server. */
import { join } from 'node:path';
import { isSea } from 'node:sea';
import { fileURLToPath } from 'node:url';
import { extendResult, type ExtendedCheckResult } from '../engine/compat.js';
import { canonicalInput } from '../engine/sdk-input.js';
import { isActionType, type CheckResult } from '../engine/types.js';
import { cacheRoot } from '../runtime/cache-dir.cjs';
import type { BundleHost } from './bundle-loader.cjs';
import { stdoutIsPlain, writeAnswer } from './answer.js';
import { CliError, EXIT, exitCodeOf } from './exit.js';
import { formatVerdict, useColour } from './format.js';
import { callServer, serverTarget, type ServerTarget } from './remote.js';

export interface CheckOptions {
  metadata?: string;
  json?: boolean;
  server?: string;
  key?: string;
  session?: string;
}

export function parseMetadata(raw: string | undefined): Record<string, unknown> | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (err) {
    throw new CliError(`--metadata: not JSON (${(err as Error).message})`, EXIT.usage);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new CliError('--metadata: must be a JSON object', EXIT.usage);
  return parsed as Record<string, unknown>;
}

/**
 * Where this process's keyword automata come from: the tables `npm run build` wrote beside the code (dist/automata),
 * else the user's cache directory, else built here and written there (engine/automaton-cache.ts). Set before the
 * first analyzer loads, as some rule modules build an automaton when they load.
 */
async function useAutomatonCache(): Promise<void> {
  const { cacheAutomataIn } = await import('../engine/automaton-cache.js');
  // the single binary ships no tables: its startup snapshot holds the automata built
  const shipped = isSea() ? null : fileURLToPath(new URL('../../automata', import.meta.url));
  cacheAutomataIn(join(cacheRoot(), 'automata'), shipped);
}

/** In a slim bundle of the command line (scripts/slim-bundles.ts): the action types whose analyzers it holds. */
declare const SAFEGATE_BUNDLE_TYPES: readonly string[] | undefined;
/** In a bundle: what its loader lent it (bundle-loader.cts: BundleHost), the wrapper's sixth parameter. */
declare const __safegateHost: BundleHost | undefined;

/** Whether this code holds the analyzer of the input's type: always, but in a slim bundle only for its own types. */
function analyzerHere(input: { type: string }): boolean {
  if (typeof SAFEGATE_BUNDLE_TYPES !== 'object') return true;
  const { type } = canonicalInput(input as Parameters<typeof canonicalInput>[0]);
  // an unknown type is refused by this bundle's validator as by any other
  return !isActionType(type) || SAFEGATE_BUNDLE_TYPES.includes(type);
}

/** Scores one input in this process; an invalid input is a usage error. */
export async function scoreLocally(input: { type: string; value: string; metadata?: Record<string, unknown> }): Promise<ExtendedCheckResult> {
  if (!analyzerHere(input)) {
    const full = typeof __safegateHost === 'object' ? __safegateHost.fullBundle() : undefined;
    if (full?.scoreLocally === undefined) throw new Error(`the command line's bundle holds no ${input.type} analyzer and was given no full bundle`);
    return full.scoreLocally(input);
  }
  // process.hrtime, not performance.now(): the global `performance` loads node:perf_hooks on first touch
  const started = process.hrtime.bigint();
  await useAutomatonCache();
  const { checkOne } = await import('../engine/one-type.js');
  let result: CheckResult;
  try {
    result = await checkOne(input);
  } catch (err) {
    throw new CliError((err as Error).message, EXIT.usage);
  }
  return extendResult(result, Number(process.hrtime.bigint() - started) / 1e6);
}

export function scoreRemotely(target: ServerTarget, input: { type: string; value: string; metadata?: Record<string, unknown> }, sessionId?: string): Promise<CheckResult> {
  return callServer<CheckResult>(target, 'POST', '/v2/check', { ...input, ...(sessionId ? { sessionId } : {}) });
}

export async function runCheck(type: string, value: string, opts: CheckOptions): Promise<number> {
  const input = { type, value, metadata: parseMetadata(opts.metadata) };
  const target = serverTarget(opts);
  const result = target ? await scoreRemotely(target, input, opts.session) : await scoreLocally(input);
  // a pipe or a file is no terminal: no colour, and process.stdout is not built to find out (answer.ts)
  writeAnswer(opts.json ? `${JSON.stringify(result)}\n` : formatVerdict(result, type, !stdoutIsPlain() && useColour(process.stdout)));
  return exitCodeOf(result.level);
}
