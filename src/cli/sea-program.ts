/**
 * The single binary's program for every command but `check` and `hook` (sea-main.ts runs it from an asset): the file
 * tree first (bundled modules resolve native packages through it), then the command line.
 */
import '../runtime/sea-tree.js';
import { runCli } from './program.js';

runCli(process.argv);
