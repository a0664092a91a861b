import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * SafeGate's per-user cache directory: `$SAFEGATE_CACHE_DIR`, else `$XDG_CACHE_HOME/safegate` or
 * `~/.cache/safegate`. The single binary unpacks its files there; the command line keeps keyword automaton tables
 * (`automata/`) and V8's code cache of its bundle (`code/`) there.
 */
export function cacheRoot(): string {
  if (process.env.SAFEGATE_CACHE_DIR) return process.env.SAFEGATE_CACHE_DIR;
  const base = process.env.XDG_CACHE_HOME || (homedir() ? join(homedir(), '.cache') : tmpdir());
  return join(base, 'safegate');
}
