/**
 * What a session keeps of one action's value: its redacted preview, the chain steps it satisfies, the objects it
 * names and its data-flow facts. Computed where the value already is: in the scoring worker when the check names a
 * session (the task asks with NOTE.session), and on the front thread only for a result rewritten after scoring (the
 * LLM enhancement answers a new ScoredAction without notes). Nothing here imports the engine's rule tables.
 */
import type { CheckInput } from '../engine/types.js';
import { NO_OBJECTS } from '../pool/interned.js';
import type { ActionSummary, SessionNotes } from '../pool/wire.js';
import { marksOf } from './chains.js';
import { factsOf, objectsOf } from './facts.js';
import { haystackOf, type Haystack } from './haystack.js';
import { previewOf } from './preview.js';

/** Types whose values name paths, hosts or recipients worth linking (prose types are not scanned for objects). */
const OBJECT_TYPES: ReadonlySet<string> = new Set(['command', 'file_read', 'file_write', 'url', 'api_call', 'git', 'message', 'transaction', 'infra', 'data_pipeline', 'agent_comm', 'ui_action']);

/**
 * Objects are taken only for an action that satisfies some chain step: the matcher compares the objects of matched
 * steps alone (an action that is no step of any chain is never one), so an unmarked action's objects are never read.
 */
export function sessionNotes(input: CheckInput, summary: ActionSummary): SessionNotes {
  let hay: Haystack | undefined;
  const lazyHay = () => (hay ??= haystackOf(input.value));
  const facts = factsOf(input.type, lazyHay, input.metadata, summary);
  const marks = marksOf({ type: input.type, level: summary.level, primitive: summary.rulesPrimitive, threats: summary.threats, facts, hay: lazyHay });
  return {
    preview: previewOf(input.value, summary.threats),
    marks,
    objects: marks.length > 0 && OBJECT_TYPES.has(input.type) ? objectsOf(input.type, input.value, input.metadata) : NO_OBJECTS,
    facts,
  };
}
