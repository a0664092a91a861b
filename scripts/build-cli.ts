/**
 * The command line's build step after tsc (`npm run build`, `prepare`, `pretest`):
 * - dist/src/cli/bundle.cjs: the command line in one CommonJS function (esbuild; the text is the expression of
 *   Node's module wrapper), with bundle.json, the files it was built from; `safegate check` and `safegate hook` run
 *   from it while it is current (src/cli/bundle-loader.cts), and the single binary carries it as an asset.
 *   The other commands' modules (serve, scan, keys, mcp) stay outside: those commands never run from the bundle.
 * - dist/src/cli/bundle-<types>.cjs: the same with only the analyzers of some action types (slim-bundles.ts), for
 *   the kinds of run that score only those; the npm form runs them.
 * - dist/src/cli/main.cjs, the npm entry, as one file (bundleEntry).
 * - dist/automata: the keyword automaton tables of every analyzer and of the frame layer's term automaton, which
 *   check and the hook read instead of building them (src/engine/automaton-cache.ts; each file carries the
 *   identity it was built from, so a file left from an older build is never used).
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundledIdentities, cacheAutomataIn, type BundledIdentities } from '../src/engine/automaton-cache.js';
import { preloadAnalyzers } from '../src/engine/one-type.js';
import type { BundleManifest, SlimBundle } from '../src/cli/bundle-loader.cjs';
import { asciiOnly } from './ascii-source.js';
import { checkAnalyzersSeen, onlyAnalyzersOf, slimFileOf, slimKinds } from './slim-bundles.js';
import type { ActionType } from '../src/engine/types.js';

const ROOT = process.cwd();
const CLI_DIR = join(ROOT, 'dist', 'src', 'cli');
const PROGRAM = join(CLI_DIR, 'program.js');
/** What the bundles export: the program, and its local scoring (bundle-entry.ts). */
const ENTRY = join(CLI_DIR, 'bundle-entry.js');

/** The modules program.js imports only for serve, scan, keys and mcp: left as imports, never bundled. */
const otherCommandsOutside: Plugin = {
  name: 'other-commands-outside',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\/(main|scan|keys|mcp)\.js$/ }, (args) => (args.importer === PROGRAM ? { path: args.path, external: true } : undefined));
  },
};

/**
 * commander requires node:child_process when it loads, for subcommands that are executables of their own (safegate
 * has none), and with it Node's socket and stream modules, which a check that writes its answer directly
 * (src/cli/answer.ts) never needs: in the bundle it is required on the first spawn instead.
 */
const commanderSpawnsLazily: Plugin = {
  name: 'commander-spawns-lazily',
  setup(b) {
    b.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const eager = "const childProcess = require('node:child_process');";
      const uses = text.match(/childProcess\.\w+/g) ?? [];
      if (!text.includes(eager) || uses.some((u) => u !== 'childProcess.spawn')) {
        throw new Error('commander: its use of node:child_process changed; the build needs updating for this commander version');
      }
      const lazy = "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };";
      return { contents: text.replace(eager, lazy), loader: 'js' };
    });
  },
};

/**
 * tldts builds its public-suffix tables when it loads, and the analyzers import it at their top level, though most
 * checks never parse a domain: in the bundle, the project's imports of it get functions that load it on their first
 * call (a name the wrapper lacks fails the build).
 */
