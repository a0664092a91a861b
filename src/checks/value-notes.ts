/**
 * The notes a scoring task asks for (NOTE bits, see src/pool/wire.ts), computed by the worker beside the result:
 * the value's SHA-256 and, for a check that names a session, the session's facts about the value.
 */
import type { CheckInput } from '../engine/types.js';
import { NOTE, type ActionSummary, type ValueNotes } from '../pool/wire.js';
import { sessionNotes } from '../sessions/notes.js';
import { sha256Hex } from './value-hash.js';

export function notesOf(input: CheckInput, summary: ActionSummary, bits: number): ValueNotes {
  const notes: ValueNotes = {};
  // a session's history keeps the hash too
  if ((bits & (NOTE.hash | NOTE.session)) !== 0) notes.valueHash = sha256Hex(input.value);
  if ((bits & NOTE.session) !== 0) notes.session = sessionNotes(input, summary);
  return notes;
}
