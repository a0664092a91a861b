/**
 * `safegate check` and `safegate hook` run from one file: the command line bundled by `npm run build`
 * (scripts/build-cli.ts) into dist/src/cli/bundle.cjs, compiled through V8's code cache. A hook is one process per
 * tool call, and loading the same code as some 70 ES modules (resolving, reading and compiling each) was a third of
 * its cold start; one file with its compiled code cached is a fraction of that. Node 20 has no compile cache of its
 * own (module.enableCompileCache came with Node 22), so the cache is V8's: vm.Script's cachedData, kept in the
 * user's cache directory per bundle and Node version, written once by the first run that finds none (or finds it
 * rejected, after a Node upgrade). The single binary carries the same bundle as an asset and runs it the same way
 * (runBundle).
 *
 * In the npm form a kind of run that scores only some action types runs a slim bundle of the same program holding
 * only their analyzers (scripts/slim-bundles.ts), and asks the full bundle for any other type (check.ts).
 *
 * A bundle is used only while it is current: bundle.json lists every file of dist/ it was built from with its
 * size and modification time, and one that differs (tsc ran since, or a file changed) sends the command to the
 * ES modules instead, which are always right. Nothing here changes what a command does, only where its code is
 * read from.
 *
 * A CommonJS module, like the entry that loads it (main.cts): Node starts a CommonJS entry with less work than an
 * ES module one, and an ES module's `import` of node:fs loads Node's streams with it.
 */
import { mkdirSync, readFileSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { Script } from 'node:vm';
import { cacheRoot } from '../runtime/cache-dir.cjs';
import { PROGRAM_TYPES } from './bash-programs.cjs';
import { isPlainDescriptor, readStdinStream } from './stdio.cjs';
import type { ExtendedCheckResult } from '../engine/compat.js';
import type { CliInput } from './program.js';

/** A file a bundle was built from (or the bundle): path relative to this directory, size, modification time. */
type FileEntry = [path: string, size: number, mtimeMs: number];

/** What scripts/build-cli.ts writes beside the bundle. */
export interface BundleManifest {
  /** Content hash of bundle.cjs: names its code cache. */
  hash: string;
  /** Each input under dist/ of the full bundle (which holds every slim bundle's), then bundle.cjs itself. */
  files: FileEntry[];
  /** The slim bundles (scripts/slim-bundles.ts) by file name beside bundle.cjs; a kind of run without one runs the full bundle. */
  slim?: Record<string, SlimBundle>;
}

export interface SlimBundle {
  /** Content hash: names its code caches. */
  hash: string;
  /** The kinds of run (runKindOf) it serves. */
  kinds: string[];
  /** Its inputs, as indices into the manifest's files. */
  inputs: number[];
  /** The slim bundle itself. */
  self: FileEntry;
}

type LocalInput = { type: string; value: string; metadata?: Record<string, unknown> };

/** What a bundle exports (src/cli/bundle-entry.ts). */
export interface BundledCli {
  runCli(argv: readonly string[], input?: CliInput): void;
  /** Scores one action with the bundle's own engine (absent from bundles built before it existed). */
  scoreLocally?(input: LocalInput): Promise<ExtendedCheckResult>;
}

/** What the loader lends a bundle, as its wrapper's sixth parameter (`__safegateHost`). */
export interface BundleHost {
  /** The full bundle, which a slim one asks to score the action types it lacks (check.ts). */
  fullBundle(): BundledCli;
}

export const BUNDLE_FILE = join(__dirname, 'bundle.cjs');
export const MANIFEST_FILE = join(__dirname, 'bundle.json');

/**
 * The bundled command line, or null when there is none or it is not current: the slim bundle of this kind of run
 * when the build wrote one, else the full bundle. `kind` (runKindOf) names its code cache: one per kind of run, each
 * holding the functions that kind compiles. A slim bundle is current while its own inputs are (a third of the full
 * bundle's: fewer files to look at in every start).
 */
export function loadBundle(kind: string): BundledCli | null {
  const manifest = readManifest();
  if (manifest === null) return null;
  let full: BundledCli | undefined;
  // looked at once: a kind of run without a slim bundle would otherwise stat every input twice in its start
  let current: boolean | undefined;
  const fullCurrent = (): boolean => (current ??= isCurrent(manifest));
  const fullBundle = (): BundledCli => {
    // built with the slim ones from the same files, so older than them only if some other analyzer's file changed since
    if (!fullCurrent()) throw new Error('the command line\'s full bundle is older than the files it was built from: run npm run build');
    return (full ??= runFile(BUNDLE_FILE, manifest.hash, kind));
  };
  const slim = Object.entries(manifest.slim ?? {}).find(([, bundle]) => bundle.kinds.includes(kind));
  if (slim !== undefined && filesCurrent(slimFiles(manifest, slim[1]))) return runFile(join(__dirname, slim[0]), slim[1].hash, kind, { fullBundle });
  return fullCurrent() ? fullBundle() : null;
}

/** The files a slim bundle was built from, and the bundle. */
export const slimFiles = (manifest: BundleManifest, bundle: SlimBundle): FileEntry[] => [...bundle.inputs.map((i) => manifest.files[i]!), bundle.self];

function runFile(file: string, hash: string, kind: string, host?: BundleHost): BundledCli {
  // the build writes the bundles in ASCII only, so latin1 reads the same text without UTF-8 decoding
  const source = readFileSync(file, 'latin1');
  // this module's own require resolves from the bundle's directory (node:module's createRequire loads more of Node)
  return runBundle(source, file, codeCacheFile(hash, kind), require, host);
}

/** bundle.json as the build wrote it, or null when there is none (or it does not parse). */
export function readManifest(): BundleManifest | null {
  try {
    return JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as BundleManifest;
  } catch {
    return null;
  }
}

/** Where the code cache of a bundle (by content hash) for one kind of run is kept. */
export function codeCacheFile(hash: string, kind: string): string {
  return join(cacheRoot(), 'code', `${hash}-${kind}-${process.version}-${process.arch}.v8`);
}

/**
 * Runs the bundle's text (a function expression of the CommonJS wrapper's five parameters, build-cli.ts) compiled
 * from the code cache in `cacheFile` when V8 accepts it; otherwise compiled from source, the cache written at exit.
 */
export function runBundle(source: string, filename: string, cacheFile: string, bundleRequire: NodeJS.Require, host?: BundleHost): BundledCli {
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // none yet: this run writes it
  }
  const script = new Script(source, { filename, cachedData });
  // at exit, so the cache holds the code this run compiled (the check's analyzer, the verdict's formatting), not only the top level
  if (cachedData === undefined || script.cachedDataRejected === true) process.once('exit', () => writeCodeCache(cacheFile, script));
  const module = { exports: {} as BundledCli };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, bundleRequire, module, filename, dirname(filename), host);
  return module.exports;
}

