/**
 * Entry of the single binary built with a V8 startup snapshot (`npm run build:binary -- --snapshot`): the analyzers
 * the command line uses are loaded and compiled into the snapshot, so `safegate check` and the hook start with every
 * rule table ready instead of compiling one (slower to start for most calls than sea-main.ts's code caches: the
 * whole heap is deserialized on every start). The file tree comes first (bundled modules resolve native packages
 * through it).
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
