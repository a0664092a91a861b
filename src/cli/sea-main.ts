/**
 * Entry of the single binary (built with V8's code cache; sea-snapshot.ts is the entry of a startup snapshot build).
 * It is kept small because Node makes a string of the entry's whole text and deserializes its code cache on every
 * start: with the server bundled into it, that alone took half as long again as a bare `node -e 0`. The programs
 * are assets, each run through a code cache of its kind of run kept in the cache directory (bundle-loader.cts):
 * - `check` and `hook`, one process per call: the command line's bundles, the same dist/src/cli/bundle*.cjs the npm
 *   form runs (the slim one of the kind of run, else the full one), so their start compiles neither the server's code
 *   nor, after the first run of a kind, their own (help and version too);
 * - every other command: sea-program.ts, the server and the whole command line.
 */
import { getAsset } from 'node:sea';
import { codeCacheFile, prereadHookEvent, runBundle, runKindOf, runsFromBundle, type BundledCli, type BundleHost } from './bundle-loader.cjs';
import { SEA_SCRIPT_HASHES, SEA_SCRIPTS, SEA_SLIM, seaSlimAsset, type SeaScriptHashes, type SeaSlim } from './sea-assets.js';

function runScript(name: keyof typeof SEA_SCRIPTS, kind: string): BundledCli {
  const hashes = JSON.parse(getAsset(SEA_SCRIPT_HASHES, 'utf8')) as SeaScriptHashes;
  return runAsset(SEA_SCRIPTS[name], hashes[name], kind);
}

function runAsset(asset: string, hash: string, kind: string, host?: BundleHost): BundledCli {
  // the scripts are ASCII only (their builds make them so): their bytes as a one-byte string, without UTF-8 decoding
  const source = Buffer.from(getAsset(asset)).toString('latin1');
  // __filename as a binary's entry has it; the entry's require reaches the built-in modules, all a script requires
  // (the natives come from the file tree, sea-tree.ts)
  return runBundle(source, process.execPath, codeCacheFile(hash, `sea-${kind}`), require, host);
}

/** The command line for this kind of run: its slim bundle when there is one (it asks the full one for other types), else the full bundle. */
function commandLine(kind: string): BundledCli {
  let full: BundledCli | undefined;
  const fullBundle = (): BundledCli => (full ??= runScript('cli', kind));
  const slim = Object.entries(JSON.parse(getAsset(SEA_SLIM, 'utf8')) as SeaSlim).find(([, bundle]) => bundle.kinds.includes(kind));
  return slim === undefined ? fullBundle() : runAsset(seaSlimAsset(slim[0]), slim[1].hash, kind, { fullBundle });
}

async function main(argv: readonly string[]): Promise<void> {
  const command = argv[2];
  if (runsFromBundle(argv)) {
    const hookEvent = prereadHookEvent(argv);
    commandLine(await runKindOf(argv, hookEvent)).runCli(argv, { hookEvent });
  } else {
    // the program runs the command when it loads; its code cache is one per command (serve for none)
    runScript('program', `program-${command === undefined ? 'serve' : /^[a-z]{1,16}$/.test(command) ? command : 'other'}`);
  }
}

void main(process.argv);
