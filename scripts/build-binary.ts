/**
 * `npm run build:binary`: dist/safegate, one executable for linux-x64 (Node's single executable application).
 *
 * 1. esbuild bundles the CLI (which includes the server) into one CommonJS script, src/cli/sea-program.ts; `import.meta.url`
 *    in each bundled file becomes that file's URL inside the binary's file tree, and the native packages are
 *    required from the tree (src/runtime/sea-tree.ts). The binary's entry is a small script, src/cli/sea-main.ts,
 *    which runs that program, or for `check` and `hook` the npm form's bundle, both carried as assets.
 * 2. The tree holds what must be a real file: the scoring worker and Piscina's worker (each bundled into one
 *    script), LMDB's JavaScript (bundled) with its add-on, uWebSockets.js with its add-on, and the API reference
 *    page's files. Each becomes a SEA asset.
 * 3. The command line's bundles (dist/src/cli/bundle.cjs and the slim ones, written by build-cli.ts) are assets too:
 *    `check` and `hook` run from them with a code cache per kind of run in the cache directory, as the npm form does.
 * 4. node --experimental-sea-config writes the blob with V8's code cache of the script (or, with --snapshot, a V8
 *    startup snapshot of src/cli/sea-snapshot.ts in which every analyzer is already compiled); postject injects the
 *    blob into a copy of this node binary. Node warns while building a snapshot that a few built-in modules are not
 *    verified in snapshots: those the server uses (child_process, module, sea) are only used after start, never by
 *    the snapshot's own code.
 */
import { build, type Plugin } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { BUNDLE_FILE, filesCurrent, isCurrent, readManifest, slimFiles } from '../src/cli/bundle-loader.cjs';
import { SEA_SCRIPT_HASHES, SEA_SCRIPTS, SEA_SLIM, seaSlimAsset, type SeaScriptHashes, type SeaSlim } from '../src/cli/sea-assets.js';
import { asciiOnly } from './ascii-source.js';

const ROOT = process.cwd();
const OUT = join(ROOT, 'dist', 'sea');
const BINARY = join(ROOT, 'dist', 'safegate');
const ABI = process.versions.modules;
/** Installed packages sit at the top of node_modules (npm hoists them). */
function pkgDir(name: string): string {
  const dir = join(ROOT, 'node_modules', name);
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`${name} is not installed (npm ci first)`);
  return dir;
}

/** Native packages the bundle leaves out: they are required from the tree at run time. */
const TREE_PACKAGES = ['lmdb', '@btc-vision/uwebsockets.js', '@trufflesuite/uws-js-unofficial', 'uWebSockets.js', 'swagger-ui-dist'];
const TREE_GLOBAL = 'globalThis.__safegateTree';

/** Tree-relative path -> file contents. */
const tree = new Map<string, Buffer>();

function treeFile(rel: string, from: string | Buffer): void {
  tree.set(rel, typeof from === 'string' ? readFileSync(from) : from);
}

/** import.meta.url of a bundled file under dist/ means the same path in the tree; Piscina finds its worker there. */
const treePaths: Plugin = {
  name: 'safegate-tree-paths',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const bare = args.path.split('/').slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
      if (TREE_PACKAGES.includes(bare) && !args.path.endsWith('package.json')) return { path: args.path, namespace: 'tree-package' };
      return undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'tree-package' }, (args) => ({
      contents: `module.exports = ${TREE_GLOBAL}.require(${JSON.stringify(args.path)});`, loader: 'js',
    }));
    b.onLoad({ filter: /[\\/]dist[\\/](src|workers)[\\/].*\.js$/ }, (args) => {
      const rel = relative(ROOT, args.path).split('\\').join('/');
      const text = readFileSync(args.path, 'utf8');
      return { contents: text.replace(/import\.meta\.url/g, `${TREE_GLOBAL}.url(${JSON.stringify(rel)})`), loader: 'js' };
    });
    b.onLoad({ filter: /[\\/]piscina[\\/]dist[\\/]index\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const patched = text.replace("(0, node_path_1.resolve)(__dirname, 'worker.js')", `${TREE_GLOBAL}.dir() + '/node_modules/piscina/dist/worker.js'`);
      if (patched === text) throw new Error('piscina: worker path not found; the build needs updating for this piscina version');
      return { contents: patched, loader: 'js' };
    });
  },
};

