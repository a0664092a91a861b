/**
 * Shared, frozen copies of the short lists a result and its notes carry as comma-joined text (threat ids, chain-step
 * keys). A session keeps its last hundred actions, each with both lists: built anew per check, they were a hundred
 * thousand small arrays held on the front thread's heap at 1 000 sessions, each one more object for the garbage
 * collector to trace. The combinations that occur are few, so one copy per combination is kept; the table is bounded
 * (cleared when full), since the text comes from values a caller chose.
 */
const MAX_ENTRIES = 4096;
const EMPTY: readonly string[] = Object.freeze([]);
const lists = new Map<string, readonly string[]>();

/**
 * The one empty list of object hashes shared by every action that names none (most do; a session keeps a hundred
 * entries each). Frozen, typed as SessionNotes.objects is: never written.
 */
export const NO_OBJECTS = Object.freeze([]) as unknown as number[];

/**
 * A copy of s that holds nothing else alive. V8 makes a slice of 13 characters or more a view of its parent string,
 * and the parent stays alive as long as the view: a 64-character hash sliced from a task's reply would keep every
 * result of that task in memory for as long as a session keeps the entry. Slicing a concatenation first flattens it
 * into a new string of its own, which is all the result then refers to.
 */
export function detached(s: string): string {
  return s.length < 13 ? s : `${s}\0`.slice(0, -1);
}

/** The value kept for text in table, made from its own copy of text on first sight; the table is cleared when full. */
function interned<T>(table: Map<string, T>, text: string, make: (key: string) => T): T {
  let kept = table.get(text);
  if (kept === undefined) {
    if (table.size >= MAX_ENTRIES) table.clear();
    // the key outlives the reply or request it was sliced from
    const key = detached(text);
    kept = make(key);
    table.set(key, kept);
  }
  return kept;
}

// module-level makers: a closure written into each call would be one more allocation per check
const frozenItems = (key: string): readonly string[] => Object.freeze(key.split(','));
const itself = (key: string): string => key;

/** The comma-separated items of text, as a shared frozen array ([] for ''). */
export function internedList(text: string): readonly string[] {
  return text.length === 0 ? EMPTY : interned(lists, text, frozenItems);
}

const names = new Map<string, string>();

/** One shared copy of a short string that recurs across checks (an agent id), bounded like the lists. */
export function internedName(name: string): string {
  return interned(names, name, itself);
}