/** Whether every file the full bundle was built from (paths relative to `dir`) still has its size and modification time. */
export function isCurrent(manifest: BundleManifest, dir = __dirname): boolean {
  return filesCurrent(manifest.files, dir);
}

/** Whether every file of `files` (paths relative to `dir`) still has its size and modification time. */
export function filesCurrent(files: readonly FileEntry[], dir = __dirname): boolean {
  for (const [path, size, mtimeMs] of files) {
    // joined as text: the kernel resolves the '..' of these relative paths, and path.join's normalising of 80-odd paths shows in a cold start
    const stat = statSync(`${dir}${sep}${path}`, { throwIfNoEntry: false });
    if (stat === undefined || stat.size !== size || stat.mtimeMs !== mtimeMs) return false;
  }
  return files.length > 0;
}

function writeCodeCache(file: string, script: Script): void {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, script.createCachedData());
    renameSync(temp, file);
  } catch {
    // a read-only cache directory: the next run compiles again
  }
}

// What kind of run a `check` or `hook` process is, before the bundle loads: it names the code cache the bundle is
// compiled from. V8 caches the functions the run that wrote the cache had compiled, so a prose hook started from a
// cache that a command check wrote would compile its own analyzer from source on every start; one cache per kind of
// run (the checked type, the hook's tool) holds what that kind runs.

/**
 * The Claude Code hook's event, read from stdin now (its tool names the cache); the hook awaits this instead of
 * reading stdin itself. Undefined (the hook reads stdin as usual) for help, or a terminal on stdin.
 */
export function prereadHookEvent(argv: readonly string[]): Promise<string> | undefined {
  if (argv[2] !== 'hook' || argv[3] !== 'claude-code' || argv.some((a) => a === '-h' || a === '--help')) return undefined;
  // a pipe, a socket or a file (what a hook is given) is read with read(2) directly
  const reading = isPlainDescriptor(0) ? readStdinDirectly() : process.stdin.isTTY === true ? undefined : readStdinStream();
  // a read error is the hook's to report (it awaits this promise inside its fail-open/closed handling)
  reading?.catch(() => undefined);
  return reading;
}

/**
 * Stdin read with read(2) until its end: Node builds process.stdin on first use, and for a pipe that loads its stream
 * and socket modules, a measurable part of a hook's cold start. A non-blocking pipe with nothing to read yet is
 * read on through process.stdin.
 */
function readStdinDirectly(): Promise<string> {
  const chunks: Buffer[] = [];
  const buffer = Buffer.allocUnsafe(1 << 16);
  try {
    for (let n = readSync(0, buffer); n > 0; n = readSync(0, buffer)) chunks.push(Buffer.from(buffer.subarray(0, n)));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN') return readStdinStream(chunks);
    if (code !== 'EOF') return Promise.reject(err);
  }
  return Promise.resolve(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Whether the command runs from the bundle: check and hook, and the help and version, which the bundle's program
 * prints as the whole one does (it declares every command; only the others' actions are outside it).
 */
export function runsFromBundle(argv: readonly string[]): boolean {
  return ['check', 'hook', 'help', '-h', '--help', '-v', '--version'].includes(argv[2] ?? '');
}

/**
 * `check-<type>`, `hook-<tool>` (`hook-mcp` for every MCP tool; `hook-Bash-git`, `hook-Bash-infra` for the commands the
 * hook also scores with those analyzers), plain `check` / `hook` when it cannot tell, `other` for help and version.
 */
export async function runKindOf(argv: readonly string[], hookEvent: Promise<string> | undefined): Promise<string> {
  if (argv[2] === 'check') {
    const type = argv[3] ?? '';
    return /^[a-z_]{1,24}$/.test(type) ? `check-${type}` : 'check';
  }
  if (argv[2] !== 'hook') return 'other';
  if (hookEvent === undefined) return 'hook';
  let event: { tool_name?: unknown; tool_input?: { command?: unknown } } | null;
  try {
    event = JSON.parse(await hookEvent) as typeof event;
  } catch {
    return 'hook';
  }
  const tool = event?.tool_name;
  if (typeof tool !== 'string') return 'hook';
  if (tool.startsWith('mcp__')) return 'hook-mcp';
  if (!/^[A-Za-z]{1,32}$/.test(tool)) return 'hook';
  // a git or infra command also runs that analyzer (hook-claude.ts): its own cache
  const command = tool === 'Bash' ? event?.tool_input?.command : undefined;
  const programs = typeof command === 'string' ? PROGRAM_TYPES.filter(([program]) => program.test(command)).map(([, type]) => `-${type}`).join('') : '';
  return `hook-${tool}${programs}`;
}
