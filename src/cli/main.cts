#!/usr/bin/env node
/**
 * `safegate` (package.json bin). `check` and `hook`, whose cold start is the user's wait, run from the bundled
 * command line when it is current (bundle-loader.cts), compiled from the code cache of their kind of run
 * (runKindOf), and so do help and version; every other command, and those without a current bundle, from the ES
 * modules. Both are the
 * same program (program.ts). A CommonJS file: Node starts one with less work than an ES module.
 */
import { loadBundle, prereadHookEvent, runKindOf, runsFromBundle } from './bundle-loader.cjs';

async function main(argv: readonly string[]): Promise<void> {
  const hookEvent = prereadHookEvent(argv);
  const bundled = runsFromBundle(argv) ? loadBundle(await runKindOf(argv, hookEvent)) : null;
  (bundled ?? (await import('./program.js'))).runCli(argv, { hookEvent });
}

void main(process.argv);
