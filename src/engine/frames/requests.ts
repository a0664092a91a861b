import type { BaseContext, Example, Finding, ThreatRule } from '../types.js';
import { readsAsRequest } from '../parse/plain-request.js';
import { bestGeneralRow, readingOf, type FrameCarrier, type FrameProfile } from './rules.js';
import { scoreReading } from './generic-score.js';

/**
 * A structured type's value written as a request in words ("Transfer acme/fraud-rules to @dmitri-k's personal
 * account", "Lösche alle EBS-Snapshots und deaktiviere AWS Backup"): the type's own parser reads command lines,
 * manifests and scripts, and finds nothing in a sentence. Such a request is read once by the shared frame layer, as a
 * terse command type reads its words (an operation may follow a tool or resource name; quotes name things, they are
 * not mentions), and judged by the threats every prose type carries: the general frame rows (rows.ts) and the generic
 * scorer (generic-score.ts). Negated, asked, reported and described operations never count (reader.ts), so a
 * postmortem that retells a forced push is not one. The finding names the row or class and its primitive.
 *
 * One rule per type (`<letter><slot>`): the rows keep their own ids in the prose types; here they are one mechanism,
 * the request read by what it does, and the detail says which threat it found.
 */
const REQUEST_PROFILE: FrameProfile = { quotesAreMentions: false, tolerance: 3 };

/** The best verdict of the general rows and the generic scorer on a request in words; null on anything else. */
function requestVerdict(ctx: BaseContext): Finding | null {
  if (!readsAsRequest(ctx.raw)) return null;
  const reading = readingOf(ctx as BaseContext & FrameCarrier, REQUEST_PROFILE);
  const row = bestGeneralRow(reading);
  const generic = scoreReading(reading);
  const rowScore = row === null ? 0 : row.finding.score ?? row.row.score;
  if (row !== null && rowScore >= (generic?.score ?? 0)) {
    return { detail: `${row.row.name}: ${row.finding.detail}`, score: rowScore, primitive: row.finding.primitive ?? row.row.primitive };
  }
  return generic;
}

/** The rule a structured analyzer appends to read its requests in words (examples: the type's own flag and pass cases). */
export function requestRule<C extends BaseContext>(letter: string, slot: number, examples: { readonly flag: readonly Example[]; readonly pass: readonly Example[] }): ThreatRule<C> {
  return {
    id: `${letter}${slot}`,
    name: 'Request in words judged by what it does (shared frame rows and generic scorer)',
    primitive: 'DESTRUCTION',
    score: 8,
    detect: requestVerdict,
    examples,
  };
}