async function bundle(entry: string, outfile: string, plugins: Plugin[] = [], external: string[] = []): Promise<void> {
  await build({
    entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'cjs', target: 'node20',
    plugins, external, logLevel: 'error', legalComments: 'none',
    // msgpackr's optional native accelerator is not shipped: msgpackr runs in JavaScript without it
    define: { 'process.env.MSGPACKR_NATIVE_ACCELERATION_DISABLED': '"true"' },
  });
}

/**
 * The program as a script the entry runs from an asset (bundle-loader.cts's runBundle): the expression of Node's
 * module wrapper around the bundle, in ASCII only (read as a one-byte string). Returns its content hash.
 */
async function programScript(outfile: string): Promise<string> {
  await bundle(join(ROOT, 'dist', 'src', 'cli', 'sea-program.js'), outfile, [treePaths]);
  const text = `(function (exports, require, module, __filename, __dirname) {${asciiOnly(readFileSync(outfile, 'utf8'))}\n})`;
  writeFileSync(outfile, text);
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The command line's bundle as current as the compiled files (build-cli.ts runs again when tsc ran since). Returns its hash. */
function cliScript(): string {
  const manifest = readManifest();
  if (manifest !== null && isCurrent(manifest)) return manifest.hash;
  execFileSync(process.execPath, [join(ROOT, 'dist', 'scripts', 'build-cli.js')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const rebuilt = readManifest();
  if (rebuilt === null || !isCurrent(rebuilt)) throw new Error('build-cli did not leave a current dist/src/cli/bundle.cjs');
  return rebuilt.hash;
}

/** Adds each slim bundle of the command line to `assets`; returns their hashes and kinds of run. */
function slimAssets(assets: Record<string, string>): SeaSlim {
  const manifest = readManifest()!;
  const slim: SeaSlim = {};
  for (const [file, bundle] of Object.entries(manifest.slim ?? {})) {
    if (!filesCurrent(slimFiles(manifest, bundle))) throw new Error(`dist/src/cli/${file} is not current: run node dist/scripts/build-cli.js`);
    assets[seaSlimAsset(file)] = join(dirname(BUNDLE_FILE), file);
    slim[file] = { hash: bundle.hash, kinds: bundle.kinds };
  }
  return slim;
}

async function buildTree(): Promise<void> {
  const scratch = join(OUT, 'tree');
  await bundle(join(ROOT, 'dist', 'workers', 'score.js'), join(scratch, 'score.js'), [treePaths]);
  treeFile('dist/workers/score.js', join(scratch, 'score.js'));
  await bundle(join(pkgDir('piscina'), 'dist', 'worker.js'), join(scratch, 'piscina-worker.js'), [], ['@napi-rs/nice']);
  treeFile('node_modules/piscina/dist/worker.js', join(scratch, 'piscina-worker.js'));
  // LMDB: its JavaScript in one file, its add-on where node-gyp-build-optional-packages looks for it
  const lmdb = pkgDir('lmdb');
  await bundle(join(lmdb, 'dist', 'index.cjs'), join(scratch, 'lmdb.cjs'), [], ['msgpackr-extract', 'bun:ffi']);
  treeFile('node_modules/lmdb/dist/index.cjs', join(scratch, 'lmdb.cjs'));
  treeFile('node_modules/lmdb/package.json', Buffer.from(JSON.stringify({ name: 'lmdb', version: JSON.parse(readFileSync(join(lmdb, 'package.json'), 'utf8')).version, main: 'dist/index.cjs' })));
  const lmdbNative = join(pkgDir('@lmdb/lmdb-linux-x64'), 'package.json');
  treeFile('node_modules/@lmdb/lmdb-linux-x64/package.json', lmdbNative);
  treeFile('node_modules/@lmdb/lmdb-linux-x64/index.js', join(dirname(lmdbNative), 'index.js'));
  treeFile(`node_modules/@lmdb/lmdb-linux-x64/node.abi${ABI}.glibc.node`, join(dirname(lmdbNative), `node.abi${ABI}.glibc.node`));
  // uWebSockets.js: the build the server loads here (src/http/uws.ts), its loader script and its add-on for this ABI
  const uws = pkgDir('@trufflesuite/uws-js-unofficial');
  for (const f of ['package.json', 'src/uws.js', `binaries/uws_linux_x64_${ABI}.node`]) treeFile(`node_modules/@trufflesuite/uws-js-unofficial/${f}`, join(uws, f));
  const swagger = pkgDir('swagger-ui-dist');
  for (const f of ['package.json', 'swagger-ui.css', 'swagger-ui-bundle.js']) treeFile(`node_modules/swagger-ui-dist/${f}`, join(swagger, f));
  treeFile('package.json', Buffer.from(JSON.stringify({ name: 'safegate-binary-tree', private: true, type: 'commonjs' })));
}

/**
 * Writes the SEA blob; false when Node could not build it. A startup snapshot fails when a module the command line
 * loads keeps a native handle at load time (V8: "global handle not serialized"); the build then falls back to the
 * code cache, which works with any module, and says so.
 */
function seaBlob(config: Record<string, unknown>, stdio: 'pipe' | 'inherit' = 'pipe'): boolean {
  const file = join(OUT, 'sea-config.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  try {
    execFileSync(process.execPath, ['--experimental-sea-config', file], { stdio: ['ignore', 'ignore', stdio] });
    return true;
  } catch (err) {
    if (stdio === 'inherit') throw err;
    const why = String((err as { stderr?: Buffer }).stderr ?? '').split('\n').find((l) => /not serialized|Check failed|Error/.test(l)) ?? 'unknown';
    process.stderr.write(`startup snapshot not possible (${why.trim()}); building with the code cache\n`);
    return false;
  }
}

async function main(): Promise<void> {
  if (process.platform !== 'linux' || process.arch !== 'x64') throw new Error(`the binary is built for linux-x64; this is ${process.platform}-${process.arch}`);
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  await bundle(join(ROOT, 'dist', 'src', 'cli', 'sea-main.js'), join(OUT, 'safegate.cjs'));
  // the snapshot's entry is always written: the binary test checks that it can be snapshotted
  await bundle(join(ROOT, 'dist', 'src', 'cli', 'sea-snapshot.js'), join(OUT, 'safegate-snapshot.cjs'), [treePaths]);
  const hashes: SeaScriptHashes = { cli: cliScript(), program: await programScript(join(OUT, 'program.cjs')) };
  await buildTree();
  const hash = createHash('sha256');
  for (const rel of [...tree.keys()].sort()) hash.update(rel).update('\0').update(tree.get(rel)!);
  const manifest = { hash: hash.digest('hex').slice(0, 16), files: [...tree.keys()].sort() };
  const assets: Record<string, string> = { 'tree-manifest.json': join(OUT, 'tree-manifest.json') };
  writeFileSync(assets['tree-manifest.json']!, JSON.stringify(manifest));
  for (const [rel, data] of tree) {
    const file = join(OUT, 'assets', rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
    assets[`tree/${rel}`] = file;
  }
  assets[SEA_SCRIPTS.cli] = BUNDLE_FILE;
  assets[SEA_SLIM] = join(OUT, 'cli-slim.json');
  writeFileSync(assets[SEA_SLIM]!, JSON.stringify(slimAssets(assets)));
  assets[SEA_SCRIPTS.program] = join(OUT, 'program.cjs');
  assets[SEA_SCRIPT_HASHES] = join(OUT, 'script-hashes.json');
  writeFileSync(assets[SEA_SCRIPT_HASHES]!, JSON.stringify(hashes));
  const base = { main: join(OUT, 'safegate.cjs'), output: join(OUT, 'sea-prep.blob'), disableExperimentalSEAWarning: true, assets };
  // The code cache by default: a snapshot holding every analyzer compiled was slower to start for most tool calls
  // (whole-process pairs: check command 0.134 against 0.163 s CPU, --version 0.12 against 0.16 s) and faster only for
  // the prose types (a Task hook 0.207 against 0.171 s). `-- --snapshot` builds the snapshot.
  const wantSnapshot = process.argv.includes('--snapshot');
  const startup = wantSnapshot && seaBlob({ ...base, main: join(OUT, 'safegate-snapshot.cjs'), useSnapshot: true }) ? 'startup snapshot' : (seaBlob({ ...base, useCodeCache: true }, 'inherit'), 'code cache');
  const config = base;
  rmSync(BINARY, { force: true });
  copyFileSync(process.execPath, BINARY);
  chmodSync(BINARY, 0o755);
  execFileSync(process.execPath, [resolve(pkgDir('postject'), 'dist', 'cli.js'), BINARY, 'NODE_SEA_BLOB', config.output,
    '--sentinel-fuse', 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const mib = (statSync(BINARY).size / 2 ** 20).toFixed(1);
  process.stdout.write(`dist/safegate: ${mib} MiB (node ${process.version}, ${startup}, tree ${manifest.hash}, ${manifest.files.length} files)\n`);
}

main().catch((err) => {
  process.stderr.write(`build:binary failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