const tldtsOnFirstCall: Plugin = {
  name: 'tldts-on-first-call',
  setup(b) {
    b.onResolve({ filter: /^tldts$/ }, (args) => (args.kind === 'import-statement' ? { path: 'tldts', namespace: 'tldts-on-first-call' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'tldts-on-first-call' }, () => ({
      contents: [
        'let tldts;',
        "const load = () => (tldts ??= require('tldts'));",
        'export const parse = (...args) => load().parse(...args);',
        'export const getDomain = (...args) => load().getDomain(...args);',
      ].join('\n'),
      loader: 'js',
      resolveDir: ROOT,
    }));
  },
};

/** The esbuild options of a bundle of the command line (`plugins` beside the ones every bundle has). */
function bundleOptions(outfile: string, identities: BundledIdentities, slim?: { types: readonly ActionType[]; seen: Set<string> }): BuildOptions & { metafile: true } {
  const plugins = slim === undefined ? [] : [onlyAnalyzersOf(slim.types, slim.seen)];
  // a slim bundle's types: check.ts sends any other to the full bundle
  const types: Record<string, string> = slim === undefined ? {} : { SAFEGATE_BUNDLE_TYPES: JSON.stringify(slim.types) };
  return {
    entryPoints: [ENTRY], outfile, bundle: true, platform: 'node', format: 'cjs', target: 'node20',
    plugins: [...plugins, otherCommandsOutside, commanderSpawnsLazily, tldtsOnFirstCall], metafile: true, legalComments: 'none', logLevel: 'error',
    // no comments or indentation: a quarter less to read at every start (names are kept, so stack traces still read)
    minifyWhitespace: true,
    // the bundle sits beside program.js, so a bundled module's own URL is the bundle's
    // and the identities of the automaton build code and of the records are computed here (writeAutomata), from the
    // same compiled files it bundles
    define: { 'import.meta.url': '__bundleUrl', SAFEGATE_BUNDLED_IDENTITIES: JSON.stringify(identities), ...types },
    // import() of a built-in (node:http for --server) becomes require(): a script run from V8's code cache has no
    // dynamic-import callback in Node 20 (the loader's constant for one is experimental and warns)
    supported: { 'dynamic-import': false },
    // the CommonJS wrapper is written around the bundle here, so a start runs it without concatenating 2 MB of text;
    // its sixth parameter is what the loader lends the bundle (bundle-loader.cts: BundleHost)
    banner: { js: `(function (exports, require, module, __filename, __dirname, __safegateHost) {const __bundleUrl = require("node:url").pathToFileURL(__filename).href;` },
    footer: { js: '\n})' },
  };
}

/** Builds one bundle, ASCII only; returns its content hash and the files under dist/ it was built from. */
async function writeBundle(options: BuildOptions & { metafile: true }): Promise<{ hash: string; inputs: string[] }> {
  const outfile = options.outfile!;
  const result = await build(options);
  const text = asciiOnly(readFileSync(outfile, 'utf8'));
  writeFileSync(outfile, text);
  // the packages (commander) are part of the bundle as built; what is checked is the project's own code
  const inputs = Object.keys(result.metafile.inputs).filter((input) => input.startsWith('dist/'));
  return { hash: createHash('sha256').update(text).digest('hex').slice(0, 16), inputs };
}

/**
 * The full bundle (bundle.cjs) and the slim ones (slim-bundles.ts), and bundle.json: the full bundle's hash, every
 * file any of them was built from, and which kinds of run each slim bundle serves. Returns the full bundle's module count.
 */
async function writeBundles(identities: BundledIdentities): Promise<number> {
  const full = await writeBundle(bundleOptions(join(CLI_DIR, 'bundle.cjs'), identities));
  const bySet = new Map<string, { types: ActionType[]; kinds: string[] }>();
  for (const [kind, types] of await slimKinds()) {
    const file = slimFileOf(types);
    const group = bySet.get(file) ?? { types, kinds: [] };
    group.kinds.push(kind);
    bySet.set(file, group);
  }
  const seen = new Set<string>();
  const entry = (path: string): [string, number, number] => {
    const stat = statSync(path);
    return [relative(CLI_DIR, path), stat.size, stat.mtimeMs];
  };
  const inputs = full.inputs.sort();
  const files: BundleManifest['files'] = [...inputs.map((input) => entry(join(ROOT, input))), entry(join(CLI_DIR, 'bundle.cjs'))];
  const slim = await Promise.all([...bySet].map(async ([file, { types, kinds }]): Promise<[string, SlimBundle]> => {
    const built = await writeBundle(bundleOptions(join(CLI_DIR, file), identities, { types, seen }));
    const at = built.inputs.map((input) => inputs.indexOf(input));
    if (at.includes(-1)) throw new Error(`${file}: built from a file the full bundle is not`);
    return [file, { hash: built.hash, kinds, inputs: at.sort((a, b) => a - b), self: entry(join(CLI_DIR, file)) }];
  }));
  checkAnalyzersSeen(seen);
  const manifest: BundleManifest = { hash: full.hash, files, slim: Object.fromEntries(slim) };
  writeFileSync(join(CLI_DIR, 'bundle.json'), JSON.stringify(manifest));
  return full.inputs.length;
}

/**
 * The npm entry, dist/src/cli/main.cjs, made one file with the CommonJS modules it requires (the bundle loader, the
 * standard streams, the cache directory): Node resolves, reads and compiles each required file apart, at every start
 * (about 2 % of a check's CPU). program.js, which it imports for the commands outside the bundle, stays a module of its
 * own. tsc writes the unbundled entry again when it runs, which works the same.
 */
async function bundleEntry(): Promise<void> {
  const entry = join(CLI_DIR, 'main.cjs');
  await build({
    entryPoints: [entry], outfile: entry, allowOverwrite: true, bundle: true, platform: 'node', format: 'cjs', target: 'node20',
    external: ['./program.js'], legalComments: 'none', logLevel: 'error', minifyWhitespace: true,
  });
  chmodSync(entry, 0o755);
}

/** Writes the tables of every analyzer and record; returns their count and the identities the bundle carries. */
async function writeAutomata(): Promise<{ count: number; identities: BundledIdentities }> {
  const dir = join(ROOT, 'dist', 'automata');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cacheAutomataIn(dir);
  await preloadAnalyzers();
  const identities = bundledIdentities();
  cacheAutomataIn(null);
  return { count: readdirSync(dir).length, identities };
}

async function main(): Promise<void> {
  const { count: automata, identities } = await writeAutomata();
  const inputs = await writeBundles(identities);
  await bundleEntry();
  process.stdout.write(`dist/src/cli/bundle.cjs: ${inputs} modules, and its slim bundles; dist/automata: ${automata} keyword automata\n`);
}

main().catch((err) => {
  process.stderr.write(`build-cli failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
