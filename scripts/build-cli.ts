/**
 * The command line's build step after tsc (`npm run build`, `prepare`, `pretest`):
 * - dist/src/cli/bundle.cjs: the command line in one CommonJS function (esbuild; the text is the expression of
 *   Node's module wrapper), with bundle.json, the files it was built from; `safegate check` and `safegate hook` run
 *   from it while it is current (src/cli/bundle-loader.cts), and the single binary carries it as an asset.
 *   The other commands' modules (serve, scan, keys, mcp) stay outside: those commands never run from the bundle.
 * - dist/src/cli/main.cjs, the npm entry, as one file (bundleEntry).
 * - dist/automata: the keyword automaton tables of every analyzer and of the frame layer's term automaton, which
 *   check and the hook read instead of building them (src/engine/automaton-cache.ts; each file carries the
 *   identity it was built from, so a file left from an older build is never used).
 */
import { build, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundledIdentities, cacheAutomataIn, type BundledIdentities } from '../src/engine/automaton-cache.js';
import { preloadAnalyzers } from '../src/engine/one-type.js';
import type { BundleManifest } from '../src/cli/bundle-loader.cjs';
import { asciiOnly } from './ascii-source.js';

const ROOT = process.cwd();
const CLI_DIR = join(ROOT, 'dist', 'src', 'cli');
const PROGRAM = join(CLI_DIR, 'program.js');

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

async function writeBundle(identities: BundledIdentities): Promise<number> {
  const outfile = join(CLI_DIR, 'bundle.cjs');
  const result = await build({
    entryPoints: [PROGRAM], outfile, bundle: true, platform: 'node', format: 'cjs', target: 'node20',
    plugins: [otherCommandsOutside, commanderSpawnsLazily, tldtsOnFirstCall], metafile: true, legalComments: 'none', logLevel: 'error',
    // no comments or indentation: a quarter less to read at every start (names are kept, so stack traces still read)
    minifyWhitespace: true,
    // the bundle sits beside program.js, so a bundled module's own URL is the bundle's
    // and the identities of the automaton build code and of the records are computed here (writeAutomata), from the
    // same compiled files it bundles
    define: { 'import.meta.url': '__bundleUrl', SAFEGATE_BUNDLED_IDENTITIES: JSON.stringify(identities) },
    // import() of a built-in (node:http for --server) becomes require(): a script run from V8's code cache has no
    // dynamic-import callback in Node 20 (the loader's constant for one is experimental and warns)
    supported: { 'dynamic-import': false },
    // the CommonJS wrapper is written around the bundle here, so a start runs it without concatenating 2 MB of text
    banner: { js: `(function (exports, require, module, __filename, __dirname) {const __bundleUrl = require("node:url").pathToFileURL(__filename).href;` },
    footer: { js: '\n})' },
  });
  writeFileSync(outfile, asciiOnly(readFileSync(outfile, 'utf8')));
  const files: BundleManifest['files'] = [];
  const entry = (path: string): [string, number, number] => {
    const stat = statSync(path);
    return [relative(CLI_DIR, path), stat.size, stat.mtimeMs];
  };
  for (const input of Object.keys(result.metafile.inputs)) {
    // the packages (commander) are part of the bundle as built; what is checked is the project's own code
    if (input.startsWith('dist/')) files.push(entry(join(ROOT, input)));
  }
  files.push(entry(outfile));
  const manifest: BundleManifest = { hash: createHash('sha256').update(readFileSync(outfile)).digest('hex').slice(0, 16), files };
  writeFileSync(join(CLI_DIR, 'bundle.json'), JSON.stringify(manifest));
  return files.length - 1;
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
  const inputs = await writeBundle(identities);
  await bundleEntry();
  process.stdout.write(`dist/src/cli/bundle.cjs: ${inputs} modules; dist/automata: ${automata} keyword automata\n`);
}

main().catch((err) => {
  process.stderr.write(`build-cli failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
