/** Entry of the single binary: the file tree first (bundled modules resolve through it), then the CLI. */
import '../runtime/sea-tree.js';
import './main.js';
