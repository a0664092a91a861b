#!/usr/bin/env node
/**
 * `safegate` (package.json bin). `check` and `hook`, whose cold start is the user's wait, run from the bundled
 * command line when it is current (bundle-loader.ts), compiled from the code cache of their kind of run
 * (runKindOf); every other command, and those two without a current bundle, from the ES modules. Both are the
 * same program (program.ts).
 */
import { loadBundle, prereadHookEvent, runKindOf } from './bundle-loader.js';

const command = process.argv[2];
const hookEvent = prereadHookEvent(process.argv);
const bundled = command === 'check' || command === 'hook' ? loadBundle(await runKindOf(process.argv, hookEvent)) : null;
(bundled ?? (await import('./program.js'))).runCli(process.argv, { hookEvent });
