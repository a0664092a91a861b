/**
 * Entry of the single binary. The file tree comes first (bundled modules resolve native packages through it).
 * When the build takes a V8 startup snapshot, the analyzers the command line uses are loaded and compiled into
 * it, so `safegate check` and the hook start with every rule table ready instead of compiling one.
 */
import { startupSnapshot } from 'node:v8';
import '../runtime/sea-tree.js';
import { runCli } from './program.js';
import { preloadAnalyzers } from '../engine/one-type.js';

if (startupSnapshot.isBuildingSnapshot()) {
  void Promise.all([preloadAnalyzers(), import('./check.js'), import('./hook-claude.js'), import('./format.js')]).then(() => {
    startupSnapshot.setDeserializeMainFunction(() => runCli(process.argv));
  });
} else {
  runCli(process.argv);
}
