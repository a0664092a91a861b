/**
 * The notes of a task's values (see NOTE in wire.ts) as they cross back from the worker: one string and one
 * Int32Array, like the results (encodeReply), instead of one object graph per action. Structured clone writes every
 * property name and array of every object, and the front thread pays the decoding half of that.
 *
 * Layout: per action, NOTE_FIELDS numbers (its NOTE bits, where its text ends, where its preview ends, its FACT bits,
 * where its objects end), then every action's objects (32-bit hashes) back to back. The text holds, per noted action,
 * the 64-character SHA-256 hex, then for a session the preview and the chain-step keys joined by commas (a key such
 * as "H04.2" holds none). An action without notes (not asked, or no result) has bits 0 and takes no text.
 */
import { internedList, NO_OBJECTS } from './interned.js';
import { NOTE, replySize, type ScoreReply, type ValueNotes } from './wire.js';

export interface PackedNotes {
  /** How many actions (the objects start after their fields). */
  count: number;
  text: string;
  nums: Int32Array;
  /** Where the notes begin in nums (0 unless they were appended to a reply's marks, see attachNotes). */
  numsBase?: number;
}

const NOTE_FIELDS = 5;
const F_BITS = 0;
const F_TEXT_END = 1;
const F_PREVIEW_END = 2;
const F_FACTS = 3;
const F_OBJECTS_END = 4;
const HASH_CHARS = 64;

export function packNotes(notes: readonly (ValueNotes | null)[]): PackedNotes {
  const n = notes.length;
  let objectCount = 0;
  for (const v of notes) objectCount += v?.session?.objects.length ?? 0;
  const nums = new Int32Array(n * NOTE_FIELDS + objectCount);
  const parts: string[] = [];
  let end = 0;
  let objectsEnd = n * NOTE_FIELDS;
  for (let k = 0; k < n; k++) {
    const v = notes[k];
    const m = k * NOTE_FIELDS;
    if (v?.valueHash !== undefined && v.valueHash.length === HASH_CHARS) {
      parts.push(v.valueHash);
      end += HASH_CHARS;
      let bits: number = NOTE.hash;
      const s = v.session;
      if (s !== undefined) {
        bits |= NOTE.session;
        parts.push(s.preview);
        end += s.preview.length;
        nums[m + F_PREVIEW_END] = end;
        const marks = s.marks.join(',');
        parts.push(marks);
        end += marks.length;
        nums[m + F_FACTS] = s.facts;
        for (const o of s.objects) nums[objectsEnd++] = o | 0;
      }
      nums[m + F_BITS] = bits;
    }
    nums[m + F_TEXT_END] = end;
    nums[m + F_OBJECTS_END] = objectsEnd;
  }
  return { count: n, text: parts.join(''), nums };
}

/** Adds packed notes to a task's reply: their text beside the reply's text, their numbers after the reply's marks. */
export function attachNotes(reply: ScoreReply, packed: PackedNotes): void {
  const marks = new Int32Array(reply.marks.length + packed.nums.length);
  marks.set(reply.marks);
  marks.set(packed.nums, reply.marks.length);
  reply.notesNums = reply.marks.length;
  reply.notesText = packed.text;
  reply.marks = marks;
}

/**
 * The notes a reply carries (see attachNotes), for notesAt; undefined when the task asked for none. A session keeps
 * slices of their text (hash, preview) with its history: the text is a string of its own, so those slices keep no
 * result of the task alive.
 */
export function notesOfReply(reply: ScoreReply): PackedNotes | undefined {
  if (reply.notesText === undefined || reply.notesNums === undefined) return undefined;
  return { count: replySize(reply), text: reply.notesText, nums: reply.marks, numsBase: reply.notesNums };
}

/** The k-th action's notes; undefined when it has none. */
export function notesAt(packed: PackedNotes, k: number): ValueNotes | undefined {
  const { text, nums } = packed;
  const nb = packed.numsBase ?? 0;
  const m = nb + k * NOTE_FIELDS;
  const bits = nums[m + F_BITS]!;
  if (bits === 0) return undefined;
  const start = k === 0 ? 0 : nums[m - NOTE_FIELDS + F_TEXT_END]!;
  const valueHash = text.slice(start, start + HASH_CHARS);
  if ((bits & NOTE.session) === 0) return { valueHash };
  const previewEnd = nums[m + F_PREVIEW_END]!;
  const marksText = text.slice(previewEnd, nums[m + F_TEXT_END]!);
  const objectsStart = nb + (k === 0 ? packed.count * NOTE_FIELDS : nums[m - NOTE_FIELDS + F_OBJECTS_END]!);
  const objectsEnd = nb + nums[m + F_OBJECTS_END]!;
  // most actions name no object: they share one empty list (a session keeps a hundred entries each)
  const objects: number[] = objectsEnd > objectsStart ? [] : NO_OBJECTS;
  for (let i = objectsStart; i < objectsEnd; i++) objects.push(nums[i]! >>> 0);
  return {
    valueHash,
    session: { preview: text.slice(start + HASH_CHARS, previewEnd), marks: internedList(marksText), objects, facts: nums[m + F_FACTS]! },
  };
}
