/**
 * What the command line's bundles export (scripts/build-cli.ts bundles this file): the program, and the bundle's own
 * local scoring, which a slim bundle asks of the full one for an action type it does not hold (check.ts).
 */
import type { ExtendedCheckResult } from '../engine/compat.js';

export { runCli } from './program.js';

export async function scoreLocally(input: { type: string; value: string; metadata?: Record<string, unknown> }): Promise<ExtendedCheckResult> {
  return (await import('./check.js')).scoreLocally(input);
}
