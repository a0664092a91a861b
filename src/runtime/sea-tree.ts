/**
 * The single binary's file tree. A Node single executable application can load only built-in modules from
 * inside itself; the worker threads, the native add-ons (uWebSockets.js, LMDB) and the API reference page's files
 * need real files. The build stores them as assets (under `tree/`, with a manifest); on first start they are
 * written to a cache directory named after their content hash, once, atomically (a directory is renamed into
 * place only when complete), and every later start reuses it.
 *
 * The bundle reaches this through globalThis.__safegateTree: `import.meta.url` of a bundled file becomes the URL
 * of the same path inside the tree, and the native packages are required from the tree's node_modules.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getAsset, isSea } from 'node:sea';
import { pathToFileURL } from 'node:url';
import { cacheRoot } from './cache-dir.cjs';

interface TreeManifest {
  /** Content hash of every file: names the cache directory. */
  hash: string;
  files: string[];
}

export interface SafegateTree {
  dir(): string;
  url(rel: string): string;
  require(name: string): unknown;
}

function extract(manifest: TreeManifest): string {
  const root = cacheRoot();
  const dir = join(root, manifest.hash);
  if (existsSync(join(dir, '.complete'))) return dir;
  // a name of its own for this process's staging directory (node:crypto is not loaded for it: every start would pay)
  const staging = `${dir}.${process.pid}.${Math.random().toString(16).slice(2, 10)}`;
  for (const rel of manifest.files) {
    const target = join(staging, rel);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(getAsset(`tree/${rel}`)), { mode: 0o644 });
  }
  writeFileSync(join(staging, '.complete'), manifest.hash);
  try {
    renameSync(staging, dir);
  } catch {
    // another process put the same tree in place first: use it
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, '.complete'))) throw new Error(`cannot unpack the binary's files into ${dir}`);
  }
  return dir;
}

function createTree(): SafegateTree {
  let dir: string | undefined;
  const ensure = (): string => {
    if (dir) return dir;
    if (!isSea()) throw new Error('the safegate file tree exists only inside the single binary');
    dir = extract(JSON.parse(getAsset('tree-manifest.json', 'utf8')) as TreeManifest);
    return dir;
  };
  let treeRequire: NodeRequire | undefined;
  return {
    dir: ensure,
    url: (rel) => pathToFileURL(join(ensure(), rel)).href,
    require: (name) => (treeRequire ??= createRequire(join(ensure(), 'package.json')))(name),
  };
}

(globalThis as { __safegateTree?: SafegateTree }).__safegateTree = createTree();
