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

/** The comma-separated items of text, as a shared frozen array ([] for ''). */
export function internedList(text: string): readonly string[] {
  if (text.length === 0) return EMPTY;
  let list = lists.get(text);
  if (list === undefined) {
    if (lists.size >= MAX_ENTRIES) lists.clear();
    list = Object.freeze(text.split(','));
    lists.set(text, list);
  }
  return list;
}

const names = new Map<string, string>();

/** One shared copy of a short string that recurs across checks (an agent id), bounded like the lists. */
export function internedName(name: string): string {
  const known = names.get(name);
  if (known !== undefined) return known;
  if (names.size >= MAX_ENTRIES) names.clear();
  names.set(name, name);
  return name;
}
