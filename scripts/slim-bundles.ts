/**
 * The command line's slim bundles (build-cli.ts): one per set of action types that a kind of run scores, holding only
 * those analyzers (and the frame layer only when one of them is a prose type). A cold `check text` then reads and
 * compiles a fifth of the full bundle's text, and its code cache drops the thousands of top-level functions of the
 * other seventeen analyzers. A slim bundle asked for any other type hands the check to the full one (check.ts), so a
 * kind mapped here to too few types is only slower, never wrong.
 */
import type { Plugin } from 'esbuild';
import { runKindOf } from '../src/cli/bundle-loader.cjs';
import { PROGRAM_TYPES } from '../src/cli/bash-programs.cjs';
import { actionsOf, type HookEvent } from '../src/cli/hook-claude.js';
import { PROSE_TYPES } from '../src/engine/frames/prose-types.js';
import { TYPE_ALIASES } from '../src/engine/sdk-input.js';
import { ACTION_TYPES, isActionType, type ActionType } from '../src/engine/types.js';

/** One value of every field a tool's input is read from (hook-claude.ts: actionsOf). */
const SAMPLE_INPUT = {
  file_path: '/tmp/a', content: 'c', new_string: 'c', edits: [{ new_string: 'c' }], new_source: 'c', url: 'https://example.com/',
  description: 'd', prompt: 'p', command: 'ls', cmd: 'ls', script: 'ls', sql: 'SELECT 1', query: 'SELECT 1', code: 'x = 1',
};
const HOOK_TOOLS = ['Read', 'Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'WebFetch', 'Task', 'Agent', 'mcp__server__tool'];
/** A Bash command plain, and one for each program of PROGRAM_TYPES (the build checks that each was seen). */
const BASH_SAMPLES = ['ls -la', 'git status', 'terraform plan'];

/**
 * The kinds of run (bundle-loader.cts: runKindOf) with a slim bundle, and the action types each scores: `check` of
 * each type name (the SDK's aliases by the type they map to), the hook's tools as the hook maps them (its own
 * actionsOf, on a sample event of each tool), and help and version (`other`) with no analyzer at all.
 */
export async function slimKinds(): Promise<Map<string, ActionType[]>> {
  const kinds = new Map<string, ActionType[]>([['other', []]]);
  for (const type of ACTION_TYPES) kinds.set(`check-${type}`, [type]);
  for (const [alias, { type }] of Object.entries(TYPE_ALIASES)) kinds.set(`check-${alias}`, [type]);
  const events: HookEvent[] = [
    ...HOOK_TOOLS.map((tool) => ({ tool_name: tool, tool_input: SAMPLE_INPUT })),
    ...BASH_SAMPLES.map((command) => ({ tool_name: 'Bash', tool_input: { command } })),
  ];
  const programsSeen = new Set<string>();
  for (const event of events) {
    const kind = await runKindOf(['node', 'safegate', 'hook', 'claude-code'], Promise.resolve(JSON.stringify(event)));
    const types = actionsOf(event).map((a) => a.type).filter(isActionType);
    for (const type of types) if (PROGRAM_TYPES.some(([, t]) => t === type)) programsSeen.add(type);
    kinds.set(kind, inSpecOrder([...(kinds.get(kind) ?? []), ...types]));
  }
  const unseen = PROGRAM_TYPES.filter(([, t]) => !programsSeen.has(t));
  if (unseen.length > 0) throw new Error(`slim-bundles: no sample Bash command runs ${unseen.map(([, t]) => t).join(', ')}; add one to BASH_SAMPLES`);
  return kinds;
}

const inSpecOrder = (types: readonly ActionType[]): ActionType[] => ACTION_TYPES.filter((t) => types.includes(t));

/** The file name of the slim bundle of `types`. */
export const slimFileOf = (types: readonly ActionType[]): string => `bundle-${types.length === 0 ? 'none' : types.join('+')}.cjs`;

/** What one-type.ts loads lazily: each analyzer by its file, and the frame layer for the prose types. */
const LAZY_IMPORT = /^\.\/(rules|frames)\/([\w-]+)\.js$/;
const ONE_TYPE = /[\\/]engine[\\/]one-type\.js$/;

/**
 * Leaves out of a bundle the analyzers one-type.ts would load for types other than `types` (and the frame layer
 * when none of them is prose): each import() of one becomes a module that throws when loaded, which check.ts never
 * lets happen (it sends those types to the full bundle). `seen` collects what one-type.ts imported, for the build
 * to check that it still loads every analyzer this way.
 */
export function onlyAnalyzersOf(types: readonly ActionType[], seen: Set<string>): Plugin {
  const prose = types.some((t) => PROSE_TYPES.includes(t));
  return {
    name: 'only-analyzers-of',
    setup(b) {
      b.onResolve({ filter: LAZY_IMPORT }, (args) => {
        if (!ONE_TYPE.test(args.importer) || args.kind !== 'dynamic-import') return undefined;
        const [, dir, name] = LAZY_IMPORT.exec(args.path)!;
        seen.add(`${dir}/${name}`);
        const held = dir === 'rules' ? types.includes(name!.replace(/-/g, '_') as ActionType) : prose;
        return held ? undefined : { path: args.path, namespace: 'left-out' };
      });
      b.onLoad({ filter: /.*/, namespace: 'left-out' }, (args) => ({
        contents: `throw new Error(${JSON.stringify(`${args.path} is not in this bundle of the command line (scripts/slim-bundles.ts)`)});`,
        loader: 'js',
      }));
    },
  };
}

/** Throws unless one-type.ts imported every analyzer by the path onlyAnalyzersOf recognises. */
export function checkAnalyzersSeen(seen: ReadonlySet<string>): void {
  const missing = ACTION_TYPES.filter((t) => !seen.has(`rules/${t.replace(/_/g, '-')}`));
  if (missing.length > 0) throw new Error(`slim-bundles: one-type.ts no longer imports ./rules/<type>.js for ${missing.join(', ')}; update scripts/slim-bundles.ts`);
}
